/**
 * The game_stats migration's backfill (the matches finished before the counters existed) counts as the
 * finishing writes do: after matches finished through the site, emptying the counters and running the
 * migration's backfill statements gives the same statistics; variant keys come out sorted as variantsKey sorts.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { resign } from "@/lib/matches/lifecycle/endings";
import { gameStatistics } from "@/lib/stats/read";
import { makeUsers, registerTinyGame, winTinyMatch } from "./helpers";

registerTinyGame();

const MIGRATIONS = path.resolve("prisma/migrations");
const folder = readdirSync(MIGRATIONS).find((d) => d.endsWith("_game_stats"))!;
const backfill = readFileSync(path.join(MIGRATIONS, folder, "migration.sql"), "utf8")
  .split("\n-- Backfill")[1]!
  .replace(/^[^\n]*\n/, "")
  .split(/;\s*\n/)
  .map((s) =>
    s
      .split("\n")
      .filter((l) => !l.startsWith("--"))
      .join("\n")
      .trim(),
  )
  .filter((s) => s.length > 0);

forEachDatabase("statistics backfill", (database) => {
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ada", "Ben", "Cal"]);
  });
  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  async function tiny(players: string[], target: number, rated = false): Promise<number> {
    const [creator, ...others] = players;
    const r = await createMatch(db, u[creator!]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, ...others.map((username) => ({ kind: "invite" as const, username }))],
      options: { target },
      rated,
    });
    if (!r.ok) throw new Error(r.message);
    for (const o of others) {
      const j = await joinMatch(db, u[o]!, r.value.matchId, await version(r.value.matchId));
      if (!j.ok) throw new Error(j.message);
    }
    return r.value.matchId;
  }

  /** Plays the tiny game to its end: `winner` adds 1 and reaches the target, the others end their turns empty-handed. */
  const win = (id: number, winner: string) => winTinyMatch(db, id, u[winner]!);

  async function runBackfill() {
    await db.gameStat.deleteMany({});
    await db.gameSeatStat.deleteMany({});
    for (const sql of backfill) await db.$executeRawUnsafe(sql);
  }

  it("gives the counters the finishing writes gave", async () => {
    expect(backfill).toHaveLength(2);
    await win(await tiny(["Ada", "Ben"], 1), "Ada");
    await win(await tiny(["Ada", "Ben"], 2, true), "Ben");
    await win(await tiny(["Ada", "Ben", "Cal"], 1), "Cal");
    const resigned = await tiny(["Cal", "Ada"], 5);
    expect((await resign(db, u.Cal!, resigned, await version(resigned))).ok).toBe(true);
    await tiny(["Ben", "Cal"], 5); // running: not counted

    const incremental = await gameStatistics(db, "tiny", []);
    expect(incremental.overall.matches).toBe(4);
    const rows = await db.gameStat.findMany({ orderBy: [{ variants: "asc" }, { players: "asc" }] });
    const seatRows = await db.gameSeatStat.findMany({ orderBy: [{ players: "asc" }, { seat: "asc" }] });
    await runBackfill();
    expect(await gameStatistics(db, "tiny", [])).toEqual(incremental);
    const strip = <T extends { updatedAt?: Date }>(r: T[]) =>
      r.map(({ updatedAt: _u, ...rest }) => ({ ...rest, ...("daysSum" in rest ? { daysSum: 0 } : {}) }));
    expect(strip(await db.gameStat.findMany({ orderBy: [{ variants: "asc" }, { players: "asc" }] }))).toEqual(
      strip(rows),
    );
    expect(await db.gameSeatStat.findMany({ orderBy: [{ players: "asc" }, { seat: "asc" }] })).toEqual(seatRows);
  });

  it("keys variants sorted, as variantsKey does", async () => {
    const id = (await db.match.findFirstOrThrow({ where: { status: "finished" }, orderBy: { id: "asc" } })).id;
    await db.match.update({
      where: { id },
      data: { options: { target: 1, variants: ["new-huts", "harsh-winter", "new-huts"] } },
    });
    await runBackfill();
    const keys = (await db.gameStat.findMany({ select: { variants: true } })).map((r) => r.variants);
    expect(keys).toContain("harsh-winter,new-huts");
  });
});
