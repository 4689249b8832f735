/**
 * Engine benchmark: random games from legalMoves alone, per game and player count.
 *   npm run bench:engine [-- --game glen-more] [--games 200] [--players 4]
 * Prints complete games per second (of wall time, and of the process's CPU time, which a busy shared machine
 * disturbs less), then the time per call (p50 and p99) of legalMoves, applyMove and evaluate at the states of
 * a second set of playouts. Defaults to every registered game.
 */
import type { AnyGame, Result, Seat } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { Rng, seedRng } from "@/lib/engine/rng";
import { parseArgs } from "./lib/args";
import { scriptGame, scriptGames } from "./lib/games";

const args = parseArgs(process.argv.slice(2));
const keys = args.game ? [args.game] : Object.keys(scriptGames());
const games = Number(args.games ?? 200);

function pct(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** "p50 1.2 µs, p99 9.8 µs" from call times in milliseconds. */
function spread(times: number[]): string {
  times.sort((a, b) => a - b);
  return `p50 ${(pct(times, 50) * 1000).toFixed(1)} µs, p99 ${(pct(times, 99) * 1000).toFixed(1)} µs`;
}

/**
 * Times one call each of legalMoves, applyMove (of a legal move drawn at random, after legalMoves on the same
 * state, as the bots call them) and evaluate at every state it is shown. The engine reads no clock, so timing
 * beside the playout's own calls changes nothing it does. The game object stays the same one: a wrapper would
 * make the playout's call sites slower for every measurement after it.
 */
function callTimer(game: AnyGame, seed: string) {
  const rng = new Rng(seedRng(`bench-calls:${seed}`));
  const times = { legalMoves: [] as number[], applyMove: [] as number[], evaluate: [] as number[] };
  const inspect = (state: unknown) => {
    const seat = (game.activeSeats(state) as Seat[])[0];
    if (seat === undefined) return;
    let t0 = performance.now();
    const legal = game.legalMoves(state, seat) as unknown[];
    times.legalMoves.push(performance.now() - t0);
    const move = legal[rng.int(legal.length)];
    if (move !== undefined) {
      t0 = performance.now();
      const r = game.applyMove(state, seat, move) as Result<unknown>;
      times.applyMove.push(performance.now() - t0);
      if (!r.ok) throw new Error(`legal move rejected: ${JSON.stringify(move)}`);
    }
    if (game.evaluate) {
      t0 = performance.now();
      game.evaluate(state, seat);
      times.evaluate.push(performance.now() - t0);
    }
  };
  return { inspect, times };
}

for (const key of keys) {
  const game = scriptGame(key);
  const counts = args.players
    ? [Number(args.players)]
    : Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  for (const players of counts) {
    // Warm-up (at least 10 games and two seconds: the JIT takes seconds to settle on Stone Age's long games)
    // so that it does not count against the first player count.
    const warmUntil = performance.now() + 2000;
    for (let i = 0; i < 10 || performance.now() < warmUntil; i++) randomPlayout({ game, players, seed: `warm-${i}` });
    let steps = 0;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < games; i++) steps += randomPlayout({ game, players, seed: `bench-${i}` }).steps;
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const { inspect, times } = callTimer(game, `${key}-${players}`);
    for (let i = 0; i < Math.max(5, Math.floor(games / 10)); i++)
      randomPlayout({ game, players, seed: `lm-${i}`, inspect });
    const evaluate = times.evaluate.length > 0 ? `, evaluate ${spread(times.evaluate)}` : "";
    console.log(
      `${key} ${players}p: ${((games * 1000) / ms).toFixed(0)} games/s (${((games * 1000) / cpuMs).toFixed(0)} per CPU s), ` +
        `${(steps / games).toFixed(0)} steps/game, ` +
        `legalMoves ${spread(times.legalMoves)}, applyMove ${spread(times.applyMove)}${evaluate} ` +
        `(${times.legalMoves.length} states)`,
    );
  }
}
