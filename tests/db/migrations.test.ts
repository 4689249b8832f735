// Migrations (prisma/migrations, applied by the WASM schema engine) on both engines.
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, readMigrationsList } from "@/lib/db/migrations";
import { createTestDatabase, TEST_DB_KINDS, type TestDatabase } from "../support/db";

const migrationNames = readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

// Every model of prisma/schema.prisma must exist as a table after migrating.
const expectedTables = [
  "User",
  "LoginToken",
  "ApiToken",
  "PendingRegistration",
  "RateLimit",
  "Match",
  "Seat",
  "MoveLog",
  "MatchMute",
  "OutboxMail",
];

async function tables(t: TestDatabase): Promise<string[]> {
  const rows = await t.db.$queryRaw<Array<{ table_name: string }>>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
  return rows.map((r) => r.table_name);
}

function target(t: TestDatabase) {
  return t.kind === "postgres"
    ? { kind: "postgres" as const, url: t.url ?? "" }
    : { kind: "pglite" as const, instance: t.pglite! };
}

const open: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(open.map((t) => t.close()));
});

it("reads the migrations folder in the CLI's format", async () => {
  const list = await readMigrationsList("prisma/migrations");
  expect(migrationNames.length).toBeGreaterThan(0);
  expect(list.migrationDirectories.map((d) => d.path)).toEqual(migrationNames);
  expect(list.lockfile.content).toContain('provider = "postgresql"');
  for (const d of list.migrationDirectories) expect(d.migrationFile.content.tag).toBe("ok");
});

describe.each(TEST_DB_KINDS)("on %s", (kind) => {
  it("applies every migration to an empty database, then re-applying is a no-op", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    open.push(t);
    expect(await tables(t)).toEqual([]);

    const first = await applyMigrations(target(t));
    expect(first.applied).toEqual(migrationNames);
    expect(first.fastPath).toBe(false);
    expect(await tables(t)).toEqual(expect.arrayContaining([...expectedTables, "_prisma_migrations"]));

    const again = await applyMigrations(target(t));
    expect(again).toEqual({ applied: [], fastPath: true });
    const recorded = await t.db.$queryRaw<Array<{ migration_name: string }>>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(recorded.map((r) => r.migration_name)).toEqual(migrationNames);
  });

  it("a migrated test database has the schema and the migration history", async () => {
    const t = await createTestDatabase(kind);
    open.push(t);
    expect(await tables(t)).toEqual(expect.arrayContaining(expectedTables));
    expect(await applyMigrations(target(t))).toEqual({ applied: [], fastPath: true });
  });

  it("two concurrent runs on one database both succeed and apply each migration once", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    open.push(t);
    const [a, b] = await Promise.all([applyMigrations(target(t)), applyMigrations(target(t))]);
    // One run did the work; the other found it done.
    expect([...a.applied, ...b.applied].sort()).toEqual(migrationNames);
    const rows = await t.db.$queryRaw<Array<{ migration_name: string }>>`SELECT migration_name FROM _prisma_migrations`;
    expect(rows.map((r) => r.migration_name).sort()).toEqual(migrationNames);
  });

  it("a failing migration is an error, is not recorded as applied, and leaves none of its statements", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    open.push(t);
    const migrationsDir = path.resolve("tests/db/fixtures/broken-migrations");
    await expect(applyMigrations(target(t), { migrationsDir })).rejects.toThrow(/no_such_table/);
    const done = await t.db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    expect(done[0]?.n).toBe(0);
    // The script runs as one unit: the table created before the failing statement is gone too.
    expect(await tables(t)).not.toContain("Fine");
  });
});
