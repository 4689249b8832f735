/**
 * Guests (issue 42) on real databases: "Try it against a bot" makes a guest and a running match against a
 * greedy bot; the limits (10 new guests an hour per address, 3 matches going per guest); a guest plays and is
 * never mailed; what a guest is refused (lobby seats, chat, invitations both ways, matches with people); the
 * move of a guest's matches to an account in one transaction; the clean-up 7 days after the last request.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { resign } from "@/lib/matches/lifecycle/endings";
import { act } from "@/lib/matches/write/play";
import { postMessage } from "@/lib/chat";
import { confirmPendingRegistration, startRegistration } from "@/lib/accounts/registration";
import {
  adoptGuest,
  adoptGuestById,
  deleteIdleGuests,
  GUEST_IDLE_MS,
  guestIdOf,
  guestViewer,
  startGuestMatch,
} from "@/lib/guests";
import { myGames } from "@/lib/matches/read/list";
import { makeUsers, recordingClient, registerTinyGame } from "./helpers";

registerTinyGame();

const DAY = 24 * 60 * 60_000;

forEachDatabase("guests", (database) => {
  let db: Db;
  let u: Record<string, string>;
  let addressNo = 0;
  /** Each test its own client address, so that the per-address limit is the limit test's alone. */
  const address = () => `198.51.100.${++addressNo}`;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ana", "Bo"]);
  });

  async function newGuest(from = address()) {
    const r = await startGuestMatch(db, { gameKey: "tiny", token: null, address: from });
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    const token = r.value.token!;
    const id = (await guestIdOf(db, token))!;
    return { token, id, matchId: r.value.matchId };
  }

  it("makes a guest without address or password and a running, unrated guest match against a greedy bot", async () => {
    const g = await newGuest();
    expect(g.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await db.user.findUniqueOrThrow({ where: { id: g.id } });
    expect(user).toMatchObject({ guest: true, passwordHash: null, notifyMode: "off" });
    expect(user.username).toMatch(/^Guest \d{4,9}$/);
    expect(user.email).toMatch(/@guest\.invalid$/);
    // Only the token's hash is kept.
    expect(user.guestTokenHash).not.toContain(g.token);
    const match = await db.match.findUniqueOrThrow({ where: { id: g.matchId }, include: { seats: true } });
    expect(match).toMatchObject({ guest: true, rated: false, status: "running", createdById: g.id });
    expect(match.seats.map((s) => [s.userId, s.botStyle])).toEqual([
      [g.id, null],
      [null, "greedy"],
    ]);
    const viewer = await guestViewer(db, g.token);
    expect(viewer).toMatchObject({ id: g.id, guest: true, awaiting: [g.matchId] });
  });

  it("a guest's cookie costs a page two statements, and one write an hour for its last request", async () => {
    if (!database.pglite) return;
    const g = await newGuest();
    const { db: counted, statements } = recordingClient(database.pglite);
    const count = async (at: Date) => {
      statements.length = 0;
      expect(await guestViewer(counted, g.token, at)).not.toBeNull();
      return statements.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK|-- Implicit)/i.test(q.trim())).length;
    };
    try {
      expect(await count(new Date())).toBe(2);
      // An hour later: the last request is written once, then not again within the hour.
      const later = new Date(Date.now() + 61 * 60_000);
      expect(await count(later)).toBe(3);
      expect(await count(later)).toBe(2);
    } finally {
      await counted.$disconnect();
    }
  });

  it("a guest plays its match (the bot answers at once) and is never mailed", async () => {
    const g = await newGuest();
    const m = await db.match.findUniqueOrThrow({ where: { id: g.matchId } });
    const step = await act(db, g.id, g.matchId, m.version, { type: "move", move: { type: "add", n: 2 } });
    expect(step.ok).toBe(true);
    const v = (await db.match.findUniqueOrThrow({ where: { id: g.matchId } })).version;
    expect((await act(db, g.id, g.matchId, v, { type: "commit" })).ok).toBe(true);
    // The bot played its turn in the same write.
    expect(await db.moveLog.count({ where: { matchId: g.matchId, seat: 1 } })).toBeGreaterThan(0);
    // Played to the end: never a mail (turn, finished) nor a push notice for the guest, and no rating.
    for (let turn = 0; turn < 40; turn++) {
      const now = await db.match.findUniqueOrThrow({ where: { id: g.matchId } });
      if (now.status !== "running") break;
      const s = await act(db, g.id, g.matchId, now.version, { type: "move", move: { type: "add", n: 2 } });
      if (!s.ok) throw new Error(s.message);
      const c = await act(db, g.id, g.matchId, now.version + 1, { type: "commit" });
      if (!c.ok) throw new Error(c.message);
    }
    expect((await db.match.findUniqueOrThrow({ where: { id: g.matchId } })).status).toBe("finished");
    expect(await db.outboxMail.count({ where: { OR: [{ userId: g.id }, { matchId: g.matchId }] } })).toBe(0);
    expect(await db.ratingEvent.count({ where: { matchId: g.matchId } })).toBe(0);
  });

  it("limits new guests to 10 an hour per client address; a guest's own cookie starts more without counting", async () => {
    const from = address();
    const first = await newGuest(from);
    for (let i = 1; i < 10; i++) await newGuest(from);
    const refused = await startGuestMatch(db, { gameKey: "tiny", token: null, address: from });
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held up; the first guest (its cookie) still starts a second match.
    expect((await startGuestMatch(db, { gameKey: "tiny", token: null, address: address() })).ok).toBe(true);
    const again = await startGuestMatch(db, { gameKey: "tiny", token: first.token, address: from });
    expect(again.ok && again.value.token).toBe(undefined);
    expect(again.ok).toBe(true);
  });

  it("a guest has at most 3 matches going; resigning one makes room", async () => {
    const g = await newGuest();
    for (let i = 0; i < 2; i++)
      expect((await startGuestMatch(db, { gameKey: "tiny", token: g.token, address: null })).ok).toBe(true);
    const fourth = await startGuestMatch(db, { gameKey: "tiny", token: g.token, address: null });
    expect(fourth).toMatchObject({ ok: false, code: "FORBIDDEN", sentence: { key: "guestMatchLimit" } });
    expect(fourth.ok ? "" : fourth.message).toMatch(/create an account to keep this match and play people/i);
    const v = (await db.match.findUniqueOrThrow({ where: { id: g.matchId } })).version;
    expect((await resign(db, g.id, g.matchId, v)).ok).toBe(true);
    expect((await startGuestMatch(db, { gameKey: "tiny", token: g.token, address: null })).ok).toBe(true);
    // Three at once from one guest: the lock on the guest's row lets exactly the room there is through.
    const h = await newGuest();
    const tries = await Promise.all(
      [0, 1, 2].map(() => startGuestMatch(db, { gameKey: "tiny", token: h.token, address: null })),
    );
    expect(tries.filter((r) => r.ok)).toHaveLength(2);
  });

  it("refuses a guest lobby seats, chat, invitations and matches with people; nobody can invite a guest", async () => {
    const g = await newGuest();
    const guestName = (await db.user.findUniqueOrThrow({ where: { id: g.id } })).username;
    // Lobby: an open match of Ana's.
    const open = await createMatch(db, u.Ana!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
    if (!open.ok) throw new Error(open.message);
    const version = (await db.match.findUniqueOrThrow({ where: { id: open.value.matchId } })).version;
    expect(await joinMatch(db, g.id, open.value.matchId, version)).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      sentence: { key: "guestsPlayBots" },
    });
    // Chat in its own match.
    expect(await postMessage(db, g.id, g.matchId, "hello")).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      sentence: { key: "guestsPlayBots" },
    });
    expect(await db.chatMessage.count({ where: { authorId: g.id } })).toBe(0);
    // Invitations and matches with people, made by the guest.
    for (const seats of [
      [{ kind: "me" as const }, { kind: "invite" as const, username: "Bo" }],
      [{ kind: "me" as const }, { kind: "open" as const }],
      [{ kind: "me" as const }, { kind: "bot" as const, style: "greedy" as const }],
    ])
      expect(await createMatch(db, g.id, { gameKey: "tiny", seats })).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
    // An invitation to the guest by its name: no such user.
    expect(
      await createMatch(db, u.Ana!, {
        gameKey: "tiny",
        seats: [{ kind: "me" }, { kind: "invite", username: guestName }],
      }),
    ).toMatchObject({ ok: false, code: "UNKNOWN_USER" });
    // Nothing of the guest's changed.
    expect(await db.seat.count({ where: { userId: g.id } })).toBe(1);
  });

  it("signing in moves the guest's seats to the account in one go and deletes the guest", async () => {
    const g = await newGuest();
    await startGuestMatch(db, { gameKey: "tiny", token: g.token, address: null });
    const ids = (await db.seat.findMany({ where: { userId: g.id }, select: { matchId: true } })).map((s) => s.matchId);
    expect(ids).toHaveLength(2);
    expect(await adoptGuest(db, g.token, u.Bo!)).toBe(2);
    expect(await db.user.findUnique({ where: { id: g.id } })).toBeNull();
    for (const id of ids) {
      const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      expect(m).toMatchObject({ guest: true, rated: false, createdById: u.Bo });
      expect(m.seats[0]?.userId).toBe(u.Bo);
    }
    // The account plays on; the old cookie names nobody, and a second adoption moves nothing.
    const m = await db.match.findUniqueOrThrow({ where: { id: ids[0]! } });
    expect((await act(db, u.Bo!, m.id, m.version, { type: "move", move: { type: "add", n: 1 } })).ok).toBe(true);
    expect(await guestIdOf(db, g.token)).toBeNull();
    expect(await adoptGuest(db, g.token, u.Ana!)).toBe(0);
    const list = await myGames(db, u.Bo!);
    const listed = [...list.myTurn, ...list.waiting].map((s) => s.id);
    expect(listed).toEqual(expect.arrayContaining(ids));
  });

  it("a registration a guest filled in takes the guest's matches when confirmed, in any browser", async () => {
    const g = await newGuest();
    const email = "guestreg@example.test";
    const r = await startRegistration(
      db,
      { username: "Gina", email, password: "correct horse", guestId: g.id },
      address(),
    );
    expect(r).toEqual({ ok: true });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { toAddress: email } });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const confirmed = await confirmPendingRegistration(db, token);
    expect(confirmed).toEqual({ userId: expect.any(String), guestId: g.id });
    // What the confirmation's sign-in does (lib/auth/guest-adoption.ts), without the guest's cookie.
    expect(await adoptGuestById(db, confirmed!.guestId, confirmed!.userId)).toBe(1);
    expect((await db.seat.findFirstOrThrow({ where: { matchId: g.matchId, seatIndex: 0 } })).userId).toBe(
      confirmed!.userId,
    );
    // An account is never taken for a guest.
    expect(await adoptGuestById(db, u.Ana!, confirmed!.userId)).toBe(0);
    expect(await db.user.findUnique({ where: { id: u.Ana! } })).not.toBeNull();
  });

  it("deletes guests and their matches 7 days after their last request, and nobody else's", async () => {
    const idle = await newGuest();
    const recent = await newGuest();
    await startGuestMatch(db, { gameKey: "tiny", token: idle.token, address: null });
    const now = new Date();
    await db.user.update({ where: { id: idle.id }, data: { lastSeenAt: new Date(now.getTime() - 8 * DAY) } });
    await db.user.update({ where: { id: recent.id }, data: { lastSeenAt: new Date(now.getTime() - 6 * DAY) } });
    // An idle guest's cookie names nobody even before the clean-up ran.
    expect(await guestIdOf(db, idle.token, now)).toBeNull();
    const anasBefore = await db.match.count({ where: { createdById: u.Ana! } });
    expect(await deleteIdleGuests(db, now)).toBeGreaterThanOrEqual(1);
    expect(await db.user.findUnique({ where: { id: idle.id } })).toBeNull();
    expect(await db.match.count({ where: { id: idle.matchId } })).toBe(0);
    expect(await db.seat.count({ where: { userId: idle.id } })).toBe(0);
    expect(await db.user.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(await db.match.count({ where: { id: recent.matchId } })).toBe(1);
    expect(await db.match.count({ where: { createdById: u.Ana! } })).toBe(anasBefore);
    expect(await db.user.count({ where: { id: { in: [u.Ana!, u.Bo!] } } })).toBe(2);
    // A second pass finds nothing more; a day later the other guest's 7 days are not over yet.
    expect(await deleteIdleGuests(db, now)).toBe(0);
    expect(await deleteIdleGuests(db, new Date(now.getTime() + DAY - 60_000))).toBe(0);
    expect(
      await deleteIdleGuests(db, new Date(now.getTime() - 6 * DAY + GUEST_IDLE_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await db.user.findUnique({ where: { id: recent.id } })).toBeNull();
  });
});
