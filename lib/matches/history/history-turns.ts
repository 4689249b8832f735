/**
 * The history as people read it: one entry per committed turn, with its steps as lines inside. The log
 * stores committed segments (a turn with a die roll is committed in parts, so one Stone Age turn can be
 * several entries); consecutive entries of one seat belong to one turn until an entry ends it. A turn also
 * ends where the seat changed hands (a player's last line, then the bot's moves): each part is named as the
 * seat was named then. Pure: the history panel uses it in the browser.
 */
import type { MoveMark } from "@/lib/engine/marks";
import type { LogLine } from "../read/views";

export interface HistoryTurn {
  /** Index of the turn's first and last log entry. */
  first: number;
  last: number;
  seat: number;
  /** Who played it, as named at the time. */
  name: string;
  /** When the turn was committed (its last entry), ISO. */
  at: string;
  /** Every line of the turn's entries, in order, with the entry it came from. */
  lines: { index: number; text: string }[];
  /** What the turn's moves did, for the board to draw: the marks of its entries, in order. */
  marks: MoveMark[];
  /** Some entry of it came after the viewer last looked. */
  unseen: boolean;
}

/**
 * `entries` oldest first; `nameAt(seat, index)` names a seat as it was at that entry; `lineText` turns a stored
 * line (with its seat placeholders) into text for that entry. `lookedIndex`: entries after it are unseen (null:
 * a spectator, nothing is marked).
 */
export function groupTurns(
  entries: LogLine[],
  nameAt: (seat: number, index: number) => string,
  lineText: (line: string, index: number) => string,
  lookedIndex: number | null,
): HistoryTurn[] {
  const turns: HistoryTurn[] = [];
  let open: HistoryTurn | null = null;
  let ended = true;
  for (const e of entries) {
    const name = nameAt(e.seat, e.index);
    if (!open || ended || open.seat !== e.seat || open.name !== name || e.index !== open.last + 1) {
      open = { first: e.index, last: e.index, seat: e.seat, name, at: e.at, lines: [], marks: [], unseen: false };
      turns.push(open);
    }
    open.last = e.index;
    open.at = e.at;
    open.unseen ||= lookedIndex !== null && e.index > lookedIndex;
    // The lines in the reader's language where the server sent them (`text`), else the English ones.
    for (const line of e.text ?? e.lines) open.lines.push({ index: e.index, text: lineText(line, e.index) });
    open.marks.push(...(e.marks ?? []));
    ended = e.endsTurn;
  }
  return turns;
}

/**
 * What the live board draws: for a player, what the others did since the player's own last turn (the
 * entries marked new), so that a correspondence player sees every move made while away; otherwise (a
 * spectator, or nothing new) the last turn of the history. `entries` oldest first.
 */
export function marksToDraw(entries: LogLine[], mySeat: number | null): MoveMark[] {
  const fresh = mySeat === null ? [] : entries.filter((e) => e.isNew && e.seat !== mySeat).flatMap((e) => e.marks);
  if (fresh.length > 0) return fresh;
  const last = entries[entries.length - 1];
  if (!last) return [];
  let first = entries.length - 1;
  while (first > 0 && entries[first - 1]!.seat === last.seat && !entries[first - 1]!.endsTurn) first -= 1;
  return entries.slice(first).flatMap((e) => e.marks);
}
