/**
 * Secret clan colours at the site level: everything a player's browser receives about a Clans match
 * (the whole match payload: view, legal moves, history, seats, outcome) must not change when the other
 * players' colours change. We play random turns through the match services, and at every step swap the
 * other seats' colours in the stored state and compare each player's payload before and after.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { Rng, chooseBotMove, currentState, seedRng, type PendingBySeat, rejectionText } from "@/lib/engine";
import { clans, type ClansState } from "@/lib/games/clans";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { makeUsers } from "./helpers";
import { packState, unpackState } from "@/lib/matches/store/packed-state";

function rotateOthers(colours: number[], viewer: number): number[] {
  const mine = colours[viewer] ?? -1;
  const others = [0, 1, 2, 3, 4].filter((c) => c !== mine);
  return colours.map((c, seat) => (seat === viewer ? c : (others[(others.indexOf(c) + 1) % others.length] ?? c)));
}

describe("Clans colours never reach another player's browser", () => {
  const database = useDatabase("pglite");
  let db: Db;
  beforeAll(async () => {
    db = database.db;
  });

  it("every payload is independent of the other players' colours, in a played match", async () => {
    const u = await makeUsers(db, ["Ada", "Ben", "Cid"]);
    const names = ["Ada", "Ben", "Cid"];
    const created = await createMatch(db, u.Ada!, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "invite", username: "Ben" }, { kind: "invite", username: "Cid" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    for (const n of ["Ben", "Cid"]) {
      const row = await db.match.findUniqueOrThrow({ where: { id } });
      expect((await joinMatch(db, u[n]!, id, row.version)).ok).toBe(true);
    }
    const rng = new Rng(seedRng("clans-site-scan"));
    let checks = 0;
    for (let step = 0; step < 60; step++) {
      const row = await db.match.findUniqueOrThrow({ where: { id } });
      if (row.status !== "running") break;
      const state = unpackState(row.packedState) as ClansState;
      // Compare each player's payload with the payload after the others' colours change.
      for (let viewer = 0; viewer < 3; viewer++) {
        // A first look moves the viewer's "last looked" mark (lookedIndex); the two compared views come after it.
        await getMatchView(db, u[names[viewer]!]!, id);
        const before = await getMatchView(db, u[names[viewer]!]!, id);
        await db.match.update({
          where: { id },
          data: { packedState: packState({ ...state, colours: rotateOthers(state.colours, viewer) }) },
        });
        const after = await getMatchView(db, u[names[viewer]!]!, id);
        await db.match.update({ where: { id }, data: { packedState: row.packedState } });
        expect(JSON.stringify(after)).toBe(JSON.stringify(before));
        checks++;
      }
      const seat = row.activeSeats[0]!;
      const cur = currentState(clans, state, row.pending as PendingBySeat<unknown>, seat);
      if (!cur.ok) throw new Error(rejectionText(cur));
      const move = chooseBotMove(
        clans,
        cur.value,
        seat,
        rng,
        "random",
        (row.pending as PendingBySeat<unknown>)[String(seat)]?.length ?? 0,
      );
      expect(move).not.toBeNull();
      const r = await act(db, u[names[seat]!]!, id, row.version, { type: "move", move });
      expect(r.ok).toBe(true);
    }
    expect(checks).toBeGreaterThan(100);
    // The check is able to fail: the viewer's own colour is in its payload and does change with it.
    const row = await db.match.findUniqueOrThrow({ where: { id } });
    const state = unpackState(row.packedState) as ClansState;
    const own = await getMatchView(db, u.Ada!, id);
    await db.match.update({
      where: { id },
      data: { packedState: packState({ ...state, colours: rotateOthers(state.colours, 1) }) },
    });
    const changed = await getMatchView(db, u.Ada!, id);
    await db.match.update({ where: { id }, data: { packedState: row.packedState } });
    expect(JSON.stringify(changed)).not.toBe(JSON.stringify(own));
  });
});
