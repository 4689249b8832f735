// Test databases on both engines the app supports. Tests talk to a real database (no Prisma mocks):
// "pglite" is a fresh in-memory PGlite, "postgres" a fresh database in a throwaway PostgreSQL cluster
// (one cluster per test process, i.e. per test file under vitest's forks pool).
import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { memoryPglite } from "@/lib/db/pglite";
import { startPostgresCluster, type PostgresCluster } from "./postgres";

export type TestDbKind = "pglite" | "postgres";
export const TEST_DB_KINDS: readonly TestDbKind[] = ["pglite", "postgres"] as const;

export interface TestDatabase {
  kind: TestDbKind;
  db: Db;
  /** PostgreSQL only: the database URL (for a second client, or applyMigrations). */
  url?: string;
  /** PGlite only: the instance behind `db`. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply prisma/migrations (default true). False gives an empty database. */
  migrate?: boolean;
}

// Migrating costs a schema-engine run (seconds); each process migrates one template per engine and copies
// it for every further test database (PGlite `clone()`, PostgreSQL `CREATE DATABASE ... TEMPLATE`).
let pgliteTemplate: Promise<PGlite> | undefined;
let cluster: Promise<PostgresCluster> | undefined;
let pgTemplate: Promise<string> | undefined;

/** The process-wide throwaway PostgreSQL cluster, started on first use and stopped at process exit. */
export function sharedPostgresCluster(): Promise<PostgresCluster> {
  cluster ??= startPostgresCluster();
  return cluster;
}

function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const t = await memoryPglite();
    await applyMigrations({ kind: "pglite", instance: t });
    return t;
  })();
  return pgliteTemplate;
}

async function migratedPgTemplate(c: PostgresCluster): Promise<string> {
  pgTemplate ??= (async () => {
    const name = uniqueName("template_migrated");
    const url = await c.createDatabase(name);
    await applyMigrations({ kind: "postgres", url });
    return name;
  })();
  return pgTemplate;
}

export async function createTestDatabase(kind: TestDbKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === "pglite") {
    // clone() is typed as the interface but returns a PGlite (PGlite.create on a dump of the template).
    const pglite = migrate ? ((await (await migratedPgliteTemplate()).clone()) as PGlite) : await memoryPglite();
    const db = createDb({ kind: "pglite", instance: pglite });
    return {
      kind,
      db,
      pglite,
      async close() {
        await db.$disconnect();
        await pglite.close();
      },
    };
  }
  const c = await sharedPostgresCluster();
  const name = uniqueName("test");
  const url = await c.createDatabase(name, migrate ? await migratedPgTemplate(c) : undefined);
  const db = createDb({ kind: "postgres", url }, { poolSize: 5 });
  return {
    kind,
    db,
    url,
    async close() {
      await db.$disconnect();
      await c.dropDatabase(name);
    },
  };
}
