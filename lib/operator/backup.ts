/**
 * Backups of the site's database, the same on PGlite and PostgreSQL (`npm run admin -- backup <file>` and
 * `restore <file>`): a logical dump that PostgreSQL itself writes and reads back, so every column type
 * (timestamps, bytes, JSON, big integers) makes the round trip exactly.
 *
 * - A backup reads every table of the schema in one REPEATABLE READ transaction (one consistent moment, while
 *   the site keeps running), each row as `row_to_json` text through a cursor, into a gzip file of lines: a
 *   header (the migrations the database had), then per table its columns and its rows, then an end line with
 *   the row counts (a cut-off file is recognised).
 * - A restore goes into a fresh, migrated database only (every table empty), in one transaction: the tables in
 *   foreign-key order, rows through `json_populate_recordset` with the backup's columns (columns added by later
 *   migrations take their defaults) and the tables' own triggers resting (the rows they derive are in the
 *   backup), then the id sequences set past the highest id. It refuses a backup with
 *   migrations this version of the site does not have. Any failure leaves the database as it was.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import type { Db, Tx } from "@/lib/db";
import { CommandError } from "./commands";

const FORMAT = "glenboard-backup";
const VERSION = 1;
const BATCH = 500;
const LONG_TX = { timeout: 60 * 60_000, maxWait: 60_000 };

interface Header {
  createdAt: string;
  migrations: string[];
}

/** The schema's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(tx: Tx): Promise<string[]> {
  const tables = await tx.$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
    ORDER BY c.relname`;
  const edges = await tx.$queryRaw<{ child: string; parent: string }[]>`
    SELECT cl.relname AS child, pl.relname AS parent FROM pg_constraint k
    JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pl ON pl.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() AND cl.relname <> pl.relname`;
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a circle through ${name}`);
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    path.delete(name);
    placed.add(name);
    order.push(name);
  };
  for (const t of tables) visit(t.name, new Set());
  return order;
}

async function columnsOf(tx: Tx, table: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ name: string }[]>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`;
  return rows.map((r) => r.name);
}

async function appliedMigrations(db: Db | Tx): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
  return rows.map((r) => r.name);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Writes a backup of the whole database to `file` (refused if it exists); the row count per table. */
