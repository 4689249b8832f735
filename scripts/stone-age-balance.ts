/**
 * The balance check of the Stone Age variants' own values (lib/games/stone-age/site-values.ts):
 *   npx tsx scripts/stone-age-balance.ts [--games 400] [--seed balance] [--variants igloos,new-huts]
 * Played by the rule-based planner of scripts/lib/stone-age-planner.ts (the site's greedy bot starves most
 * rounds and would measure little). For each variant:
 * 1. the same seeds with and without it, 2 and 4 players: average score, winner's score, rounds, starvations,
 *    and how much the variant was used;
 * 2. head to head in 2-player games: one seat never makes the variant's own moves, the other makes them
 *    whenever it can (seats swapped for half the games): the win rate of the seat that uses it. A free choice
 *    should win somewhat more than half; far more means the variant's values are too strong, less than half
 *    too weak. Wild Animals' drive-off helps everyone, so its line measures only the rewards.
 */
import type { Seat } from "@/lib/engine";
import { VARIANTS, type StoneAgeState, type Variant } from "@/lib/games/stone-age";
import { hutBonusOf } from "@/lib/games/stone-age/new-huts";
import { parseArgs } from "./lib/args";
import { planGame } from "./lib/stone-age-planner";

const args = parseArgs(process.argv.slice(2));
const games = Number(args.games ?? 400);
const seed = args.seed ?? "balance";
const chosen = (args.variants?.split(",") ?? VARIANTS) as Variant[];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** How much a variant was used in a finished game, per seat. */
function usage(v: Variant | null, s: StoneAgeState): number[] {
  switch (v) {
    case null:
      return s.player.map(() => 0);
    case "harsh-winter":
      return s.player.map((p) => p.winter.length);
    case "igloos":
      return s.player.map((p) => p.igloos.length);
    case "wild-animals":
      return s.player.map(() => s.animals?.gone.length ?? 0);
    case "new-huts":
      return s.player.map((p) => p.buildings.filter((b) => hutBonusOf(b) !== undefined).length);
    case "mammoth-herd":
      return s.player.map((p) => p.mammoths.length);
  }
}

function summary(v: Variant | null, players: number, n: number): string {
  const scores: number[] = [];
  const winners: number[] = [];
  const rounds: number[] = [];
  const used: number[] = [];
  let starved = 0;
  for (let i = 0; i < n; i++) {
    const g = planGame(players, `${seed}-${players}p-${i}`, v ? [v] : []);
    scores.push(...g.scores);
    winners.push(...g.winners.map((w) => g.scores[w] ?? 0));
    rounds.push(g.state.round);
    used.push(...usage(v, g.state));
    starved += g.state.player.reduce((t, p) => t + p.starved, 0);
  }
  const use = v ? `  used per player ${mean(used).toFixed(2)}` : "";
  return `${(v ?? "base game").padEnd(14)} score ${mean(scores).toFixed(1).padStart(6)}  winner ${mean(winners).toFixed(1).padStart(6)}  rounds ${mean(rounds).toFixed(1).padStart(4)}  starvations/game ${(starved / n).toFixed(2)}${use}`;
}

function headToHead(v: Variant, n: number): string {
  let wins = 0;
  let shared = 0;
  let gap = 0;
  for (let i = 0; i < n; i++) {
    const limited: Seat = i % 2;
    const avoid: (Variant | null)[] = [null, null];
    avoid[limited] = v;
    const g = planGame(2, `${seed}-h2h-${i}`, [v], avoid);
    const free = 1 - limited;
    gap += (g.scores[free] ?? 0) - (g.scores[limited] ?? 0);
    if (g.winners.length > 1) shared++;
    else if (g.winners[0] === free) wins++;
  }
  return `${v.padEnd(14)} the seat using it wins ${((100 * (wins + shared / 2)) / n).toFixed(1)}%  (score gap ${(gap / n).toFixed(1)}, ${shared} shared)`;
}

const t0 = performance.now();
console.log(`Stone Age variants, planner bots, seed "${seed}"`);
for (const players of [2, 4]) {
  const n = players === 2 ? games : Math.ceil(games / 2);
  console.log(`\n${players} players, ${n} games per line`);
  console.log(summary(null, players, n));
  for (const v of chosen) console.log(summary(v, players, n));
}
console.log(`\nHead to head, 2 players, ${games} games per variant: one seat never uses the variant`);
console.log(`${"base game".padEnd(14)} the same pairing without a difference: seat 0 wins ${baseline(games)}%`);
for (const v of chosen) console.log(headToHead(v, games));
console.log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s`);

/** The planner against itself in the base game (seat 0's win rate: the pairing's own noise). */
function baseline(n: number): string {
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const g = planGame(2, `${seed}-h2h-${i}`, []);
    wins += g.winners.includes(0) ? 1 / g.winners.length : 0;
  }
  return ((100 * wins) / n).toFixed(1);
}
