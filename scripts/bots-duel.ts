/**
 * Bot against bot: seat-rotated matches of one game with the bots' entry point (lib/bots), each bot seeing
 * only its seat's view and legal moves.
 *   npm run bots:duel -- --game stone-age --players 2 --a strong --b greedy --games 200 --budget-ms 1000
 * Bot A takes one seat (seat g mod N in game g), bot B all the others. Prints A's wins (a shared win counts
 * 1/winners), first place rate with a 95% Wilson interval against what an even bot would get (1/N), the
 * average scores and the strong bot's iterations per move. `--iterations I`: a fixed search size instead of
 * the budget; `--seed S`: another series of games; `--first F`: start at game F of the series (0-based), so
 * shards of one series can run side by side (`--first 0 --games 100` and `--first 100 --games 100`);
 * `--jobs J`: J processes play the series' games between them (default 1; the games and results are the same,
 * each process's searches get a core of their own when J is below the cores).
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { BOT_LEVELS, chooseMoveWithStats, type BotLevel } from "@/lib/bots";
import { botGame } from "@/lib/bots/games";
import { rejectionText, type Outcome, type Seat } from "@/lib/engine";
import { parseArgs } from "./lib/args";

const args = parseArgs(process.argv.slice(2));
const level = (x: string | undefined, fallback: BotLevel): BotLevel => {
  const l = (x ?? fallback) as BotLevel;
  if (!BOT_LEVELS.includes(l)) throw new Error(`A level is one of ${BOT_LEVELS.join(", ")}`);
  return l;
};
if (!args.game) throw new Error("Name the game: --game <key> (npm run bots:duel -- --game <key> ...).");
const key = args.game;
const game = botGame(key);
const players = Number(args.players ?? 2);
const a = level(args.a, "strong");
const b = level(args.b, "greedy");
const count = Number(args.games ?? 20);
const budgetMs = Number(args["budget-ms"] ?? 1000);
const iterations = args.iterations ? Number(args.iterations) : undefined;
const series = args.seed ?? "duel";
const first = Number(args.first ?? 0);
const jobs = Math.max(1, Math.floor(Number(args.jobs ?? 1)));
/** A child of `--jobs`: prints one JSON line per game for its parent instead of the report. */
const lines = args.lines === "true";

/** 95% Wilson score interval of a proportion. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function playOne(g: number): { outcome: Outcome; aSeat: Seat; searches: number[] } {
  const aSeat = g % players;
  const options = game.optionsSchema.parse({});
  let state: unknown = game.setup({ players, seed: `${series}-${g}`, options });
  const searches: number[] = [];
  let stepInTurn = 0;
  let lastMover = -1;
  for (let step = 0; step < 20_000; step++) {
    const outcome = game.outcome(state) as Outcome | null;
    if (outcome) return { outcome, aSeat, searches };
    const mover = (game.activeSeats(state) as Seat[])[0] as Seat;
    if (mover !== lastMover) stepInTurn = 0;
    lastMover = mover;
    const legal = game.legalMoves(state, mover) as unknown[];
    const view = game.playerView(state, mover);
    const r0 = chooseMoveWithStats(key, view, mover, legal, {
      level: mover === aSeat ? a : b,
      budgetMs,
      iterations,
      seed: `${series}-${g}-${step}`,
      stepInTurn,
    });
    if (mover === aSeat && r0.iterations > 0) searches.push(r0.iterations);
    const kind = game.moveKind(state, mover, r0.move);
    const r = game.applyMove(state, mover, r0.move);
    if (!r.ok) throw new Error(`refused: ${rejectionText(r)}`);
    state = r.value;
    stepInTurn = kind === "end" ? 0 : stepInTurn + 1;
  }
  throw new Error("no end after 20000 steps");
}

interface GameResult {
  g: number;
  outcome: Outcome;
  aSeat: Seat;
  searches: number[];
}

/** The games first..first+count-1, in `jobs` processes of this script (each a contiguous slice), in game order. */
async function playInChildren(): Promise<GameResult[]> {
  const per = Math.ceil(count / jobs);
  const slices = Array.from({ length: jobs }, (_, j) => [first + j * per, Math.min(per, count - j * per)] as const);
  // The series' settings as this process read them; each child gets its slice.
  const settings = ["--game", key, "--players", String(players), "--a", a, "--b", b, "--seed", series];
  settings.push(
    ...(iterations !== undefined ? ["--iterations", String(iterations)] : ["--budget-ms", String(budgetMs)]),
  );
  const runs = slices
    .filter(([, n]) => n > 0)
    .map(async ([from, n]) => {
      const child = spawn(
        process.execPath,
        [
          ...process.execArgv,
          process.argv[1] as string,
          ...settings,
          "--first",
          String(from),
          "--games",
          String(n),
          "--lines",
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      const got: GameResult[] = [];
      for await (const line of createInterface({ input: child.stdout })) {
        const r = JSON.parse(line) as GameResult;
        got.push(r);
        report(r);
      }
      const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
      if (code !== 0) throw new Error(`a duel process (games ${from + 1}-${from + n}) exited with ${code}`);
      return got;
    });
  return (await Promise.all(runs)).flat().sort((x, y) => x.g - y.g);
}

function report({ g, outcome, aSeat }: GameResult): void {
  console.log(
    `game ${g + 1}/${first + count}: A (${a}) on seat ${aSeat}, scores ${JSON.stringify(outcome.scores)}, winners ${JSON.stringify(outcome.winners)}`,
  );
}

const t0 = performance.now();
let results: GameResult[] = [];
if (jobs > 1 && !lines) results = await playInChildren();
else
  for (let g = first; g < first + count; g++) {
    const r = { g, ...playOne(g) };
    if (lines) console.log(JSON.stringify(r));
    else report(r);
    results.push(r);
  }
if (lines) process.exit(0);

let wins = 0;
let firsts = 0;
let aScore = 0;
let bScore = 0;
const iters: number[] = [];
for (const { outcome, aSeat, searches } of results) {
  const share = outcome.winners.includes(aSeat) ? 1 / outcome.winners.length : 0;
  wins += share;
  if (share > 0) firsts++;
  aScore += outcome.scores[aSeat] ?? 0;
  const others = outcome.scores.filter((_, i) => i !== aSeat);
  bScore += others.reduce((x, y) => x + y, 0) / others.length;
  iters.push(...searches);
}
const rate = wins / count;
const [lo, hi] = wilson(rate, count);
iters.sort((x, y) => x - y);
const median = iters[Math.floor(iters.length / 2)] ?? 0;
console.log(
  `\n${key}, ${players} players, A=${a} (one seat, rotated) vs B=${b}, ${count} games (${first + 1}-${first + count} of series "${series}"), budget ${budgetMs} ms, ${jobs} process(es)`,
);
console.log(
  `A wins ${wins.toFixed(1)} of ${count} (${(100 * rate).toFixed(1)}%, 95% CI ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%; even: ${(100 / players).toFixed(1)}%); first place (shared counts) ${firsts}`,
);
console.log(`average score: A ${(aScore / count).toFixed(1)}, B ${(bScore / count).toFixed(1)}`);
if (iters.length > 0) console.log(`A's searches: ${iters.length} moves, median ${median} iterations per move`);
console.log(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
