/**
 * A finished match's full record, for download (the match page) and for scripts (GET .../record): the
 * settings, the seats as they were, the seed, every committed move in order and the outcome. With the seed
 * and the moves anyone can replay the match through the game's engine (`replay` in lib/engine) and reach the
 * same final position and scores. Only for matches that have ended (finished, or cancelled): during play the
 * seed and the moves' hidden consequences are secret; afterwards nothing is. `fairness` has what the verifier
 * (lib/fairness/verify.ts, docs/fairness.md) needs to show that `seed` came from the seed committed to at
 * creation and the players' own seeds.
 */
import type { Db } from "@/lib/db";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { gameOfMatch } from "../store/game-of";
import type { MatchOutcome } from "../lifecycle/outcome";
import type { HistoryLine } from "@/lib/engine/types";
import { linesText, storedLines } from "../history/history-text";
import { chartsOfMatch } from "./chart-store";
import type { ScoreBreakdown, ScoreTimeline } from "./score-chart";
import { hasEnded } from "@/lib/fairness";

export const RECORD_FORMAT = "glenboard-record/1";

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  id: number;
  game: { key: string; name: string; rulesVersion: number };
  players: number;
  /** The seed the game was set up with (for a match with commitments: derived as `fairness` says). */
  seed: string;
  /** The match's committed randomness, revealed (docs/fairness.md); null: created before commitments. */
  fairness: RecordFairness | null;
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

export interface RecordFairness {
  /** "hmac-sha256": seed = HMAC-SHA256(serverSeed, JSON array of playerSeeds); "test": seed = serverSeed. */
  scheme: string;
  /** SHA-256 (hex) of serverSeed, published at creation. */
  seedCommitment: string;
  serverSeed: string;
  /** The players' seeds in seat order (null for a seat that never had one: a match cancelled before its start). */
  playerSeeds: (string | null)[];
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
  if (!hasEnded(m.status)) return fail("NOT_FINISHED");
  const game = gameOfMatch(m);
  if (!game.ok) return game;
  const charts =
    m.status === "finished"
      ? await chartsOfMatch(
          db,
          m,
          m.moves.map((e) => ({ seat: e.seat, moves: e.moves as unknown[], endsTurn: e.endsTurn })),
        )
      : null;
  return {
    ok: true,
    value: {
      record: {
        format: RECORD_FORMAT,
        id: m.id,
        game: { key: m.gameKey, name: game.value.name, rulesVersion: m.rulesVersion },
        players: m.playerCount,
        seed: m.seed,
        fairness:
          m.serverSeed !== null && m.seedCommitment !== null && m.seedScheme !== null
            ? {
                scheme: m.seedScheme,
                seedCommitment: m.seedCommitment,
                serverSeed: m.serverSeed,
                playerSeeds: m.seats.map((s) => s.clientSeed),
              }
            : null,
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
