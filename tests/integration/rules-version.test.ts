/**
 * rulesVersion is checked where a stored match is loaded (lib/matches/store/game-of.ts): a match of an older
 * supported version is played, viewed and replayed with its own rules; one the site cannot play is refused
 * with UNSUPPORTED_RULES and a sentence on every path.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import type { AnyGame } from "@/lib/engine";
import { games } from "@/lib/games";
import { tinyGame, type TinyMove, type TinyState } from "@/lib/games/tiny";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { getReplay, getReplayFrame } from "@/lib/matches/read/replay";
import { makeUsers } from "./helpers";

/** Version 2 of a tiny-like game: the die is gone. Version 1 matches keep their die (rulesFor). */
const v1: AnyGame = { ...tinyGame, key: "tiny-versions" };
const v2: AnyGame = {
  ...v1,
  rulesVersion: 2,
  legalMoves: (s: TinyState, seat: number) => tinyGame.legalMoves(s, seat).filter((m: TinyMove) => m.type !== "roll"),
  rulesFor: (version: number) => (version === 1 ? v1 : null),
};

describe("stored matches and their rules version", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let ann: string;
  beforeAll(async () => {
    games[v2.key] = v2;
    db = database.db;
    ann = (await makeUsers(db, ["Ann"])).Ann!;
  });
  afterAll(async () => {
    delete games[v2.key];
  });

  async function matchUnder(version: number): Promise<number> {
    const r = await createMatch(db, ann, {
      gameKey: v2.key,
      seats: [{ kind: "me" }, { kind: "bot", style: "random" }],
      options: { target: 100 },
    });
    if (!r.ok) throw new Error(r.message);
    await db.match.update({ where: { id: r.value.matchId }, data: { rulesVersion: version } });
    return r.value.matchId;
  }

  it("a new match starts under the current rules", async () => {
    const r = await createMatch(db, ann, {
      gameKey: v2.key,
      seats: [{ kind: "me" }, { kind: "bot", style: "random" }],
    });
    if (!r.ok) throw new Error(r.message);
    expect((await db.match.findUniqueOrThrow({ where: { id: r.value.matchId } })).rulesVersion).toBe(2);
  });

  it("a version 1 match is played with version 1's rules: its die is still offered and rolls", async () => {
    const id = await matchUnder(1);
    const view = await getMatchView(db, ann, id);
    if (!view.ok) throw new Error(view.message);
    expect(view.value.legalMoves).toContainEqual({ type: "roll" });
    const rolled = await act(db, ann, id, view.value.version, { type: "move", move: { type: "roll" } });
    expect(rolled).toMatchObject({ ok: true, value: { committed: true } });
    const replay = await getReplay(db, id);
    expect(replay.ok && replay.value.steps.length).toBeGreaterThan(1);
    expect((await getReplayFrame(db, id, 1)).ok).toBe(true);
  });

  it("under version 2 the same move is refused", async () => {
    const id = await matchUnder(2);
    const view = await getMatchView(db, ann, id);
    if (!view.ok) throw new Error(view.message);
    expect(view.value.legalMoves).not.toContainEqual({ type: "roll" });
    const rolled = await act(db, ann, id, view.value.version, { type: "move", move: { type: "roll" } });
    expect(rolled).toMatchObject({ ok: false, code: "ILLEGAL_MOVE" });
  });

  it("a version the site does not know is refused with a sentence on every path", async () => {
    const id = await matchUnder(9);
    const version = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const expected = {
      ok: false,
      code: "UNSUPPORTED_RULES",
      message: "This match was created under rules version 9 of Tiny, newer than this site's version 2.",
      sentence: { key: "rulesTooNew", values: { version: 9, game: "Tiny", current: 2 } },
    };
    expect(await getMatchView(db, ann, id)).toEqual(expected);
    expect(await act(db, ann, id, version, { type: "move", move: { type: "add", n: 1 } })).toEqual(expected);
    expect(await act(db, ann, id, version, { type: "commit" })).toEqual(expected);
    expect(await getReplay(db, id)).toEqual(expected);
    expect(await getReplayFrame(db, id, 0)).toEqual(expected);
    expect((await db.match.findUniqueOrThrow({ where: { id } })).version).toBe(version);
  });
});
