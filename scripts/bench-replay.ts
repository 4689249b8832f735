/**
 * Replay frame benchmark: what one position of a replay costs at the start, the middle and the end of a long
 * game, with the stored snapshots (lib/matches/write/replay-snapshots.ts) and without them (a match older than
 * them: a replay from the seed).
 *   npm run bench:replay [-- --game stone-age] [--players 4] [--runs 15] [--seed bench]
 * Plays one match on an in-memory PGlite through the site's own code (the creator's seat chooses as a greedy
 * bot does, the other seats are greedy bots), then prints the median time of `getReplayFrame` per frame.
 * The machine is shared and noisy: read the ratios, not the absolute figures. Run on demand, never in CI.
 */
import { createUser } from "@/lib/accounts/accounts";
import { createDb, type Db } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { memoryPglite } from "@/lib/db/pglite";
import {
  chooseBotMove,
  currentState,
  pendingOf,
  rejectionText,
  Rng,
  seedRng,
  type AnyGame,
  type PendingBySeat,
} from "@/lib/engine";
import "@/lib/jobs/match-listeners";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { unpackState } from "@/lib/matches/store/packed-state";
import { getReplay, getReplayFrame } from "@/lib/matches/read/replay";
import { parseArgs } from "./lib/args";
import { scriptGame } from "./lib/games";

const args = parseArgs(process.argv.slice(2));
const gameKey = args.game ?? "stone-age";
const players = Number(args.players ?? 4);
const runs = Number(args.runs ?? 15);
const seed = args.seed ?? "bench";
/** A safety net against a match that never ends. */
const MAX_ACTIONS = 20_000;

/** Plays the creator's seat with the greedy bot's choices until the match ends; returns the match id. */
async function playMatch(db: Db, game: AnyGame, userId: string): Promise<number> {
  const bots = Array.from({ length: players - 1 }, () => ({ kind: "bot" as const, style: "greedy" as const }));
  const created = await createMatch(db, userId, { gameKey, seats: [{ kind: "me" }, ...bots] });
  if (!created.ok) throw new Error(created.message);
  const id = created.value.matchId;
  const rng = new Rng(seedRng(`${seed}:creator`));
  for (let actions = 0; actions < MAX_ACTIONS; actions++) {
    const row = await db.match.findUniqueOrThrow({
      where: { id },
      select: { status: true, packedState: true, pending: true, version: true },
    });
    if (row.status !== "running") return id;
    const pending = row.pending as PendingBySeat<unknown>;
    const seen = currentState(game, unpackState(row.packedState), pending, 0);
    if (!seen.ok) throw new Error(rejectionText(seen));
    const move = chooseBotMove(game, seen.value, 0, rng, "greedy", pendingOf(pending, 0).length);
    if (move === null) throw new Error("the creator's seat has no move");
    const done = await act(db, userId, id, row.version, { type: "move", move });
    if (!done.ok) throw new Error(done.message);
  }
  throw new Error("the match did not finish");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median milliseconds of `getReplayFrame` at `frame`, after two warm-up calls. */
async function timeFrame(db: Db, matchId: number, frame: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const r = await getReplayFrame(db, matchId, frame);
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(r.message);
    if (i >= 2) times.push(ms);
  }
  return median(times);
}

async function main(): Promise<void> {
  const game = scriptGame(gameKey);
  const pglite = await memoryPglite();
  await applyMigrations({ kind: "pglite", instance: pglite });
  const db = createDb({ kind: "pglite", instance: pglite });
  try {
    const user = await createUser(db, {
      username: "Bencher",
      email: "bencher@example.test",
      password: "correct horse",
    });
    if (!user.ok) throw new Error("could not register the benchmark's user");
    const t0 = performance.now();
    const matchId = await playMatch(db, game, user.userId);
    const playedMs = performance.now() - t0;
    const replay = await getReplay(db, matchId);
    if (!replay.ok) throw new Error(replay.message);
    const last = replay.value.steps.length - 1;
    const entries = await db.moveLog.count({ where: { matchId } });
    const snapshots = await db.replaySnapshot.findMany({ where: { matchId } });
    console.log(
      `${game.name}, ${players} players: ${entries} log entries, ${last} moves, ${snapshots.length} snapshots (played in ${(playedMs / 1000).toFixed(1)} s)`,
    );

    const frames = [0, Math.floor(last / 2), last];
    const withSnapshots: number[] = [];
    for (const f of frames) withSnapshots.push(await timeFrame(db, matchId, f));
    await db.replaySnapshot.deleteMany({ where: { matchId } });
    const fromSeed: number[] = [];
    for (const f of frames) fromSeed.push(await timeFrame(db, matchId, f));

    console.log(`\ngetReplayFrame, median of ${runs} runs (ms)`);
    console.log(`${"frame".padStart(8)} ${"snapshots".padStart(10)} ${"from seed".padStart(10)}`);
    frames.forEach((f, i) =>
      console.log(
        `${String(f).padStart(8)} ${(withSnapshots[i] ?? 0).toFixed(2).padStart(10)} ${(fromSeed[i] ?? 0).toFixed(2).padStart(10)}`,
      ),
    );
  } finally {
    await db.$disconnect();
    await pglite.close();
  }
}

await main();
