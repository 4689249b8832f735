// Applies and creates migrations in the Prisma CLI's own folder format (prisma/migrations/<timestamp>_<name>/
// migration.sql + migration_lock.toml) without the CLI's native engine: the WebAssembly schema engine does
// the work through a driver adapter. `prisma migrate deploy` (on a machine that has the native engine)
// accepts the same folders and the same `_prisma_migrations` table.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { pgliteMigrationFactory, pgMigrationFactory } from "./migration-adapters";
import { memoryPglite, openPglite, type EmbeddedDb } from "./pglite";
import { NO_FILTERS, startSchemaEngine, type EngineHandle, type MigrationList } from "./schema-engine";
import type { DbTarget } from "./target";

export interface MigrationPaths {
  /** Default: prisma/schema.prisma under the working directory. */
  schemaPath?: string;
  /** Default: prisma/migrations under the working directory. */
  migrationsDir?: string;
}

export interface ApplyResult {
  /** Names of the migrations applied by this call (empty when the database was up to date). */
  applied: string[];
  /** True when the up-to-date check answered without starting the schema engine. */
  fastPath: boolean;
}

const LOCKFILE = "migration_lock.toml";
/**
 * Key of the session advisory lock that serialises migration runs on one PostgreSQL database (several app
 * instances starting at once). Deliberately not Prisma's own key (72707369) so that it can never wait on
 * a lock the engine itself takes on another connection.
 */
export const MIGRATION_LOCK_KEY = 7_270_736_901;

function resolvePaths(paths: MigrationPaths = {}): Required<MigrationPaths> {
  return {
    schemaPath: path.resolve(paths.schemaPath ?? "prisma/schema.prisma"),
    migrationsDir: path.resolve(paths.migrationsDir ?? "prisma/migrations"),
  };
}

/** Reads the migrations folder the way the Prisma CLI does (sorted folder names, each with migration.sql). */
export async function readMigrationsList(migrationsDir: string): Promise<MigrationList> {
  const baseDir = path.resolve(migrationsDir);
  const lockContent = await readFile(path.join(baseDir, LOCKFILE), "utf8").catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: await readFile(path.join(baseDir, name, "migration.sql"), "utf8").then(
          (value) => ({ tag: "ok" as const, value }),
          (e: unknown) => ({ tag: "error" as const, value: e instanceof Error ? e.message : String(e) }),
        ),
      },
    })),
  );
  return { baseDir, lockfile: { path: LOCKFILE, content: lockContent }, shadowDbInitScript: "", migrationDirectories };
}

