/**
 * Hand-written statements on the client's own driver (lib/db/raw.ts) give the rows `$queryRaw` gives: dates
 * of `timestamp` columns as UTC whatever the machine's time zone, bigint as BigInt, JSON parsed, arrays,
 * enums as text, bytes as bytes; Dates passed in are written as UTC; inside a transaction, `$queryRaw` itself.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { Prisma, type Db } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";

/** Bytes compared as bytes (pg gives a Buffer, Prisma a Uint8Array). */
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Uint8Array ? { bytes: [...v] } : v])),
  );

forEachDatabase("hand-written statements on the driver", (t) => {
  let db: Db;

  beforeAll(() => {
    db = t.db;
  });

  it("give $queryRaw's values, column for column", async () => {
    const at = new Date("2026-11-27T23:59:58.123Z");
    const sql = Prisma.sql`
      SELECT ${at}::timestamp AS "passed", '2026-01-02 03:04:05.678'::timestamp(3) AS "stored",
        NULL::timestamp AS "none", 9007199254740993::bigint AS "big", 7::int AS "small", 1.5::float8 AS "float",
        '{"a":[1,"x",null]}'::json AS "json", '{"b":true}'::jsonb AS "jsonb", ARRAY[2,0,1]::int[] AS "seats",
        'running'::"MatchStatus" AS "status", true AS "yes", 'text' AS "text", '\\x00ff10'::bytea AS "bytes",
        ${"ä'\\"}::text AS "quoted", ${12}::int AS "param"`;
    const expected = await db.$queryRaw<Record<string, unknown>[]>(sql);
    const rows = await queryRows<Record<string, unknown>>(db, sql);
    expect(plain(rows)).toEqual(plain(expected));
    expect(rows[0]!.passed).toEqual(at);
    expect(rows[0]!.stored).toEqual(new Date("2026-01-02T03:04:05.678Z"));
    expect(rows[0]!.big).toBe(9007199254740993n);
    const inTransaction = await db.$transaction((tx) => queryRows<Record<string, unknown>>(tx, sql));
    expect(plain(inTransaction)).toEqual(plain(expected));
  });
});
