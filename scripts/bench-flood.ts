// npm run bench:flood [-- --connections 20000 --hold 20 --dist .next --build --guard-only --no-caps --port 3470]
// One address floods the site with idle connections while another address keeps using it: the connection
// caps of server.ts (lib/http/connection-guard.ts) must hold. Loopback has many addresses: the flood comes
// from 127.0.0.2, the ordinary visitor from 127.0.0.3 (the local addresses of their sockets).
//
// The target is the real server.ts on a production build (`--dist`, default NEXT_DIST_DIR or .next; `--build`
// builds into .next-bench-flood first) on a fresh embedded database; without a build, server.ts's own HTTP
// server (lib/http/guarded-server.ts) over a trivial handler (scripts/lib/flood-target.ts), or that on
// purpose with --guard-only. Steps: the visitor's request latency before the flood; then flood processes
// (several, each under the open-files limit `ulimit -Hn`) open --connections idle connections, never sending a
// byte, and hold them for --hold seconds, while the visitor goes on requesting (a fresh connection each time);
// then the figures. Exits 1 when a visitor's request failed or took over 10 s during the flood, or when the
// flood held more connections than the caps allow. --no-caps sets the caps out of reach (what the site did
// before): the figures then show what the caps prevent (nothing is asserted).
import { fork, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "./lib/args";
import { buildInto, isolatedServerEnv, stopChild } from "./lib/bench-site";

const args = parseArgs(process.argv.slice(2));
const HOST = "127.0.0.1";
const PROBE_TIMEOUT_MS = 10_000;

interface WorkerJob {
  port: number;
  from: string;
  count: number;
  concurrency: number;
  holdMs: number;
}

/** What a flood process reports: after opening its share, and after holding it. */
interface WorkerReport {
  phase: "opened" | "held";
  attempted: number;
  /** The client saw its connect. */
  connected: number;
  /** Closed by the server within a second of connecting (reset over a cap). */
  refusedAtOnce: number;
  /** Closed by the server later (its timeouts). */
  closedLater: number;
  /** Still open now. */
  alive: number;
  /** Errors of this side (ports or file descriptors of the flooding machine running out). */
  clientErrors: number;
}

if (args.worker) void floodWorker();
else
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.stack : e);
      process.exit(2);
    },
  );

