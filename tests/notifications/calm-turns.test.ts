/**
 * Calm turn mail, driven through lib/matches with the site clock moved forward (TEST_MODE): the waiting
 * window drops mail for turns answered in time, one unanswered mail per player and match, matches turning
 * to one player within the window share one mail, quiet hours hold and batch, muted and "off" players get
 * nothing, and two release loops on PostgreSQL write each batch once.
 */
import "./helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/tests/support/db";
import { createDb, type Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView } from "@/lib/matches/read/views";
import { loadMatch } from "@/lib/matches/store/store";
import { getGame } from "@/lib/games";
import { chooseBotMove, currentState, Rng, seedRng, type PendingBySeat, rejectionText } from "@/lib/engine";
import { advanceSiteClock, siteNow } from "@/lib/clocks/site-time";
import { queueTurnNotice, releaseHeldMail } from "@/lib/notifications/turn-notices";
import { setMute } from "@/lib/notifications/preferences";
import { notifyReminder } from "@/lib/notifications/clock-events";
import { makeUsers, registerTinyGame } from "../integration/helpers";
import { clearPresence, markPresent } from "@/lib/live/presence";
import { unpackState } from "@/lib/matches/store/packed-state";

registerTinyGame();
const MIN = 60_000;

async function twoPlayer(
  db: Db,
  gameKey: string,
  a: string,
  b: string,
  seed: string,
  options?: Record<string, unknown>,
): Promise<number> {
  const r = await createMatch(db, a, {
    gameKey,
    seats: [{ kind: "me" }, { kind: "invite", username: b }],
    testSeed: seed,
    ...(options ? { options } : {}),
  });
  if (!r.ok) throw new Error(r.message);
  const v = (await db.match.findUniqueOrThrow({ where: { id: r.value.matchId } })).version;
  const bId = (await db.user.findUniqueOrThrow({ where: { usernameLower: b.toLowerCase() } })).id;
  const j = await joinMatch(db, bId, r.value.matchId, v);
  if (!j.ok) throw new Error(j.message);
  return r.value.matchId;
}

const sentTurnMails = async (db: Db, matchId: number) =>
  db.outboxMail.findMany({
    where: { matchId, kind: "turn", status: { in: ["pending", "sent", "batched"] } },
    select: { toAddress: true },
  });

