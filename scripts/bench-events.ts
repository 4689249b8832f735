// npm run bench:events [-- --streams 1000 --commits 5 --postgres --no-build --json]: live updates at scale.
// Builds the site into its own folder (.next-bench), starts one production server (server.ts, TEST_MODE on,
// port 3300, PGlite in data/bench-events or with --postgres a throwaway PostgreSQL), holds N idle
// `GET /api/events?watch=<match>` streams against it, then commits K turns of a tiny match and reports:
// - delivery: the time from just before each commit request until every stream has the `match` event
//   (p50/p99/max), beside floors measured in the same run: that commit's own HTTP response time and a plain
//   `GET /api/next` round trip;
// - memory: the server's growth per open stream (RSS and JS heap, each read after a forced full GC), beside
//   the growth per idle TCP connection to the same server.
// The machine is shared and noisy: read the ratios, not the absolute figures. Run on demand, never in CI.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { createUser, issueApiToken } from "../lib/accounts/accounts";
import { createDb, type DbTarget } from "../lib/db";
import { applyMigrations } from "../lib/db/migrations";
import { closePglite } from "../lib/db/pglite";
import { MANIFESTS } from "../lib/games";
import { startPostgresCluster } from "../tests/support/postgres";
import { parseArgs } from "./lib/args";
import { buildInto, isolatedServerEnv, stopChild } from "./lib/bench-site";

// Apart from the e2e runs (ports 3100-3104, .next and .next-e2e*, data/e2e*): both can run at once.
const HOST = "127.0.0.1";
const PORT = 3300;
const BASE = `http://${HOST}:${PORT}`;
const DIST = ".next-bench";
const DATA = "data/bench-events";
const PGLITE_DIR = path.resolve(DATA, "pglite");
/**
 * Streams per watching user; LIVE_STREAMS_PER_USER is set to it, so the first watcher sits at its limit. The
 * first watcher opens twice that plus one (warm-up, run, one over the limit), which must stay within the 300
 * stream openings per user per 10 minutes of lib/rate-limits (`liveStreams`).
 */
const STREAMS_PER_USER = 100;
/** Streams (and floor connections) being opened at once: a burst of thousands would overflow the listen backlog. */
const OPENING_AT_ONCE = 32;
const DELIVERY_TIMEOUT_MS = 10_000;
const MEMORY_LINE = "[bench-memory] ";
// Loaded into the server before server.ts: on SIGUSR2, two full collections, then its memory on stdout. Garbage
// left from opening thousands of requests would otherwise count as memory per stream.
const MEMORY_PROBE = `process.on("SIGUSR2", () => { gc(); gc(); process.stdout.write(${JSON.stringify(MEMORY_LINE)} + JSON.stringify(process.memoryUsage()) + "\\n"); });`;

interface Options {
  streams: number;
  commits: number;
  build: boolean;
  json: boolean;
  postgres: boolean;
}

function options(): Options {
  const a = parseArgs(process.argv.slice(2));
  const streams = Number(a.streams ?? 1000);
  const commits = Number(a.commits ?? 5);
  if (!Number.isInteger(streams) || streams < 1 || !Number.isInteger(commits) || commits < 1)
    throw new Error("--streams and --commits take whole numbers of 1 or more.");
  return {
    streams,
    commits,
    build: a["no-build"] !== "true",
    json: a.json === "true",
    postgres: a.postgres === "true",
  };
}

const say = (line: string) => process.stderr.write(`${line}\n`);

/** Client and server each hold one descriptor per stream (plus files, the database, ...). */
function checkDescriptorLimit(streams: number): void {
  const limit = Number(spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim());
  const need = streams + 500;
  if (Number.isFinite(limit) && limit < need) {
    throw new Error(
      `ulimit -n is ${limit}; ${streams} streams need about ${need} open files in this process and in the server. Run \`ulimit -n ${need}\` (or raise the hard limit) in this shell first, or give fewer --streams.`,
    );
  }
}

