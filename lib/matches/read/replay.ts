/**
 * Replays of a match's committed history, as a spectator sees it (public information only). The list of
 * positions replays the whole game once; one position (`getReplayFrame`) starts from the nearest stored
 * snapshot (replay-snapshots.ts) and replays at most about SNAPSHOT_EVERY entries, so a frame costs the same
 * at the end of a long game as at its start. Snapshots are committed states: only `playerView(state, null)`
 * of them ever leaves this file.
 */
import type { Db } from "@/lib/db";
import { marksOf, replayFrom, replayStates, type AnyGame, type MoveMark } from "@/lib/engine";
import { describeLines } from "@/lib/engine/turn";
import type { Locale } from "@/lib/i18n/locales";
import { lineText } from "../history/history-text";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { refuse } from "@/lib/errors/refuse";
import { gameOfMatch } from "../store/game-of";
import { matchTitle } from "./views";
import { unpackState } from "../store/packed-state";

export interface ReplayStep {
  entry: number;
  move: number;
  seat: number | null;
  /**
   * What this move did, in the history's words (the move's line and what followed automatically), in the
   * replay's language, players as seat tokens.
   */
  lines: string[];
  /** What it did, for the board to draw (lib/engine/marks.ts). */
  marks: MoveMark[];
}

/** What a replay needs of the match row: its rules and its setup, not its log. */
const replayColumns = {
  id: true,
  gameKey: true,
  rulesVersion: true,
  status: true,
  packedState: true,
  seed: true,
  playerCount: true,
  options: true,
} as const;

interface ReplayRow {
  gameKey: string;
  rulesVersion: number;
  status: string;
  /** Only whether there is one (a match cancelled before its start has none). */
  packedState: Uint8Array | null;
  seed: string;
  playerCount: number;
  options: unknown;
}

type LogEntry = { seat: number; moves: unknown[] };

/** The game a stored match is replayed with and its setup, or why it cannot be replayed. */
function replayable(
  match: ReplayRow,
): MatchResult<{ game: AnyGame; setup: { players: number; seed: string; options: unknown } }> {
  const rules = gameOfMatch(match);
  if (!rules.ok) return rules;
  if (match.status === "open" || match.packedState === null) return fail("MATCH_NOT_RUNNING");
  return {
    ok: true,
    value: { game: rules.value, setup: { players: match.playerCount, seed: match.seed, options: match.options } },
  };
}

/**
 * The committed history as a list of positions (the start, then one per committed move), with each move's
 * lines. Views are fetched one position at a time (`getReplayFrame`): replaying is cheap, sending every
 * position of a long game at once is not.
 */
export async function getReplay(
  db: Db,
  matchId: number,
  locale: Locale = "en",
): Promise<MatchResult<{ title: string; gameKey: string; steps: ReplayStep[]; first: unknown }>> {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: { ...replayColumns, moves: { orderBy: { index: "asc" }, select: { seat: true, moves: true } } },
  });
  if (!match) return fail("NOT_FOUND");
  const r = replayable(match);
  if (!r.ok) return r;
  const { game, setup } = r.value;
  const log: LogEntry[] = match.moves.map((m) => ({ seat: m.seat, moves: m.moves as unknown[] }));
  const replayed = replayStates(game, setup, log);
  if (!replayed.ok) return refuse("NOT_FOUND", "notReplayable");
  const states = replayed.value;
  const steps = states.map((f, i) => {
    const before = states[i - 1]?.state;
    const seat = log[f.entry]?.seat ?? null;
    const move = log[f.entry]?.moves[f.move];
    const lines =
      seat === null || before === undefined
        ? []
        : describeLines(game, before, seat, move, f.state).map((l) => lineText(l, locale, match.gameKey));
    const marks = seat === null || before === undefined ? [] : marksOf(game, before, seat, move, f.state);
    return { entry: f.entry, move: f.move, seat, lines, marks };
  });
  const first = states[0] ? game.playerView(states[0].state, null) : null;
  return { ok: true, value: { title: matchTitle(game.name, match.id), gameKey: match.gameKey, steps, first } };
}

