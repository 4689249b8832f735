/**
 * The embedded database in a worker thread answers as the in-process PGlite does: the same rows with the
 * same JavaScript values through Prisma (dates, JSON, arrays, big integers, bytes, decimals, NULLs), the same
 * errors (a unique violation reaches the site as Prisma's P2002, a syntax error as P2010 with its SQLSTATE),
 * transactions that commit, roll back on a throw and on an explicit rollback, and LISTEN/NOTIFY. A script that
 * leaves it open still exits.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/accounts/accounts";
import { createDb, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { closePglite, openPglite, type EmbeddedDb } from "@/lib/db/pglite";
import { PgliteThread } from "@/lib/db/pglite-thread/thread";

const root = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
const dirs = { main: path.join(root, "main"), worker: path.join(root, "worker") };
const dbs = {} as Record<"main" | "worker", Db>;
let thread: EmbeddedDb;

beforeAll(async () => {
  for (const thread of ["main", "worker"] as const) {
    const target = { kind: "pglite" as const, dataDir: dirs[thread], thread };
    await applyMigrations(target);
    dbs[thread] = createDb(target);
  }
  thread = openPglite(dirs.worker);
});

afterAll(async () => {
  for (const db of Object.values(dbs)) await db.$disconnect();
  for (const dir of Object.values(dirs)) await closePglite(dir);
  rmSync(root, { recursive: true, force: true });
});

/** One row of every type the site stores, as Prisma returns it. */
const TYPED = `SELECT 1::int AS i, 9007199254740993::bigint AS big, 12.50::numeric(6,2) AS dec, true AS b, NULL::text AS nothing,
  'a ''quoted'' text' AS t, '2026-11-25 10:11:12.345'::timestamp AS ts, '2026-11-25 10:11:12+01'::timestamptz AS tstz,
  '2026-11-25'::date AS d, '{"a": [1, 2, {"b": null}]}'::jsonb AS j, '[1,2]'::json AS js, ARRAY[3, 1, 2]::int[] AS ints,
  ARRAY['x', NULL, 'y']::text[] AS texts, '\\x00ff10'::bytea AS bytes, ARRAY['2026-01-01 00:00:00'::timestamp] AS stamps`;

describe("PGlite in a worker thread", () => {
  it("is the worker when the target asks for it, and the same instance for its folder", () => {
    expect(thread).toBeInstanceOf(PgliteThread);
    expect(openPglite(dirs.worker, "main")).toBe(thread);
    expect(openPglite(dirs.main)).not.toBeInstanceOf(PgliteThread);
  });

  it("returns the same values as PGlite in process, through Prisma", async () => {
    const [inProcess, inWorker] = await Promise.all([
      dbs.main.$queryRawUnsafe(TYPED),
      dbs.worker.$queryRawUnsafe(TYPED),
    ]);
    expect(inWorker).toEqual(inProcess);
    const row = (inWorker as Record<string, unknown>[])[0]!;
    expect(row.big).toBe(9007199254740993n);
    expect(row.ts).toEqual(new Date("2026-11-25T10:11:12.345Z"));
    expect(row.j).toEqual({ a: [1, 2, { b: null }] });
    expect(row.ints).toEqual([3, 1, 2]);
    expect(row.nothing).toBeNull();
  });

  it("writes and reads models as PGlite in process does; a taken name is refused, not an error", async () => {
    for (const db of [dbs.main, dbs.worker]) {
      expect((await createUser(db, { username: "Ana", email: "ana@x.test" })).ok).toBe(true);
      expect(await createUser(db, { username: "ana", email: "other@x.test" })).toEqual({
        ok: false,
        reason: "username-taken",
      });
    }
    // Past the site's own check: the database's unique index refuses, and Prisma says P2002 as in process.
    const again = (db: Db) =>
      db.user
        .create({ data: { username: "ANA", usernameLower: "ana", email: "third@x.test" } })
        .catch((e: { code?: string }) => e.code);
    expect(await again(dbs.worker)).toBe("P2002");
    expect(await again(dbs.main)).toBe("P2002");
    const read = (db: Db) =>
      db.user.findMany({
        select: { username: true, email: true, digestHour: true, quietFromHour: true, autoForcedMoves: true },
      });
    expect(await read(dbs.worker)).toEqual(await read(dbs.main));
  });

  it("keeps a database error's code: Prisma reports it as it does in process", async () => {
    const failure = (db: Db) =>
      db.$queryRawUnsafe("SELEC 1").then(
        () => ({ code: "none", meta: null as unknown }),
        (e: { code?: string; meta?: unknown }) => ({ code: e.code, meta: e.meta }),
      );
    const [inProcess, inWorker] = await Promise.all([failure(dbs.main), failure(dbs.worker)]);
    expect(inWorker).toEqual(inProcess);
    expect(inWorker.code).toBe("P2010");
    expect(JSON.stringify(inWorker.meta)).toContain("42601");
    const direct = await thread.query("SELEC 1").catch((e: unknown) => e);
    expect(direct).toMatchObject({ name: "error", code: "42601", message: expect.stringContaining("syntax error") });
    expect((await thread.query<{ x: number }>("SELECT 2 AS x")).rows).toEqual([{ x: 2 }]);
  });

  it("commits a transaction, rolls one back on a throw and on an explicit rollback", async () => {
    await thread.exec("CREATE TABLE t (n int)");
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (1)");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (2)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (3)");
      await tx.rollback();
    });
    const viaPrisma = await dbs.worker.$transaction(async (tx) => tx.$executeRawUnsafe("INSERT INTO t VALUES (4)"));
    expect(viaPrisma).toBe(1);
    await expect(
      dbs.worker.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t VALUES (5)");
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect((await thread.query<{ n: number }>("SELECT n FROM t ORDER BY n")).rows).toEqual([{ n: 1 }, { n: 4 }]);
  });

  it("delivers NOTIFY to listeners until they stop listening", async () => {
    const heard: string[] = [];
    const stop = await thread.listen("news", (payload) => heard.push(payload));
    await thread.query("SELECT pg_notify('news', 'first')");
    await expect.poll(() => heard).toEqual(["first"]);
    await stop();
    await thread.query("SELECT pg_notify('news', 'second')");
    await thread.query("SELECT 1");
    expect(heard).toEqual(["first"]);
  });

  it("does not keep a script alive that leaves it open", () => {
    const file = path.join(root, "leave-open.mts");
    writeFileSync(
      file,
      `import { openPglite } from ${JSON.stringify(path.resolve("lib/db/pglite.ts"))};
const db = openPglite(${JSON.stringify(path.join(root, "script"))}, "worker");
console.log(JSON.stringify((await db.query("SELECT 40 + 2 AS n")).rows));`,
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", file], {
      cwd: process.cwd(),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stdout.trim(), run.stderr).toBe('[{"n":42}]');
    expect(run.status).toBe(0);
  });
});
