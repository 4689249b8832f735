/**
 * Reads that scale out: a client for the read-only pages (history, replay, records, profiles, leaderboards,
 * statistics) whose reads go to PostgreSQL streaming replicas (DATABASE_REPLICA_URLS) and whose writes go to
 * the primary. It is the primary client with a Prisma query extension that routes, as Prisma's read-replica
 * extension does (@prisma/extension-read-replicas), but with what that one lacks here:
 *
 * - A replica that fails is skipped: a connection error or timeout benches it for BENCH_MS and the read is
 *   asked of the next replica, then of the primary. A read cancelled by the replica's recovery (a conflict
 *   with the WAL it replays) is asked again elsewhere without benching.
 * - Raw reads (`$queryRaw`, and `queryRows`, which falls back to it for this client) go to a replica too:
 *   the callers of `readDb()` are read paths chosen one by one (docs/deploy.md lists them), so a raw
 *   statement there is a read. `$executeRaw`, `$queryRawUnsafe` and every write go to the primary.
 * - A transaction (`$transaction` and everything inside it) runs on the primary: a read inside a write is
 *   never served by a replica.
 * - A replica that lags is left out: every `maxLagMs` (DATABASE_REPLICA_MAX_LAG) reads start a check in the
 *   background; a replica that has not replayed what the primary had written at the previous check (or that
 *   replays nothing: promoted) takes no reads until a later check finds it caught up.
 *
 * Replicas lag the primary by about a second or less; only reads that tolerate that use this client.
 */
import type { PrismaClient } from "./generated/client";

/** The app's client (client.ts' `Db`; named here from the generated client so the two files do not import each other). */
type Db = PrismaClient;

/** How long a replica that failed is left out before it is asked again. */
export const BENCH_MS = 30_000;

/** Operations that only read: these go to a replica. Everything else (writes, $executeRaw) stays on the primary. */
const READS = new Set([
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "findUnique",
  "findUniqueOrThrow",
  "groupBy",
  "aggregate",
  "count",
  "$queryRaw",
]);

/** One replica and when it may be asked again. */
export interface Replica {
  /** For logs: host, port and database, without the password. */
  name: string;
  client: Db;
  benchedUntil: number;
  /** Found behind the primary by more than the allowed lag (or not replaying at all) by the last check. */
  lagging?: boolean;
}

export interface ReadRouterOptions {
  /** Told when a replica is benched (default: console.warn). */
  report?: (line: string) => void;
  /** The clock (tests). */
  now?: () => number;
  benchMs?: number;
  /**
   * The allowed lag, in ms: reads check the replicas at most this often (in the background), and a replica
   * that has not yet replayed what the primary had written at the previous check is left out until it has.
   * 0: no check.
   */
  maxLagMs?: number;
}

/** The read client's view of its replicas (tests and the operator's notices). */
export interface ReadRouter {
  db: Db;
  replicas: readonly Replica[];
  /** Ends the replicas' pools (the primary is the caller's). */
  close(): Promise<void>;
  /** One lag check now (reads start one by themselves every `maxLagMs`). */
  checkLag(): Promise<void>;
}

/** A WAL position ("16/B374D848") as a number, to compare two. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split("/");
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/** What a failed read says about the replica: "bench" it (unreachable), "retry" elsewhere only, or null (the read's own error). */
export function replicaFailure(e: unknown): "bench" | "retry" | null {
  const text = describeError(e);
  // Cancelled by recovery (SQLSTATE 40001 on a standby): the replica is fine, this read lost a race with replay.
  if (/conflict with recovery/i.test(text)) return "retry";
  if (
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE/.test(text) ||
    /timeout exceeded when trying to connect|Connection terminated|connection (is )?(closed|terminated)/i.test(text) ||
    /Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i.test(
      text,
    ) ||
    /\b(P1001|P1002|P1017)\b|\b(57P01|57P02|57P03|08000|08001|08003|08004|08006)\b/.test(text)
  )
    return "bench";
  return null;
}

/** Everything an error says, through its causes (the driver's error is wrapped by the adapter and by Prisma). */
function describeError(e: unknown, depth = 0): string {
  if (depth > 4 || e === null || e === undefined) return "";
  if (typeof e !== "object") return String(e);
  const o = e as { message?: unknown; code?: unknown; cause?: unknown; originalCode?: unknown; kind?: unknown };
  return [o.message, o.code, o.originalCode, o.kind, describeError(o.cause, depth + 1)]
    .filter((x) => x !== undefined && x !== null && x !== "")
    .map(String)
    .join(" ");
}

type Operation = (args: unknown) => Promise<unknown>;