export async function backupDatabase(db: Db, file: string): Promise<{ file: string; tables: Record<string, number> }> {
  if (existsSync(file)) throw new CommandError("FILE_EXISTS", `${file} exists already: name a new file.`);
  const gzip = createGzip();
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  const counts: Record<string, number> = {};
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      const header: Header = { createdAt: new Date().toISOString(), migrations: await appliedMigrations(tx) };
      await write(JSON.stringify([FORMAT, VERSION, header]));
      for (const table of await tablesInOrder(tx)) {
        await write(JSON.stringify(["table", table, await columnsOf(tx, table)]));
        await tx.$executeRawUnsafe(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quote(table)} t`,
        );
        let n = 0;
        for (;;) {
          const rows = await tx.$queryRawUnsafe<{ j: string }[]>(`FETCH ${BATCH} FROM backup_rows`);
          for (const r of rows) await write(r.j);
          n += rows.length;
          if (rows.length < BATCH) break;
        }
        await tx.$executeRawUnsafe("CLOSE backup_rows");
        counts[table] = n;
      }
      await write(JSON.stringify(["end", counts]));
    }, LONG_TX);
  } finally {
    gzip.end();
    await once(out, "close");
  }
  return { file, tables: counts };
}

/** Reads `file` line by line (gunzipped). */
async function* linesOf(file: string): AsyncGenerator<string> {
  if (!existsSync(file)) throw new CommandError("NO_FILE", `There is no file ${file}.`);
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line !== "") yield line;
  } catch (e) {
    throw new CommandError("NOT_A_BACKUP", `${file} is not a readable backup (${(e as Error).message}).`);
  }
}

/** Restores `file` into this (fresh, migrated, empty) database; the row count per table. */
export async function restoreDatabase(db: Db, file: string): Promise<{ file: string; tables: Record<string, number> }> {
  const lines = linesOf(file);
  const first = await lines.next();
  const head = first.done ? null : parseControl(first.value);
  if (!head || head[0] !== FORMAT) throw new CommandError("NOT_A_BACKUP", `${file} is not a Glenboard backup.`);
  if (head[1] !== VERSION)
    throw new CommandError(
      "NOT_A_BACKUP",
      `${file} is a backup of format ${String(head[1])}; this site reads ${VERSION}.`,
    );
  const header = head[2] as Header;
  const here = new Set(await appliedMigrations(db));
  const unknown = header.migrations.filter((m) => !here.has(m));
  if (unknown.length > 0)
    throw new CommandError(
      "NEWER_BACKUP",
      `The backup was made by a newer version of the site (migration ${unknown[0]}): restore it with that version.`,
    );
  const counts: Record<string, number> = {};
  await db.$transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    for (const table of tables) {
      const [found] = await tx.$queryRawUnsafe<{ any: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`,
      );
      if (found?.any)
        throw new CommandError("NOT_EMPTY", `The database is not empty (${table} has rows): restore into a fresh one.`);
    }
    // Rows that triggers derive (SeatWake from Seat) come from the backup as they were: the tables' own
    // triggers rest until the end of the restore (foreign keys stay checked).
    for (const t of tables) await tx.$executeRawUnsafe(`ALTER TABLE ${quote(t)} DISABLE TRIGGER USER`);
    let table: string | null = null;
    let columns: string[] = [];
    let batch: string[] = [];
    let ended: Record<string, number> | null = null;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = columns.map(quote).join(", ");
      await tx.$executeRawUnsafe(
        `INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM json_populate_recordset(null::${quote(table)}, $1::json)`,
        `[${batch.join(",")}]`,
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    for await (const line of lines) {
      if (ended) throw new CommandError("NOT_A_BACKUP", `${file} goes on after its end.`);
      if (line.startsWith("{")) {
        if (!table) throw new CommandError("NOT_A_BACKUP", `${file} has a row outside a table.`);
        batch.push(line);
        if (batch.length >= BATCH) await flush();
        continue;
      }
      const control = parseControl(line);
      await flush();
      if (control?.[0] === "table" && typeof control[1] === "string" && Array.isArray(control[2])) {
        if (!tables.includes(control[1]))
          throw new CommandError("NEWER_BACKUP", `The backup has a table this site does not: ${control[1]}.`);
        table = control[1];
        columns = control[2] as string[];
        counts[table] = 0;
      } else if (control?.[0] === "end") ended = control[1] as Record<string, number>;
      else throw new CommandError("NOT_A_BACKUP", `${file} has a line that is not part of a backup.`);
    }
    await flush();
    if (!ended) throw new CommandError("NOT_A_BACKUP", `${file} is cut off: its end is missing.`);
    for (const [t, n] of Object.entries(ended))
      if ((counts[t] ?? 0) !== n)
        throw new CommandError("NOT_A_BACKUP", `${file} is damaged: ${t} has ${counts[t] ?? 0} rows of ${n}.`);
    for (const t of tables) await tx.$executeRawUnsafe(`ALTER TABLE ${quote(t)} ENABLE TRIGGER USER`);
    // Ids made after the restore continue past the restored ones.
    const sequences = await tx.$queryRaw<{ tbl: string; col: string; seq: string }[]>`
      SELECT table_name AS tbl, column_name AS col, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`;
    for (const s of sequences)
      await tx.$executeRawUnsafe(
        `SELECT setval($1::regclass, COALESCE((SELECT MAX(${quote(s.col)}) FROM ${quote(s.tbl)}), 0) + 1, false)`,
        s.seq,
      );
  }, LONG_TX);
  return { file, tables: counts };
}

function parseControl(line: string): unknown[] | null {
  try {
    const value = JSON.parse(line) as unknown;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
