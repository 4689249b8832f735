/**
 * Attacks on the players' seeds (docs/fairness.md), on real databases: hostile `clientSeed` values are refused
 * at the edge; a seated player cannot change their seed by joining again, nor anyone after the start (the game
 * seed is fixed then); nobody reads the server seed or the game seed before the end, and a cancelled match
 * reveals them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { clientSeedSchema, createMatchSchema } from "@/lib/matches/store/schemas";
import { cancelMatch, createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { getMatchView } from "@/lib/matches/read/views";
import { makeUsers, registerTinyGame } from "@/tests/integration/helpers";

registerTinyGame();

describe("clientSeed at the edge", () => {
  const hostile: unknown[] = ["", "x".repeat(65), "tab\there", "new\nline", "ünïcödé", "\u0000", 42, null, {}, ["a"]];
  it.each(hostile)("refuses %j", (value) => {
    expect(clientSeedSchema.safeParse(value).success).toBe(false);
    const create = createMatchSchema.safeParse({ gameKey: "tiny", seats: [{ kind: "me" }], clientSeed: value });
    expect(create.success).toBe(false);
  });
  it("accepts 1 to 64 printable ASCII characters", () => {
    for (const ok of ["a", "~".repeat(64), "Ana's seed: 1 2 3 {}[]\"\\"])
      expect(clientSeedSchema.safeParse(ok).success).toBe(true);
  });
});

forEachDatabase("players' seeds", (t) => {
  let u: Record<string, string>;
  beforeAll(async () => {
    u = await makeUsers(t.db, ["Ana", "Bo", "Cy"]);
  });
  const version = async (id: number) => (await t.db.match.findUniqueOrThrow({ where: { id } })).version;
  const seedOf = async (id: number, userId: string) =>
    (await t.db.seat.findFirstOrThrow({ where: { matchId: id, userId } })).clientSeed;

  it("a seated player cannot change their seed, nor anyone after the start", async () => {
    const { db } = t;
    const r = await createMatch(db, u.Ana!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "open" }, { kind: "open" }],
      clientSeed: "ana-1",
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    expect(await joinMatch(db, u.Ana!, id, await version(id), "ana-2")).toMatchObject({ ok: false });
    expect(await seedOf(id, u.Ana!)).toBe("ana-1");
    expect(await joinMatch(db, u.Bo!, id, await version(id), "bo-1")).toMatchObject({ ok: true });
    expect(await joinMatch(db, u.Bo!, id, await version(id), "bo-2")).toMatchObject({
      ok: false,
      code: "ALREADY_SEATED",
    });
    expect(await seedOf(id, u.Bo!)).toBe("bo-1");
    expect(await joinMatch(db, u.Cy!, id, await version(id), "cy-1")).toMatchObject({ ok: true });
    const started = await db.match.findUniqueOrThrow({ where: { id } });
    expect(started.status).toBe("running");
    // Nothing re-derives the seed after the start.
    expect(await joinMatch(db, u.Cy!, id, await version(id), "cy-2")).toMatchObject({ ok: false });
    expect((await db.match.findUniqueOrThrow({ where: { id } })).seed).toBe(started.seed);
    expect(await seedOf(id, u.Cy!)).toBe("cy-1");
  });

  it("an open match cancelled by its creator reveals the server seed; before, nobody reads it", async () => {
    const { db } = t;
    const r = await createMatch(db, u.Ana!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const row = await db.match.findUniqueOrThrow({ where: { id } });
    for (const viewer of [u.Ana!, u.Bo!, null]) {
      const v = await getMatchView(db, viewer, id);
      expect(JSON.stringify(v)).not.toContain(row.serverSeed!);
    }
    expect(await cancelMatch(db, u.Ana!, id, await version(id))).toMatchObject({ ok: true });
    const v = await getMatchView(db, null, id);
    expect(v.ok && v.value.fairness.serverSeed).toBe(row.serverSeed);
  });
});
