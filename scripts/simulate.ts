/**
 * Plays and checks many random (or greedy) games and prints a summary.
 *   npm run simulate -- --game glen-more --players 4 --games 1000 --seed x [--style random|greedy]
 * Checks: every game ends, scores are numbers, winners are seats. Prints game length, score spread and
 * win rate by seat.
 */
import type { BotStyle } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { parseArgs } from "./lib/args";
import { scriptGame } from "./lib/games";

const args = parseArgs(process.argv.slice(2));
const game = scriptGame(args.game ?? "glen-more");
const players = Number(args.players ?? 4);
const n = Number(args.games ?? 100);
const seed = args.seed ?? "simulate";
const style = (args.style ?? "random") as BotStyle;

const turns: number[] = [];
const steps: number[] = [];
const spreads: number[] = [];
const allScores: number[] = [];
const wins = Array<number>(players).fill(0);
let shared = 0;
const t0 = performance.now();
for (let i = 0; i < n; i++) {
  const r = randomPlayout({ game, players, seed: `${seed}-${i}`, style });
  if (!r.outcome) throw new Error(`game ${i} did not end`);
  const { scores, winners } = r.outcome;
  if (scores.length !== players || scores.some((x) => !Number.isFinite(x))) throw new Error(`game ${i}: bad scores`);
  if (winners.length === 0 || winners.some((w) => w < 0 || w >= players)) throw new Error(`game ${i}: bad winners`);
  turns.push(r.turns);
  steps.push(r.steps);
  spreads.push(Math.max(...scores) - Math.min(...scores));
  allScores.push(...scores);
  if (winners.length > 1) shared++;
  for (const w of winners) wins[w]! += 1 / winners.length;
}
const ms = performance.now() - t0;
const stat = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return `min ${s[0]} / median ${s[Math.floor(s.length / 2)]} / mean ${mean.toFixed(1)} / max ${s[s.length - 1]}`;
};
console.log(`${game.name}: ${n} ${style} games, ${players} players, seed "${seed}" (${(ms / n).toFixed(2)} ms/game)`);
console.log(`turns per game:  ${stat(turns)}`);
console.log(`steps per game:  ${stat(steps)}`);
console.log(`scores:          ${stat(allScores)}`);
console.log(`score spread:    ${stat(spreads)}`);
console.log(`shared wins:     ${shared}`);
console.log(`win rate by seat: ${wins.map((w, i) => `seat ${i + 1} ${((100 * w) / n).toFixed(1)}%`).join(", ")}`);
