/**
 * Backups on both databases: a site with users, matches played some turns, mail and live events is backed
 * up, restored into a fresh database, and every table is compared row by row (as PostgreSQL prints them); ids
 * made after the restore follow the restored ones. A cut-off or foreign file, a non-empty target and an
 * existing backup file are refused and change nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { createTestDatabase, type TestDatabase } from "@/tests/support/db";
import { makeUsers, registerTinyGame, startedMatch } from "@/tests/integration/helpers";
import type { Db } from "@/lib/db";
import { act } from "@/lib/matches/write/play";
import { backupDatabase, restoreDatabase } from "./backup";
import { CommandError } from "./commands";

registerTinyGame();
const dir = mkdtempSync(path.join(os.tmpdir(), "glenboard-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`;
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<{ j: string }[]>(`SELECT row_to_json(t)::text AS j FROM "${name}" t`);
    out[name] = rows.map((r) => r.j).sort();
  }
  return out;
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CommandError) return e.code;
    throw e;
  }
  return "none";
}

forEachDatabase("backup and restore", (database) => {
  let fresh: TestDatabase;
  let file: string;
  beforeAll(async () => {
    const db = database.db;
    const users = await makeUsers(db, ["Ana", "Bo", "Cy"]);
    for (let m = 0; m < 3; m++) {
      const id = await startedMatch(db, users, "tiny");
      for (let turn = 0; turn < 2; turn++) {
        for (const u of [users.Ana!, users.Bo!]) {
          const version = async () => (await db.match.findUniqueOrThrow({ where: { id } })).version;
          const moved = await act(db, u, id, await version(), { type: "move", move: { type: "add", n: 1 } });
          if (moved.ok) await act(db, u, id, await version(), { type: "commit" });
        }
      }
    }
    fresh = await createTestDatabase(database.kind);
    file = path.join(dir, `${database.kind}.backup.gz`);
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
  });

  it("restores every row of every table into a fresh database", async () => {
    const made = await backupDatabase(database.db, file);
    expect(made.tables.User).toBe(3);
    expect(made.tables.Match).toBe(3);
    expect(made.tables.MoveLog).toBeGreaterThan(0);
    const restored = await restoreDatabase(fresh.db, file);
    expect(restored.tables).toEqual(made.tables);
    const [before, after] = [await everyRow(database.db), await everyRow(fresh.db)];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  }, 120_000);

  it("continues the ids after the restored ones", async () => {
    const users = Object.fromEntries(
      (await fresh.db.user.findMany({ select: { id: true, username: true } })).map((u) => [u.username, u.id]),
    );
    const highest = (await fresh.db.match.aggregate({ _max: { id: true } }))._max.id ?? 0;
    expect(await startedMatch(fresh.db, users, "tiny", "Ana", "Cy")).toBeGreaterThan(highest);
  });

  it("refuses a non-empty target, a cut-off or foreign file and an existing backup file, changing nothing", async () => {
    expect(await refusal(restoreDatabase(database.db, file))).toBe("NOT_EMPTY");
    expect(await refusal(backupDatabase(database.db, file))).toBe("FILE_EXISTS");

    const empty = await createTestDatabase(database.kind);
    try {
      const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
      const cut = path.join(dir, `${database.kind}.cut.gz`);
      writeFileSync(cut, gzipSync(lines.slice(0, -1).join("\n")));
      expect(await refusal(restoreDatabase(empty.db, cut))).toBe("NOT_A_BACKUP");
      const foreign = path.join(dir, `${database.kind}.foreign.gz`);
      writeFileSync(foreign, gzipSync('["something-else",1,{}]\n'));
      expect(await refusal(restoreDatabase(empty.db, foreign))).toBe("NOT_A_BACKUP");
      const plain = path.join(dir, `${database.kind}.plain`);
      writeFileSync(plain, "not gzip at all");
      expect(await refusal(restoreDatabase(empty.db, plain))).toBe("NOT_A_BACKUP");
      expect(await empty.db.user.count()).toBe(0);
      expect(await empty.db.match.count()).toBe(0);
    } finally {
      await empty.close();
    }
  }, 120_000);
});

describe("a backup from a newer site", () => {
  it("is refused with the migration it lacks", async () => {
    const db = await createTestDatabase("pglite");
    try {
      const file = path.join(dir, "newer.gz");
      writeFileSync(
        file,
        gzipSync(`${JSON.stringify(["glenboard-backup", 1, { createdAt: "", migrations: ["99999999_future"] }])}\n`),
      );
      expect(await refusal(restoreDatabase(db.db, file))).toBe("NEWER_BACKUP");
    } finally {
      await db.close();
    }
  });
});
