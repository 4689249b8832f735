/**
 * Hand-written statements straight to the driver (pg's pool, or PGlite), without the Prisma client's own work
 * per statement (its request pipeline, tracing spans, argument mapping and result conversion cost about as
 * much CPU as the database's answer to a one-row read): for the statements every turn runs (a poll, a step,
 * a commit). Rows come back as `db.$queryRaw` gives them: timestamps as Dates (stored as UTC, the columns
 * have no time zone), bigint as BigInt, json parsed, bytea as bytes; Dates passed in are written as UTC.
 *
 * A client made by `createDb` has its driver registered here; any other (a transaction's `tx`, a test's own
 * client) goes through `$queryRaw` as before, so a statement inside a transaction stays inside it.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Prisma } from "./generated/client";
import { sqlTime } from "./sql-time";

type Run = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** A client that can take a statement (`Db` or `Tx`): its `$queryRaw` is the fallback. */
interface RawCapable {
  $queryRaw<T = unknown>(query: Prisma.Sql): Prisma.PrismaPromise<T>;
}

/**
 * The registry is the process's, on globalThis: Next.js bundles the instrumentation hook (which starts the job
 * runner and so makes the process's client first) apart from the routes, each with its own copy of this
 * module. A registry of each copy's own would leave the routes' statements on `$queryRaw` whenever the runner is on.
 */
const REGISTRY = Symbol.for("glenboard.db.rawDrivers");
const drivers: WeakMap<object, Run> = ((globalThis as unknown as Record<symbol, WeakMap<object, Run> | undefined>)[
  REGISTRY
] ??= new WeakMap());

/** PostgreSQL's type ids of the values converted here as Prisma converts them. */
const TIMESTAMP = 1114;
const INT8 = 20;
const BYTEA = 17;

/** pg parses bytea as a Buffer; Prisma (and PGlite) give a plain Uint8Array over the same bytes. */
const pgBytea = pg.types.getTypeParser(BYTEA) as (text: string) => Buffer;
const plainBytes = (text: string) => {
  const b = pgBytea(text);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
};

/** "2026-11-27 06:10:33.123" (a `timestamp` column: UTC here) as a Date. */
function utcTimestamp(text: string): Date | number {
  if (text === "infinity") return Infinity;
  if (text === "-infinity") return -Infinity;
  return new Date(`${text.replace(" ", "T")}Z`);
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMP) return utcTimestamp;
    if (oid === INT8) return (text: string) => BigInt(text);
    if (oid === BYTEA) return plainBytes;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Dates as the UTC text a `timestamp` column holds (what Prisma sends for them). */
const values = (sql: Prisma.Sql): unknown[] => sql.values.map((v) => (v instanceof Date ? sqlTime(v) : v));

/** Registers a pg pool as the driver of `client` (createDb). */
export function registerPgPool(client: object, pool: pg.Pool): void {
  drivers.set(client, async (text, params) => (await pool.query({ text, values: params, types: pgTypes })).rows);
}

const PGLITE_PARSERS = { [TIMESTAMP]: utcTimestamp, [INT8]: (text: string) => BigInt(text) };

/** Registers an embedded database (PGlite or its worker thread) as the driver of `client` (createDb). */
export function registerPglite(client: object, instance: Pick<PGlite, "query">): void {
  drivers.set(
    client,
    async (text, params) =>
      (await instance.query<Record<string, unknown>>(text, params, { parsers: PGLITE_PARSERS })).rows,
  );
}

/** The rows of a hand-written statement: through the driver when `db` has one registered, else `$queryRaw`. */
export function queryRows<Row>(db: RawCapable, sql: Prisma.Sql): Promise<Row[]> {
  const run = drivers.get(db);
  if (!run) return db.$queryRaw<Row[]>(sql);
  return run(sql.text, values(sql)) as Promise<Row[]>;
}