// --- Build ------------------------------------------------------------------------------------------------

/**
 * `next build` adds its dist folder to tsconfig.json and points next-env.d.ts at it: put back whatever this
 * build changed, so the working tree keeps naming .next and typechecks without .next-bench.
 */
function build(env: NodeJS.ProcessEnv): void {
  buildInto(DIST, env, say);
}

// --- Database: users and tokens, written before the server holds the database ------------------------------

interface Accounts {
  players: [string, string];
  /** API tokens of the watching users, STREAMS_PER_USER streams each. */
  watchers: string[];
}

interface Database {
  env: Record<string, string>;
  accounts: Accounts;
  stop(): Promise<void>;
}

async function prepareDatabase(o: Options): Promise<Database> {
  if (o.postgres) {
    const cluster = await startPostgresCluster();
    const url = await cluster.createDatabase("bench_events");
    const accounts = await seed({ kind: "postgres", url }, o.streams);
    return { env: { DATABASE_URL: url }, accounts, stop: () => cluster.stop() };
  }
  // PGlite is one process at a time: seed, close, and only then start the server on the same folder.
  rmSync(DATA, { recursive: true, force: true });
  const accounts = await seed({ kind: "pglite", dataDir: PGLITE_DIR }, o.streams);
  await closePglite(PGLITE_DIR);
  return { env: { PGLITE_DIR }, accounts, stop: async () => {} };
}

async function seed(target: DbTarget, streams: number): Promise<Accounts> {
  await applyMigrations(target);
  const db = createDb(target);
  try {
    const account = async (name: string) => {
      const user = await createUser(db, { username: name, email: `${name}@bench.test` });
      if (!user.ok) throw new Error(`cannot create ${name}: ${user.reason}`);
      return issueApiToken(db, user.userId, "bench");
    };
    const players: [string, string] = [await account("benchp0"), await account("benchp1")];
    const watchers: string[] = [];
    for (let i = 0; i < Math.ceil(streams / STREAMS_PER_USER); i++) watchers.push(await account(`benchw${i}`));
    return { players, watchers };
  } finally {
    await db.$disconnect();
  }
}

// --- The server -------------------------------------------------------------------------------------------

interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
}

interface Server {
  /** Memory of the server process after a forced full GC. */
  memory(): Promise<MemoryUsage>;
  /** Lines the server printed about live streams (warnings of lib/live). */
  liveLog: string[];
  stop(): Promise<void>;
}

function serverEnv(o: Options, db: Record<string, string>): NodeJS.ProcessEnv {
  return isolatedServerEnv({
    ...db,
    PORT: String(PORT),
    NEXT_DIST_DIR: DIST,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    SITE_URL: BASE,
    TEST_MODE: "on",
    BACKGROUND_WORKERS: "off",
    LIVE_STREAMS_PER_USER: String(Math.min(STREAMS_PER_USER, o.streams)),
    LIVE_STREAMS_MAX: String(2 * o.streams + 1000),
  });
}

