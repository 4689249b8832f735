import type { MoveMark } from "@/lib/engine/marks";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatDisplayName, seatNameAt } from "@/lib/format/seat-name";

/** What every game's board component gets: the viewer's view and legal moves, and a way to submit one. */
export interface BoardProps<V = unknown, M = unknown> {
  view: V;
  legalMoves: M[];
  mySeat: number | null;
  seats: SeatInfo[];
  activeSeats: number[];
  /**
   * The match has ended, perhaps before its game did (a resignation, a timeout, a cancel vote): no seat is to
   * move, whatever the game's state says. Absent: false (replays and history positions show the game's own).
   */
  over?: boolean;
  myTurn: boolean;
  busy: boolean;
  /**
   * Sends one of `legalMoves`. `said`: the move in the words the board shows for it ("Take Loch Ness (space
   * 5)"), which the match's live region reads out once the move is made.
   */
  onMove: (move: M, said?: string) => void;
  /** What the last turn(s) did, drawn on the board (lib/engine/marks.ts); absent or [] draws nothing. */
  marks?: readonly MoveMark[];
}

export function seatName(seats: SeatInfo[], seat: number): string {
  const s = seats.find((x) => x.seatIndex === seat);
  return seatDisplayName(s, seat);
}

/** The seat's name as it was at history entry `index` (a seat that changed hands names its player for their moves). */
export function seatNameAtEntry(seats: SeatInfo[], seat: number, index: number): string {
  const s = seats.find((x) => x.seatIndex === seat);
  return seatNameAt(s, seat, index);
}
