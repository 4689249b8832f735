/**
 * Who sits at which table in a round.
 *
 * Table sizes (`tableSizes`): as few tables as the table size allows (ceil(count / size)), the players spread
 * as evenly as possible over them, so tables are never larger than the table size and smaller ones appear only
 * where the count forces it (10 players in tables of 3: 3, 3, 2, 2; 7 in tables of 4: 4, 3). A table is never
 * of one player: with tables of 2 and an odd count, one player has a bye (./standings.ts BYE_POINTS).
 *
 * Swiss (`swissRound`): players in standings order (points, tiebreaks; the first round in the random order
 * drawn at the start, so nobody, the creator included, chooses the pairings). The bye, if any, goes to the
 * lowest placed player who has had none yet. Then tables are filled in rank order, larger tables first: a
 * table takes the best placed player left, then the next best players left who have met nobody at the table
 * yet (a bounded search backs up when a later table could not be filled without a repeat). When no pairing
 * without repeats is found, greedily: each seat takes the player with the fewest meetings at that table.
 *
 * Round robin (`roundRobinSchedule`): tables of 2 only (for larger tables "everyone meets everyone once" has
 * no schedule for most counts), at most 12 players: the circle method, every pair exactly once, in n-1 rounds
 * (n rounds with a bye each for an odd count).
 */

export const ROUND_ROBIN_MAX_PLAYERS = 12;

/** The sizes of a round's tables for `count` players, largest first; a remainder of one is a bye (size 2). */
export function tableSizes(count: number, tableSize: number): { sizes: number[]; byes: number } {
  if (count < 2 || tableSize < 2) return { sizes: [], byes: count };
  if (tableSize === 2) return { sizes: Array.from({ length: Math.floor(count / 2) }, () => 2), byes: count % 2 };
  const tables = Math.ceil(count / tableSize);
  const base = Math.floor(count / tables);
  const extra = count % tables;
  return { sizes: Array.from({ length: tables }, (_, i) => (i < extra ? base + 1 : base)), byes: 0 };
}

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** How often each pair of players met so far, from the tables of earlier rounds. */
export function meetings(tables: readonly (readonly string[])[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const t of tables)
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++) {
        const k = pairKey(t[i]!, t[j]!);
        met.set(k, (met.get(k) ?? 0) + 1);
      }
  return met;
}

/** Steps the search for a pairing without repeats may take before the greedy pairing is used instead. */
const SEARCH_BUDGET = 20_000;

/**
 * The first pairing in rank order where nobody meets anyone again: tables filled in turn, each seat trying the
 * players left best placed first (a depth-first search, bounded); null if none was found within the budget.
 */
function withoutRepeats(
  left: readonly string[],
  sizes: readonly number[],
  met: Map<string, number>,
): string[][] | null {
  let steps = 0;
  const tables: string[][] = sizes.map(() => []);
  const used = new Set<string>();
  const fill = (t: number): boolean => {
    if (t === sizes.length) return true;
    const table = tables[t]!;
    if (table.length === sizes[t]) return fill(t + 1);
    for (const p of left) {
      if (++steps > SEARCH_BUDGET) return false;
      if (used.has(p) || table.some((q) => met.has(pairKey(p, q)))) continue;
      table.push(p);
      used.add(p);
      if (fill(t)) return true;
      table.pop();
      used.delete(p);
      // A table's first seat is always the best placed player left: trying another cannot help.
      if (table.length === 0) return false;
    }
    return false;
  };
  return fill(0) ? tables : null;
}

/** Greedy: each table takes the best placed player left, then the players with the fewest repeats there. */
function greedyTables(ranked: readonly string[], sizes: readonly number[], met: Map<string, number>): string[][] {
  const left = [...ranked];
  const tables: string[][] = [];
  for (const size of sizes) {
    const table = [left.shift()!];
    while (table.length < size) {
      let best = 0;
      let bestRepeats = Infinity;
      for (let i = 0; i < left.length; i++) {
        const repeats = table.reduce((n, p) => n + (met.get(pairKey(p, left[i]!)) ?? 0), 0);
        if (repeats < bestRepeats) {
          best = i;
          bestRepeats = repeats;
          if (repeats === 0) break;
        }
      }
      table.push(left.splice(best, 1)[0]!);
    }
    tables.push(table);
  }
  return tables;
}

export interface SwissRound {
  tables: string[][];
  byes: string[];
}

/**
 * One Swiss round. `ranked`: the active players, best placed first; `earlier`: every earlier table's players;
 * `hadBye`: players who had a bye before.
 */
export function swissRound(
  ranked: readonly string[],
  tableSize: number,
  earlier: readonly (readonly string[])[],
  hadBye: ReadonlySet<string> = new Set(),
): SwissRound {
  const { sizes, byes: byeCount } = tableSizes(ranked.length, tableSize);
  const left = [...ranked];
  const byes: string[] = [];
  for (let b = 0; b < byeCount; b++) {
    const pick = [...left].reverse().find((p) => !hadBye.has(p)) ?? left[left.length - 1]!;
    byes.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  const met = meetings(earlier);
  const tables = withoutRepeats(left, sizes, met) ?? greedyTables(left, sizes, met);
  return { tables, byes };
}

/**
 * Every round of a round robin of 2-player tables for `players` (in the order drawn at the start): round r's
 * pairs and its bye (odd counts). The circle method: the first player stays, the others rotate.
 */
export function roundRobinSchedule(players: readonly string[]): SwissRound[] {
  const ring: (string | null)[] = [...players];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const rounds: SwissRound[] = [];
  for (let r = 0; r < n - 1; r++) {
    const tables: string[][] = [];
    const byes: string[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] ?? null;
      const b = ring[n - 1 - i] ?? null;
      if (a === null || b === null) byes.push((a ?? b)!);
      else tables.push([a, b]);
    }
    rounds.push({ tables, byes });
    // Rotate every position but the first one step.
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}