/** Node runs server.ts itself (no npx/tsx wrapper), so the child's pid is the process whose memory counts. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const probe = `data:text/javascript,${encodeURIComponent(MEMORY_PROBE)}`;
  const child = spawn(process.execPath, ["--expose-gc", "--import", probe, "--import", "tsx", "server.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail: string[] = [];
  const liveLog: string[] = [];
  const memoryWaiters: ((m: MemoryUsage) => void)[] = [];
  const onLine = (line: string) => {
    if (line.startsWith(MEMORY_LINE))
      return memoryWaiters.shift()?.(JSON.parse(line.slice(MEMORY_LINE.length)) as MemoryUsage);
    if (line.includes("[live]")) liveLog.push(line);
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  createInterface({ input: child.stdout! }).on("line", onLine);
  createInterface({ input: child.stderr! }).on("line", onLine);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const died = exited.then((code) => Promise.reject(new Error(`The server exited (${code}):\n${tail.join("\n")}`)));
  died.catch(() => {});
  try {
    await waitUntilAnswering(exited);
  } catch (e) {
    child.kill("SIGKILL");
    throw new Error(`${(e as Error).message}\n${tail.join("\n")}`);
  }
  return {
    liveLog,
    memory: async () => {
      const probe = () =>
        Promise.race([
          new Promise<MemoryUsage>((resolve) => {
            memoryWaiters.push(resolve);
            child.kill("SIGUSR2");
          }),
          died,
        ]);
      // V8 and the allocator hand pages back over several collections: the third reading is the steady one.
      for (let i = 0; i < 2; i++) {
        await probe();
        await sleep(500);
      }
      return probe();
    },
    stop: () => stopChild(child, exited),
  };
}

async function waitUntilAnswering(exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (gone) throw new Error("The server exited while starting:");
    // Any answer will do (401: no token): the server is up.
    if (
      await fetch(`${BASE}/api/next`).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error("The server did not answer within 120 s:");
}

/** SIGTERM lets server.ts close the live streams and the database; a server stuck after 10 s is killed. */

// --- The JSON API -----------------------------------------------------------------------------------------

interface Timed<T> {
  body: T;
  ms: number;
}

async function api<T>(token: string, method: "GET" | "POST", url: string, body?: unknown): Promise<Timed<T>> {
  const started = performance.now();
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { ok: boolean; code?: string; message?: string };
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`${method} ${url}: ${res.status} ${answer.code}: ${answer.message}`);
  return { body: answer, ms };
}

interface Match {
  id: number;
  version: number;
  /** Index into Accounts.players of the player to move. */
  toMove: 0 | 1;
}

/** The machinery's tiny test game (the test-only manifest; the bench's site runs with TEST_MODE on). */
const TEST_GAME = MANIFESTS.find((m) => m.testOnly)?.game.key ?? "";

/** A running two-player tiny match: created by player 0 with an invitation, started by player 1 joining. */
async function startMatch(players: [string, string]): Promise<Match> {
  const created = await api<{ matchId: number }>(players[0], "POST", "/api/matches", {
    gameKey: TEST_GAME,
    seats: [{ kind: "me" }, { kind: "invite", username: "benchp1" }],
  });
  const id = created.body.matchId;
  const open = await api<{ version: number }>(players[1], "GET", `/api/matches/${id}/version`);
  await api(players[1], "POST", `/api/matches/${id}/join`, { version: open.body.version });
  const moves = await api<{ version: number; myTurn: boolean }>(players[0], "GET", `/api/matches/${id}/moves`);
  return { id, version: moves.body.version, toMove: moves.body.myTurn ? 0 : 1 };
}

// --- Streams and plain connections ------------------------------------------------------------------------

interface EventStream {
  /** When (performance.now()) the `match` event of each version of the watched match arrived. */
  arrivals: Map<number, number>;
  /** The server ended the response or the socket closed. */
  ended: boolean;
  close(): void;
}

/** A stream the server did not open: its HTTP status and API error code (TOO_MANY_STREAMS, RATE_LIMITED, ...). */
class Refused extends Error {
  readonly code: string;
  constructor(status: number, body: string) {
    super(`${status} ${body}`);
    this.code = /"code":"(\w+)"/.exec(body)?.[1] ?? String(status);
  }
}

