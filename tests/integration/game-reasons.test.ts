/**
 * The games' own reasons reach the player through the site's act path (as the server actions and the API
 * use it), and ending a turn asks the game which move does it (`{ type: "commit" }` actions, the End-turn
 * button and POST .../commit).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { makeUsers } from "./helpers";

describe("a game's reasons through the site", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ann", "Bob"]);
  });

  /** A running 2-player match of `gameKey` between Ann and Bob; returns its id and the user on turn. */
  async function started(gameKey: string) {
    const created = await createMatch(db, u.Ann!, {
      gameKey,
      seats: [{ kind: "me" }, { kind: "invite", username: "Bob" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    const row = await db.match.findUniqueOrThrow({ where: { id } });
    expect((await joinMatch(db, u.Bob!, id, row.version)).ok).toBe(true);
    const ann = await getMatchView(db, u.Ann!, id);
    if (!ann.ok) throw new Error(ann.message);
    const onTurn = ann.value.myTurn ? u.Ann! : u.Bob!;
    const view = await getMatchView(db, onTurn, id);
    if (!view.ok) throw new Error(view.message);
    return { id, onTurn, view: view.value };
  }

  it("Glen More: ending the turn before taking a tile is refused with 'You cannot end your turn yet.'", async () => {
    const { id, onTurn, view } = await started("glen-more");
    expect(view.endTurnMove).toBeNull();
    expect(view.endTurnReason).toBe("You cannot end your turn yet.");
    const asMove = await act(db, onTurn, id, view.version, { type: "move", move: { type: "end-turn" } });
    // The English sentence (the API's) and the reference that says it in the reader's language.
    const endTurnYet = {
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "You cannot end your turn yet.",
      sentence: { key: "refusals.illegal.end-turn", namespace: "glenMoreLog" },
    };
    expect(asMove).toEqual(endTurnYet);
    const asCommit = await act(db, onTurn, id, view.version, { type: "commit" });
    expect(asCommit).toEqual(endTurnYet);
    // A page in German says the game's reason in German, from the same reference.
    const german = await getMatchView(db, onTurn, id, { locale: "de", api: false });
    expect(german.ok && german.value.endTurnReason).toBe("Du kannst deinen Zug noch nicht beenden.");
    const unchanged = await db.match.findUniqueOrThrow({ where: { id } });
    expect(unchanged.version).toBe(view.version);
  });

  it("Clans: the End-turn action asks the game, refuses with its reason, then commits the game's end move", async () => {
    const { id, onTurn, view } = await started("clans");
    const early = await act(db, onTurn, id, view.version, { type: "commit" });
    expect(early).toEqual({
      ok: false,
      code: "ILLEGAL_MOVE",
      message: "Move your huts before ending the turn.",
      sentence: { key: "refusals.moveFirst", namespace: "clansLog" },
    });
    const moved = await act(db, onTurn, id, view.version, { type: "move", move: view.legalMoves[0] });
    expect(moved).toMatchObject({ ok: true, value: { committed: false } });
    const mid = await getMatchView(db, onTurn, id);
    if (!mid.ok) throw new Error(mid.message);
    // Several villages may wait for their epoch first; then the game names its end move.
    expect(mid.value.endTurnMove === null ? mid.value.endTurnReason : mid.value.endTurnMove).toBeTruthy();
    let version = mid.value.version;
    let current = mid.value;
    while (current.endTurnMove === null) {
      const r = await act(db, onTurn, id, version, { type: "move", move: current.legalMoves[0] });
      if (!r.ok) throw new Error(r.message);
      const v = await getMatchView(db, onTurn, id);
      if (!v.ok) throw new Error(v.message);
      current = v.value;
      version = current.version;
    }
    expect(current.endTurnMove).toEqual({ type: "end-turn" });
    expect(current.legalMoves).toContainEqual({ type: "end-turn" });
    const done = await act(db, onTurn, id, version, { type: "commit" });
    expect(done).toMatchObject({ ok: true, value: { committed: true } });
    const after = await getMatchView(db, onTurn, id);
    expect(after.ok && after.value.myTurn).toBe(false);
    expect(after.ok && after.value.log.length).toBe(1);
  });
});
