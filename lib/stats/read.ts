/**
 * The statistics per game as pages and the API read them: the counters of one game (GameStat, GameSeatStat;
 * a few rows per variant set and player count, read by their key's prefix), summed into the game overall, each
 * player count and, for a game with variants, the base game and each variant (every match played with it,
 * whatever else was chosen).
 */
import type { Db } from "@/lib/db";
import { variantsOfKey } from "./variants-key";

/** Rows read at most per game (2^5 variant sets x 3 player counts stay far below). */
const MAX_ROWS = 2000;

export interface StatsSummary {
  matches: number;
  /** Averages over the matches; null when no match counts. */
  averageDays: number | null;
  averageTurns: number | null;
  /** Over the matches with a final scoring (not ended early by a forfeit). */
  averageWinningScore: number | null;
  /** Share of the matches each seat (0-based) won, 0..1; a shared first place is a win for each. */
  winRateBySeat: number[];
}

export interface PlayerCountStats extends StatsSummary {
  players: number;
}

export interface GroupStats extends StatsSummary {
  byPlayers: PlayerCountStats[];
}

export interface GameStatistics {
  game: string;
  overall: GroupStats;
  /** Games with variants: "" the base game (no variant), then each variant key; empty otherwise. */
  variants: (GroupStats & { variant: string })[];
}

interface Counters {
  matches: number;
  daysSum: number;
  turnsSum: number;
  scoredMatches: number;
  winningScoreSum: number;
  /** wins by seat */
  wins: number[];
}

interface Row extends Counters {
  variants: string;
  players: number;
}

function empty(): Counters {
  return { matches: 0, daysSum: 0, turnsSum: 0, scoredMatches: 0, winningScoreSum: 0, wins: [] };
}

function add(into: Counters, r: Counters): void {
  into.matches += r.matches;
  into.daysSum += r.daysSum;
  into.turnsSum += r.turnsSum;
  into.scoredMatches += r.scoredMatches;
  into.winningScoreSum += r.winningScoreSum;
  r.wins.forEach((w, seat) => (into.wins[seat] = (into.wins[seat] ?? 0) + w));
}

const rounded = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const average = (sum: number, n: number, places = 1) => (n === 0 ? null : rounded(sum / n, places));

function summary(c: Counters, seatMatches: number[]): StatsSummary {
  return {
    matches: c.matches,
    averageDays: average(c.daysSum, c.matches),
    averageTurns: average(c.turnsSum, c.matches),
    averageWinningScore: average(c.winningScoreSum, c.scoredMatches),
    winRateBySeat: seatMatches.map((n, seat) => (n === 0 ? 0 : rounded((c.wins[seat] ?? 0) / n, 3))),
  };
}

function group(rows: Row[]): GroupStats {
  const byPlayers = new Map<number, Counters>();
  for (const r of rows) {
    const c = byPlayers.get(r.players) ?? empty();
    add(c, r);
    byPlayers.set(r.players, c);
  }
  const total = empty();
  // Seat i sat in every match with more than i players.
  const seatMatches: number[] = [];
  const players = [...byPlayers.keys()].sort((a, b) => a - b);
  const perCount = players.map((p) => {
    const c = byPlayers.get(p)!;
    add(total, c);
    for (let seat = 0; seat < p; seat++) seatMatches[seat] = (seatMatches[seat] ?? 0) + c.matches;
    return {
      players: p,
      ...summary(
        c,
        Array.from({ length: p }, () => c.matches),
      ),
    };
  });
  return {
    ...summary(
      total,
      Array.from(seatMatches, (n) => n ?? 0),
    ),
    byPlayers: perCount,
  };
}

/** The statistics of `gameKey` (zeros before its first counted match); `variantKeys`: the game's variants. */
export async function gameStatistics(db: Db, gameKey: string, variantKeys: readonly string[]): Promise<GameStatistics> {
  const [stats, seats] = await Promise.all([
    db.gameStat.findMany({ where: { gameKey }, take: MAX_ROWS }),
    db.gameSeatStat.findMany({ where: { gameKey }, take: MAX_ROWS * 6 }),
  ]);
  const wins = new Map<string, number[]>();
  for (const s of seats) {
    const k = `${s.variants}|${s.players}`;
    const list = wins.get(k) ?? [];
    list[s.seat] = s.wins;
    wins.set(k, list);
  }
  const rows: Row[] = stats.map((s) => ({
    variants: s.variants,
    players: s.players,
    matches: s.matches,
    daysSum: s.daysSum,
    turnsSum: s.turnsSum,
    scoredMatches: s.scoredMatches,
    winningScoreSum: s.winningScoreSum,
    wins: Array.from(wins.get(`${s.variants}|${s.players}`) ?? [], (w) => w ?? 0),
  }));
  const variants =
    variantKeys.length === 0
      ? []
      : [
          { variant: "", ...group(rows.filter((r) => r.variants === "")) },
          ...variantKeys.map((v) => ({
            variant: v,
            ...group(rows.filter((r) => variantsOfKey(r.variants).includes(v))),
          })),
        ];
  return { game: gameKey, overall: group(rows), variants };
}