async function main(): Promise<number> {
  const connections = Number(args.connections ?? 20_000);
  const holdSeconds = Number(args.hold ?? 20);
  const port = Number(args.port ?? 3470);
  const flooder = args.from ?? "127.0.0.2";
  const visitor = args.visitor ?? "127.0.0.3";
  const noCaps = args["no-caps"] === "true";
  const caps = noCaps
    ? { CONNECTIONS_PER_ADDRESS: "1000000", CONNECTIONS_WAITING_PER_ADDRESS: "1000000" }
    : Object.fromEntries(
        ["CONNECTIONS_PER_ADDRESS", "CONNECTIONS_WAITING_PER_ADDRESS"].flatMap((k) =>
          process.env[k] ? [[k, process.env[k]!]] : [],
        ),
      );
  const perAddress = Number(caps.CONNECTIONS_PER_ADDRESS ?? 512);
  const waitingPerAddress = Number(caps.CONNECTIONS_WAITING_PER_ADDRESS ?? 128);

  let dist = args.dist ?? process.env.NEXT_DIST_DIR ?? ".next";
  if (args.build === "true") {
    dist = ".next-bench-flood";
    buildInto(dist, { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: "1" }, console.info);
  }
  const site = args["guard-only"] !== "true" && existsSync(path.join(dist, "BUILD_ID"));
  const data = `data/bench-flood-${port}`;
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const serverEnv = isolatedServerEnv({
    PORT: String(port),
    PGLITE_DIR: `${data}/pglite`,
    NEXT_DIST_DIR: dist,
    AUTH_SECRET: randomBytes(24).toString("base64url"),
    SITE_URL: `http://${HOST}:${port}`,
    CONNECTIONS_PER_ADDRESS: "",
    CONNECTIONS_WAITING_PER_ADDRESS: "",
    ...caps,
  });
  if (site) {
    const migrated = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: serverEnv,
      encoding: "utf8",
    });
    if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}${migrated.stderr}`);
  }
  const log: string[] = [];
  const server = spawn(process.execPath, ["--import", "tsx", site ? "server.ts" : "scripts/lib/flood-target.ts"], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const s of [server.stdout!, server.stderr!]) s.on("data", (b: Buffer) => log.push(b.toString()));
  const exited = new Promise<number | null>((r) => server.on("exit", (code) => r(code)));
  const probePath = site ? "/api/health" : "/";
  try {
    await waitUntilServed(port, probePath, exited);
    console.info(
      `target: ${site ? `server.ts, production build in ${dist}, embedded database` : "server.ts's HTTP server (lib/http/guarded-server.ts) over a trivial handler"}, port ${port}`,
    );
    console.info(
      `caps: ${noCaps ? "out of reach (--no-caps)" : `${perAddress} open connections and ${waitingPerAddress} without a complete request per address`}`,
    );
    console.info(`open-files limit of each process: ${openFilesLimit()} (ulimit -Hn)`);

    const before = await probeFor(port, visitor, probePath, { count: 60 });
    console.info(`before the flood: ${summary(before.times)} (${before.failures} failed)`);

    const workers = Math.max(2, Math.ceil(connections / Math.max(1_000, openFilesLimit() - 1_000)));
    const share = Math.ceil(connections / workers);
    console.info(
      `flood: ${connections} idle connections from ${flooder} (${workers} processes), held ${holdSeconds} s; ${visitor} requests ${probePath} meanwhile`,
    );
    const started = Date.now();
    const reports: { opened: WorkerReport[]; held: WorkerReport[] } = { opened: [], held: [] };
    const children: ChildProcess[] = [];
    const done: Promise<void>[] = [];
    for (let i = 0; i < workers; i++) {
      const job: WorkerJob = {
        port,
        from: flooder,
        count: Math.min(share, connections - i * share),
        concurrency: 250,
        holdMs: holdSeconds * 1000,
      };
      const child = fork(process.argv[1]!, ["--worker"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
      children.push(child);
      child.send(job);
      done.push(
        new Promise((resolve) => {
          child.on("message", (m: WorkerReport) => {
            reports[m.phase].push(m);
            if (m.phase === "held") resolve();
          });
          child.on("exit", () => resolve());
        }),
      );
    }
    let floodOver = false;
    const allDone = Promise.all(done).then(() => (floodOver = true));
    let openedAt = 0;
    let heldOnServer: number | null = null;
    const during = await probeFor(port, visitor, probePath, {
      until: () => floodOver,
      onEach: () => {
        if (!openedAt && reports.opened.length === workers) {
          openedAt = Date.now();
          heldOnServer = establishedOnServer(port, flooder);
        }
      },
    });
    await allDone;
    const opened = sum(reports.opened);
    const held = sum(reports.held);
    const heldAfter = establishedOnServer(port, flooder);
    console.info(
      `flood opened in ${((openedAt || Date.now()) - started) / 1000} s: ${opened.attempted} attempted, ${opened.connected} connected, ` +
        `${opened.refusedAtOnce} reset by the server at once, ${opened.closedLater} later, ${opened.alive} open as the flooder sees them${opened.clientErrors ? `, ${opened.clientErrors} failed on the flooding side` : ""}; ` +
        `held by the server: ${heldOnServer ?? "?"} (ss)`,
    );
    console.info(
      `after holding ${holdSeconds} s: held by the server ${heldAfter ?? "?"} (ss), ${held.alive} open as the flooder sees them; ${held.closedLater} closed by the server after their first second (timeouts, late resets)`,
    );
    console.info(
      `during the flood: ${summary(during.times)} (${during.failures} failed of ${during.times.length + during.failures})`,
    );
    const after = await probeFor(port, visitor, probePath, { count: 30 });
    console.info(`after the flood: ${summary(after.times)} (${after.failures} failed)`);

    if (noCaps) return 0;
    const problems: string[] = [];
    if (during.failures > 0 || after.failures > 0)
      problems.push(`${visitor} was not served: ${during.failures + after.failures} requests failed`);
    // The server's own count (ss); the flooder's would also count handshakes the kernel completed but the
    // server never accepted (a full accept queue), which hold nothing on the server.
    const held0 = heldOnServer ?? opened.alive;
    if (held0 > Math.min(perAddress, waitingPerAddress))
      problems.push(
        `the server held ${held0} of the flood's connections, over the cap of ${Math.min(perAddress, waitingPerAddress)}`,
      );
    if (opened.refusedAtOnce === 0 && connections > waitingPerAddress)
      problems.push("nothing was refused: the caps did not act");
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join("; ")}`);
      return 1;
    }
    console.info(`ok: the caps held and ${visitor} was served throughout`);
    return 0;
  } catch (e) {
    console.error(log.join("").slice(-4_000));
    throw e;
  } finally {
    await stopChild(server, exited);
    rmSync(data, { recursive: true, force: true });
  }
}

/**
 * Established connections from `from` on the server's side of `port` (accepted, or waiting in the accept
 * queue), as the kernel lists them; null when `ss` is not there.
 */
function establishedOnServer(port: number, from: string): number | null {
  const r = spawnSync("ss", ["-Htn", "state", "established", `( sport = :${port} )`], { encoding: "utf8" });
  if (r.status !== 0) return null;
  return r.stdout.split("\n").filter((line) => {
    const peer = line.trim().split(/\s+/).at(-1) ?? "";
    return peer.startsWith(`${from}:`) || peer.startsWith(`[::ffff:${from}]:`);
  }).length;
}

/** The open-files limit this process can reach (Node raises the soft limit to the hard one at start). */
function openFilesLimit(): number {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const n = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(n) ? n : 1_024;
  } catch {
    return 1_024;
  }
}

async function waitUntilServed(port: number, probePath: string, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (gone) throw new Error("the server ended before it answered");
    const r = await probe(port, "127.0.0.1", probePath).catch(() => null);
    if (r?.ok) return;
    await sleep(250);
  }
  throw new Error("the server did not answer within 2 minutes");
}

/** One request on a fresh connection from `from`: its time, or a failure. */
function probe(port: number, from: string, probePath: string): Promise<{ ok: boolean; ms: number; why?: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: HOST, port, path: probePath, localAddress: from, agent: false, timeout: PROBE_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ ok: res.statusCode === 200, ms: performance.now() - t0, why: `status ${res.statusCode}` }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)));
    req.on("error", (e) => resolve({ ok: false, ms: performance.now() - t0, why: e.message }));
  });
}

async function probeFor(
  port: number,
  from: string,
  probePath: string,
  o: { count?: number; until?: () => boolean; onEach?: () => void },
) {
  const times: number[] = [];
  let failures = 0;
  const reasons = new Set<string>();
  for (let i = 0; o.count !== undefined ? i < o.count : !o.until!(); i++) {
    const r = await probe(port, from, probePath);
    o.onEach?.();
    if (r.ok) times.push(r.ms);
    else {
      failures++;
      if (reasons.size < 3) reasons.add(r.why ?? "?");
    }
    if (o.count === undefined) await sleep(20);
  }
  if (reasons.size > 0) console.info(`  failures: ${[...reasons].join("; ")}`);
  return { times, failures };
}

function summary(times: number[]): string {
  if (times.length === 0) return "no answers";
  const s = [...times].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!.toFixed(1);
  return `${s.length} requests, p50 ${at(50)} ms, p95 ${at(95)} ms, max ${s.at(-1)!.toFixed(1)} ms`;
}

function sum(rs: WorkerReport[]): WorkerReport {
  const out: WorkerReport = {
    phase: "opened",
    attempted: 0,
    connected: 0,
    refusedAtOnce: 0,
    closedLater: 0,
    alive: 0,
    clientErrors: 0,
  };
  for (const r of rs)
    for (const k of ["attempted", "connected", "refusedAtOnce", "closedLater", "alive", "clientErrors"] as const)
      out[k] += r[k];
  return out;
}

/** A flood process: opens its share of idle connections, reports, holds them, reports, resets them all. */
async function floodWorker(): Promise<void> {
  const job = await new Promise<WorkerJob>((r) => process.once("message", (m) => r(m as WorkerJob)));
  const sockets = new Set<net.Socket>();
  const counts = { attempted: 0, connected: 0, refusedAtOnce: 0, closedLater: 0, clientErrors: 0 };
  const report = (phase: WorkerReport["phase"]) =>
    process.send!({ phase, ...counts, alive: sockets.size } satisfies WorkerReport);
  const open = () =>
    new Promise<void>((resolve) => {
      counts.attempted++;
      const s = net.connect({ host: HOST, port: job.port, localAddress: job.from });
      // Read (and drop) whatever comes, so that the server's close is seen.
      s.resume();
      let connectedAt = 0;
      let resetEarly = false;
      s.on("connect", () => {
        counts.connected++;
        connectedAt = Date.now();
        sockets.add(s);
        // Give the server its moment to refuse before the next attempt.
        setTimeout(resolve, 0);
      });
      s.on("error", (e: NodeJS.ErrnoException) => {
        if (connectedAt) return;
        if (e.code === "ECONNRESET") resetEarly = true;
        else counts.clientErrors++;
      });
      s.on("close", () => {
        sockets.delete(s);
        if (connectedAt && Date.now() - connectedAt >= 1_000) counts.closedLater++;
        else if (connectedAt || resetEarly) counts.refusedAtOnce++;
        resolve();
      });
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.count) {
        next++;
        await open();
      }
    }),
  );
  await sleep(500);
  report("opened");
  await sleep(job.holdMs);
  report("held");
  for (const s of sockets) s.resetAndDestroy();
  await sleep(100);
  process.exit(0);
}
