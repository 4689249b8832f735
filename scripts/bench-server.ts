// npm run bench:server [-- --players 2,20,100,200 --processes 1,2 --seconds 60 --pglite-players 20 --no-build --no-pglite
//                        --no-postgres --json --durable --health-seconds 10 --health-connections 8
//                        --floor-seconds 5 --warmup-seconds 5 --page-every 10 --profile --wal-detail
//                        --wait poll|events|told --turn answers|blind --fresh --fresh-seconds 20
//                        --dist .next-bench-server]
// The site's speed under simulated players, beside floors measured in the same run. Builds the site into its
// own folder (.next-bench-server) and starts production servers (server.ts, TEST_MODE off, background workers
// on, mail kept in the outbox): one on a throwaway PostgreSQL (port 3400), one on PGlite (port 3401,
// data/bench-server). Prints one table (or JSON with --json), one column per measurement:
// - pgbench 1c / 16c: the floor of a turn's durable write, pgbench's own transaction on the same cluster:
//   update a game row's version and JSON state (a real mid-game state of Glen More or Stone Age) and insert
//   a move row, from 1 and 16 clients;
// - health: `GET /api/health` of the same build over several keep-alive connections (no database): the
//   framework's own cost of one request; then, each alone over one connection, the health request, a
//   player's `GET /api/matches/:id/moves`, their match page and a plain page (`/rules`: the framework's floor
//   for a server-rendered page): their latency and CPU without queueing;
// - --processes 1,2: the PostgreSQL columns (health and load) once per number of server processes
//   (WEB_PROCESSES: Node's cluster module, one process per core); labelled "pg N" and "pg N x2";
// - postgres N / pglite N: N simulated players (scripts/lib/bench-load.ts) for --seconds each: turns/s,
//   requests/s, p50/p95/p99 per request kind, app CPU per request, database CPU, statements, transactions
//   and WAL bytes per committed turn, and their ratios to the floors.
// Players and their API tokens are written to the database before the server starts; every column has
// players of its own (the per-user limits on creating and joining matches start afresh). The match page is
// loaded with a session cookie signed here with the server's AUTH_SECRET, as a signed-in browser sends it.
// --wal-detail: what the WAL of each PostgreSQL load column holds, per table or index and record kind
//   (pg_walinspect), after the table.
// --durable: PostgreSQL with fsync, synchronous_commit and full_page_writes on (default: the tests' settings,
// all off, for the floor and the site alike).
// --wait events: a player who is not to move waits until their live event stream (GET /api/events, one per
// player) tells of a newer version before reading again (scripts/lib/bench-live.ts), instead of polling at
// once: the requests a turn costs a client that does not poll.
// --wait told: a player who is not to move reads again only when the loop tells them the other player committed.
// --warmup-seconds: how long 4 players play (pages included) before anything is measured; default 5, and 30 with
// --fresh (a warm process: the JIT has compiled the turn's code, as on a site that has run a while).
// --fresh: every read follows a change (--wait told unless --wait events is given), and before the load
// columns one pair plays alone for --fresh-seconds against the server with nothing else running: the server's
// CPU per request of each kind (a fresh poll, a step, a commit, creating, joining, the match page) and per
// committed turn, beside the health route's measured the same way (one request at a time, the server's
// threads' CPU to the nanosecond, from the start of one request to the start of the next, less the server's
// idle rate, the median of ten half-second slices): scripts/lib/bench-load.ts `cpu`.
// --dist: serve (and build, unless --no-build) this folder instead of .next-bench-server.
// --turn blind: a player on their turn tries to commit first and reads again after each step (the loop before
// a step's answer said what comes next); the default goes on from each answer (scripts/lib/bench-load.ts).
// The machine is shared and noisy: read the ratios, not the absolute figures. Run on demand, never in CI.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { createUser, issueApiToken } from "../lib/accounts/accounts";
import { createDb, type DbTarget } from "../lib/db";
import { applyMigrations } from "../lib/db/migrations";
import { closePglite } from "../lib/db/pglite";
import { randomPlayout } from "../lib/engine/playout";
import { findPostgresBinDir, startPostgresCluster, type PostgresCluster } from "../tests/support/postgres";
import { parseArgs } from "./lib/args";
import { buildInto, isolatedServerEnv, stopChild } from "./lib/bench-site";
import {
  Load,
  Recorder,
  SETTLE_MS,
  hammer,
  percentile,
  type KindSummary,
  type LoadResult,
  type Player,
  type Target,
} from "./lib/bench-load";
import { scriptGame } from "./lib/games";
import { profileLines, summarizeProfile } from "./lib/cpu-profile";
import {
  machineCpuSeconds,
  parentOf,
  reapedChildrenCpuSeconds,
  threadCpuSampler,
  treeCpuSeconds,
} from "./lib/proc-cpu";

// Apart from the e2e runs (ports 3100-3104, .next and .next-e2e*, data/e2e*) and bench:events (3300).
const HOST = "127.0.0.1";
const PG_PORT = 3400;
const PGLITE_PORT = 3401;
let DIST = ".next-bench-server";
const DATA = "data/bench-server";
const PGLITE_DIR = path.resolve(DATA, "pglite");
const GAMES = ["glen-more", "stone-age"];
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret";
/** Auth.js's session cookie on a plain-http site (its salt, too). */
const SESSION_COOKIE = "authjs.session-token";
/** Shown on every page to a signed-in visitor only (app/layout.tsx). */
const SIGNED_IN_MARKER = ">Sign out<";
const WARM_PLAYERS = 4;
/** Database statistics reach the shared counters when a backend has been idle a moment: wait that long. */
const STATS_SETTLE_MS = 1_500;

interface Options {
  players: number[];
  /** WEB_PROCESSES values the PostgreSQL columns are measured with. */
  processes: number[];
  seconds: number;
  pglitePlayers: number;
  build: boolean;
  pglite: boolean;
  postgres: boolean;
  json: boolean;
  /** PostgreSQL with fsync, synchronous_commit and full_page_writes on, instead of the tests' settings. */
  durable: boolean;
  healthSeconds: number;
  healthConnections: number;
  floorSeconds: number;
  warmupSeconds: number;
  pageEvery: number;
  /** Where each PostgreSQL load column's WAL went, per relation and record kind (pg_walinspect). */
  walDetail: boolean;
  /** Each server runs under `node --cpu-prof`; the report ends with where its time went (scripts/lib/cpu-profile.ts). */
  profile: boolean;
  /** How a player who is not to move waits: polling at once (the issue's loop), on the live event stream, or told by the loop. */
  wait: "poll" | "events" | "told";
  /** Every read follows a change, and the CPU per kind of request of one pair alone (freshSeconds) is measured. */
  fresh: boolean;
  freshSeconds: number;
  dist: string;
  /** How a player takes a turn: from each answer (the default), or blind (commit first, read after each step). */
  turn: "answers" | "blind";
}

