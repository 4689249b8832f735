// Driver adapter factories for the WebAssembly schema engine (migrations only; the app's client uses the
// stock adapters in client.ts). Each one works around a quirk of the stock adapter that only the schema
// engine hits (see /work/shared/notes/stack.md, "Migrations work through ... schema-engine-wasm").
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { memoryPglite, type EmbeddedDb } from "./pglite";

/** The stock adapters convert driver errors in a (JS-visible, untyped) `onError` method. */
type WithOnError = SqlDriverAdapter & { onError(error: unknown): never };

/**
 * pglite-prisma-adapter 0.7.2 starts `exec(script)` without awaiting it, so a failing migration script
 * becomes an unhandled rejection and the engine records it as applied. Await it instead.
 */
async function pgliteAdapter(db: EmbeddedDb, onDispose?: () => Promise<void>): Promise<SqlDriverAdapter> {
  // The adapter calls query, exec and transaction only: what a PgliteThread has of PGlite.
  const adapter = (await new PrismaPGlite(db as PGlite).connect()) as WithOnError;
  return Object.assign(adapter, {
    executeScript: async (script: string): Promise<void> => {
      try {
        await db.exec(script);
      } catch (e) {
        adapter.onError(e);
      }
    },
    dispose: async (): Promise<void> => {
      await onDispose?.();
    },
  });
}

/** Migrations on a PGlite instance; the shadow database (for diffing) is a fresh in-memory PGlite. */
export function pgliteMigrationFactory(db: EmbeddedDb): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    connect: () => pgliteAdapter(db),
    connectToShadowDb: async () => {
      const shadow = await memoryPglite();
      return pgliteAdapter(shadow, () => shadow.close());
    },
  };
}

/**
 * @prisma/adapter-pg 7.10 does not map the pg_catalog `"char"` type (OID 18) that the schema engine's
 * catalogue queries return; relabel such columns as text (OID 25), which is what they hold.
 */
function relabelCharColumns(client: pg.PoolClient): void {
  const fix = (res: unknown): void => {
    const results = Array.isArray(res) ? res : [res];
    for (const r of results as Array<{ fields?: Array<{ dataTypeID: number }> } | undefined>) {
      for (const f of r?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
    }
  };
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      // Callback form (used by pg.Pool#query).
      args[args.length - 1] = (err: unknown, res: unknown) => {
        if (!err) fix(res);
        (last as (e: unknown, r: unknown) => void)(err, res);
      };
      return original(...args);
    }
    const out = original(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<unknown>).then((res) => {
        fix(res);
        return res;
      });
    }
    return out;
  };
}

function migrationPool(url: string): pg.Pool {
  // Few connections: the engine works sequentially, and several app instances may migrate at once.
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("connect", relabelCharColumns);
  return pool;
}

async function pgAdapter(pool: pg.Pool, onDispose: () => Promise<void>): Promise<SqlDriverAdapter> {
  const adapter = (await new PrismaPg(pool).connect()) as unknown as WithOnError;
  return Object.assign(adapter, {
    // The stock executeScript splits the script on ";" and runs the pieces one by one, which breaks on a
    // ";" inside a string or function body and leaves half a migration behind on failure. One simple-query
    // message runs the whole script as one implicit transaction.
    executeScript: async (script: string): Promise<void> => {
      try {
        await pool.query(script);
      } catch (e) {
        adapter.onError(e);
      }
    },
    dispose: onDispose,
  });
}

/** Connection settings as separate fields: a `connectionString` would override a changed `database`. */
function fieldsOf(url: string): pg.PoolConfig {
  const u = new URL(url);
  const socketHost = u.searchParams.get("host");
  return {
    host: socketHost ?? decodeURIComponent(u.hostname),
    port: u.port ? Number(u.port) : 5432,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || undefined,
  };
}

export interface ClosableFactory extends SqlMigrationAwareDriverAdapterFactory {
  /** Ends every connection the factory opened (the engine does not always dispose its adapters). */
  closeAll(): Promise<void>;
}

/** Migrations on PostgreSQL at `url`; the shadow database is a temporary database on the same server. */
export function pgMigrationFactory(url: string): ClosableFactory {
  const cleanups = new Set<() => Promise<void>>();
  const track = (fn: () => Promise<void>): (() => Promise<void>) => {
    let done: Promise<void> | undefined;
    const once = () => {
      cleanups.delete(once);
      done ??= fn();
      return done;
    };
    cleanups.add(once);
    return once;
  };
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: async () => {
      const pool = migrationPool(url);
      return pgAdapter(
        pool,
        track(() => pool.end()),
      );
    },
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replace(/-/g, "")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      const pool = new pg.Pool({ ...fieldsOf(url), database: name, max: 2 });
      pool.on("connect", relabelCharColumns);
      return pgAdapter(
        pool,
        track(async () => {
          // Close our own connections first, then drop (FORCE ends any the engine left behind).
          await pool.end();
          const dropper = new pg.Client({ connectionString: url });
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        }),
      );
    },
    async closeAll() {
      await Promise.all([...cleanups].map((fn) => fn()));
    },
  };
}
