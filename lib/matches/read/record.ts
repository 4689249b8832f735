/**
 * A finished match's full record, for download (the match page) and for scripts (GET .../record): the
 * settings, the seats as they were, the seed, every committed move in order and the outcome. With the seed
 * and the moves anyone can replay the match through the game's engine (`replay` in lib/engine) and reach the
 * same final position and scores. Only for finished matches: during play the seed and the moves' hidden
 * consequences are secret; afterwards nothing is.
 */
import type { Db } from "@/lib/db";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { gameOfMatch } from "../store/game-of";
import type { MatchOutcome } from "../lifecycle/outcome";
import type { HistoryLine } from "@/lib/engine/types";
import { linesText, storedLines } from "../history/history-text";
import { chartsOfMatch } from "./chart-store";
import type { ScoreBreakdown, ScoreTimeline } from "./score-chart";

export const RECORD_FORMAT = "glenboard-record/1";

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  id: number;
  game: { key: string; name: string; rulesVersion: number };
  players: number;
  seed: string;
  options: unknown;
  timeControl: unknown;
  timeoutPolicy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** `playerDeleted`: the seat's player (or the one its bot replaced) deleted their account; their name is gone. */
  seats: {
    seat: number;
    player: string | null;
    bot: string | null;
    formerPlayer: string | null;
    playerDeleted: boolean;
    forfeit: string | null;
  }[];
  /**
   * Every committed log entry: its seat, the moves in order, the history lines (`lines` in English, players as
   * seat tokens; `keys` the same lines as message refs of the game's Log namespace, or a plain sentence
   * where a line has no key: see `HistoryLine` in lib/engine/types.ts), whether it ended a turn.
   */
  log: {
    index: number;
    seat: number;
    moves: unknown[];
    lines: string[];
    keys: HistoryLine[];
    marks: unknown[];
    endsTurn: boolean;
    at: string;
  }[];
  outcome: MatchOutcome | null;
  /**
   * Each seat's score over the match (a point per turn that changed a score; `turn` counts the log entries
   * that ended a turn) and key moments; null for a game without a score sheet or a match that ended before
   * its game did. See lib/matches/read/score-chart.ts.
   */
  scoreTimeline: ScoreTimeline | null;
  /** The final points by the game's scoring categories (keys of the "charts" catalogue), per seat; null as above. */
  scoreBreakdown: ScoreBreakdown | null;
}

export async function matchRecord(db: Db, matchId: number): Promise<MatchResult<{ record: MatchRecord }>> {
  const m = await db.match.findUnique({
    where: { id: matchId },
    include: {
      seats: {
        orderBy: { seatIndex: "asc" },
        include: { user: { select: { username: true } }, formerUser: { select: { username: true } } },
      },
      moves: { orderBy: { index: "asc" } },
    },
  });
  if (!m) return fail("NOT_FOUND");
  if (m.status !== "finished") return fail("NOT_FINISHED");
  const game = gameOfMatch(m);
  if (!game.ok) return game;
  const charts = await chartsOfMatch(
    db,
    m,
    m.moves.map((e) => ({ seat: e.seat, moves: e.moves as unknown[], endsTurn: e.endsTurn })),
  );
  return {
    ok: true,
    value: {
      record: {
        format: RECORD_FORMAT,
        id: m.id,
        game: { key: m.gameKey, name: game.value.name, rulesVersion: m.rulesVersion },
        players: m.playerCount,
        seed: m.seed,
        options: m.options,
        timeControl: m.timeControl,
        timeoutPolicy: m.timeoutPolicy,
        createdAt: m.createdAt.toISOString(),
        startedAt: m.startedAt?.toISOString() ?? null,
        finishedAt: m.finishedAt?.toISOString() ?? null,
        seats: m.seats.map((s) => ({
          seat: s.seatIndex,
          player: s.playerDeleted ? null : (s.user?.username ?? null),
          bot: s.botStyle,
          formerPlayer: s.playerDeleted ? null : (s.formerUser?.username ?? null),
          playerDeleted: s.playerDeleted,
          forfeit: s.forfeit,
        })),
        log: m.moves.map((e) => ({
          index: e.index,
          seat: e.seat,
          moves: e.moves as unknown[],
          lines: linesText(e.lines, "en", m.gameKey),
          keys: storedLines(e.lines),
          marks: e.marks as unknown[],
          endsTurn: e.endsTurn,
          at: e.createdAt.toISOString(),
        })),
        outcome: (m.outcome as MatchOutcome | null) ?? null,
        scoreTimeline: charts?.scoreTimeline ?? null,
        scoreBreakdown: charts?.scoreBreakdown ?? null,
      },
    },
  };
}
