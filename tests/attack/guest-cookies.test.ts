/**
 * Attacks on guest cookies (lib/guests), on real databases: forged values of every shape, the stored hash sent
 * back as if it were the cookie, a deleted guest's and an idle (expired) guest's cookie, another guest's match
 * (steps, commits, resigning, the move to an account), a guest cookie as an API token and a guest id as a
 * session's. Each names nobody or is refused, and the match under attack is exactly as before.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { act } from "@/lib/matches/write/play";
import { resign } from "@/lib/matches/lifecycle/endings";
import { userForApiToken } from "@/lib/accounts/api-tokens";
import { loadViewer } from "@/lib/accounts/viewer";
import { adoptGuest, GUEST_IDLE_MS, guestIdOf, guestViewer, startGuestMatch } from "@/lib/guests";
import { makeUsers, registerTinyGame } from "@/tests/integration/helpers";

registerTinyGame();

forEachDatabase("guest cookies", (database) => {
  let db: Db;
  let u: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ana"]);
  });

  async function guest() {
    const r = await startGuestMatch(db, { gameKey: "tiny", token: null, address: `203.0.113.${++n}` });
    if (!r.ok) throw new Error(r.message);
    return { token: r.value.token!, id: (await guestIdOf(db, r.value.token))!, matchId: r.value.matchId };
  }

  /** Every row of a match that a write could change. */
  const matchState = async (id: number) =>
    JSON.stringify(
      await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true, moves: true } }),
      (_k, v) => (typeof v === "bigint" ? v.toString() : v),
    );

  it("forged cookies name nobody", async () => {
    const g = await guest();
    const stored = (await db.user.findUniqueOrThrow({ where: { id: g.id } })).guestTokenHash!;
    const forged = [
      "",
      "x",
      "A".repeat(43),
      g.token.slice(0, 42) + (g.token.endsWith("A") ? "B" : "A"),
      g.token + "A",
      g.token.toUpperCase() === g.token ? g.token.toLowerCase() : g.token.toUpperCase(),
      // The stored hash itself (a database leak): the cookie is the token, the hash of the hash matches nothing.
      stored,
      stored.slice(0, 43),
      "' OR 1=1 --".padEnd(43, "-"),
      `${g.token}; glenboard-guest=${g.token}`,
      "A".repeat(100_000),
      g.id,
    ];
    for (const value of forged) {
      expect(await guestIdOf(db, value)).toBeNull();
      expect(await guestViewer(db, value)).toBeNull();
    }
    expect(await guestIdOf(db, g.token)).toBe(g.id);
  });

  it("a deleted guest's cookie and an idle guest's (past its 7 days) name nobody", async () => {
    const gone = await guest();
    await db.match.deleteMany({ where: { createdById: gone.id } });
    await db.user.delete({ where: { id: gone.id } });
    expect(await guestIdOf(db, gone.token)).toBeNull();

    const idle = await guest();
    const now = new Date();
    await db.user.update({
      where: { id: idle.id },
      data: { lastSeenAt: new Date(now.getTime() - GUEST_IDLE_MS - 1000) },
    });
    expect(await guestIdOf(db, idle.token, now)).toBeNull();
    // Asking does not revive it: the last request stays where it was.
    expect(await guestIdOf(db, idle.token, now)).toBeNull();
    // Starting a match with it makes a new guest (a new cookie), never the idle one again.
    const again = await startGuestMatch(db, { gameKey: "tiny", token: idle.token, address: `203.0.113.${++n}` }, now);
    expect(again.ok && again.value.token).toBeTruthy();
    expect(again.ok && again.value.token).not.toBe(idle.token);
  });

  it("another guest's match: no step, commit or resignation, and no move to an account", async () => {
    const a = await guest();
    const b = await guest();
    const before = await matchState(a.matchId);
    const v = (await db.match.findUniqueOrThrow({ where: { id: a.matchId } })).version;
    expect(await act(db, b.id, a.matchId, v, { type: "move", move: { type: "add", n: 1 } })).toMatchObject({
      ok: false,
      code: "NOT_A_PLAYER",
    });
    expect(await act(db, b.id, a.matchId, v, { type: "commit" })).toMatchObject({ ok: false });
    expect(await act(db, b.id, a.matchId, v, { type: "undo-turn" })).toMatchObject({ ok: false });
    expect(await resign(db, b.id, a.matchId, v)).toMatchObject({ ok: false });
    // Adopting with b's cookie moves b's match only.
    expect(await adoptGuest(db, b.token, u.Ana!)).toBe(1);
    expect(await matchState(a.matchId)).toBe(before);
    expect(await guestIdOf(db, a.token)).toBe(a.id);
  });

  it("a guest cookie is no API token, and a guest id is no session", async () => {
    const g = await guest();
    expect(await userForApiToken(db, g.token)).toBeNull();
    expect(await userForApiToken(db, `gb_${g.token}`)).toBeNull();
    // A session (or anything that reads the viewer as an account) never stands for a guest, nor the reverse.
    expect(await loadViewer(db, g.id, 0)).toBeNull();
    expect(await loadViewer(db, g.id, 0, "guest")).not.toBeNull();
    expect(await loadViewer(db, u.Ana!, 0, "guest")).toBeNull();
  });
});