describe("calm turns", () => {
  let db: Db;
  let close: () => Promise<void>;
  let u: Record<string, string>;
  beforeAll(async () => {
    const t = await createTestDatabase("pglite");
    db = t.db;
    close = t.close;
    u = await makeUsers(db, ["Sam", "Tia", "Ana", "Ben", "Cay", "Dan", "Quinn", "Mo", "Off", "Hal", "Ivy"]);
  });
  afterAll(async () => close?.());

  it("a two-player Stone Age match played to the end sends each player the mails the rules give, far fewer than turns", async () => {
    const game = getGame("stone-age")!;
    const id = await twoPlayer(db, "stone-age", u.Sam!, "Tia", "calm-stone-age");
    const rng = new Rng(seedRng("calm-players"));
    // An independent model of the rules: notices queued when a seat becomes awaited by someone else's commit,
    // due after 10 minutes; at a release pass a due notice is mailed if its seat is still awaited, else dropped.
    type Notice = { seat: number; due: number };
    let notices: Notice[] = [];
    const expected = [0, 0];
    const release = async () => {
      const now = siteNow().getTime();
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      for (const n of notices.filter((x) => x.due <= now))
        if (m.status === "running" && m.activeSeats.includes(n.seat)) expected[n.seat]!++;
      notices = notices.filter((x) => x.due > now);
      await releaseHeldMail(db, siteNow());
    };
    let turns = 0;
    let queued = 0;
    for (let guard = 0; guard < 2000; guard++) {
      const m = await loadMatch(db as never, id);
      if (m.status !== "running") break;
      const seat = m.activeSeats[0]!;
      // Mostly answered within the window; every fifth turn of a player only after 20 minutes.
      turns++;
      advanceSiteClock(turns % 5 === 0 ? 20 * MIN : 1 * MIN);
      await release();
      const before = m.activeSeats;
      // The player's whole turn, random legal steps through the site.
      for (let step = 0; step < 200; step++) {
        const row = await db.match.findUniqueOrThrow({ where: { id } });
        const pending = row.pending as PendingBySeat<unknown>;
        const cur = currentState(game, unpackState(row.packedState), pending, seat);
        if (!cur.ok) throw new Error(rejectionText(cur));
        const move = chooseBotMove(game, cur.value, seat, rng, "random", (pending[String(seat)] ?? []).length);
        const userId = m.seats.find((s) => s.seatIndex === seat)!.userId!;
        const r = await act(db, userId, id, row.version, { type: "move", move: move as never });
        if (!r.ok) throw new Error(r.message);
        if (r.value.committed) break;
      }
      const after = (await db.match.findUniqueOrThrow({ where: { id } })).activeSeats;
      for (const s of after) {
        if (before.includes(s) || s === seat || notices.some((n) => n.seat === s)) continue;
        notices.push({ seat: s, due: siteNow().getTime() + 10 * MIN });
        queued++;
      }
    }
    advanceSiteClock(61 * MIN);
    await release();
    expect((await db.match.findUniqueOrThrow({ where: { id } })).status).toBe("finished");
    const mails = await sentTurnMails(db, id);
    const got = [
      mails.filter((x) => x.toAddress === "sam@example.test").length,
      mails.filter((x) => x.toAddress === "tia@example.test").length,
    ];
    expect(got).toEqual(expected);
    expect(got[0]! + got[1]!).toBeGreaterThan(0);
    expect(got[0]! + got[1]!).toBeLessThan(turns / 4);
    // Every turn change queued a notice: those answered within the window were dropped, not sent late.
    const dropped = await db.outboxMail.count({ where: { matchId: id, kind: "turn", status: "dropped" } });
    expect(dropped + got[0]! + got[1]!).toBe(queued);
    expect(dropped).toBeGreaterThan(0);
    console.log(
      `calm turns: ${turns} turns, ${queued} turn changes, turn mails sent ${got.join(" + ")}, dropped ${dropped}`,
    );
    // A whole match of about 600 turns through the site: minutes on a busy machine, not the default minute.
  }, 240_000);

  it("one unanswered turn mail per player and match; opening the match re-arms it", async () => {
    await db.user.update({ where: { id: u.Ben! }, data: { turnMailDelayMinutes: 0 } });
    const id = await twoPlayer(db, "tiny", u.Ana!, "Ben", "calm-unanswered", { target: 100 });
    const m = await loadMatch(db as never, id);
    await act(db, u.Ana!, id, m.version, { type: "move", move: { type: "end-turn" } });
    await releaseHeldMail(db, siteNow());
    expect((await sentTurnMails(db, id)).map((x) => x.toAddress)).toEqual(["ben@example.test"]);
    // Ben has not looked: another turn of his would mail nothing.
    const queue = () =>
      db.$transaction(async (tx) => queueTurnNotice(tx, (await loadMatch(tx, id)) as never, 1, siteNow()));
    expect(await queue()).toBe(false);
    advanceSiteClock(MIN);
    await getMatchView(db, u.Ben!, id);
    expect(await queue()).toBe(true);
  });

  it("a turn mail or a reminder that finds the player's turn half made says how many steps are not committed", async () => {
    await db.user.update({ where: { id: u.Ivy! }, data: { turnMailDelayMinutes: 5, autoEndTurnSeconds: 0 } });
    const id = await twoPlayer(db, "stone-age", u.Hal!, "Ivy", "calm-half-made");
    // Turns are placed and ended until Ivy's turn comes after Hal's (so a notice waits for Ivy); Ivy then
    // places one person and leaves the turn there.
    const game = getGame("stone-age")!;
    for (let i = 0; ; i++) {
      if (i > 20) throw new Error("Ivy's turn never came after Hal's");
      const m = await loadMatch(db as never, id);
      const seat = m.activeSeats[0]!;
      const userId = m.seats.find((s) => s.seatIndex === seat)!.userId!;
      const cur = currentState(game, m.state, m.pending as PendingBySeat<unknown>, seat);
      if (!cur.ok) throw new Error(rejectionText(cur));
      const stepped = await act(db, userId, id, m.version, {
        type: "move",
        move: game.legalMoves(cur.value, seat)[0] as never,
      });
      if (!stepped.ok) throw new Error(stepped.message);
      if (
        userId === u.Ivy! &&
        (await db.outboxMail.count({
          where: { matchId: id, kind: "turn", status: "waiting", toAddress: "ivy@example.test" },
        })) > 0
      )
        break;
      const done = await act(db, userId, id, stepped.value.version, { type: "commit" });
      if (!done.ok) throw new Error(done.message);
    }
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    expect(Object.values(m.pending as Record<string, unknown[]>).flat()).toHaveLength(1);
    advanceSiteClock(6 * MIN);
    await releaseHeldMail(db, siteNow());
    const mail = await db.outboxMail.findFirstOrThrow({
      where: { matchId: id, kind: "turn", toAddress: "ivy@example.test", status: "pending" },
    });
    expect(mail.text).toContain(
      "You have 1 uncommitted step in this match: your turn is not finished until you end it.",
    );
    // The reminder says it too.
    const loaded = await loadMatch(db as never, id);
    await db.$transaction(async (tx) =>
      notifyReminder(tx, loaded, u.Ivy!, new Date(siteNow().getTime() + 86_400_000), siteNow()),
    );
    const reminder = await db.outboxMail.findFirstOrThrow({
      where: { matchId: id, kind: "reminder", toAddress: "ivy@example.test" },
    });
    expect(reminder.text).toContain("You have 1 uncommitted step in this match");
  });

  it("matches turning to one player within the window share one mail", async () => {
    const ids = [];
    for (const [opponent, seed] of [
      ["Ana", "b1"],
      ["Ben", "b2"],
      ["Dan", "b3"],
    ] as const)
      ids.push(await twoPlayer(db, "tiny", u[opponent]!, "Cay", `calm-${seed}`, { target: 100 }));
    for (const id of ids) {
      const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      advanceSiteClock(2 * MIN);
      await act(db, m.seats.find((s) => s.seatIndex === 0)!.userId!, id, m.version, {
        type: "move",
        move: { type: "end-turn" },
      });
      await releaseHeldMail(db, siteNow());
    }
    advanceSiteClock(10 * MIN);
    await releaseHeldMail(db, siteNow());
    const batch = await db.outboxMail.findMany({ where: { toAddress: "cay@example.test", kind: "batch" } });
    expect(batch).toHaveLength(1);
    expect(batch[0]!.subject).toBe("Your turn in 3 matches");
    for (const id of ids) expect(batch[0]!.text).toContain(`Tiny #${id} (http://glenboard.test/matches/${id})`);
    expect(
      await db.outboxMail.count({
        where: { toAddress: "cay@example.test", kind: "turn", status: "batched", batchedInto: batch[0]!.id },
      }),
    ).toBe(3);
  });

  it("quiet hours hold turn mail and other notifications, then send them as one batch", async () => {
    await db.user.update({
      where: { id: u.Quinn! },
      data: { quietFromHour: 22, quietToHour: 7, timeZone: "UTC", turnMailDelayMinutes: 0 },
    });
    // Move the site clock to 23:00 UTC.
    const now = siteNow();
    const eleven = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23));
    if (eleven <= now) eleven.setUTCDate(eleven.getUTCDate() + 1);
    advanceSiteClock(eleven.getTime() - now.getTime());
    const id = await twoPlayer(db, "tiny", u.Mo!, "Quinn", "calm-quiet", { target: 100 });
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    await act(db, u.Mo!, id, m.version, { type: "move", move: { type: "end-turn" } });
    // An invitation during the night, too.
    await createMatch(db, u.Mo!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "invite", username: "Quinn" }] });
    advanceSiteClock(30 * MIN);
    await releaseHeldMail(db, siteNow());
    const toQuinn = () =>
      db.outboxMail.findMany({ where: { toAddress: "quinn@example.test" }, orderBy: { id: "asc" } });
    expect((await toQuinn()).every((x) => x.status === "waiting")).toBe(true);
    advanceSiteClock(8 * 60 * MIN);
    await releaseHeldMail(db, siteNow());
    const after = await toQuinn();
    const batch = after.filter((x) => x.kind === "batch");
    expect(batch).toHaveLength(1);
    expect(batch[0]!.text).toContain(`Tiny #${id} (http://glenboard.test/matches/${id})`);
    expect(batch[0]!.text).toMatch(/Tiny #\d+: Mo invites you/);
    // Both invitations (the night's first match, and the second) and the turn, in one mail.
    expect(after.filter((x) => x.kind !== "batch").map((x) => `${x.kind}:${x.status}`)).toEqual([
      "invitation:batched",
      "turn:batched",
      "invitation:batched",
    ]);
  });

  it("a muted match or mail switched off: no turn mail at all", async () => {
    await db.user.update({ where: { id: u.Off! }, data: { notifyMode: "off", turnMailDelayMinutes: 0 } });
    const off = await twoPlayer(db, "tiny", u.Sam!, "Off", "calm-off", { target: 100 });
    await db.user.update({ where: { id: u.Tia! }, data: { turnMailDelayMinutes: 0 } });
    const muted = await twoPlayer(db, "tiny", u.Sam!, "Tia", "calm-muted", { target: 100 });
    await setMute(db, u.Tia!, muted, true);
    for (const id of [off, muted]) {
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      await act(db, u.Sam!, id, m.version, { type: "move", move: { type: "end-turn" } });
    }
    await releaseHeldMail(db, siteNow());
    expect(await sentTurnMails(db, off)).toEqual([]);
    expect(await sentTurnMails(db, muted)).toEqual([]);
  });

  it("a player who has the site open gets no turn mail; once the site is closed, the next turn mails again", async () => {
    await db.user.update({ where: { id: u.Mo! }, data: { turnMailDelayMinutes: 0 } });
    const id = await twoPlayer(db, "tiny", u.Quinn!, "Mo", "calm-present", { target: 100 });
    await markPresent(db, [u.Mo!]);
    const endTurn = async (who: string) => {
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      const r = await act(db, who, id, m.version, { type: "move", move: { type: "end-turn" } });
      if (!r.ok) throw new Error(r.message);
      await releaseHeldMail(db, siteNow());
    };
    await endTurn(u.Quinn!);
    const mine = () =>
      db.outboxMail.findMany({
        where: { matchId: id, kind: "turn", toAddress: "mo@example.test" },
        orderBy: { id: "asc" },
        select: { status: true },
      });
    expect(await mine()).toEqual([{ status: "dropped" }]);
    await endTurn(u.Mo!);
    await clearPresence(db, u.Mo!);
    await endTurn(u.Quinn!);
    expect((await mine()).map((m) => m.status)).toEqual(["dropped", "pending"]);
  });
});

