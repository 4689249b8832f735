/**
 * Engine benchmark: random games from legalMoves alone, per game and player count.
 *   npm run bench:engine [-- --game glen-more] [--games 200] [--players 4]
 * Prints complete games per second and legalMoves time per call (p50/p99). Defaults to every registered game.
 */
import { randomPlayout } from "@/lib/engine/playout";
import { parseArgs } from "./lib/args";
import { scriptGame, scriptGames } from "./lib/games";

const args = parseArgs(process.argv.slice(2));
const keys = args.game ? [args.game] : Object.keys(scriptGames());
const games = Number(args.games ?? 200);

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

for (const key of keys) {
  const game = scriptGame(key);
  const counts = args.players
    ? [Number(args.players)]
    : Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  for (const players of counts) {
    // Warm-up so the JIT does not count against the first player count.
    for (let i = 0; i < 10; i++) randomPlayout({ game, players, seed: `warm-${i}` });
    let steps = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) steps += randomPlayout({ game, players, seed: `bench-${i}` }).steps;
    const ms = performance.now() - t0;
    // legalMoves timed once more at every state, beside the playout's own call (the engine reads no clock).
    // The game object stays the same one: a wrapper would make the playout's call sites slower for every
    // measurement after it.
    const timed: number[] = [];
    const timeLegalMoves = (state: unknown) => {
      const seat = (game.activeSeats(state) as number[])[0];
      if (seat === undefined) return;
      const t0 = performance.now();
      game.legalMoves(state, seat);
      timed.push(performance.now() - t0);
    };
    for (let i = 0; i < Math.max(5, Math.floor(games / 10)); i++)
      randomPlayout({ game, players, seed: `lm-${i}`, inspect: timeLegalMoves });
    timed.sort((a, b) => a - b);
    console.log(
      `${key} ${players}p: ${((games * 1000) / ms).toFixed(0)} games/s, ${(steps / games).toFixed(0)} steps/game, ` +
        `legalMoves p50 ${(pct(timed, 50) * 1000).toFixed(1)} µs, p99 ${(pct(timed, 99) * 1000).toFixed(1)} µs (${timed.length} calls)`,
    );
  }
}
