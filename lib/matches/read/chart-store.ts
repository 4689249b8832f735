/**
 * A finished match's charts, computed once and kept (MatchCharts): a finished match never changes, and the
 * replay behind them is not cheap (a 4-player Stone Age match of about 2,000 moves took 120-400 ms on the
 * shared development machine). The first view computes and stores them; every later view reads one row. A
 * change to the charts' computation bumps SCORE_CHARTS_VERSION, and stored charts of an older version are
 * computed again when next asked for.
 */
import type { Db } from "@/lib/db";
import type { Seat } from "@/lib/engine";
import type { MatchOutcome } from "../lifecycle/outcome";
import { isUniqueViolation } from "@/lib/accounts/users";
import { gameOfMatch } from "../store/game-of";
import { scoreCharts, type ChartLogEntry, type ScoreCharts } from "./score-chart";

/** Bumped whenever score-chart.ts or a game's score sheet changes what the charts say. */
export const SCORE_CHARTS_VERSION = 1;

/** What the charts need of a finished match's row. */
export interface ChartedMatch {
  id: number;
  status: string;
  gameKey: string;
  rulesVersion: number;
  seed: string;
  playerCount: number;
  options: unknown;
  outcome: unknown;
}

const chartColumns = {
  id: true,
  status: true,
  gameKey: true,
  rulesVersion: true,
  seed: true,
  playerCount: true,
  options: true,
  outcome: true,
} as const;

/**
 * The charts of a finished match (null: not finished, unknown, or its game keeps no score sheet). `log`:
 * the match's log when the caller has already read it (the record), else it is read here when needed.
 */
export async function chartsOfMatch(
  db: Db,
  matchOrId: number | ChartedMatch,
  log?: readonly ChartLogEntry[],
): Promise<ScoreCharts | null> {
  const match =
    typeof matchOrId === "number"
      ? await db.match.findUnique({ where: { id: matchOrId }, select: chartColumns })
      : matchOrId;
  // A match that ended before its game did (a forfeit of two) has no final scoring to chart.
  if (!match || match.status !== "finished" || !match.outcome || (match.outcome as MatchOutcome).endedEarly)
    return null;
  const stored = await db.matchCharts.findUnique({
    where: { matchId: match.id },
    select: { version: true, data: true },
  });
  if (stored && stored.version === SCORE_CHARTS_VERSION) return (stored.data as { charts: ScoreCharts | null }).charts;
  // Many first views at once (a link shared widely, or someone asking on purpose) compute once per process.
  let running = computing.get(db);
  if (!running) computing.set(db, (running = new Map()));
  const inFlight = running.get(match.id);
  if (inFlight) return inFlight;
  const work = computeAndStore(db, match, log).finally(() => running.delete(match.id));
  running.set(match.id, work);
  return work;
}

/** Charts being computed in this process, by database and match. */
const computing = new WeakMap<Db, Map<number, Promise<ScoreCharts | null>>>();

async function computeAndStore(
  db: Db,
  match: ChartedMatch,
  log?: readonly ChartLogEntry[],
): Promise<ScoreCharts | null> {
  const game = gameOfMatch(match);
  if (!game.ok) return null;
  const entries =
    log ??
    (
      await db.moveLog.findMany({
        where: { matchId: match.id },
        orderBy: { index: "asc" },
        select: { seat: true, moves: true, endsTurn: true },
      })
    ).map((e) => ({ seat: e.seat, moves: e.moves as unknown[], endsTurn: e.endsTurn }));
  const winners = ((match.outcome as MatchOutcome).winners ?? []) as Seat[];
  const charts = scoreCharts(
    game.value,
    { players: match.playerCount, seed: match.seed, options: match.options },
    entries,
    winners,
  );
  // Two first views at once both compute; the row is the same either way, so a lost race is no error.
  const data = { charts };
  try {
    await db.matchCharts.upsert({
      where: { matchId: match.id },
      create: { matchId: match.id, version: SCORE_CHARTS_VERSION, data: data as object },
      update: { version: SCORE_CHARTS_VERSION, data: data as object },
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
  }
  return charts;
}
