/**
 * Reads that scale out (lib/db/replicas.ts) on a real streaming replica: a throwaway PostgreSQL primary, a hot
 * standby made from it with pg_basebackup -R, the read client over both. Which server answered is shown by
 * pg_is_in_recovery() and, for the model reads, by pausing the standby's WAL replay: a row committed on the
 * primary is then missing through the read client exactly when the replica answered. Skipped only when no
 * PostgreSQL server binaries are installed (CI installs them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrations";
import { createDb, createReadDb, getDb, readDb, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import type { ReadRouter } from "@/lib/db/replicas";
import { profileOf } from "@/lib/profiles/profile";
import { leaderboard } from "@/lib/ratings/store";
import { findPostgresBinDir, startPostgresCluster, type PostgresCluster } from "@/tests/support/postgres";
import { startStandby, type PostgresStandby } from "@/tests/support/postgres-standby";
import { makeUsers } from "./helpers";

const hasPostgres = (() => {
  try {
    findPostgresBinDir();
    return true;
  } catch {
    return false;
  }
})();
if (!hasPostgres)
  console.warn("replica.test.ts skipped: no PostgreSQL server binaries (apt-get install -y postgresql).");

/** True when the server that answered is a standby. */
async function inRecovery(db: Db): Promise<boolean> {
  const [row] = await db.$queryRaw<{ r: boolean }[]>`SELECT pg_is_in_recovery() AS r`;
  return row!.r;
}

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!hasPostgres)("read replicas on a PostgreSQL streaming replica", () => {
  let primary: PostgresCluster;
  let standby: PostgresStandby;
  let primaryUrl: string;
  let replicaUrl: string;
  let db: Db;
  let replica: Db;
  let router: ReadRouter;
  const reports: string[] = [];

  /** The standby's replay paused: what the primary commits now is not on the replica until resumed. */
  const pauseReplay = () => replica.$executeRawUnsafe("SELECT pg_wal_replay_pause()");
  const resumeReplay = () => replica.$executeRawUnsafe("SELECT pg_wal_replay_resume()");

  beforeAll(async () => {
    primary = await startPostgresCluster();
    primaryUrl = await primary.createDatabase("glenboard");
    await applyMigrations({ kind: "postgres", url: primaryUrl });
    standby = await startStandby(primary);
    replicaUrl = standby.url("glenboard");
    db = createDb({ kind: "postgres", url: primaryUrl }, { poolSize: 3 });
    replica = createDb({ kind: "postgres", url: replicaUrl }, { poolSize: 2 });
    router = createReadDb(db, [replicaUrl], { poolSize: 3, report: (line) => reports.push(line) });
    await until(async () => (await replica.user.count()) === 0, "the migrated tables on the standby");
  }, 120_000);

  afterAll(async () => {
    await router?.close();
    await replica?.$disconnect();
    await db?.$disconnect();
    await standby?.stop();
    await primary?.stop();
  });

  it("the standby is a replica and the read client's reads come from it; the primary client stays on the primary", async () => {
    expect(await inRecovery(replica)).toBe(true);
    expect(await inRecovery(db)).toBe(false);
    expect(await inRecovery(router.db)).toBe(true);
    // queryRows (the hand-written statements) through the read client goes to the replica too.
    const rows = await queryRows<{ r: boolean }>(router.db, Prisma.sql`SELECT pg_is_in_recovery() AS r`);
    expect(rows[0]!.r).toBe(true);
  });

  it("model reads come from the replica: with its replay paused a row new on the primary is missing there, then appears", async () => {
    await pauseReplay();
    try {
      const { Lena } = await makeUsers(db, ["Lena"]);
      expect(await db.user.findUnique({ where: { id: Lena! } })).not.toBeNull();
      expect(await router.db.user.findUnique({ where: { id: Lena! } })).toBeNull();
      expect(await router.db.user.count({ where: { username: "Lena" } })).toBe(0);
      // A site read path handed the read client: the profile is read from the replica.
      expect(await profileOf(router.db, "Lena", new Date())).toBeNull();
      expect(await profileOf(db, "Lena", new Date())).not.toBeNull();
    } finally {
      await resumeReplay();
    }
    await until(async () => (await router.db.user.count({ where: { username: "Lena" } })) === 1, "Lena on the replica");
    expect((await profileOf(router.db, "Lena", new Date()))?.username).toBe("Lena");
    expect(await leaderboard(router.db, "tiny", 1)).toBeDefined();
  });

  it("writes through the read client land on the primary, and a transaction (every read in it) runs on the primary", async () => {
    await pauseReplay();
    try {
      // The standby would refuse these ("cannot execute INSERT in a read-only transaction"): they went to the primary.
      const made = await router.db.user.create({
        data: { username: "Mira", usernameLower: "mira", email: "mira@example.test" },
      });
      const changed = await router.db
        .$executeRaw`UPDATE "User" SET "email" = 'mira2@example.test' WHERE "id" = ${made.id}`;
      expect(changed).toBe(1);
      expect((await db.user.findUnique({ where: { id: made.id } }))?.email).toBe("mira2@example.test");
      // Not yet on the paused replica: the write was not sent there.
      expect(await replica.user.findUnique({ where: { id: made.id } })).toBeNull();

      const inside = await router.db.$transaction(async (tx) => ({
        recovery: (await tx.$queryRaw<{ r: boolean }[]>`SELECT pg_is_in_recovery() AS r`)[0]!.r,
        mira: await tx.user.findUnique({ where: { id: made.id }, select: { email: true } }),
      }));
      expect(inside).toEqual({ recovery: false, mira: { email: "mira2@example.test" } });
    } finally {
      await resumeReplay();
    }
  });

  it("readDb() follows the settings: the replicas of DATABASE_REPLICA_URLS beside DATABASE_URL", async () => {
    const saved = {
      url: process.env.DATABASE_URL,
      replicas: process.env.DATABASE_REPLICA_URLS,
      lag: process.env.DATABASE_REPLICA_MAX_LAG,
    };
    process.env.DATABASE_URL = primaryUrl;
    process.env.DATABASE_REPLICA_URLS = ` ${replicaUrl} `;
    // No lag check here: the replay is paused on purpose (the lag check has a test of its own).
    process.env.DATABASE_REPLICA_MAX_LAG = "0";
    try {
      expect(await inRecovery(getDb())).toBe(false);
      expect(await inRecovery(readDb())).toBe(true);
      // The site's read paths choose it: with the replica's replay paused, a player new on the primary has
      // no profile there yet; the statistics answer (from the replica).
      const { site } = await import("@/lib/site");
      const { statisticsOf } = await import("@/lib/site/stats");
      await pauseReplay();
      try {
        await makeUsers(db, ["Olga"]);
        expect(await site.players.profile("Olga")).toBeNull();
        expect((await statisticsOf("stone-age")).ok).toBe(true);
      } finally {
        await resumeReplay();
      }
      await until(async () => (await site.players.profile("Olga")) !== null, "Olga's profile on the replica");
      delete process.env.DATABASE_REPLICA_URLS;
      expect(readDb()).toBe(getDb());
    } finally {
      // The read client's $disconnect ends the primary's pool and the replicas'.
      process.env.DATABASE_REPLICA_URLS = ` ${replicaUrl} `;
      await readDb().$disconnect();
      if (saved.url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved.url;
      if (saved.replicas === undefined) delete process.env.DATABASE_REPLICA_URLS;
      else process.env.DATABASE_REPLICA_URLS = saved.replicas;
      if (saved.lag === undefined) delete process.env.DATABASE_REPLICA_MAX_LAG;
      else process.env.DATABASE_REPLICA_MAX_LAG = saved.lag;
    }
  });

  it("a replica that lags is left out until it has caught up", async () => {
    const lagReports: string[] = [];
    const checked = createReadDb(db, [replicaUrl], {
      poolSize: 2,
      maxLagMs: 3_600_000, // checks only when the test asks (the first read's own check would come an hour later)
      report: (line) => lagReports.push(line),
    });
    try {
      await checked.checkLag(); // the first mark
      await pauseReplay();
      try {
        const { Pia } = await makeUsers(db, ["Pia"]);
        await checked.checkLag(); // the primary's position now includes Pia; the replica is compared with the first mark
        await checked.checkLag(); // the replica has not replayed Pia: behind the second mark
        expect(checked.replicas[0]!.lagging).toBe(true);
        expect(lagReports.join("\n")).toMatch(/Read replica .* is more than 3600 s behind the primary; left out/);
        // Reads go to the primary meanwhile: Pia is there.
        expect(await inRecovery(checked.db)).toBe(false);
        expect((await checked.db.user.findUnique({ where: { id: Pia! } }))?.username).toBe("Pia");
      } finally {
        await resumeReplay();
      }
      await until(async () => {
        await checked.checkLag();
        return !checked.replicas[0]!.lagging;
      }, "the replica to catch up");
      expect(lagReports.at(-1)).toMatch(/caught up; reads go to it again/);
      expect(await inRecovery(checked.db)).toBe(true);
    } finally {
      await checked.close();
    }
  });

  it("an unreachable replica is skipped for the next one; a stopped replica is left out and the primary answers", async () => {
    // A replica on a port where nothing listens, listed first: the read goes on to the live replica.
    const dead = `postgresql://postgres@127.0.0.1:${primary.port === 1 ? 2 : 1}/glenboard`;
    const two = createReadDb(db, [dead, replicaUrl], { poolSize: 2, report: (line) => reports.push(line) });
    try {
      expect(await inRecovery(two.db)).toBe(true);
      expect(await inRecovery(two.db)).toBe(true);
      expect(two.replicas[0]!.benchedUntil).toBeGreaterThan(Date.now());
      expect(two.replicas[1]!.benchedUntil).toBe(0);
    } finally {
      await two.close();
    }

    // The standby goes away: reads still answer, from the primary, and the replica is benched.
    const { Nils } = await makeUsers(db, ["Nils"]);
    await until(async () => (await router.db.user.count({ where: { id: Nils! } })) === 1, "Nils on the replica");
    const before = reports.length;
    await standby.halt();
    const started = Date.now();
    expect(await inRecovery(router.db)).toBe(false);
    expect((await router.db.user.findUnique({ where: { id: Nils! } }))?.username).toBe("Nils");
    expect(await profileOf(router.db, "Nils", new Date())).not.toBeNull();
    expect(router.replicas[0]!.benchedUntil).toBeGreaterThan(Date.now());
    expect(reports.slice(before).join("\n")).toMatch(
      /Read replica PostgreSQL 127\.0\.0\.1:\d+\/glenboard failed.*left out for 30 s/,
    );
    // Benched: later reads go straight to the primary (no connection attempt each time).
    expect(reports.length).toBe(before + 1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