/** One `GET /api/events` on a socket of its own; resolves on the first `count` frame (the stream is live). */
function openStream(token: string, matchId: number): Promise<EventStream> {
  return new Promise<EventStream>((resolve, reject) => {
    const req = http.get(
      {
        host: HOST,
        port: PORT,
        path: `/api/events?watch=${matchId}`,
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
      },
      (res) => {
        res.setEncoding("utf8");
        if (res.statusCode !== 200) {
          let body = "";
          res.on("data", (c: string) => (body += c)).on("end", () => reject(new Refused(res.statusCode ?? 0, body)));
          return;
        }
        const stream: EventStream = { arrivals: new Map(), ended: false, close: () => req.destroy() };
        let buffer = "";
        res.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const frame = parseFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (frame.event === "count") {
              // Live: from here on the stream is idle on purpose, and no client-side timeout may end it.
              req.setTimeout(0);
              resolve(stream);
            }
            if (frame.event === "match") {
              const data = JSON.parse(frame.data) as { matchId: number; version: number };
              if (data.matchId === matchId) stream.arrivals.set(data.version, at);
            }
          }
        });
        res.on("close", () => (stream.ended = true));
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("no count frame within 30 s")));
  });
}

/** The fields of one SSE frame (the server writes `\n` line ends; comments such as `: ping` are skipped). */
function parseFrame(text: string): { event: string; data: string } {
  let event = "message";
  const data: string[] = [];
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":");
    if (colon === 0) continue;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    if (field === "data") data.push(value);
  }
  return { event, data: data.join("\n") };
}

/** A TCP connection to the server that never sends a request: the floor of what holding a client costs. */
function openIdleConnection(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, HOST, () => resolve(socket));
    socket.on("error", reject);
    // Reading lets a close by the server show (as readableEnded) when the connections are counted.
    socket.resume();
  });
}

async function openMany<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await open(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count) }, worker));
  return out;
}

/** Stream i belongs to watcher floor(i / STREAMS_PER_USER): every watcher but the last is at its limit. */
function openStreams(watchers: string[], count: number, matchId: number): Promise<EventStream[]> {
  return openMany(count, (i) => openStream(watchers[Math.floor(i / STREAMS_PER_USER)]!, matchId));
}

// --- Measurements -----------------------------------------------------------------------------------------

interface Delivery {
  commit: number;
  /** The commit request's own round trip (the floor). */
  responseMs: number;
  p50: number;
  p99: number;
  max: number;
  /** From the first stream's arrival to the last one's: the fan-out itself, without the commit's own cost. */
  fanOut: number;
  got: number;
}

