/**
 * Speed check (not a test): complete random games straight on the rules, and legalMoves timings.
 * Run: npx tsx lib/games/stone-age/bench.ts [games]
 */
import { Rng } from "@/lib/engine";
import { stoneAge } from "./index";
import type { StoneAgeState } from "./types";

function playRandom(players: number, seed: string, rng: Rng, timings?: number[]): { state: StoneAgeState; moves: number } {
  let s = stoneAge.setup({ players, seed, options: {} });
  let moves = 0;
  while (s.phase !== "over") {
    const seats = stoneAge.activeSeats(s);
    const seat = seats[rng.int(seats.length)] as number;
    const t0 = timings ? performance.now() : 0;
    const legal = stoneAge.legalMoves(s, seat);
    if (timings) timings.push(performance.now() - t0);
    const move = legal[rng.int(legal.length)];
    if (!move) throw new Error("no legal move");
    const r = stoneAge.applyMove(s, seat, move);
    if (!r.ok) throw new Error(r.message);
    s = r.value;
    moves++;
    if (moves > 100000) throw new Error("game does not end");
  }
  return { state: s, moves };
}

const games = Number(process.argv[2] ?? 400);
const rng = new Rng(12345);
for (let i = 0; i < 20; i++) playRandom(4, `warm${i}`, rng); // warm-up
let totalMoves = 0;
let rounds = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const { state, moves } = playRandom(4, `bench${i}`, rng);
  totalMoves += moves;
  rounds += state.round;
}
const ms = performance.now() - t0;
console.log(`${games} random 4-player games in ${ms.toFixed(0)} ms: ${((games / ms) * 1000).toFixed(0)} games/s, ` +
  `${(totalMoves / games).toFixed(0)} moves/game, ${(rounds / games).toFixed(1)} rounds/game`);

const timings: number[] = [];
for (let i = 0; i < 50; i++) playRandom(4, `timing${i}`, rng, timings);
timings.sort((a, b) => a - b);
const q = (f: number) => (timings[Math.floor(f * (timings.length - 1))] ?? 0) * 1000;
console.log(`legalMoves over ${timings.length} calls: p50 ${q(0.5).toFixed(1)} µs, p99 ${q(0.99).toFixed(1)} µs, max ${q(1).toFixed(1)} µs`);