/** Names of migrations recorded as successfully applied, or null when the table does not exist yet. */
async function appliedNames(
  query: (sql: string) => Promise<Array<Record<string, unknown>>>,
): Promise<Set<string> | null> {
  const [exists] = await query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`);
  if (!exists?.exists) return null;
  const rows = await query(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Set(rows.map((r) => String(r.migration_name)));
}

function upToDate(list: MigrationList, applied: Set<string> | null): boolean {
  return applied !== null && list.migrationDirectories.every((d) => applied.has(d.path));
}

async function runEngineApply(
  schemaPath: string,
  factory: SqlMigrationAwareDriverAdapterFactory & { closeAll?(): Promise<void> },
  list: MigrationList,
): Promise<string[]> {
  try {
    const handle = await startSchemaEngine(schemaPath, factory);
    try {
      const out = await handle.engine.applyMigrations({ migrationsList: list, filters: NO_FILTERS });
      return out.appliedMigrationNames;
    } catch (e) {
      throw handle.explain(e);
    } finally {
      handle.free();
    }
  } finally {
    await factory.closeAll?.();
  }
}

// PGlite is one connection in this process, so no other process can migrate it; calls within the process
// are chained per instance so that two engines never interleave their statements on that one connection.
const pgliteQueues = new WeakMap<EmbeddedDb, Promise<unknown>>();

function applyOnPglite(db: EmbeddedDb, paths: Required<MigrationPaths>, list: MigrationList): Promise<ApplyResult> {
  const previous = pgliteQueues.get(db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => applyOnPgliteNow(db, paths, list));
  pgliteQueues.set(db, next);
  return next;
}

async function applyOnPgliteNow(
  db: EmbeddedDb,
  paths: Required<MigrationPaths>,
  list: MigrationList,
): Promise<ApplyResult> {
  const query = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  if (upToDate(list, await appliedNames(query))) return { applied: [], fastPath: true };
  const applied = await runEngineApply(paths.schemaPath, pgliteMigrationFactory(db), list);
  return { applied, fastPath: false };
}

async function applyOnPostgres(
  url: string,
  paths: Required<MigrationPaths>,
  list: MigrationList,
): Promise<ApplyResult> {
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    const query = async (sql: string) => (await lockClient.query<Record<string, unknown>>(sql)).rows;
    // Cheap check first, without the lock: app instances restarting against a migrated database stay fast.
    if (upToDate(list, await appliedNames(query))) return { applied: [], fastPath: true };
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      // Another instance may have migrated while we waited for the lock.
      if (upToDate(list, await appliedNames(query))) return { applied: [], fastPath: true };
      const applied = await runEngineApply(paths.schemaPath, pgMigrationFactory(url), list);
      return { applied, fastPath: false };
    } finally {
      await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await lockClient.end().catch(() => undefined);
  }
}

/**
 * Applies every migration of the migrations folder that the database has not recorded yet. Idempotent;
 * answers from one query when there is nothing to do; on PostgreSQL, concurrent callers queue on an
 * advisory lock and the later ones find the work done.
 */
export async function applyMigrations(target: DbTarget, paths?: MigrationPaths): Promise<ApplyResult> {
  const resolved = resolvePaths(paths);
  const list = await readMigrationsList(resolved.migrationsDir);
  const broken = list.migrationDirectories.find((d) => d.migrationFile.content.tag === "error");
  if (broken)
    throw new Error(
      `Cannot read ${path.join(list.baseDir, broken.path, "migration.sql")}: ${broken.migrationFile.content.value}`,
    );
  if (target.kind === "postgres") return applyOnPostgres(target.url, resolved, list);
  if ("instance" in target) return applyOnPglite(target.instance, resolved, list);
  if (!target.dataDir)
    throw new Error("applyMigrations: an in-memory PGlite target needs its instance ({ kind: 'pglite', instance }).");
  return applyOnPglite(openPglite(target.dataDir, target.thread), resolved, list);
}

export interface CreateMigrationResult {
  /** Folder name of the new migration (`<timestamp>_<name>`), or null when the schema has no changes. */
  name: string | null;
  /** Path of the written migration.sql, or null. */
  file: string | null;
  sql: string | null;
}

/** Folder-name part as the CLI makes it: lower-case words joined by "_". */
export function normaliseMigrationName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * Diffs the schema against the migrations folder and writes a new migration, offline: the "development"
 * database is a throwaway in-memory PGlite on which the existing migrations are replayed, and the shadow
 * database is another in-memory PGlite. With `empty`, writes a migration even when nothing changed (for
 * hand-written SQL).
 */
export async function createMigration(
  name: string,
  options: MigrationPaths & { empty?: boolean } = {},
): Promise<CreateMigrationResult> {
  const migrationName = normaliseMigrationName(name);
  if (!migrationName) throw new Error("A migration needs a name (letters, digits, underscores).");
  const { schemaPath, migrationsDir } = resolvePaths(options);
  const list = await readMigrationsList(migrationsDir);
  const dev = await memoryPglite();
  let handle: EngineHandle | undefined;
  try {
    handle = await startSchemaEngine(schemaPath, pgliteMigrationFactory(dev));
    const engine = handle.engine;
    // The engine wants the migrations table to exist before devDiagnostic (else P1014 on a fresh database).
    await engine.applyMigrations({ migrationsList: list, filters: NO_FILTERS });
    const diagnostic = await engine.devDiagnostic({ migrationsList: list, filters: NO_FILTERS });
    if (diagnostic.action.tag === "reset") {
      throw new Error(`The migrations folder is inconsistent: ${diagnostic.action.reason}`);
    }
    const schemaText = await readFile(schemaPath, "utf8");
    const out = await engine.createMigration({
      draft: options.empty ?? false,
      migrationName,
      migrationsList: list,
      schema: { files: [{ path: schemaPath, content: schemaText }] },
      filters: NO_FILTERS,
    });
    if (out.migrationScript === null) return { name: null, file: null, sql: null };
    const dir = path.join(list.baseDir, out.generatedMigrationName);
    if (existsSync(dir)) throw new Error(`The migration directory already exists at ${dir}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `migration.${out.extension}`);
    await writeFile(file, out.migrationScript, "utf8");
    // Same text as the CLI writes (prisma/build: "Please do not edit this file manually").
    await writeFile(
      path.join(list.baseDir, list.lockfile.path),
      `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${out.connectorType}"\n`,
      "utf8",
    );
    return { name: out.generatedMigrationName, file, sql: out.migrationScript };
  } catch (e) {
    throw handle ? handle.explain(e) : e;
  } finally {
    handle?.free();
    await dev.close();
  }
}
