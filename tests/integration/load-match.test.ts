/**
 * A write's read of the match (`loadMatch`, one hand-written statement: lib/matches/store/store.ts) gives what
 * the ORM's `findUnique` with the same includes gives, column for column: dates, BigInt, bytes, JSON, enums,
 * the seats in order with their users (mutes of this match only), former players and the log's length; on
 * the client's own driver (lib/db/raw.ts) and inside a transaction (through Prisma) alike.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { getMyMoves } from "@/lib/matches/read/poll";
import { act } from "@/lib/matches/write/play";
import { loadMatch, loadMatchByOrm } from "@/lib/matches/store/store";
import { makeUsers } from "./helpers";

/** Bytes compared as bytes (pg gives a Buffer, Prisma a Uint8Array); the lazy `state` left out. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: [...value] };
  if (value instanceof Date || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== "state")
      .map(([k, v]) => [k, plain(v)]),
  );
}

forEachDatabase("loading a match for a write", (t) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = t.db;
    u = await makeUsers(db, ["Ana", "Bo", "Cy", "Dee"]);
  });

  it("equals the ORM's read: a running match with a bot, a former player, a mute and a history", async () => {
    const r = await createMatch(db, u.Ana!, {
      gameKey: "glen-more",
      seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }, { kind: "bot", style: "random" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const j = await joinMatch(db, u.Bo!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
    if (!j.ok) throw new Error(j.message);
    // A turn committed (the log is not empty), then columns the lobby leaves empty filled in.
    const mover = (await db.match.findUniqueOrThrow({ where: { id } })).activeSeats.includes(0) ? u.Ana! : u.Bo!;
    let poll = await getMyMoves(db, mover, id);
    for (let i = 0; poll.ok && poll.value.myTurn && i < 10; i++) {
      const a = poll.value.canEndTurn
        ? await act(db, mover, id, poll.value.version, { type: "commit" })
        : await act(db, mover, id, poll.value.version, { type: "move", move: poll.value.legalMoves[0] });
      if (!a.ok) throw new Error(a.message);
      poll = await getMyMoves(db, mover, id);
    }
    await db.seat.update({
      where: { matchId_seatIndex: { matchId: id, seatIndex: 2 } },
      data: { formerUserId: u.Cy!, replacedBecause: "left", chatReadId: 9_007_199_254_740_993n },
    });
    await db.seat.updateMany({
      where: { matchId: id, userId: u.Bo! },
      data: { seenAt: new Date("2026-03-04T05:06:07.089Z"), clockDeadlineAt: new Date("2026-05-06T07:08:09.010Z") },
    });
    await db.user.update({
      where: { id: u.Bo! },
      data: { vacationUntil: new Date("2026-12-24T18:00:00.123Z"), emailFailedAt: new Date("2026-01-02T03:04:05Z") },
    });
    await db.matchMute.create({ data: { userId: u.Bo!, matchId: id } });
    // Another match's mute is not this one's.
    const other = await createMatch(db, u.Ana!, { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "open" }] });
    if (!other.ok) throw new Error(other.message);
    await db.matchMute.create({ data: { userId: u.Ana!, matchId: other.value.matchId } });

    const byOrm = await loadMatchByOrm(db, id);
    expect(byOrm?.seats).toHaveLength(3);
    expect(byOrm?._count.moves).toBeGreaterThan(0);
    const direct = await loadMatch(db, id);
    expect(plain(direct)).toEqual(plain(byOrm));
    expect(direct.state).toBeTruthy();
    const inTransaction = await db.$transaction((tx) => loadMatch(tx, id));
    expect(plain(inTransaction)).toEqual(plain(byOrm));
    // An open match with an open seat (no user) and no history.
    expect(plain(await loadMatch(db, other.value.matchId))).toEqual(
      plain(await loadMatchByOrm(db, other.value.matchId)),
    );
  });

  it("refuses a match that does not exist as before (NOT_FOUND)", async () => {
    await expect(loadMatch(db, 999_999)).rejects.toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
