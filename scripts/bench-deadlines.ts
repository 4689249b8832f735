// npm run bench:deadlines [-- --matches 100000]: the job runner's deadline scan at scale, on a throwaway
// PostgreSQL. Fills the database with running matches (two seats each, one awaited with a deadline spread
// over 30 days, about 0.1% already due), then prints EXPLAIN ANALYZE of the worker's query
// (lib/jobs/clock-deadlines.ts dueDeadlines, through SeatWake) beside a floor measured in the same run: a primary-key lookup of one seat.
import pg from "pg";
import { startPostgresCluster } from "../tests/support/postgres";
import { applyMigrations } from "../lib/db/migrations";
import { dueDeadlinesQuery } from "../lib/jobs/clock-deadlines";
import { parseArgs } from "./lib/args";

async function main(): Promise<void> {
  const matches = Number(parseArgs(process.argv.slice(2)).matches ?? 100_000);
  const cluster = await startPostgresCluster();
  try {
    const url = await cluster.createDatabase("bench");
    await applyMigrations({ kind: "postgres", url });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const t0 = performance.now();
    await db.query(
      `INSERT INTO "User" ("id", "username", "usernameLower", "email") VALUES ('ua', 'a', 'a', 'a@bench'), ('ub', 'b', 'b', 'b@bench')`,
    );
    await db.query(
      `INSERT INTO "Match" ("id", "gameKey", "rulesVersion", "status", "playerCount", "seed", "createdById", "activeSeats", "timeControl")
       SELECT g, 'glen-more', 1, 'running', 2, md5(g::text), 'ua', ARRAY[0], '{"kind":"perMove","days":7}'::jsonb FROM generate_series(1, $1) g`,
      [matches],
    );
    // Seat 0 awaited: a deadline from 1 hour ago to 30 days ahead (the first 0.1% are due); seat 1 idle.
    // The site's timestamps are UTC (lib/db/sql-time.ts); the test cluster's own time zone is not.
    await db.query(
      `INSERT INTO "Seat" ("id", "matchId", "seatIndex", "userId", "joinedAt", "clockDeadlineAt", "reminderAt")
       SELECT 's' || g || '-0', g, 0, 'ua', now(), (now() AT TIME ZONE 'UTC') - interval '1 hour' + (g::float / $1) * interval '30 days', NULL FROM generate_series(1, $1) g
       UNION ALL
       SELECT 's' || g || '-1', g, 1, 'ub', now(), NULL::timestamp, NULL::timestamp FROM generate_series(1, $1) g`,
      [matches],
    );
    await db.query("ANALYZE");
    const filled = Math.round(performance.now() - t0);
    const now = new Date();
    // The worker's own query (the seats' clocks reach SeatWake through its triggers).
    const query = dueDeadlinesQuery(now, 50);
    const scan = `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`;
    const floor = `EXPLAIN (ANALYZE, BUFFERS) SELECT "matchId" FROM "Seat" WHERE "id" = $1`;
    const due = Number(
      (await db.query(`SELECT count(*) FROM "SeatWake" WHERE "deadlineAt" <= $1`, [now])).rows[0].count,
    );
    // Warm up, then take the median of 21 runs of each.
    const timed = async (sql: string, params: unknown[]) => {
      const runs: { ms: number; plan: string }[] = [];
      for (let i = 0; i < 23; i++) {
        const r = await db.query(sql, params);
        const plan = r.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n");
        const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]);
        if (i >= 2) runs.push({ ms, plan });
      }
      runs.sort((a, b) => a.ms - b.ms);
      return runs[Math.floor(runs.length / 2)]!;
    };
    const s = await timed(scan, query.values);
    const f = await timed(floor, [`s${Math.floor(matches / 2)}-0`]);
    console.log(
      `${matches} running matches (${2 * matches} seats) written in ${filled} ms; ${due} deadlines due now.\n`,
    );
    console.log("The worker's deadline scan (median of 21):\n" + s.plan + "\n");
    console.log("Floor, a primary-key lookup of one seat (median of 21):\n" + f.plan + "\n");
    const usesIndex = /Index (Only )?Scan using "?SeatWake_pkey"?/.test(s.plan);
    console.log(
      `scan ${s.ms.toFixed(3)} ms, floor ${f.ms.toFixed(3)} ms, ratio ${(s.ms / f.ms).toFixed(1)}x; uses SeatWake_pkey: ${usesIndex ? "yes" : "NO"}; under 10 ms: ${s.ms < 10 ? "yes" : "NO"}`,
    );
    await db.end();
    if (!usesIndex || s.ms >= 10) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