function options(): Options {
  const a = parseArgs(process.argv.slice(2));
  const whole = (name: string, fallback: number, min: number) => {
    const v = Number(a[name] ?? fallback);
    if (!Number.isInteger(v) || v < min) throw new Error(`--${name} takes a whole number of ${min} or more.`);
    return v;
  };
  // 2 players: a single pair, the latency of a request without queueing behind others.
  const players = (a.players ?? "2,20,100,200").split(",").map(Number);
  const pglitePlayers = whole("pglite-players", 20, 2);
  for (const n of [...players, pglitePlayers]) {
    if (!Number.isInteger(n) || n < 2 || n % 2 !== 0)
      throw new Error(
        "Players play in pairs: --players and --pglite-players take even numbers (--players 20,100,200).",
      );
  }
  const seconds = whole("seconds", 60, 1);
  const processes = (a.processes ?? "1,2").split(",").map(Number);
  if (processes.some((n) => !Number.isInteger(n) || n < 1 || n > 16))
    throw new Error("--processes takes whole numbers from 1 to 16 (--processes 1,2).");
  return {
    players,
    processes,
    seconds,
    pglitePlayers,
    build: a["no-build"] !== "true",
    pglite: a["no-pglite"] !== "true",
    postgres: a["no-postgres"] !== "true",
    json: a.json === "true",
    durable: a.durable === "true",
    healthSeconds: whole("health-seconds", Math.min(10, seconds), 1),
    healthConnections: whole("health-connections", 8, 1),
    floorSeconds: whole("floor-seconds", 5, 1),
    // The turn's requests are measured on a process that has served them a while (--fresh): in its first few
    // hundred turns the JIT still compiles the site's code on other threads, and a turn cost 2.5x as much.
    warmupSeconds: whole("warmup-seconds", a.fresh === "true" ? 30 : 5, 1),
    pageEvery: whole("page-every", 10, 0),
    profile: a.profile === "true",
    walDetail: a["wal-detail"] === "true",
    wait: waitOption(a.wait, a.fresh === "true"),
    turn: turnOption(a.turn),
    fresh: a.fresh === "true",
    freshSeconds: whole("fresh-seconds", 20, 1),
    dist: a.dist ?? ".next-bench-server",
  };
}

function waitOption(v: string | undefined, fresh: boolean): "poll" | "events" | "told" {
  if (fresh && (v === undefined || v === "told" || v === "events")) return v ?? "told";
  if (!fresh && (v === undefined || v === "poll" || v === "events" || v === "told")) return v ?? "poll";
  throw new Error(
    "--wait takes poll (read again at once, the default), events (wait on the live event stream) or told (wait until the other player committed); --fresh takes told or events.",
  );
}

function turnOption(v: string | undefined): "answers" | "blind" {
  if (v === undefined || v === "answers" || v === "blind") return v ?? "answers";
  throw new Error(
    "--turn takes answers (go on from each answer, the default) or blind (commit first, read after each step).",
  );
}

const say = (line: string) => process.stderr.write(`${line}\n`);

// --- Build ------------------------------------------------------------------------------------------------

/**
 * `next build` adds its dist folder to tsconfig.json and points next-env.d.ts at it: put back whatever this
 * build changed, so the working tree keeps naming .next and typechecks without .next-bench-server.
 */
function build(env: NodeJS.ProcessEnv): void {
  buildInto(DIST, env, say);
}

// --- Players: users, API tokens and signed-in cookies, written before the server holds the database ---------

/** Players seeded beside each load column's: they take over pairs that reach the hourly limit of match creation. */
const RESERVES = 8;

/** Players per group ("w": warm-up, "p20": the PostgreSQL run with 20 players, ...). */
type Players = Record<string, Player[]>;

async function seed(target: DbTarget, groups: Record<string, number>): Promise<Players> {
  await applyMigrations(target);
  const db = createDb(target);
  try {
    const out: Players = {};
    for (const [group, count] of Object.entries(groups)) {
      out[group] = [];
      for (let i = 0; i < count; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, async (_, k) => {
            const username = `b${group}x${i + k}`;
            const user = await createUser(db, { username, email: `${username}@bench.test` });
            if (!user.ok) throw new Error(`cannot create ${username}: ${user.reason}`);
            const token = await issueApiToken(db, user.userId, "bench");
            return { username, token, cookie: await sessionCookie(user.userId, username) };
          }),
        );
        out[group].push(...batch);
      }
    }
    return out;
  } finally {
    await db.$disconnect();
  }
}

/** The cookie a browser gets from signing in (lib/auth/index.ts: the jwt callback's fields), signed with AUTH_SECRET. */
async function sessionCookie(userId: string, username: string): Promise<string> {
  const token = await encode({
    token: { sub: userId, name: username, uid: userId, username, sv: 0 },
    secret: AUTH_SECRET,
    salt: SESSION_COOKIE,
  });
  return `${SESSION_COOKIE}=${token}`;
}

// --- The server -------------------------------------------------------------------------------------------

interface Server {
  pid: number;
  target: Target;
  /** Lines the server printed that name an error or a warning (the first 20). */
  notable: string[];
  stop(): Promise<void>;
}

function serverEnv(port: number, db: Record<string, string>): NodeJS.ProcessEnv {
  return isolatedServerEnv({
    ...db,
    PORT: String(port),
    NEXT_DIST_DIR: DIST,
    AUTH_SECRET,
    SITE_URL: `http://${HOST}:${port}`,
    // Production as it runs: no test switches, the mail worker in the web process (no SMTP: mail is kept).
    TEST_MODE: "off",
    BACKGROUND_WORKERS: "on",
  });
}

const PROFILES = path.join(DATA, "profiles");

