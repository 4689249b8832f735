/**
 * What a committed move did, for the board to draw: the tile taken and where it was placed, the huts moved,
 * the people placed. A game may offer `markMove` (types.ts); it sees only spectator views of the positions
 * before and after the move, so a mark can never carry hidden information, and the history stores the marks
 * beside the move's lines (MoveLog.marks) for the live board, the history positions and the API.
 */
import { MARK_KINDS, type AnyGame, type MarkKind, type MoveMark, type Seat } from "./types";

// The mark itself is part of the contract (types.ts); boards name it from here.
export type { MarkKind, MoveMark } from "./types";

const ELEMENT = /^[a-z][a-z0-9-]*:[A-Za-z0-9,:._-]{1,40}$/;

/** Why `x` is not a well-formed list of marks for a game of `players`, or null. */
export function marksProblem(x: unknown, players: number): string | null {
  if (!Array.isArray(x)) return "marks are not an array";
  if (x.length > 20) return `${x.length} marks for one move`;
  for (const m of x as Record<string, unknown>[]) {
    if (typeof m !== "object" || m === null) return "a mark is not an object";
    if (!MARK_KINDS.includes(m.kind as MarkKind)) return `mark kind ${JSON.stringify(m.kind)}`;
    if (!Number.isInteger(m.seat) || (m.seat as number) < 0 || (m.seat as number) >= players)
      return `mark seat ${JSON.stringify(m.seat)}`;
    if (typeof m.at !== "string" || !ELEMENT.test(m.at)) return `mark element ${JSON.stringify(m.at)}`;
    if (m.from !== undefined && (typeof m.from !== "string" || !ELEMENT.test(m.from)))
      return `mark origin ${JSON.stringify(m.from)}`;
    if ((m.kind === "moved") !== (m.from !== undefined))
      return `a "${String(m.kind)}" mark ${m.from === undefined ? "without" : "with"} an origin`;
    if (m.label !== undefined && (typeof m.label !== "string" || m.label.length === 0 || m.label.length > 12))
      return `mark label ${JSON.stringify(m.label)}`;
    const extra = Object.keys(m).filter((k) => !["kind", "seat", "at", "from", "label"].includes(k));
    if (extra.length > 0) return `mark fields ${extra.join(", ")}`;
  }
  return null;
}

/**
 * The marks of one move from the states before and after it, through spectator views; [] for a game without
 * `markMove`. The views are computed here so that a game cannot hand its hidden state to its marks.
 */
export function marksOf(game: AnyGame, before: unknown, seat: Seat, move: unknown, after: unknown): MoveMark[] {
  if (!game.markMove) return [];
  return game.markMove(game.playerView(before, null), seat, move, game.playerView(after, null)) as MoveMark[];
}

/** The elements a board should mark, by element: what a board component looks up while drawing. */
export function marksByElement(marks: readonly MoveMark[]): Map<string, MoveMark[]> {
  const out = new Map<string, MoveMark[]>();
  const add = (key: string, m: MoveMark) => out.set(key, [...(out.get(key) ?? []), m]);
  for (const m of marks) {
    add(m.at, m);
    if (m.from !== undefined) add(m.from, m);
  }
  return out;
}
