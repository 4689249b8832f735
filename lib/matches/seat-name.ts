/**
 * How a seat is named everywhere (pages, history, mails): the player's username, or the bot with its
 * seat number and style. Pure, so client components use it too.
 */
export interface SeatNaming {
  username?: string | null;
  bot?: string | null;
  /** The player a bot took over from (who left, resigned or ran out of time). */
  former?: string | null;
}

export function seatDisplayName(seat: SeatNaming | undefined, seatIndex: number, empty = `Seat ${seatIndex + 1}`): string {
  if (seat?.username) return seat.username;
  if (seat?.bot) return `Bot ${seatIndex + 1} (${seat.bot}${seat.former ? `, for ${seat.former}` : ""})`;
  return empty;
}