/** The same operation on another client: `user.findMany` as `client.user.findMany`, `$queryRaw` as `client.$queryRaw`. */
function operationOn(client: Db, model: string | undefined, operation: string): Operation {
  const c = client as unknown as Record<string, Record<string, Operation> | Operation>;
  if (!model) {
    const fn = c[operation] as Operation;
    // $queryRaw is a tagged template: the extension gets its Sql object, which the method takes as well.
    return (args) => fn.call(client, args);
  }
  const delegate = c[model.charAt(0).toLowerCase() + model.slice(1)] as Record<string, Operation>;
  return (args) => delegate[operation]!(args);
}

/**
 * The read client over `primary` and `replicas` (clients made by `createDb` for each replica URL). With no
 * replica it is the primary itself.
 */
export function createReadRouter(primary: Db, replicaClients: Replica[], options: ReadRouterOptions = {}): ReadRouter {
  const report = options.report ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  const benchMs = options.benchMs ?? BENCH_MS;
  const replicas = replicaClients;
  const maxLagMs = options.maxLagMs ?? 0;
  let turn = 0;

  const bench = (replica: Replica, e: unknown) => {
    replica.benchedUntil = now() + benchMs;
    report(
      `Read replica ${replica.name} failed (${describeError(e).replace(/\s+/g, " ").trim().slice(0, 240)}); left out for ${Math.round(benchMs / 1000)} s.`,
    );
  };

  // The lag check: the primary's WAL position now (its insert position: with synchronous_commit=off a commit
  // may still be in its buffers), and each replica's replayed position compared with the primary's at the
  // previous check (at least maxLagMs ago when reads come often; longer when they do not, which only makes
  // the check more lenient).
  let previous: bigint | null = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const runLagCheck = async () => {
    lastCheck = now();
    const [row] = await primary.$queryRaw<{ lsn: string }[]>`SELECT pg_current_wal_insert_lsn()::text AS lsn`;
    const mark = previous;
    previous = lsnValue(row!.lsn);
    if (mark === null) return;
    await Promise.all(
      replicas
        .filter((r) => r.benchedUntil <= now())
        .map(async (replica) => {
          try {
            const [r] = await replica.client.$queryRaw<{ lsn: string | null }[]>`
              SELECT pg_last_wal_replay_lsn()::text AS lsn`;
            // null: not a standby (promoted, or a primary by mistake): its data has gone its own way.
            const lagging = r!.lsn === null || lsnValue(r!.lsn) < mark;
            if (lagging !== Boolean(replica.lagging))
              report(
                lagging
                  ? `Read replica ${replica.name} is ${r!.lsn === null ? "not replaying the primary's WAL" : `more than ${maxLagMs / 1000} s behind the primary`}; left out until it catches up.`
                  : `Read replica ${replica.name} caught up; reads go to it again.`,
              );
            replica.lagging = lagging;
          } catch (e) {
            if (replicaFailure(e) === "bench") bench(replica, e);
          }
        }),
    );
  };
  const checkLag = (): Promise<void> => {
    const run = (checking ?? Promise.resolve()).then(runLagCheck).finally(() => {
      if (checking === run) checking = null;
    });
    checking = run;
    return run;
  };
  const maybeCheckLag = () => {
    if (maxLagMs > 0 && !checking && now() - lastCheck >= maxLagMs)
      checkLag().catch((e: unknown) =>
        report(`Read replicas: the lag check failed (${describeError(e).slice(0, 240)}).`),
      );
  };

  /** The replicas to ask, in turn (round robin over those neither benched nor lagging). */
  const order = (): Replica[] => {
    maybeCheckLag();
    const t = now();
    const ready = replicas.filter((r) => r.benchedUntil <= t && !r.lagging);
    if (ready.length < 2) return ready;
    const start = turn++ % ready.length;
    return [...ready.slice(start), ...ready.slice(0, start)];
  };

  const db =
    replicas.length === 0
      ? primary
      : (primary.$extends({
          name: "glenboard-read-replicas",
          client: {
            /** Ends the primary's pool and the replicas' pools. */
            async $disconnect() {
              await checking?.catch(() => {});
              await Promise.all([primary.$disconnect(), ...replicas.map((r) => r.client.$disconnect())]);
            },
          },
          query: {
            async $allOperations({ model, operation, args, query, ...rest }) {
              // A query inside `$transaction` carries its transaction: it stays on the primary.
              const internal = (rest as { __internalParams?: { transaction?: unknown } }).__internalParams;
              if (internal?.transaction || !READS.has(operation)) return query(args);
              for (const replica of order()) {
                try {
                  return await operationOn(replica.client, model, operation)(args);
                } catch (e) {
                  const failure = replicaFailure(e);
                  if (!failure) throw e;
                  if (failure === "bench") bench(replica, e);
                }
              }
              return query(args);
            },
          },
        }) as unknown as Db);

  return {
    db,
    replicas,
    close: async () => {
      await checking?.catch(() => {});
      await Promise.all(replicas.map((r) => r.client.$disconnect()));
    },
    checkLag,
  };
}