interface MemoryPerClient {
  rssBytes: number;
  heapBytes: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const heapOf = (m: MemoryUsage) => m.heapUsed + m.external;

/** RSS grows in whole pages: a growth of nothing or less (noise) has no ratio. */
const ratioOf = (a: number, b: number) => (b > 0 ? a / b : null);

function growthPer(before: MemoryUsage, after: MemoryUsage, count: number): MemoryPerClient {
  return { rssBytes: (after.rss - before.rss) / count, heapBytes: (heapOf(after) - heapOf(before)) / count };
}

/**
 * Commits one turn (the player to move ends it) and waits until every stream has that version's event.
 * Returns the summary and every stream's delivery time (ms after t0, sorted).
 */
async function deliverCommit(
  players: [string, string],
  match: Match,
  streams: EventStream[],
  commit: number,
): Promise<{ delivery: Delivery; times: number[] }> {
  const t0 = performance.now();
  const r = await api<{ version: number }>(players[match.toMove], "POST", `/api/matches/${match.id}/commit`, {
    version: match.version,
  });
  match.version = r.body.version;
  match.toMove = match.toMove === 0 ? 1 : 0;
  const until = Date.now() + DELIVERY_TIMEOUT_MS;
  const got = () => streams.filter((s) => s.arrivals.has(match.version)).length;
  while (got() < streams.length && Date.now() < until) await sleep(5);
  const times = streams.flatMap((s) => {
    const at = s.arrivals.get(match.version);
    return at === undefined ? [] : [at - t0];
  });
  times.sort((a, b) => a - b);
  return {
    delivery: {
      commit,
      responseMs: r.ms,
      ...spread(times),
      fanOut: (times.at(-1) ?? NaN) - (times[0] ?? NaN),
      got: times.length,
    },
    times,
  };
}

function spread(sorted: number[]): { p50: number; p99: number; max: number } {
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** A plain authenticated read, many times: the round trip every other figure is compared with. */
async function nextRoundTrip(token: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 23; i++) runs.push((await api(token, "GET", "/api/next")).ms);
  return median(runs.slice(2));
}

/** Whether opening one more stream for a user at its limit is refused: the server counts the open ones. */
async function refusedOverLimit(token: string, matchId: number): Promise<boolean> {
  try {
    (await openStream(token, matchId)).close();
    return false;
  } catch (e) {
    if (e instanceof Refused && e.code === "TOO_MANY_STREAMS") return true;
    throw e;
  }
}

// --- The run ----------------------------------------------------------------------------------------------

interface Report {
  streams: number;
  database: "pglite" | "postgres";
  openSeconds: number;
  deliveries: Delivery[];
  overall: { p50: number; p99: number; max: number };
  floor: {
    /** The commits' own response times, with the streams open (median). */
    commitResponseMs: number;
    /** The same commits with no stream open (median): what the fan-out adds to the committer's wait. */
    quietCommitMs: number;
    nextRoundTripMs: number;
  };
  /** Delivery ratios are medians over the commits (each commit's p99 over its own response, ...). */
  ratio: {
    p99ToCommitResponse: number;
    p99ToQuietCommit: number;
    p99ToNextRoundTrip: number;
    streamToConnection: { rss: number | null; heap: number | null };
  };
  memory: {
    perStream: MemoryPerClient;
    perStreamAfterIdle: MemoryPerClient;
    perConnection: MemoryPerClient;
    idleConnectionsOpen: number;
    rssMegabytes: { beforeStreams: number; withStreams: number };
    /** Of the growth of opening the streams, the share given back once they were all closed. */
    returnedOnClose: { rss: number; heap: number };
  };
  checks: { refusedOverLimit: boolean; droppedStreams: number; allDelivered: boolean };
  liveLog: string[];
}

/** Loads the routes, starts the live service and its database listener, runs one commit and its fan-out. */
async function warmUp(accounts: Accounts, match: Match, count: number): Promise<void> {
  // It also fills the first watcher to its limit and closes those streams: were closed streams still counted,
  // the server would refuse that watcher's streams later.
  const warm = await openStreams(accounts.watchers, Math.min(STREAMS_PER_USER, count), match.id);
  await deliverCommit(accounts.players, match, warm, 0);
  for (const s of warm) s.close();
  await nextRoundTrip(accounts.players[0]);
  await sleep(2_000);
}

/** The floor of memory: what N idle TCP connections cost the server. */
async function connectionFloor(
  server: Server,
  count: number,
): Promise<{ perConnection: MemoryPerClient; stillOpen: number }> {
  const before = await server.memory();
  const sockets = await openMany(count, openIdleConnection);
  await sleep(1_000);
  const after = await server.memory();
  // server.ts drops connections that send no headers within 15 s: count the ones that were really held.
  const stillOpen = sockets.filter((s) => !s.destroyed && !s.readableEnded).length;
  for (const s of sockets) s.destroy();
  await sleep(2_000);
  return { perConnection: growthPer(before, after, count), stillOpen };
}

interface Held {
  streams: EventStream[];
  openSeconds: number;
  before: MemoryUsage;
  open: MemoryUsage;
  idle: MemoryUsage;
}

async function holdStreams(server: Server, accounts: Accounts, match: Match, count: number): Promise<Held> {
  const before = await server.memory();
  const opening = performance.now();
  const streams = await openStreams(accounts.watchers, count, match.id).catch((e: unknown) => {
    if (e instanceof Refused && e.code === "TOO_MANY_STREAMS")
      throw new Error(
        `The server refused a stream although the warm-up closed all of its user's streams (${e.message}): closed streams are still counted.`,
      );
    throw e;
  });
  const openSeconds = (performance.now() - opening) / 1000;
  await sleep(1_000);
  const open = await server.memory();
  await sleep(5_000);
  return { streams, openSeconds, before, open, idle: await server.memory() };
}

async function commitRounds(
  players: [string, string],
  match: Match,
  streams: EventStream[],
  commits: number,
): Promise<{ deliveries: Delivery[]; times: number[] }> {
  const deliveries: Delivery[] = [];
  const times: number[] = [];
  for (let k = 1; k <= commits; k++) {
    const d = await deliverCommit(players, match, streams, k);
    deliveries.push(d.delivery);
    times.push(...d.times);
    // The fan-out of one commit is over before the next starts.
    await sleep(300);
  }
  return { deliveries, times: times.sort((a, b) => a - b) };
}

async function run(o: Options, accounts: Accounts, server: Server): Promise<Report> {
  const match = await startMatch(accounts.players);
  say(`match ${match.id} running; warming up ...`);
  await warmUp(accounts, match, o.streams);
  say(`${o.commits} commits without any stream open (the floor of delivery) ...`);
  const quiet = await commitRounds(accounts.players, match, [], o.commits);
  say(`${o.streams} idle TCP connections (the floor of memory) ...`);
  const floor = await connectionFloor(server, o.streams);
  say(`${o.streams} event streams ...`);
  const held = await holdStreams(server, accounts, match, o.streams);
  const overLimit = await refusedOverLimit(accounts.watchers[0]!, match.id);
  say(`${o.commits} commits ...`);
  const { deliveries, times } = await commitRounds(accounts.players, match, held.streams, o.commits);
  const nextMs = await nextRoundTrip(accounts.players[0]);
  const droppedStreams = held.streams.filter((s) => s.ended).length;
  for (const s of held.streams) s.close();
  await sleep(2_000);
  const closed = await server.memory();

  const overall = spread(times);
  const commitResponseMs = median(deliveries.map((d) => d.responseMs));
  const quietCommitMs = median(quiet.deliveries.map((d) => d.responseMs));
  // Ratios over medians of the commits: one commit slowed by a neighbour on the machine does not set them.
  const p99 = median(deliveries.map((d) => d.p99));
  const perStream = growthPer(held.before, held.open, o.streams);
  const grown = { rss: held.open.rss - held.before.rss, heap: heapOf(held.open) - heapOf(held.before) };
  return {
    streams: o.streams,
    database: o.postgres ? "postgres" : "pglite",
    openSeconds: held.openSeconds,
    deliveries,
    overall,
    floor: { commitResponseMs, quietCommitMs, nextRoundTripMs: nextMs },
    ratio: {
      p99ToCommitResponse: median(deliveries.map((d) => d.p99 / d.responseMs)),
      p99ToQuietCommit: p99 / quietCommitMs,
      p99ToNextRoundTrip: p99 / nextMs,
      streamToConnection: {
        rss: ratioOf(perStream.rssBytes, floor.perConnection.rssBytes),
        heap: ratioOf(perStream.heapBytes, floor.perConnection.heapBytes),
      },
    },
    memory: {
      perStream,
      perStreamAfterIdle: growthPer(held.before, held.idle, o.streams),
      perConnection: floor.perConnection,
      idleConnectionsOpen: floor.stillOpen,
      rssMegabytes: { beforeStreams: held.before.rss / 2 ** 20, withStreams: held.open.rss / 2 ** 20 },
      returnedOnClose: {
        rss: (held.open.rss - closed.rss) / grown.rss,
        heap: (heapOf(held.open) - heapOf(closed)) / grown.heap,
      },
    },
    checks: { refusedOverLimit: overLimit, droppedStreams, allDelivered: deliveries.every((d) => d.got === o.streams) },
    liveLog: server.liveLog,
  };
}

// --- Output -----------------------------------------------------------------------------------------------

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (share: number) => `${Math.round(share * 100)}%`;
const times = (ratio: number | null) => (ratio === null ? "n/a" : `${ratio.toFixed(1)}x`);

const col = (text: string, width = 11) => text.padEnd(width);

function deliveryRows(r: Report): string[] {
  return [
    "commit  response   delivery to all: p50      p99        max        fan-out    got        p99/response",
    ...r.deliveries.map(
      (d) =>
        col(String(d.commit), 8) +
        col(ms(d.responseMs), 28) +
        col(ms(d.p50)) +
        col(ms(d.p99)) +
        col(ms(d.max)) +
        col(ms(d.fanOut)) +
        col(`${d.got}/${r.streams}`) +
        `${(d.p99 / d.responseMs).toFixed(2)}x`,
    ),
    col("all", 36) + col(ms(r.overall.p50)) + col(ms(r.overall.p99)) + ms(r.overall.max),
    `floor (medians): commit response ${ms(r.floor.commitResponseMs)}, the same commit with no stream open ${ms(r.floor.quietCommitMs)}, GET /api/next ${ms(r.floor.nextRoundTripMs)}`,
    `ratio (medians over the commits): p99 delivery / its commit's response ${r.ratio.p99ToCommitResponse.toFixed(2)}x, / commit with no stream open ${r.ratio.p99ToQuietCommit.toFixed(2)}x, / GET /api/next ${r.ratio.p99ToNextRoundTrip.toFixed(1)}x`,
  ];
}

function memoryRows(r: Report): string[] {
  const m = r.memory;
  const row = (label: string, rss: string, heap: string) => col(`  ${label}`, 52) + col(rss) + heap;
  const per = (label: string, v: MemoryPerClient) => row(label, kb(v.rssBytes), kb(v.heapBytes));
  return [
    `server memory per client, each read after a forced full GC (RSS ${m.rssMegabytes.beforeStreams.toFixed(0)} MB before the streams, ${m.rssMegabytes.withStreams.toFixed(0)} MB with them)`,
    row("", "RSS", "heap+external"),
    per("per event stream, just opened", m.perStream),
    per("per event stream, after 5 s idle", m.perStreamAfterIdle),
    per(`per idle TCP connection (floor, ${m.idleConnectionsOpen} held)`, m.perConnection),
    row("ratio stream / connection", times(r.ratio.streamToConnection.rss), times(r.ratio.streamToConnection.heap)),
    row("given back when all streams closed", pct(m.returnedOnClose.rss), pct(m.returnedOnClose.heap)),
    "  (RSS also moves with the allocator's free lists and the database's memory: the heap column is the steady one)",
  ];
}

function printReport(r: Report): void {
  const c = r.checks;
  const lines = [
    `${r.streams} idle event streams on one production server (${r.database}), ${r.deliveries.length} commits; opened in ${r.openSeconds.toFixed(1)} s`,
    "",
    ...deliveryRows(r),
    "",
    ...memoryRows(r),
    "",
    `checks: every commit reached every stream ${yes(c.allDelivered)}; streams ended by the server ${c.droppedStreams}; one over the per-user limit refused ${yes(c.refusedOverLimit)}`,
    ...(r.liveLog.length ? ["", "the server said:", ...r.liveLog.slice(0, 10)] : []),
  ];
  console.log(lines.join("\n"));
}

const yes = (ok: boolean) => (ok ? "yes" : "NO");

const passed = (r: Report) => r.checks.allDelivered && r.checks.droppedStreams === 0 && r.checks.refusedOverLimit;

async function main(): Promise<void> {
  const o = options();
  checkDescriptorLimit(o.streams);
  if (o.build) build(serverEnv(o, { PGLITE_DIR }));
  const database = await prepareDatabase(o);
  try {
    say(`starting the server on port ${PORT} ...`);
    const server = await startServer(serverEnv(o, database.env));
    try {
      const report = await run(o, database.accounts, server);
      if (o.json) console.log(JSON.stringify(report, null, 2));
      else printReport(report);
      if (!passed(report)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

// Exit explicitly: the schema engine of the migrations leaves a timer behind that would keep the process alive.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
