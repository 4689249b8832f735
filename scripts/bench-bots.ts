// npm run bench:bots [-- --game clans --matches 3 --seconds 30 --rounds 2 --budget-ms 1000 --dist <folder> --no-build --port 3520 --keep]
// Whether strong bots thinking slow the site down (issue 40: "a bot move never blocks the web process").
// A production build (PGlite, the job runner on, no test switches) is measured in three phases of one run:
//
//   B. `--matches` matches of `--game` (default Clans) of a player against a strong bot thinking `--budget-ms` per move (its turns
//      are searched by the job runner in the bots' worker processes, BOT_THREADS of them: by default one fewer
//      than the cores);
//   A. the same number of matches against a greedy bot (its turns are played inside the commit), the driver
//      paced to B's rate of turns: the same requests, without the searches;
//   Q. quiet: no matches being played (once, at the end).
//
// B and A alternate `--rounds` times, each `--seconds` long.
//
// A driver plays the players' turns (read the moves, step, commit). Meanwhile a prober asks, one request at a
// time, for what other visitors ask: `GET /api/health` (the framework's floor), a match view through the API
// (`GET /api/matches/:id` of a match between two other players, read afresh after each of their turns) and the
// home page for a visitor. It prints each kind's median and 95th percentile latency per phase and the ratios
// B/A (what the searches cost the other requests). The machine is shared: compare the columns of one run.
import { rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "./lib/args";
import { prepareProductionSite } from "./lib/bench-site";
import { apiCall, seedUsers, type SeededUser } from "./lib/site-seed";
import { startSiteServer } from "./lib/size-server";

const args = parseArgs(process.argv.slice(2));
const MATCHES = Number(args.matches ?? 4);
const SECONDS = Number(args.seconds ?? 30);
const BUDGET_MS = Number(args["budget-ms"] ?? 1000);
const ROUNDS = Number(args.rounds ?? 2);
const GAME = args.game ?? "clans";
const PORT = Number(args.port ?? 3520);
const HOST = "127.0.0.1";
const DEFAULT_DIST = ".next-bench-bots";
const dist = args.dist ?? DEFAULT_DIST;
const folder = path.resolve("data/bench-bots");
const say = (line: string) => console.log(line);

type Move = Record<string, unknown>;
interface Moves {
  myTurn: boolean;
  version: number;
  legalMoves: Move[];
  canEndTurn: boolean;
}
interface Created {
  matchId: number;
}

/** One turn of `user` in `matchId` if it is theirs: the first legal step that is not an end, then the commit. */
async function playTurn(url: string, user: SeededUser, matchId: number): Promise<boolean> {
  for (let i = 0; i < 30; i++) {
    const m = await apiCall<Moves>(url, user.token, "GET", `/api/matches/${matchId}/moves`);
    if (!m.myTurn || m.legalMoves.length === 0) return i > 0;
    if (i > 0 && m.canEndTurn) {
      await apiCall(url, user.token, "POST", `/api/matches/${matchId}/commit`, { version: m.version });
      return true;
    }
    const move = m.legalMoves.find((x) => x.type !== "end-turn") ?? m.legalMoves[0];
    const r = await apiCall<{ committed?: boolean }>(url, user.token, "POST", `/api/matches/${matchId}/moves`, {
      version: m.version,
      move,
    });
    if (r.committed) return true;
  }
  throw new Error(`match ${matchId}: the turn did not end`);
}

async function newMatch(url: string, user: SeededUser, seats: unknown[]): Promise<number> {
  return (await apiCall<Created>(url, user.token, "POST", "/api/matches", { gameKey: GAME, seats })).matchId;
}

/**
 * The driver: plays every player's turn in its matches as soon as it comes (no sooner than `gapMs` after the
 * previous one of that match), a new match when one ends.
 */
function drive(url: string, user: SeededUser, bot: unknown, stop: () => boolean, gapMs: number) {
  const stats = { turns: 0 };
  const loop = async () => {
    let id = await newMatch(url, user, [{ kind: "me" }, bot]);
    while (!stop()) {
      const t0 = performance.now();
      const status = (await apiCall<{ status: string }>(url, user.token, "GET", `/api/matches/${id}`)).status;
      if (status !== "running") id = await newMatch(url, user, [{ kind: "me" }, bot]);
      else if (await playTurn(url, user, id)) {
        stats.turns++;
        await sleep(Math.max(0, gapMs - (performance.now() - t0)));
      } else await sleep(100);
    }
  };
  return { stats, done: Promise.all(Array.from({ length: MATCHES }, loop)) };
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

/** The prober: one request at a time, in turn, for `SECONDS`; each kind's latencies in ms. */
async function probe(url: string, reader: SeededUser, other: SeededUser, readMatch: number) {
  const kinds: Record<string, number[]> = { health: [], "match view (fresh)": [], "home page": [] };
  const until = Date.now() + SECONDS * 1000;
  const timed = async (kind: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    kinds[kind]!.push(performance.now() - t0);
  };
  while (Date.now() < until) {
    await timed("health", () => fetch(`${url}/api/health`).then((r) => r.text()));
    // The two players of the read match take a turn, so the view is read afresh after a change.
    const mover = (await playTurn(url, reader, readMatch)) ? reader : other;
    if (mover === other) await playTurn(url, other, readMatch);
    await timed("match view (fresh)", () => apiCall(url, reader.token, "GET", `/api/matches/${readMatch}`));
    await timed("home page", () => fetch(`${url}/`).then((r) => r.text()));
  }
  return kinds;
}

async function main() {
  const site = {
    host: HOST,
    port: PORT,
    pgliteDir: path.join(folder, "pglite"),
    dist,
    authSecret: "bench-bots-secret-bench-bots-secret",
    build: args["no-build"] === undefined && args.dist === undefined,
    defaultDist: DEFAULT_DIST,
  };
  const env = await prepareProductionSite(site, say);
  const users = await seedUsers(folder, site.pgliteDir, ["driverA", "driverB", "reader", "other"], site.authSecret);
  const [driverA, driverB, reader, other] = users as [SeededUser, SeededUser, SeededUser, SeededUser];
  const server = await startSiteServer(HOST, PORT, { ...env, BACKGROUND_WORKERS: "on" });
  const rows: { phase: string; kinds: Record<string, number[]>; turns: number }[] = [];
  try {
    const url = server.url;
    const readMatch = await newMatch(url, reader, [{ kind: "me" }, { kind: "invite", username: "other" }]);
    const v = await apiCall<{ version: number }>(url, other.token, "GET", `/api/matches/${readMatch}`);
    await apiCall(url, other.token, "POST", `/api/matches/${readMatch}/join`, { version: v.version });
    const phase = async (name: string, user: SeededUser | null, bot: unknown, gapMs: number) => {
      say(`${name}: ${user ? `${MATCHES} matches, ` : ""}${SECONDS} s ...`);
      let stopped = false;
      const driver = user ? drive(url, user, bot, () => stopped, gapMs) : null;
      if (driver) await sleep(3000);
      const kinds = await probe(url, reader, other, readMatch);
      stopped = true;
      await driver?.done;
      rows.push({ phase: name, kinds, turns: driver?.stats.turns ?? 0 });
    };
    // B and A alternate (`--rounds`, default 2) so that the machine's drift weighs on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      await phase("B", driverB, { kind: "bot", style: "strong", budgetMs: BUDGET_MS }, 0);
      // A: the same rate of the player's turns per match as B had.
      const gapMs = (SECONDS * 1000 * MATCHES) / Math.max(1, rows.at(-1)!.turns);
      await phase("A", driverA, { kind: "bot", style: "greedy" }, gapMs);
    }
    await phase("Q", null, null, 0);
  } finally {
    await server.stop();
    if (args.keep === undefined) rmSync(folder, { recursive: true, force: true });
  }
  // Each phase's requests of all its rounds together.
  const merged = (name: string) => {
    const of = rows.filter((r) => r.phase === name);
    const kinds: Record<string, number[]> = {};
    for (const r of of) for (const [k, xs] of Object.entries(r.kinds)) (kinds[k] ??= []).push(...xs);
    return { kinds, turns: of.reduce((n, r) => n + r.turns, 0) };
  };
  const [b, a, q] = [merged("B"), merged("A"), merged("Q")];
  const f = (x: number) => x.toFixed(1);
  const cell = (xs: number[]) => `${f(pct(xs, 50))} / ${f(pct(xs, 95))} (${xs.length})`;
  console.log(`\n| request | Q: quiet p50 / p95 ms (n) | A: greedy | B: strong | B/A p50 | B/A p95 |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const kind of Object.keys(a.kinds)) {
    const [xq, xa, xb] = [q.kinds[kind]!, a.kinds[kind]!, b.kinds[kind]!];
    const ratio = (p: number) => (pct(xb, p) / pct(xa, p)).toFixed(2);
    console.log(`| ${kind} | ${cell(xq)} | ${cell(xa)} | ${cell(xb)} | ${ratio(50)} | ${ratio(95)} |`);
  }
  console.log(`\nplayer turns committed, each followed by a bot turn: B ${b.turns}, A ${a.turns} (paced to B's rate)`);
  if (server.notable.length > 0) console.log(`server said:\n${server.notable.join("\n")}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
});