/**
 * Where frame `frame` lies in the log: the first `entries` entries, the last of them cut to its first `take`
 * moves (frame k is the position after the first k moves of the log). Null past the end. Postgres counts
 * the moves of every entry and sends back one row: the moves themselves stay in the database.
 */
async function locateFrame(db: Db, matchId: number, frame: number): Promise<{ entries: number; take: number } | null> {
  const rows = await db.$queryRaw<{ index: number; count: number; upTo: number }[]>`
    SELECT "index", "count", "upTo"::int AS "upTo" FROM (
      SELECT "index", json_array_length("moves") AS "count", SUM(json_array_length("moves")) OVER (ORDER BY "index") AS "upTo"
      FROM "MoveLog" WHERE "matchId" = ${matchId}
    ) AS "counted"
    WHERE "upTo" >= ${frame} ORDER BY "index" LIMIT 1`;
  const holding = rows[0];
  // An empty log has the start and nothing else.
  if (!holding) return frame === 0 ? { entries: 0, take: 0 } : null;
  return { entries: holding.index + 1, take: frame - (holding.upTo - holding.count) };
}

/**
 * The state the replay of frame `entries`/`take` starts from: the newest snapshot taken before the last
 * entry (which is replayed only in part), or the setup for a match without one (older than snapshots).
 */
async function startingPoint(
  db: Db,
  matchId: number,
  game: AnyGame,
  setup: { players: number; seed: string; options: unknown },
  entries: number,
) {
  const snapshot = await db.replaySnapshot.findFirst({
    where: { matchId, entries: { lt: entries } },
    orderBy: { entries: "desc" },
    select: { entries: true, packedState: true },
  });
  return snapshot
    ? { state: unpackState(snapshot.packedState), entries: snapshot.entries }
    : { state: game.setup(setup) as unknown, entries: 0 };
}

/** One position of the replay as a spectator saw it (public information only): the first `frame` moves replayed. */
export async function getReplayFrame(
  db: Db,
  matchId: number,
  frame: number,
): Promise<MatchResult<{ frame: number; view: unknown }>> {
  const match = await db.match.findUnique({ where: { id: matchId }, select: replayColumns });
  if (!match) return fail("NOT_FOUND");
  const r = replayable(match);
  if (!r.ok) return r;
  const { game, setup } = r.value;
  const position = await locateFrame(db, matchId, frame);
  if (!position) return refuse("NOT_FOUND", "noSuchPosition");
  const start = await startingPoint(db, matchId, game, setup, position.entries);
  const rows = await db.moveLog.findMany({
    where: { matchId, index: { gte: start.entries, lt: position.entries } },
    orderBy: { index: "asc" },
    select: { seat: true, moves: true },
  });
  const log: LogEntry[] = rows.map((m, i) => {
    const moves = m.moves as unknown[];
    return { seat: m.seat, moves: i === rows.length - 1 ? moves.slice(0, position.take) : moves };
  });
  const state = replayFrom(game, start.state, log);
  if (!state.ok) return refuse("NOT_FOUND", "notReplayable");
  return { ok: true, value: { frame, view: game.playerView(state.value, null) } };
}

/**
 * The position after history entry `entry` (every move of entries 0..entry), as a spectator saw it: what the
 * history panel shows when a turn is chosen. The same frame as `getReplayFrame` with that many moves.
 */
export async function getPositionAfterEntry(
  db: Db,
  matchId: number,
  entry: number,
): Promise<MatchResult<{ frame: number; view: unknown }>> {
  const rows = await db.$queryRaw<{ moves: number | null; entries: number }[]>`
    SELECT SUM(json_array_length("moves"))::int AS "moves", COUNT(*)::int AS "entries"
    FROM "MoveLog" WHERE "matchId" = ${matchId} AND "index" <= ${entry}`;
  const row = rows[0];
  if (!row || row.entries !== entry + 1) return refuse("NOT_FOUND", "noSuchPosition");
  return getReplayFrame(db, matchId, row.moves ?? 0);
}
