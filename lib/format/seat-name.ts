/**
 * How a seat is named everywhere (pages, history, mails): the player's username, or the bot with its
 * seat number and style. Pure, so client components use it too.
 */
export interface SeatNaming {
  username?: string | null;
  bot?: string | null;
  /** The player a bot took over from (who left, resigned or ran out of time). */
  former?: string | null;
  /** The history length when the bot took over: earlier entries were the former player's. */
  replacedAt?: number | null;
  /**
   * The seat's player (or the one its bot took over from) deleted their account: the words for them in the
   * reader's language, given by the server ("deleted player", "Bot for a deleted player"); null otherwise.
   */
  deleted?: DeletedPlayerWords | null;
}

export interface DeletedPlayerWords {
  player: string;
  bot: string;
}

export function seatDisplayName(
  seat: SeatNaming | undefined,
  seatIndex: number,
  empty = `Seat ${seatIndex + 1}`,
): string {
  if (seat?.username) return seat.username;
  if (seat?.deleted) return seat.bot ? seat.deleted.bot : seat.deleted.player;
  if (seat?.bot) return seat.former ? `Bot for ${seat.former}` : `Bot ${seatIndex + 1} (${seat.bot})`;
  return empty;
}

/**
 * The seat's name as it was at history entry `index`: a seat that changed hands shows its player's name for
 * their moves and "Bot for <name>" after they left or timed out. Seats replaced before the site kept the
 * moment (no `replacedAt`) are named as they are now.
 */
export function seatNameAt(seat: SeatNaming | undefined, seatIndex: number, index: number, empty?: string): string {
  const former = seat?.deleted ? seat.deleted.player : seat?.former;
  if (seat?.bot && former && seat.replacedAt !== null && seat.replacedAt !== undefined && index < seat.replacedAt)
    return former;
  return seatDisplayName(seat, seatIndex, empty);
}