/** Where a server's CPU profiles go with --profile (one folder per server run); undefined without it. */
function profileDir(o: Options, label: string): string | undefined {
  if (!o.profile) return undefined;
  const dir = path.join(PROFILES, label);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Every profile written with --profile, summed up (a server of several processes: one per process). */
function profileReport(): string[] {
  const out: string[] = [];
  let folders: string[] = [];
  try {
    folders = readdirSync(PROFILES);
  } catch {
    return out;
  }
  for (const label of folders.sort()) {
    for (const file of readdirSync(path.join(PROFILES, label))
      .filter((f) => f.endsWith(".cpuprofile"))
      .sort()) {
      out.push("", ...profileLines(`${label} ${file}`, summarizeProfile(path.join(PROFILES, label, file))));
    }
  }
  return out;
}

/** Node runs server.ts itself (no npx/tsx wrapper), so the child's pid is the process whose CPU counts. */
async function startServer(port: number, env: NodeJS.ProcessEnv, profileDir?: string): Promise<Server> {
  // With a profile folder, V8 writes each process's profile there when it exits (server.ts exits on SIGTERM).
  const profiling = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, "--import", "tsx", "server.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail: string[] = [];
  const notable: string[] = [];
  const onLine = (line: string) => {
    if (/error|warn|fail/i.test(line) && notable.length < 20) notable.push(line.slice(0, 400));
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  createInterface({ input: child.stdout! }).on("line", onLine);
  createInterface({ input: child.stderr! }).on("line", onLine);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`The server exited while starting:\n${tail.join("\n")}`);
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within 120 s:\n${tail.join("\n")}`);
    }
    if (
      await fetch(`http://${HOST}:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return { pid: child.pid!, target: { host: HOST, port }, notable, stop: () => stopChild(child, exited) };
}

/** SIGTERM lets server.ts close the live streams and the database; a server stuck after 10 s is killed. */

// --- PostgreSQL: the cluster, its counters and pgbench's floor ---------------------------------------------

interface PgWatch {
  cluster: PostgresCluster;
  /** Connected to the "postgres" database, where pg_stat_statements is installed. */
  admin: pg.Client;
  postmaster: number;
  settings: string;
}

async function startPostgres(o: Options): Promise<PgWatch> {
  const durable: Record<string, string> = o.durable
    ? { fsync: "on", synchronous_commit: "on", full_page_writes: "on" }
    : {};
  const cluster = await startPostgresCluster({
    settings: { shared_preload_libraries: "pg_stat_statements", ...durable },
  });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
  if (o.walDetail) await admin.query("CREATE EXTENSION IF NOT EXISTS pg_walinspect");
  const pid = Number((await admin.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
  const shown = await admin.query<{ name: string; setting: string }>(
    "SELECT name, setting FROM pg_settings WHERE name IN ('server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'shared_preload_libraries') ORDER BY name",
  );
  const settings = shown.rows.map((r) => `${r.name}=${r.setting}`).join(", ");
  return { cluster, admin, postmaster: parentOf(pid), settings };
}

interface DbCounters {
  wal: bigint;
  statements: number;
  commits: number;
  rollbacks: number;
  /** Rows inserted, updated and deleted. */
  rows: number;
  /** Calls per statement (pg_stat_statements' normalised text). */
  byStatement: Map<string, number>;
}

async function dbCounters(w: PgWatch, database: string): Promise<DbCounters> {
  const r = await w.admin.query<{
    lsn: string;
    calls: string;
    xact_commit: string;
    xact_rollback: string;
    rows: string;
  }>(
    `SELECT pg_current_wal_lsn()::text AS lsn,
            (SELECT coalesce(sum(s.calls), 0) FROM pg_stat_statements s WHERE s.dbid = d.datid)::text AS calls,
            d.xact_commit::text, d.xact_rollback::text, (d.tup_inserted + d.tup_updated + d.tup_deleted)::text AS rows
       FROM pg_stat_database d WHERE d.datname = $1`,
    [database],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`no statistics for database ${database}`);
  const each = await w.admin.query<{ query: string; calls: string }>(
    `SELECT s.query, s.calls::text AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1`,
    [database],
  );
  const byStatement = new Map<string, number>();
  for (const e of each.rows) {
    const text = shortStatement(e.query);
    byStatement.set(text, (byStatement.get(text) ?? 0) + Number(e.calls));
  }
  const [hi, lo] = row.lsn.split("/");
  return {
    wal: (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`),
    statements: Number(row.calls),
    commits: Number(row.xact_commit),
    rollbacks: Number(row.xact_rollback),
    rows: Number(row.rows),
    byStatement,
  };
}

/** A WAL position as PostgreSQL writes it ("0/16B3748"), for pg_walinspect. */
const lsnText = (wal: bigint): string =>
  `${(wal >> 32n).toString(16).toUpperCase()}/${(wal & 0xffffffffn).toString(16).toUpperCase()}`;

/** A statement as a line: no schema prefix, no column list (Prisma names every column), at most 150 characters. */
function shortStatement(query: string): string {
  const text = query
    .replace(/\s+/g, " ")
    .replace(/"public"\./g, "")
    .replace(/^SELECT .*? FROM /, "SELECT … FROM ");
  return text.length > 150 ? `${text.slice(0, 149)}…` : text;
}

/** What one pgbench "turn" writes: a real mid-game state and one move of the game, from a seeded random playout. */
function turnPayload(key: string): { state: string; move: string } {
  const game = scriptGame(key);
  const seed = "bench-server-floor";
  const steps = randomPlayout({ game, players: 2, seed }).steps;
  let state: unknown = null;
  randomPlayout({
    game,
    players: 2,
    seed,
    inspect: (s, step) => void (step === Math.floor(steps / 2) ? (state = s) : undefined),
  });
  const seat = (game.activeSeats(state) as number[])[0]!;
  const move = (game.legalMoves(state, seat) as unknown[])[0];
  return { state: JSON.stringify(state), move: JSON.stringify([move]) };
}

interface Floor {
  clients: number;
  seconds: number;
  transactions: number;
  tps: number;
  latency: { p50: number; p95: number; p99: number };
  counters: CountersDelta;
  dbCpuSeconds: number;
  /** pgbench itself. */
  clientCpuSeconds: number;
  machineCpuSeconds: number;
  stateBytes: Record<string, number>;
}

interface CountersDelta {
  walBytes: number;
  /** The WAL positions of the two readings. */
  walFrom: string;
  walTo: string;
  statements: number;
  commits: number;
  rollbacks: number;
  rows: number;
  /** The statements called most often meanwhile, with their calls. */
  top: { query: string; calls: number }[];
}

const delta = (a: DbCounters, b: DbCounters): CountersDelta => ({
  walBytes: Number(b.wal - a.wal),
  walFrom: lsnText(a.wal),
  walTo: lsnText(b.wal),
  statements: b.statements - a.statements,
  commits: b.commits - a.commits,
  rollbacks: b.rollbacks - a.rollbacks,
  rows: b.rows - a.rows,
  top: [...b.byStatement]
    .map(([query, calls]) => ({ query, calls: calls - (a.byStatement.get(query) ?? 0) }))
    .filter((t) => t.calls > 0)
    .sort((x, y) => y.calls - x.calls)
    .slice(0, 12),
});

/** pgbench's durable turn on a database of its own in the same cluster, from 1 and from 16 clients. */
async function pgbenchFloor(w: PgWatch, o: Options): Promise<Floor[]> {
  const url = await w.cluster.createDatabase("bench_floor");
  const dir = path.resolve(DATA, "pgbench");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const payloads = Object.fromEntries(GAMES.map((key) => [key, turnPayload(key)]));
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      `CREATE TABLE game (id int PRIMARY KEY, version int NOT NULL, state jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await c.query(
      `CREATE TABLE move (id bigserial PRIMARY KEY, game_id int NOT NULL REFERENCES game, version int NOT NULL, moves jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await c.query(`CREATE INDEX move_game ON move (game_id, version)`);
    await c.query(`INSERT INTO game (id, version, state) SELECT g, 0, $1::jsonb FROM generate_series(1, 1000) g`, [
      payloads[GAMES[0]!]!.state,
    ]);
    await c.query("VACUUM ANALYZE game");
  } finally {
    await c.end();
  }
  const scripts = GAMES.map((key) => {
    const { state, move } = payloads[key]!;
    const literal = (json: string) => `'${json.replace(/'/g, "''")}'`;
    // pgbench replaces :name by its variable's value: the JSON must not name one of ours or its built-ins.
    if (/:(gid|scale|client_id|random_seed|default_seed)\b/.test(state + move))
      throw new Error("the floor's JSON would collide with a pgbench variable");
    const file = path.join(dir, `turn-${key}.sql`);
    writeFileSync(
      file,
      [
        "\\set gid random(1, 1000)",
        "BEGIN;",
        `UPDATE game SET version = version + 1, state = ${literal(state)}, updated_at = now() WHERE id = :gid;`,
        `INSERT INTO move (game_id, version, moves) VALUES (:gid, 1, ${literal(move)});`,
        "END;",
        "",
      ].join("\n"),
    );
    return file;
  });
  const pgbench = path.join(findPostgresBinDir(), "pgbench");
  const out: Floor[] = [];
  for (const clients of [1, 16]) {
    say(`pgbench floor: ${clients} client(s), ${o.floorSeconds} s ...`);
    const prefix = path.join(dir, `log-${clients}`);
    const before = await dbCounters(w, "bench_floor");
    const cpu0 = {
      db: treeCpuSeconds(w.postmaster),
      client: reapedChildrenCpuSeconds(),
      machine: machineCpuSeconds().busy,
    };
    const args = [
      "-n",
      "-h",
      HOST,
      "-p",
      String(w.cluster.port),
      "-U",
      "postgres",
      "-c",
      String(clients),
      "-j",
      String(Math.min(clients, 2)),
      "-T",
      String(o.floorSeconds),
    ];
    const r = spawnSync(
      pgbench,
      [...args, ...scripts.flatMap((f) => ["-f", f]), "-l", `--log-prefix=${prefix}`, "bench_floor"],
      { encoding: "utf8", cwd: dir },
    );
    const cpu1 = {
      db: treeCpuSeconds(w.postmaster),
      client: reapedChildrenCpuSeconds(),
      machine: machineCpuSeconds().busy,
    };
    if (r.status !== 0) throw new Error(`pgbench failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
    await sleep(STATS_SETTLE_MS);
    const after = await dbCounters(w, "bench_floor");
    // Per transaction: client, number, latency in microseconds, script, epoch seconds, microseconds.
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith(`log-${clients}.`))
      .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("\n"))
      .filter((line) => line.trim())
      .map((line) => Number(line.split(" ")[2]) / 1000)
      .sort((a, b) => a - b);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout)?.[1]);
    out.push({
      clients,
      seconds: o.floorSeconds,
      transactions: latencies.length,
      tps,
      latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
      counters: delta(before, after),
      dbCpuSeconds: cpu1.db - cpu0.db,
      clientCpuSeconds: cpu1.client - cpu0.client,
      machineCpuSeconds: cpu1.machine - cpu0.machine,
      stateBytes: Object.fromEntries(GAMES.map((key) => [key, Buffer.byteLength(payloads[key]!.state)])),
    });
  }
  // Gone before the site's columns: the WAL position is the cluster's, and autovacuum cleaning up after the
  // floor's thousands of updates during a load column counted about 0.2 KB per committed turn against the site.
  await w.admin.query("DROP DATABASE bench_floor");
  return out;
}

// --- Measuring one column ---------------------------------------------------------------------------------

interface Cost {
  /** The server process (PGlite: the database is in it). */
  appCpuSeconds: number;
  /** The PostgreSQL processes (null on PGlite). */
  dbCpuSeconds: number | null;
  /** This process: the load generator. */
  clientCpuSeconds: number;
  /** The whole machine, busy time: what else ran meanwhile shows as the rest. */
  machineCpuSeconds: number;
  counters: CountersDelta | null;
}

/** Runs `work` between two readings of every counter; the database's are read once its statistics settled. */
async function measured<T>(
  server: Server,
  w: PgWatch | null,
  database: string,
  work: () => Promise<T>,
): Promise<{ result: T; cost: Cost }> {
  const dbCpu = () => (w ? treeCpuSeconds(w.postmaster) : 0);
  const client = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const before = w ? await dbCounters(w, database) : null;
  const start = { app: treeCpuSeconds(server.pid), db: dbCpu(), client: client(), machine: machineCpuSeconds().busy };
  const result = await work();
  const end = { app: treeCpuSeconds(server.pid), db: dbCpu(), client: client(), machine: machineCpuSeconds().busy };
  let counters: CountersDelta | null = null;
  if (w && before) {
    await sleep(STATS_SETTLE_MS);
    counters = delta(before, await dbCounters(w, database));
  }
  return {
    result,
    cost: {
      appCpuSeconds: end.app - start.app,
      dbCpuSeconds: w ? end.db - start.db : null,
      clientCpuSeconds: end.client - start.client,
      machineCpuSeconds: end.machine - start.machine,
      counters,
    },
  };
}

type Column =
  | { kind: "pgbench"; label: string; floor: Floor }
  | {
      kind: "health";
      label: string;
      database: "postgres" | "pglite";
      processes: number;
      connections: number;
      seconds: number;
      requests: number;
      errors: number;
      /** Over `connections` connections (the server saturated): the figures of the column. */
      latency: KindSummary;
      /** Over one connection, right after: the latency of the request alone. */
      single: KindSummary;
      /**
       * A player's `GET /api/matches/:id/moves` and match page, each alone over one connection; and a plain
       * page (`/rules`, signed in: the layout and a few paragraphs), the framework's floor for a page.
       */
      readAlone: KindSummary;
      pageAlone: KindSummary;
      plainAlone: KindSummary;
      /** App CPU per request of each of those three alone (ms). */
      readAloneCpuMs: number;
      pageAloneCpuMs: number;
      plainAloneCpuMs: number;
      cost: Cost;
    }
  | {
      kind: "load";
      label: string;
      database: "postgres" | "pglite";
      processes: number;
      players: number;
      load: LoadResult;
      cost: Cost;
      wal?: WalShare[];
    };

/** A share of a column's WAL: one relation (table, index, TOAST) and one kind of record. */
interface WalShare {
  relation: string;
  record: string;
  records: number;
  bytes: number;
}

/**
 * Where the WAL between two positions went (pg_walinspect), the largest shares first. A record is counted
 * under the first block it names; records naming no block (commits, running transactions) under "-".
 */
async function walBreakdown(w: PgWatch, database: string, from: string, to: string): Promise<WalShare[]> {
  // pg_walinspect reads flushed WAL only; with synchronous_commit off the WAL writer flushes within a moment.
  for (let i = 0; i < 50; i++) {
    const flushed = await w.admin.query<{ ok: boolean }>("SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS ok", [to]);
    if (flushed.rows[0]?.ok) break;
    await sleep(100);
  }
  const records = await w.admin.query<{ rel: string | null; record: string; records: string; bytes: string }>(
    `SELECT substring(block_ref from 'rel \\d+/\\d+/(\\d+)') AS rel, resource_manager || ' ' || record_type AS record,
            count(*)::text AS records, sum(record_length)::text AS bytes
       FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn) GROUP BY 1, 2`,
    [from, to],
  );
  const db = new pg.Client({ connectionString: w.cluster.url(database) });
  await db.connect();
  const names = new Map<string, string>();
  try {
    const rels = await db.query<{ node: string; name: string }>(
      `SELECT pg_relation_filenode(c.oid)::text AS node,
              CASE WHEN c.relkind = 't' THEN coalesce((SELECT 'toast of ' || o.relname FROM pg_class o WHERE o.reltoastrelid = c.oid), c.relname)
                   ELSE c.relname END AS name
         FROM pg_class c WHERE pg_relation_filenode(c.oid) IS NOT NULL`,
    );
    for (const r of rels.rows) names.set(r.node, r.name);
  } finally {
    await db.end().catch(() => {});
  }
  return records.rows
    .map((r) => ({
      relation: r.rel === null ? "-" : (names.get(r.rel) ?? `filenode ${r.rel}`),
      record: r.record,
      records: Number(r.records),
      bytes: Number(r.bytes),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Loads every route once and lets the JIT settle; returns a player and their match for the requests alone. */
async function warmUp(server: Server, players: Player[], o: Options): Promise<{ player: Player; matchId: number }> {
  say(`warming up (${o.warmupSeconds} s) ...`);
  await hammer(server.target, "/api/health", 4, Math.min(2, o.warmupSeconds), new Recorder(), "health");
  const load = new Load({
    target: server.target,
    players,
    games: GAMES,
    pageEvery: Math.min(o.pageEvery, 3) || 3,
    signedInMarker: SIGNED_IN_MARKER,
  });
  try {
    await load.setUp();
    await load.run(o.warmupSeconds);
    return load.sample();
  } finally {
    load.close();
  }
}

/** " x2" for two server processes; nothing for one. */
const times = (processes: number) => (processes > 1 ? ` x${processes}` : "");

async function healthColumn(
  server: Server,
  w: PgWatch | null,
  database: "postgres" | "pglite",
  processes: number,
  o: Options,
  sample: { player: Player; matchId: number },
): Promise<Column> {
  say(`floor: GET /api/health over ${o.healthConnections} keep-alive connections, ${o.healthSeconds} s ...`);
  const rec = new Recorder();
  const { result: seconds, cost } = await measured(server, w, "bench_server", () =>
    hammer(server.target, "/api/health", o.healthConnections, o.healthSeconds, rec, "health"),
  );
  const latency = rec.summary(seconds).health!;
  // The same request alone on the server: its latency without waiting behind the others.
  const alone = new Recorder();
  const aloneSeconds = await hammer(server.target, "/api/health", 1, Math.min(3, o.healthSeconds), alone, "health");
  // And two of the site's own requests alone (the player's moves, the match page): their work without queueing.
  const seconds1 = Math.min(3, o.healthSeconds);
  const read = await measured(server, null, "bench_server", () =>
    hammer(server.target, `/api/matches/${sample.matchId}/moves`, 1, seconds1, alone, "read-1", {
      authorization: `Bearer ${sample.player.token}`,
    }),
  );
  const page = await measured(server, null, "bench_server", () =>
    hammer(server.target, `/matches/${sample.matchId}`, 1, seconds1, alone, "page-1", {
      cookie: sample.player.cookie,
      accept: "text/html",
    }),
  );
  // A page with little of the site's own work, for comparison with the match page.
  const plain = await measured(server, null, "bench_server", () =>
    hammer(server.target, "/rules", 1, seconds1, alone, "plain-1", {
      cookie: sample.player.cookie,
      accept: "text/html",
    }),
  );
  const readSeconds = read.result;
  const pageSeconds = page.result;
  const single = alone.summary(aloneSeconds).health!;
  const readAlone = alone.summary(readSeconds)["read-1"]!;
  const pageAlone = alone.summary(pageSeconds)["page-1"]!;
  const plainAlone = alone.summary(plain.result)["plain-1"]!;
  return {
    kind: "health",
    label: `health ${database === "postgres" ? "pg" : "pglite"}${times(processes)}`,
    database,
    processes,
    connections: o.healthConnections,
    seconds,
    requests: rec.requests,
    errors: rec.errors + alone.errors,
    latency,
    single,
    readAlone,
    pageAlone,
    plainAlone,
    readAloneCpuMs: (1000 * read.cost.appCpuSeconds) / Math.max(1, readAlone.count),
    pageAloneCpuMs: (1000 * page.cost.appCpuSeconds) / Math.max(1, pageAlone.count),
    plainAloneCpuMs: (1000 * plain.cost.appCpuSeconds) / Math.max(1, plainAlone.count),
    cost,
  };
}

/** The server's CPU per request of each kind, one request at a time (--fresh). */
interface Costs {
  label: string;
  /** The server's CPU seconds per second while nothing was asked of it (timers, the job runner). */
  idleRate: number;
  health: { count: number; ms: number; p50: number };
  /**
   * The health route alone at the pair's pace: one at a time, SETTLE_MS before each. A request after a pause
   * costs more than one of a back-to-back run (the process wakes, its caches are cold); the pair's requests
   * are paced so, and this floor is measured the same way.
   */
  paced: { count: number; ms: number; p50: number };
  /** Requests beside the health route, measured the same way: what a route of the site costs before its own work. */
  floors: { name: string; count: number; ms: number; p50: number }[];
  kinds: Record<string, { count: number; ms: number; p50: number; p95: number }>;
  turns: number;
  seconds: number;
  /** CPU per committed turn: the API's requests alone, and with the match pages. */
  turnApiMs: number | null;
  turnMs: number | null;
}

/**
 * One pair alone against the server (--fresh): every read follows the other player's commit, one request at a
 * time, so each request's CPU is told apart (bench-load.ts `cpu`); and the health route the same way.
 */
async function costsColumn(
  server: Server,
  label: string,
  players: Player[],
  reserves: Player[],
  o: Options,
): Promise<Costs> {
  const cpu = threadCpuSampler(server.pid);
  // The median of ten half-second slices: a slice that caught the JIT finishing its work of the warm-up, or
  // the job runner's pass every 5 s, is left out (one such slice once made the rate 50 times the usual and
  // the requests' CPU far too low); what those cost then lands on the requests, so the figures err high.
  say(`${label}: the server's idle CPU (5 s) ...`);
  const slices: number[] = [];
  for (let i = 0; i < 10; i++) {
    const c0 = cpu();
    const t0 = performance.now();
    await sleep(500);
    slices.push((cpu() - c0) / ((performance.now() - t0) / 1000));
  }
  slices.sort((a, b) => a - b);
  const idleRate = (slices[4]! + slices[5]!) / 2;
  /** One GET again and again, one at a time: the server's CPU per request, less its idle rate. */
  const alone = async (path: string, headers: Record<string, string> = {}, pauseMs = 0) => {
    say(
      `${label}: GET ${path} one at a time${pauseMs ? `, ${pauseMs} ms before each` : ""}, ${Math.min(5, o.healthSeconds)} s ...`,
    );
    const rec = new Recorder();
    const before = { cpu: cpu(), at: performance.now() };
    const seconds = await hammer(server.target, path, 1, Math.min(5, o.healthSeconds), rec, "alone", headers, pauseMs);
    const after = { cpu: cpu(), at: performance.now() };
    const k = rec.summary(seconds).alone!;
    const ms = (1000 * (after.cpu - before.cpu - (idleRate * (after.at - before.at)) / 1000)) / k.count;
    return { count: k.count, ms, p50: k.p50 };
  };
  const health = await alone("/api/health");
  const healthMs = health.ms;
  const paced = await alone("/api/health", {}, SETTLE_MS);
  const floors = [
    { name: "health, one query (?db=1)", ...(await alone("/api/health?db=1")) },
    {
      name: "a match route refusing (400)",
      ...(await alone("/api/matches/0/moves", { authorization: `Bearer ${players[0]!.token}` })),
    },
  ];
  const load = new Load({
    target: server.target,
    players,
    games: GAMES,
    pageEvery: o.pageEvery,
    signedInMarker: SIGNED_IN_MARKER,
    reserves,
    wait: "told",
    cpu,
    idleCpuRate: idleRate,
    healthBeforeReads: true,
  });
  try {
    await load.setUp();
    say(`${label}: one pair, every read after a change, ${o.freshSeconds} s ...`);
    const r = await load.run(o.freshSeconds);
    const kinds: Costs["kinds"] = {};
    let all = 0;
    let pages = 0;
    for (const [kind, c] of Object.entries(r.cpu ?? {})) {
      const k = r.kinds[kind]!;
      kinds[kind] = { count: c.count, ms: (1000 * c.seconds) / c.count, p50: k.p50, p95: k.p95 };
      if (kind === "health") continue;
      all += c.seconds;
      if (kind === "page") pages += c.seconds;
    }
    return {
      label,
      idleRate,
      health: { count: health.count, ms: healthMs, p50: health.p50 },
      paced: { count: paced.count, ms: paced.ms, p50: paced.p50 },
      floors,
      kinds,
      turns: r.turns,
      seconds: r.seconds,
      turnApiMs: r.turns ? (1000 * (all - pages)) / r.turns : null,
      turnMs: r.turns ? (1000 * all) / r.turns : null,
    };
  } finally {
    load.close();
  }
}

async function loadColumn(
  server: Server,
  w: PgWatch | null,
  database: "postgres" | "pglite",
  processes: number,
  players: Player[],
  o: Options,
  reserves: Player[],
): Promise<Column> {
  const load = new Load({
    target: server.target,
    players,
    games: GAMES,
    pageEvery: o.pageEvery,
    signedInMarker: SIGNED_IN_MARKER,
    reserves,
    wait: o.wait,
    turn: o.turn,
  });
  try {
    say(`${database}, ${players.length} players: starting ${players.length / 2} matches ...`);
    await load.setUp();
    // What the set-up wrote reaches the statistics before the first reading.
    await sleep(STATS_SETTLE_MS);
    say(`${database}, ${players.length} players: ${o.seconds} s ...`);
    const { result, cost } = await measured(server, w, "bench_server", () => load.run(o.seconds));
    const wal =
      o.walDetail && w && cost.counters
        ? await walBreakdown(w, "bench_server", cost.counters.walFrom, cost.counters.walTo)
        : undefined;
    return {
      kind: "load",
      label: `${database === "postgres" ? "pg" : "pglite"} ${players.length}${times(processes)}`,
      database,
      processes,
      players: players.length,
      load: result,
      cost,
      wal,
    };
  } finally {
    load.close();
  }
}

// --- The runs ---------------------------------------------------------------------------------------------

interface Report {
  started: string;
  cpus: number;
  options: Options;
  postgres: string | null;
  columns: Column[];
  /** --fresh: CPU per kind of request, one pair alone. */
  costs: Costs[];
  serverLog: string[];
}

async function runPostgres(o: Options, report: Report): Promise<string> {
  const { columns, serverLog: log } = report;
  say("starting a throwaway PostgreSQL ...");
  const w = await startPostgres(o);
  const costs = report.costs;
  try {
    columns.push(
      ...(await pgbenchFloor(w, o)).map((floor): Column => ({
        kind: "pgbench",
        label: `pgbench ${floor.clients}c`,
        floor,
      })),
    );
    const url = await w.cluster.createDatabase("bench_server");
    say("writing players and tokens ...");
    const groups: Record<string, number> = {};
    for (const k of o.processes) {
      groups[`w${k}`] = WARM_PLAYERS;
      if (o.fresh) groups[`f${k}`] = 2 + RESERVES;
      for (const n of o.players) groups[`p${n}x${k}`] = n + RESERVES;
    }
    const players = await seed({ kind: "postgres", url }, groups);
    for (const k of o.processes) {
      say(`starting the server on port ${PG_PORT} (${k} process${k > 1 ? "es" : ""}) ...`);
      const server = await startServer(
        PG_PORT,
        serverEnv(PG_PORT, { DATABASE_URL: url, WEB_PROCESSES: String(k) }),
        profileDir(o, `pg-x${k}`),
      );
      try {
        const sample = await warmUp(server, players[`w${k}`]!, o);
        columns.push(await healthColumn(server, w, "postgres", k, o, sample));
        if (o.fresh)
          costs.push(
            await costsColumn(server, `pg${times(k)}`, players[`f${k}`]!.slice(0, 2), players[`f${k}`]!.slice(2), o),
          );
        for (const n of o.players)
          columns.push(
            await loadColumn(
              server,
              w,
              "postgres",
              k,
              players[`p${n}x${k}`]!.slice(0, n),
              o,
              players[`p${n}x${k}`]!.slice(n),
            ),
          );
      } finally {
        await server.stop();
        log.push(...server.notable.map((l) => `[postgres x${k}] ${l}`));
      }
    }
    return w.settings;
  } finally {
    await w.admin.end().catch(() => {});
    await w.cluster.stop();
  }
}

async function runPglite(o: Options, report: Report): Promise<void> {
  const { columns, serverLog: log } = report;
  // PGlite is one process at a time: seed, close, and only then start the server on the same folder.
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  say("PGlite: writing players and tokens ...");
  const players = await seed(
    { kind: "pglite", dataDir: PGLITE_DIR },
    { w: WARM_PLAYERS, l: o.pglitePlayers + RESERVES, f: 2 + RESERVES },
  );
  await closePglite(PGLITE_DIR);
  say(`starting the server on port ${PGLITE_PORT} (PGlite) ...`);
  const server = await startServer(PGLITE_PORT, serverEnv(PGLITE_PORT, { PGLITE_DIR }), profileDir(o, "pglite"));
  try {
    const sample = await warmUp(server, players.w!, o);
    columns.push(await healthColumn(server, null, "pglite", 1, o, sample));
    if (o.fresh) report.costs.push(await costsColumn(server, "pglite", players.f!.slice(0, 2), players.f!.slice(2), o));
    columns.push(
      await loadColumn(
        server,
        null,
        "pglite",
        1,
        players.l!.slice(0, o.pglitePlayers),
        o,
        players.l!.slice(o.pglitePlayers),
      ),
    );
  } finally {
    await server.stop();
    log.push(...server.notable.map((l) => `[pglite] ${l}`));
  }
}

// --- Output -----------------------------------------------------------------------------------------------

const num = (v: number | null | undefined, digits = 1): string => {
  if (v === null || v === undefined || !Number.isFinite(v)) return "-";
  if (v !== 0 && Math.abs(v) < 0.1) return v.toPrecision(2);
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString("en-US");
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(digits);
};
const ratio = (a: number | null | undefined, b: number | null | undefined): string =>
  a === null ||
  a === undefined ||
  b === null ||
  b === undefined ||
  !Number.isFinite(a) ||
  !Number.isFinite(b) ||
  b === 0
    ? "-"
    : `${num(a / b)}x`;
const share = (part: number | null | undefined, whole: number | null | undefined): string =>
  part === null ||
  part === undefined ||
  whole === null ||
  whole === undefined ||
  !Number.isFinite(part) ||
  !Number.isFinite(whole) ||
  whole === 0
    ? "-"
    : `${Math.round((100 * part) / whole)}%`;
const triple = (k: { p50: number; p95: number; p99: number } | undefined): string =>
  k ? `${num(k.p50)}/${num(k.p95)}/${num(k.p99)}` : "-";
const bytes = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v)
    ? "-"
    : v >= 10_240
      ? `${num(v / 1024)} KB`
      : `${Math.round(v)} B`;

/** Per-column figures the rows (and their ratios) are built from. */
interface Figures {
  seconds: number;
  turnsPerSecond: number | null;
  requestsPerSecond: number | null;
  appCoresBusy: number | null;
  appMsPerRequest: number | null;
  dbMsPerTurn: number | null;
  dbMsPerRequest: number | null;
  clientCoresBusy: number | null;
  machineCoresBusy: number | null;
  /** Busy time of the machine that was neither the server, the database nor the load client: other work meanwhile. */
  otherCoresBusy: number | null;
  statementsPerTurn: number | null;
  commitsPerTurn: number | null;
  walPerTurn: number | null;
  latency: Record<string, { p50: number; p95: number; p99: number }>;
}

function figures(c: Column): Figures {
  if (c.kind === "pgbench") {
    const f = c.floor;
    const per = (v: number) => v / f.transactions;
    return {
      seconds: f.seconds,
      turnsPerSecond: f.tps,
      requestsPerSecond: null,
      appCoresBusy: null,
      appMsPerRequest: null,
      dbMsPerTurn: (1000 * f.dbCpuSeconds) / f.transactions,
      dbMsPerRequest: null,
      clientCoresBusy: f.clientCpuSeconds / f.seconds,
      machineCoresBusy: f.machineCpuSeconds / f.seconds,
      otherCoresBusy: (f.machineCpuSeconds - f.dbCpuSeconds - f.clientCpuSeconds) / f.seconds,
      statementsPerTurn: per(f.counters.statements),
      commitsPerTurn: per(f.counters.commits),
      walPerTurn: per(f.counters.walBytes),
      latency: { txn: f.latency },
    };
  }
  const seconds = c.kind === "health" ? c.seconds : c.load.seconds;
  const requests = c.kind === "health" ? c.requests : c.load.requests;
  const turns = c.kind === "load" ? c.load.turns : 0;
  const cost = c.cost;
  const perTurn = (v: number | undefined) => (v === undefined || turns === 0 ? null : v / turns);
  return {
    seconds,
    turnsPerSecond: c.kind === "load" ? turns / seconds : null,
    requestsPerSecond: requests / seconds,
    appCoresBusy: cost.appCpuSeconds / seconds,
    appMsPerRequest: (1000 * cost.appCpuSeconds) / requests,
    dbMsPerTurn: cost.dbCpuSeconds === null ? null : perTurn(1000 * cost.dbCpuSeconds),
    dbMsPerRequest: cost.dbCpuSeconds === null ? null : (1000 * cost.dbCpuSeconds) / requests,
    clientCoresBusy: cost.clientCpuSeconds / seconds,
    machineCoresBusy: cost.machineCpuSeconds / seconds,
    otherCoresBusy:
      (cost.machineCpuSeconds - cost.appCpuSeconds - (cost.dbCpuSeconds ?? 0) - cost.clientCpuSeconds) / seconds,
    statementsPerTurn: perTurn(cost.counters?.statements),
    commitsPerTurn: perTurn(cost.counters?.commits),
    walPerTurn: perTurn(cost.counters?.walBytes),
    latency:
      c.kind === "health"
        ? {
            health: c.latency,
            "health-1": c.single,
            "read-1": c.readAlone,
            "page-1": c.pageAlone,
            "plain-1": c.plainAlone,
          }
        : c.load.kinds,
  };
}

function table(r: Report): string {
  const cols = r.columns;
  const figs = cols.map(figures);
  const floorOf = (i: number, clients: number) => {
    const j = cols.findIndex((c) => c.kind === "pgbench" && c.floor.clients === clients);
    return cols[i]!.kind === "load" && (cols[i] as { database: string }).database === "postgres" && j >= 0
      ? figs[j]!
      : null;
  };
  const healthOf = (i: number) => {
    const c = cols[i]!;
    if (c.kind !== "load") return null;
    const j = cols.findIndex((h) => h.kind === "health" && h.database === c.database && h.processes === c.processes);
    return j >= 0 ? figs[j]! : null;
  };
  const lat = (f: Figures, kind: string) => f.latency[kind];
  const aloneCpuMs = (i: number, kind: "read" | "page" | "plain") => {
    const c = cols[i]!;
    return c.kind === "health"
      ? { read: c.readAloneCpuMs, page: c.pageAloneCpuMs, plain: c.plainAloneCpuMs }[kind]
      : undefined;
  };
  const aloneCpu = (i: number, kind: "read" | "page" | "plain") => num(aloneCpuMs(i, kind), 2);
  type Row = [string, (f: Figures, i: number) => string];
  const rows: (Row | string)[] = [
    ["seconds measured", (f) => num(f.seconds)],
    ["turns/s (pgbench: txn/s)", (f) => num(f.turnsPerSecond)],
    ["  / pgbench 16c txn/s", (f, i) => ratio(f.turnsPerSecond, floorOf(i, 16)?.turnsPerSecond)],
    ["requests/s", (f) => num(f.requestsPerSecond)],
    ["  / health requests/s", (f, i) => ratio(f.requestsPerSecond, healthOf(i)?.requestsPerSecond)],
    ["app CPU ms/request", (f) => num(f.appMsPerRequest, 2)],
    ["  / health's", (f, i) => ratio(f.appMsPerRequest, healthOf(i)?.appMsPerRequest)],
    ["  framework's share", (f, i) => share(healthOf(i)?.appMsPerRequest, f.appMsPerRequest)],
    ["  read alone (GET moves)", (_f, i) => aloneCpu(i, "read")],
    ["  match page alone", (_f, i) => aloneCpu(i, "page")],
    ["  plain page alone (/rules)", (_f, i) => aloneCpu(i, "plain")],
    ["    match page / plain page", (_f, i) => ratio(aloneCpuMs(i, "page"), aloneCpuMs(i, "plain"))],
    ["    plain page / health's", (f, i) => ratio(aloneCpuMs(i, "plain"), f.appMsPerRequest)],
    ["app CPU busy (cores)", (f) => num(f.appCoresBusy, 2)],
    ["db CPU ms/request", (f) => num(f.dbMsPerRequest, 2)],
    ["db CPU ms/turn (pgbench: /txn)", (f) => num(f.dbMsPerTurn, 2)],
    ["  / pgbench 16c", (f, i) => ratio(f.dbMsPerTurn, floorOf(i, 16)?.dbMsPerTurn)],
    ["statements/turn", (f) => num(f.statementsPerTurn)],
    ["  / pgbench", (f, i) => ratio(f.statementsPerTurn, floorOf(i, 16)?.statementsPerTurn)],
    ["xact commits/turn", (f) => num(f.commitsPerTurn)],
    ["WAL/turn", (f) => bytes(f.walPerTurn)],
    ["  / pgbench 16c", (f, i) => ratio(f.walPerTurn, floorOf(i, 16)?.walPerTurn)],
    "latency ms p50/p95/p99",
    ["  pgbench transaction", (f) => triple(lat(f, "txn"))],
    ["  GET /api/health", (f) => triple(lat(f, "health"))],
    ["  GET /api/health, alone", (f) => triple(lat(f, "health-1"))],
    ["  read, alone", (f) => triple(lat(f, "read-1"))],
    ["    p50 / health alone p50", (f) => ratio(lat(f, "read-1")?.p50, lat(f, "health-1")?.p50)],
    ["  match page, alone", (f) => triple(lat(f, "page-1"))],
    ["  plain page (/rules), alone", (f) => triple(lat(f, "plain-1"))],
    ["  read (GET moves)", (f) => triple(lat(f, "read"))],
    ["    p50 / read alone p50", (f, i) => ratio(lat(f, "read")?.p50, healthOf(i)?.latency["read-1"]?.p50)],
    ["  step (POST moves)", (f) => triple(lat(f, "step"))],
    ["  commit, ended (200)", (f) => triple(lat(f, "commit"))],
    ["  commit, refused (422)", (f) => triple(lat(f, "commit-422"))],
    ["  match page (HTML)", (f) => triple(lat(f, "page"))],
    ["    p50 / match page alone p50", (f, i) => ratio(lat(f, "page")?.p50, healthOf(i)?.latency["page-1"]?.p50)],
    [
      "  create+join match",
      (f) => (lat(f, "create") ? `${num(lat(f, "create")!.p50)}+${num(lat(f, "join")?.p50)}` : "-"),
    ],
    ["load client's CPU (cores)", (f) => num(f.clientCoresBusy, 2)],
    ["other processes' CPU (cores)", (f) => num(f.otherCoresBusy, 2)],
  ];
  const labelWidth = 32;
  const width = Math.max(
    14,
    ...cols.map((c) => c.label.length + 2),
    ...rows.flatMap((row) => (typeof row === "string" ? [] : figs.map((f, i) => row[1](f, i).length + 2))),
  );
  const line = (label: string, cells: string[]) =>
    label.padEnd(labelWidth) + cells.map((c) => c.padStart(width)).join("");
  const out = [
    line(
      "",
      cols.map((c) => c.label),
    ),
  ];
  for (const row of rows)
    out.push(
      typeof row === "string"
        ? row
        : line(
            row[0],
            figs.map((f, i) => row[1](f, i)),
          ),
    );
  return out.join("\n");
}

function notes(r: Report): string[] {
  const out: string[] = [];
  const loads = r.columns.filter((c): c is Extract<Column, { kind: "load" }> => c.kind === "load");
  for (const c of loads) {
    const k = c.load.kinds;
    const count = (kind: string) => k[kind]?.count ?? 0;
    const statuses = new Map<string, number>();
    for (const s of Object.values(k))
      for (const [status, n] of Object.entries(s.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const perTurn = c.load.turns ? (count("read") / c.load.turns).toFixed(1) : "-";
    out.push(
      `${c.label}: ${c.load.requests} requests (read ${count("read")}, step ${count("step")}, commit ${count("commit")} + ${count("commit-422")} refused + ${count("commit-other")} other, page ${count("page")}, view ${count("view")}, create ${count("create")}, join ${count("join")}); ` +
        `${c.load.turns} turns (${perTurn} reads per turn); statuses ${[...statuses]
          .sort()
          .map(([s, n]) => `${s === "0" ? "no answer" : s}: ${n}`)
          .join(", ")}; ` +
        `matches started ${c.load.matches.started}, finished ${c.load.matches.finished}${c.load.handovers ? ` (reserve players took over ${c.load.handovers} time(s) at the creation limit)` : ""}` +
        (c.load.live
          ? `; live streams ${c.load.live.streams} (refused ${c.load.live.failures}), match events ${c.load.live.events}`
          : ""),
    );
    if (c.load.stoppedPairs.length)
      out.push(`  pairs that stopped early: ${c.load.stoppedPairs.slice(0, 5).join("; ")}`);
    if (c.load.failures.length) out.push(`  failures: ${c.load.failures.slice(0, 5).join(" | ")}`);
    const pages = c.load.pages;
    if (pages.signedIn < pages.answered)
      out.push(
        `  only ${pages.signedIn} of ${pages.answered} match pages were rendered for a signed-in player (the session cookie was not taken): the others are a visitor's`,
      );
  }
  const first = loads.find((c) => c.database === "postgres" && c.cost.counters && c.load.turns > 0);
  if (first) {
    out.push(`statements per turn in ${first.label}, the most called (pg_stat_statements):`);
    for (const t of first.cost.counters!.top.slice(0, 8))
      out.push(`  ${num(t.calls / first.load.turns).padStart(6)}  ${t.query}`);
  }
  for (const c of loads) {
    if (!c.wal || !c.load.turns) continue;
    out.push(`WAL per turn in ${c.label}, the largest shares (bytes, records; pg_walinspect):`);
    for (const s of c.wal.slice(0, 14))
      out.push(
        `  ${num(s.bytes / c.load.turns).padStart(7)} B ${num(s.records / c.load.turns, 2).padStart(6)}  ${s.relation}: ${s.record}`,
      );
  }
  const pglite = loads.find((c) => c.database === "pglite");
  const page = pglite?.load.kinds.page;
  if (pglite && page)
    out.push(
      `target: match-page p95 under 500 ms at ${pglite.players} players on PGlite: ${num(page.p95)} ms, ${page.p95 < 500 ? "yes" : "NO"}`,
    );
  for (const c of r.columns)
    if (c.kind === "health" && c.errors) out.push(`${c.label}: ${c.errors} health requests failed`);
  const busy = r.columns
    .map((c) => ({ label: c.label, other: figures(c).otherCoresBusy ?? 0 }))
    .filter((c) => c.other > 0.25);
  if (busy.length)
    out.push(
      `noisy: other processes used a share of the ${r.cpus} CPUs during ${busy.map((c) => `${c.label} (${num(c.other, 2)} cores)`).join(", ")}: compare ratios, not absolute figures`,
    );
  if (r.serverLog.length) out.push("the servers said:", ...r.serverLog.slice(0, 20).map((l) => `  ${l}`));
  return out;
}

function printReport(r: Report): void {
  const o = r.options;
  const floor = r.columns.find((c): c is Extract<Column, { kind: "pgbench" }> => c.kind === "pgbench")?.floor;
  const header = [
    `bench:server ${r.started}: production build (${DIST}), ${r.cpus} CPUs; ${o.seconds} s per load column, health ${o.healthSeconds} s over ${o.healthConnections} connections, pgbench ${o.floorSeconds} s`,
    r.postgres
      ? `PostgreSQL: ${r.postgres}; app pool 10 connections (DATABASE_POOL_SIZE default)`
      : "PostgreSQL: not run",
    floor
      ? `pgbench turn: BEGIN; UPDATE game SET version+1, state (mid-game JSON: ${Object.entries(floor.stateBytes)
          .map(([k, v]) => `${k} ${bytes(v)}`)
          .join(", ")}); INSERT move; END`
      : "",
    `players in pairs, one 2-player match per pair (${GAMES.join(" / ")} alternating), closed loop without think time, the match page every ${o.pageEvery}th loop; ${o.wait === "events" ? "a player not to move waits for the live event stream (GET /api/events) before reading again" : o.wait === "told" ? "a player not to move reads again once the other player committed (told by the loop)" : "a player not to move reads again at once"}; ${o.turn === "blind" ? "a player on their turn tries to commit first and reads again after each step" : "a player on their turn goes on from each answer (commit when it may end the turn, else a random step)"}`,
    "CPU: app = the server process (on PGlite the database too), db = the PostgreSQL processes; a turn = an answer that committed (commit, or a reveal step)",
  ];
  console.log([...header.filter((l) => l !== ""), "", table(r), "", ...notes(r), ...costLines(r)].join("\n"));
}

/**
 * The --fresh table: per kind of request, the server's CPU alone and its ratios to the health route's, alone
 * back to back ("/ health") and alone at the pair's pace ("/ paced": the same pause before each request as the
 * pair's, so the same cost of waking up; see Costs.paced).
 */
function costLines(r: Report): string[] {
  const out: string[] = [];
  const order = ["read", "step", "commit", "commit-422", "create", "version", "join", "view", "page"];
  for (const c of r.costs) {
    // Among the players' requests (one before each read) the health route is shown too: it costs about what
    // it costs alone at their pace (waking the process), and may carry work the request before it left.
    const among = c.kinds.health;
    const h = c.health.ms;
    const p = c.paced.ms;
    const row = (name: string, count: number | string, ms: number, p50: number | null, p95: number | null) =>
      `  ${name.padEnd(26)}${String(count).padStart(7)}${num(ms, 2).padStart(9)}${ratio(ms, h).padStart(10)}${ratio(ms, p).padStart(9)}${(p50 === null ? "" : num(p50, 2)).padStart(9)}${(p95 === null ? "" : num(p95, 2)).padStart(9)}`;
    out.push(
      "",
      `server CPU per request, one pair alone, every read after a change, ${SETTLE_MS} ms before each request (${c.label}, ${num(c.seconds)} s, ${c.turns} turns; idle ${num(1000 * c.idleRate, 2)} ms/s subtracted):`,
      `  ${"kind".padEnd(26)}${"count".padStart(7)}${"CPU ms".padStart(9)}${"/ health".padStart(10)}${"/ paced".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}`,
    );
    if (among) out.push(row("health, among the reads", among.count, among.ms, among.p50, among.p95));
    out.push(row("health, alone before", c.health.count, h, c.health.p50, null));
    out.push(row(`health, alone, paced`, c.paced.count, p, c.paced.p50, null));
    for (const f of c.floors) out.push(row(f.name, f.count, f.ms, f.p50, null));
    const names: Record<string, string> = {
      read: "fresh poll (GET moves)",
      step: "step (POST moves)",
      commit: "commit (200)",
      "commit-422": "commit refused (422)",
      create: "create (POST matches)",
      version: "version (GET version)",
      join: "join",
      view: "view (GET match)",
      page: "match page (HTML)",
    };
    const kinds = Object.keys(c.kinds)
      .filter((k) => k !== "health")
      .sort((a, b) => ((order.indexOf(a) + 99) % 99) - ((order.indexOf(b) + 99) % 99));
    for (const k of kinds) {
      const v = c.kinds[k]!;
      out.push(row(names[k] ?? k, v.count, v.ms, v.p50, v.p95));
    }
    if (c.turnApiMs !== null) out.push(row("per committed turn, API", "", c.turnApiMs, null, null));
    if (c.turnMs !== null) out.push(row("  with the match pages", "", c.turnMs, null, null));
  }
  return out;
}

async function main(): Promise<void> {
  const o = options();
  DIST = o.dist;
  if (!o.postgres && !o.pglite) throw new Error("Nothing to run: --no-postgres and --no-pglite both given.");
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(DATA, { recursive: true });
  if (o.build) build(serverEnv(PGLITE_PORT, { PGLITE_DIR }));
  const report: Report = {
    started: new Date().toISOString(),
    cpus: os.availableParallelism(),
    options: o,
    postgres: null,
    columns: [],
    costs: [],
    serverLog: [],
  };
  if (o.postgres) report.postgres = await runPostgres(o, report);
  if (o.pglite) await runPglite(o, report);
  if (o.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
  if (o.profile) console.log(profileReport().join("\n"));
  const failed = report.columns.some(
    (c) => (c.kind === "load" && c.load.errors > 0) || (c.kind === "health" && c.errors > 0),
  );
  if (failed) process.exitCode = 1;
}

// Exit explicitly: the schema engine of the migrations leaves a timer behind that would keep the process alive.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
