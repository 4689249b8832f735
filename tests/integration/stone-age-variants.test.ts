/**
 * Stone Age's variants through the site: chosen at creation, stored with the match (canonical order), named in
 * the match view and in "My games", played by bots, replayed with the same options; wrong options refused
 * with the game's sentence and nothing written.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { myGames } from "@/lib/matches/read/list";
import { act } from "@/lib/matches/write/play";
import { getReplayFrame } from "@/lib/matches/read/replay";
import { getMatchView } from "@/lib/matches/read/views";
import type { StoneAgeState, StoneAgeView } from "@/lib/games/stone-age";
import { makeUsers } from "./helpers";
import { unpackState } from "@/lib/matches/store/packed-state";

describe("Stone Age variants as match options", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ann", "Bob"]);
  });

  it("a match with every variant against a greedy bot: stored, shown, played, replayed with the same options", async () => {
    const all = ["mammoth-herd", "new-huts", "wild-animals", "igloos", "harsh-winter"];
    const r = await createMatch(db, u.Ann!, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
      options: { variants: all },
    });
    if (!r.ok) throw new Error(r.message);
    const row = await db.match.findUniqueOrThrow({ where: { id: r.value.matchId } });
    expect(row.options).toEqual({ variants: ["harsh-winter", "igloos", "wild-animals", "new-huts", "mammoth-herd"] });
    expect(row.rulesVersion).toBe(2);
    expect((unpackState(row.packedState) as StoneAgeState).variants).toHaveLength(5);

    const view = await getMatchView(db, u.Ann!, r.value.matchId);
    if (!view.ok) throw new Error(view.message);
    expect(view.value.variants.map((v) => v.name)).toEqual([
      "Harsh Winter",
      "Igloos",
      "Wild Animals",
      "The New Huts",
      "Mammoth Herd",
    ]);
    expect((view.value.view as StoneAgeView).herd?.tile).toBeTruthy();
    const listed = (await myGames(db, u.Ann!)).myTurn
      .concat((await myGames(db, u.Ann!)).waiting)
      .find((m) => m.id === r.value.matchId);
    expect(listed?.variants).toEqual(["Harsh Winter", "Igloos", "Wild Animals", "The New Huts", "Mammoth Herd"]);

    // Ann plays until the bot has moved too (bots move on the server after each commit).
    let version = view.value.version;
    for (let i = 0; i < 30; i++) {
      const v = await getMatchView(db, u.Ann!, r.value.matchId);
      if (!v.ok) throw new Error(v.message);
      version = v.value.version;
      if (!v.value.myTurn) break;
      const move = v.value.endTurnMove ?? v.value.legalMoves[0];
      const done = await act(
        db,
        u.Ann!,
        r.value.matchId,
        version,
        v.value.endTurnMove ? { type: "commit" } : { type: "move", move },
      );
      expect(done.ok, JSON.stringify(done)).toBe(true);
    }
    // The last frame of the replay, which starts from the stored seed and options, is the match as it is now.
    const logged = await db.moveLog.findMany({ where: { matchId: r.value.matchId }, select: { moves: true } });
    const moves = logged.reduce((n, e) => n + (e.moves as unknown[]).length, 0);
    expect(moves).toBeGreaterThan(2);
    const frame = await getReplayFrame(db, r.value.matchId, moves);
    if (!frame.ok) throw new Error(frame.message);
    const after = await getMatchView(db, null, r.value.matchId);
    if (!after.ok) throw new Error(after.message);
    expect(frame.value.view).toEqual(after.value.view);
  });

  it.each([
    [
      { variants: ["igloo"] },
      'There is no Stone Age variant called "igloo": choose from harsh-winter, igloos, wild-animals, new-huts, mammoth-herd.',
    ],
    [{ variants: ["igloos", "igloos"] }, "Each variant can be chosen once."],
    [{ variants: "igloos" }, 'Give the variants as a list of names, for example ["igloos"].'],
  ])("options %j are refused with the game's sentence, and no match is written", async (options, message) => {
    const before = await db.match.count();
    const r = await createMatch(db, u.Ann!, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "open" }],
      options,
    });
    expect(r).toEqual({ ok: false, code: "INVALID_INPUT", message });
    expect(await db.match.count()).toBe(before);
  });

  it("a base-game match stores the same options as before variants existed and names none", async () => {
    const r = await createMatch(db, u.Ann!, {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bob" }],
    });
    if (!r.ok) throw new Error(r.message);
    expect((await db.match.findUniqueOrThrow({ where: { id: r.value.matchId } })).options).toEqual({});
    const view = await getMatchView(db, u.Ann!, r.value.matchId);
    expect(view.ok && view.value.variants).toEqual([]);
  });
});
