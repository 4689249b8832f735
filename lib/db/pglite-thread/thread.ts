/**
 * The embedded database in a worker thread, behind the part of PGlite's interface that the site uses
 * (query, exec, transaction, listen, close): the Prisma adapter, the migrations and the live listener take it
 * as they take an in-process PGlite. Why: PGlite runs PostgreSQL's work on the thread that calls it; in the
 * web process that is the thread that also renders every page, so under load queries and pages wait behind
 * each other on one core. In a worker the database has a thread (and on a second core, a core) of its own.
 *
 * The worker (worker.mjs) answers each request by id. Parsers given with a query (functions, which cannot
 * cross threads) are applied here to the text the worker returns for their types; everything else arrives
 * as PGlite parsed it. A database error is rebuilt as PGlite's own `DatabaseError`, so that the Prisma
 * adapter recognises it (unique violations reach the site as Prisma's P2002, as in process).
 *
 * The worker keeps the process alive only while a request is waiting for it: scripts that forget to close
 * the database still exit, and a server's pending query is never cut off.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { messages, type PGlite, type Results, type Transaction } from "@electric-sql/pglite";

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;
type Parsers = NonNullable<QueryOptions["parsers"]>;

interface SerializedError {
  name: string;
  message: string;
  database?: boolean;
  fields: Record<string, unknown>;
}

type Reply =
  | { id: number; ok?: unknown; error?: SerializedError }
  | { event: "ready" }
  | { event: "failed"; error: SerializedError }
  | { event: "notify"; channel: string; payload: string };

/** What the site uses of a PGlite instance, in process or in a worker. */
export type EmbeddedDb = Pick<
  PGlite,
  "query" | "exec" | "transaction" | "listen" | "close" | "closed" | "waitReady" | "dataDir"
>;

const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/db/pglite-thread/worker.mjs");

export class PgliteThread implements EmbeddedDb {
  readonly dataDir: string;
  readonly waitReady: Promise<void>;
  #closed = false;
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(dataDir: string, workerFile: string = WORKER_FILE) {
    this.dataDir = dataDir;
    this.#worker = new Worker(workerFile, { workerData: { dataDir } });
    this.#worker.unref();
    let ready: () => void = () => {};
    let failed: (e: Error) => void = () => {};
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Queries sent before the database is ready wait in the worker's own queue; this promise is for callers.
    this.waitReady.catch(() => {});
    this.#worker.on("message", (m: Reply) => {
      if ("event" in m) {
        if (m.event === "ready") ready();
        else if (m.event === "failed") failed(rebuild(m.error));
        else for (const cb of this.#listeners.get(m.channel) ?? []) cb(m.payload);
        return;
      }
      const waiting = this.#pending.get(m.id);
      if (!waiting) return;
      this.#pending.delete(m.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (m.error) waiting.reject(rebuild(m.error));
      else waiting.resolve(m.ok);
    });
    const gone = (e: Error) => {
      this.#closed = true;
      failed(e);
      for (const w of this.#pending.values()) w.reject(e);
      this.#pending.clear();
    };
    this.#worker.on("error", gone);
    this.#worker.on("exit", (code) => gone(new Error(`The database thread stopped (exit code ${code}).`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("The database is closed."));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, op, ...fields });
    });
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const parsers: Parsers = options?.parsers ?? {};
    const raw = rawTypes(parsers);
    const result = await this.#send<Results<T>>("query", {
      tx,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      raw,
    });
    if (raw.length > 0) applyParsers(result, parsers, options?.rowMode === "array");
    return result;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#send<Results[]>("exec", { sql });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#send<number>("begin");
    let rolledBack = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(id, sql, params, options),
      exec: (sql: string) => this.#send<Results[]>("exec", { tx: id, sql }),
      rollback: async () => {
        rolledBack = true;
        await this.#send("rollback", { tx: id });
      },
      get closed() {
        return rolledBack;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (e) {
      await this.#send("end", { tx: id, how: "error" }).catch(() => {});
      throw e;
    }
    await this.#send("end", { tx: id, how: rolledBack ? "rollback" : "commit" });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#send("listen", { channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size === 0 && this.#listeners.get(channel) === set) {
        this.#listeners.delete(channel);
        if (!this.#closed) await this.#send("unlisten", { channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send("close").catch(() => {});
    this.#closed = true;
    await this.#worker.terminate();
  }
}

// The Prisma adapter passes the same parsers object with every query: its type list is worked out once.
const typesOf = new WeakMap<Parsers, number[]>();
function rawTypes(parsers: Parsers): number[] {
  let types = typesOf.get(parsers);
  if (!types) typesOf.set(parsers, (types = Object.keys(parsers).map(Number)));
  return types;
}

/** The caller's parsers on the columns the worker left as text (PGlite does not call parsers for NULL). */
function applyParsers(result: Results<unknown>, parsers: Parsers, arrays: boolean): void {
  result.fields.forEach((field, col) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = arrays ? col : field.name;
      const value = row[key];
      // PGlite calls a parser with the type as its second argument; the Prisma adapter's use it for arrays.
      if (value !== null && value !== undefined)
        row[key] = (parse as (text: string, type: number) => unknown)(value as string, field.dataTypeID);
    }
  });
}

/** PGlite's DatabaseError again (code, detail, constraint, ...), or a plain Error with the worker's message. */
function rebuild(e: SerializedError): Error {
  const error = e.database ? new messages.DatabaseError(e.message, 0, "error") : new Error(e.message);
  return Object.assign(error, e.fields, e.database ? {} : { name: e.name });
}