describe("calm turns on PostgreSQL", () => {
  let db: Db;
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestDatabase("postgres");
    db = t.db;
    url = t.url!;
    close = t.close;
  });
  afterAll(async () => close?.());

  it("two release loops write each batch once", async () => {
    const u = await makeUsers(db, ["Pa", "Pb", "Pc", "Pd", "Pe"]);
    for (const name of ["Pe"]) await db.user.update({ where: { id: u[name]! }, data: { turnMailDelayMinutes: 0 } });
    for (const opponent of ["Pa", "Pb", "Pc", "Pd"]) {
      const id = await twoPlayer(db, "tiny", u[opponent]!, "Pe", `pg-${opponent}`, { target: 100 });
      const m = await db.match.findUniqueOrThrow({ where: { id } });
      await act(db, u[opponent]!, id, m.version, { type: "move", move: { type: "end-turn" } });
    }
    const second = createDb({ kind: "postgres", url }, { poolSize: 4 });
    try {
      await Promise.all([
        releaseHeldMail(db, siteNow()),
        releaseHeldMail(second, siteNow()),
        releaseHeldMail(db, siteNow()),
      ]);
    } finally {
      await second.$disconnect();
    }
    const batches = await db.outboxMail.findMany({ where: { toAddress: "pe@example.test", kind: "batch" } });
    expect(batches).toHaveLength(1);
    expect(batches[0]!.subject).toBe("Your turn in 4 matches");
    expect(
      await db.outboxMail.count({ where: { toAddress: "pe@example.test", kind: "turn", status: "waiting" } }),
    ).toBe(0);
  });
});
