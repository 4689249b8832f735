/**
 * How a seat is named everywhere (pages, history, mails): the player's username, or the bot with its
 * seat number and style. Pure, so client components use it too. The words that are not a username ("Bot 2
 * (greedy)", "Bot for Ana", "Seat 3") come in the reader's language from the server (`name`, made by
 * lib/matches/read/seat-names.ts from the catalogue); without them (API clients' own copies, tests) they are
 * the English below.
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
  /**
   * The seat's name now in the reader's language, made by the server ("Bot 2 (zufällig)", "Bot für Ana",
   * "Platz 3"); absent: the English words.
   */
  name?: string | null;
}

export interface DeletedPlayerWords {
  player: string;
  bot: string;
}

/** `empty`: how to name an open seat here ("open seat" in a list); absent: the seat's `name`, else "Seat N". */
export function seatDisplayName(seat: SeatNaming | undefined, seatIndex: number, empty?: string): string {
  if (seat?.username) return seat.username;
  if (seat?.deleted) return seat.bot ? seat.deleted.bot : seat.deleted.player;
  if (seat?.bot) return seat.name ?? (seat.former ? `Bot for ${seat.former}` : `Bot ${seatIndex + 1} (${seat.bot})`);
  return empty ?? seat?.name ?? `Seat ${seatIndex + 1}`;
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
