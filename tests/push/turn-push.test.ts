/**
 * Web push of "your turn", end to end on a real database and a local HTTPS push service: after a commit the
 * job pushes to the awaited player's subscription, and the push decrypts (http_ece, the browser's private
 * key) to the match and its text. No push while the player has the site open, in their quiet hours, for a
 * muted match; a 410 removes the subscription; two runners claiming at once push once; at send time an
 * endpoint that resolves to a private address is not contacted. Digest and mail-off players get a push only
 * when they asked for one each turn (User.pushEachTurn), and their mail stays as it was; a mail player whose
 * address bounces gets the push without the mail.
 */
import "./push-env";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { decrypt } from "http_ece";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { makeUsers, registerTinyGame } from "@/tests/integration/helpers";
import { createDb, type Db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { siteNow } from "@/lib/clocks/site-time";
import { clearPresence, markPresent } from "@/lib/live/presence";
import { setMute } from "@/lib/notifications/preferences";
import { runDigestOnce } from "@/lib/notifications/digest";
import { releaseHeldMail } from "@/lib/notifications/turn-notices";
import { runTurnPushOnce, type TurnPushPayload } from "@/lib/notifications/turn-push";
import { startJobRunner } from "@/lib/jobs/runner";
import { logTransport } from "@/lib/mail/transport";
import { pushTestHooks, sendPush } from "@/lib/push/send";
import { vapidKeys } from "@/lib/push/keys";
import { browserKeys, type BrowserKeys } from "./helpers";
import { startPushServer, type TestPushServer } from "./push-server";

registerTinyGame();

let server: TestPushServer;
beforeAll(async () => {
  server = await startPushServer();
  pushTestHooks.ca = server.cert;
});
afterAll(async () => {
  pushTestHooks.ca = undefined;
  await server?.stop();
});

/** A tiny match of `a` and `b`, started; `a` ends their turn, so `b` is awaited (and a turn notice waits). */
async function turnFor(db: Db, a: string, b: string, bName: string): Promise<number> {
  const r = await createMatch(db, a, {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "invite", username: bName }],
    testSeed: `push-${Math.random()}`,
    options: { target: 100 },
  });
  if (!r.ok) throw new Error(r.message);
  const id = r.value.matchId;
  const j = await joinMatch(db, b, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
  if (!j.ok) throw new Error(j.message);
  const m = await db.match.findUniqueOrThrow({ where: { id } });
  const c = await act(db, a, id, m.version, { type: "move", move: { type: "end-turn" } });
  if (!c.ok) throw new Error(c.message);
  expect((await db.match.findUniqueOrThrow({ where: { id } })).activeSeats).toEqual([1]);
  return id;
}

async function subscribe(db: Db, userId: string, pathName: string, host = "localhost"): Promise<BrowserKeys> {
  const keys = browserKeys();
  await db.pushSubscription.create({
    data: {
      userId,
      endpoint: `https://${host}:${server.port}/push/${pathName}`,
      p256dh: keys.p256dh,
      auth: keys.auth,
      browser: "Test",
    },
  });
  return keys;
}

const receivedAt = (pathName: string) => server.received.filter((r) => r.path === `/push/${pathName}`);

function opened(body: Buffer, keys: BrowserKeys): TurnPushPayload {
  return JSON.parse(
    decrypt(body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8"),
  ) as TurnPushPayload;
}

forEachDatabase("turn push", (database) => {
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ana", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max"]);
    await db.user.update({ where: { id: u.Fay! }, data: { locale: "de" } });
    // Ana starts every match here: her own turns (at the start) write no notices, so the counts are the others'.
    await db.user.update({ where: { id: u.Ana! }, data: { notifyMode: "off" } });
    // Lou starts the matches of the digest and mail-off players (one player may start 20 matches an hour).
    await db.user.update({ where: { id: u.Lou! }, data: { notifyMode: "off" } });
  });

  it("pushes the awaited player's turn once; the push decrypts to the match, its title and the last move", async () => {
    const keys = await subscribe(db, u.Ben!, `ben-${database.kind}`);
    const id = await turnFor(db, u.Ana!, u.Ben!, "Ben");
    const r = await runTurnPushOnce(db, siteNow());
    expect(r).toMatchObject({ pushed: 1, sent: 1, failed: 0 });
    const got = receivedAt(`ben-${database.kind}`);
    expect(got).toHaveLength(1);
    const push = got[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    expect(push.headers.topic).toBe(`m${id}`);
    expect(push.headers.urgency).toBe("normal");
    // VAPID (RFC 8292): signed with the site's key, which the header names.
    expect(String(push.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKeys().publicKey}$`),
    );
    const payload = opened(push.body, keys);
    expect(payload).toEqual({
      matchId: id,
      url: `http://glenboard.test/matches/${id}`,
      title: `Your turn in Tiny #${id}`,
      body: expect.stringMatching(/^Ana: /),
      tag: `match-${id}`,
    });
    // Considered once: the notice is marked, the mail still waits its window, the subscription was used.
    const notice = await db.outboxMail.findFirstOrThrow({ where: { matchId: id, kind: "turn" } });
    expect(notice.status).toBe("waiting");
    expect(notice.pushedAt).not.toBeNull();
    expect(await db.pushSubscription.findFirstOrThrow({ where: { userId: u.Ben! } })).toMatchObject({
      lastUsedAt: expect.any(Date),
    });
    expect((await runTurnPushOnce(db, siteNow())).claimed).toBe(0);
    expect(receivedAt(`ben-${database.kind}`)).toHaveLength(1);
  });

  it("speaks the player's language", async () => {
    const keys = await subscribe(db, u.Fay!, `fay-${database.kind}`);
    const id = await turnFor(db, u.Ana!, u.Fay!, "Fay");
    await runTurnPushOnce(db, siteNow());
    const payload = opened(receivedAt(`fay-${database.kind}`)[0]!.body, keys);
    expect(payload.title).toBe(`Du bist in Tiny #${id} am Zug`);
  });

  it("does not push while the player has the site open, in their quiet hours, or for a muted match", async () => {
    await subscribe(db, u.Cat!, `cat-${database.kind}`);
    await markPresent(db, [u.Cat!]);
    await turnFor(db, u.Ana!, u.Cat!, "Cat");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    await clearPresence(db, u.Cat!);
    // Once considered, never again (even now that the player left).
    expect((await runTurnPushOnce(db, siteNow())).claimed).toBe(0);

    const hour = siteNow().getUTCHours();
    await db.user.update({
      where: { id: u.Cat! },
      data: { quietFromHour: hour, quietToHour: (hour + 2) % 24, timeZone: null },
    });
    await turnFor(db, u.Ana!, u.Cat!, "Cat");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    await db.user.update({ where: { id: u.Cat! }, data: { quietFromHour: null, quietToHour: null } });

    // Muted after the notice was written (muted before, none is written: turn-notices.ts): skipped.
    const id = await turnFor(db, u.Ana!, u.Cat!, "Cat");
    await setMute(db, u.Cat!, id, true);
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    expect(receivedAt(`cat-${database.kind}`)).toHaveLength(0);

    // And with nothing in the way, it does push (the same player, another match).
    await turnFor(db, u.Ana!, u.Cat!, "Cat");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 1, sent: 1 });
    expect(receivedAt(`cat-${database.kind}`)).toHaveLength(1);
  });

  it("digest players: no push unless they ask for one each turn; then one per waiting turn, and the digest as before", async () => {
    const ivy = `ivy-${database.kind}`;
    const twoDaysAgo = new Date(siteNow().getTime() - 2 * 86_400_000);
    await db.user.update({ where: { id: u.Ivy! }, data: { notifyMode: "digest", lastDigestAt: twoDaysAgo } });
    const keys = await subscribe(db, u.Ivy!, ivy);
    // Without the preference: no notice at all (as before push), so nothing to push.
    const quietMatch = await turnFor(db, u.Lou!, u.Ivy!, "Ivy");
    expect(await db.outboxMail.count({ where: { userId: u.Ivy! } })).toBe(0);
    expect((await runTurnPushOnce(db, siteNow())).claimed).toBe(0);
    expect(receivedAt(ivy)).toHaveLength(0);

    // With it: a push-only notice, pushed once, marked "pushed"; no turn mail is ever written for it.
    await db.user.update({ where: { id: u.Ivy! }, data: { pushEachTurn: true } });
    const id = await turnFor(db, u.Lou!, u.Ivy!, "Ivy");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 1, sent: 1 });
    expect(receivedAt(ivy)).toHaveLength(1);
    expect(opened(receivedAt(ivy)[0]!.body, keys)).toMatchObject({ matchId: id, title: `Your turn in Tiny #${id}` });
    expect(await db.outboxMail.findMany({ where: { userId: u.Ivy! }, select: { status: true, kind: true } })).toEqual([
      { status: "pushed", kind: "turn" },
    ]);
    expect((await runTurnPushOnce(db, siteNow())).claimed).toBe(0);
    // Hours later, the held mail's release sends her nothing (the notice is not waiting).
    await releaseHeldMail(db, new Date(siteNow().getTime() + 3 * 3_600_000));
    expect(await db.outboxMail.count({ where: { userId: u.Ivy!, status: { notIn: ["pushed"] } } })).toBe(0);

    // Her digest lists both matches waiting for her, as it would have without the preference.
    expect((await runDigestOnce(db, siteNow())).sent).toBeGreaterThanOrEqual(1);
    const digest = await db.outboxMail.findFirstOrThrow({ where: { userId: u.Ivy!, kind: "digest" } });
    expect(digest.text).toContain(`/matches/${quietMatch}`);
    expect(digest.text).toContain(`/matches/${id}`);
    expect(
      await db.outboxMail.count({ where: { userId: u.Ivy!, kind: { not: "digest" }, status: { not: "pushed" } } }),
    ).toBe(0);

    // Her next waiting turn in that match: one more push (one per waiting turn).
    await db.user.update({ where: { id: u.Ivy! }, data: { notifyMode: "digest" } });
    const m = await db.match.findUniqueOrThrow({ where: { id } });
    const mine = await act(db, u.Ivy!, id, m.version, { type: "move", move: { type: "end-turn" } });
    if (!mine.ok) throw new Error(mine.message);
    const again = await db.match.findUniqueOrThrow({ where: { id } });
    const lou = await act(db, u.Lou!, id, again.version, { type: "move", move: { type: "end-turn" } });
    if (!lou.ok) throw new Error(lou.message);
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 1, sent: 1 });
    expect(receivedAt(ivy)).toHaveLength(2);

    // The same rules as turn mail: nothing while present, in quiet hours, or for a muted match.
    await markPresent(db, [u.Ivy!]);
    await turnFor(db, u.Lou!, u.Ivy!, "Ivy");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    await clearPresence(db, u.Ivy!);
    const hour = siteNow().getUTCHours();
    await db.user.update({
      where: { id: u.Ivy! },
      data: { quietFromHour: hour, quietToHour: (hour + 2) % 24, timeZone: null },
    });
    await turnFor(db, u.Lou!, u.Ivy!, "Ivy");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    await db.user.update({ where: { id: u.Ivy! }, data: { quietFromHour: null, quietToHour: null } });
    const muted = await turnFor(db, u.Lou!, u.Ivy!, "Ivy");
    await setMute(db, u.Ivy!, muted, true);
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 0, skipped: 1 });
    expect(receivedAt(ivy)).toHaveLength(2);
  });

  it("mail-off players with a push each turn get it; without a device no notice is written", async () => {
    const jo = `jo-${database.kind}`;
    await db.user.update({ where: { id: u.Jo! }, data: { notifyMode: "off", pushEachTurn: true } });
    await subscribe(db, u.Jo!, jo);
    await turnFor(db, u.Lou!, u.Jo!, "Jo");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 1, sent: 1 });
    expect(receivedAt(jo)).toHaveLength(1);
    expect(await db.outboxMail.count({ where: { userId: u.Jo!, status: { not: "pushed" } } })).toBe(0);
    // Kim asked for it but has no device: no row at all.
    await db.user.update({ where: { id: u.Kim! }, data: { notifyMode: "digest", pushEachTurn: true } });
    await turnFor(db, u.Lou!, u.Kim!, "Kim");
    expect(await db.outboxMail.count({ where: { userId: u.Kim! } })).toBe(0);
  });

  it("a mail player whose address bounces still gets the push, and no mail", async () => {
    const max = `max-${database.kind}`;
    await db.user.update({
      where: { id: u.Max! },
      data: { emailFailedAt: siteNow(), emailFailure: "550 no such user" },
    });
    const keys = await subscribe(db, u.Max!, max);
    const id = await turnFor(db, u.Lou!, u.Max!, "Max");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ claimed: 1, pushed: 1, sent: 1 });
    expect(opened(receivedAt(max)[0]!.body, keys)).toMatchObject({ matchId: id });
    await releaseHeldMail(db, new Date(siteNow().getTime() + 3 * 3_600_000));
    expect(await db.outboxMail.count({ where: { userId: u.Max!, status: { not: "pushed" } } })).toBe(0);
  });

  it("removes a subscription the push service answers 410, and keeps the player's others", async () => {
    await subscribe(db, u.Dan!, `dan-${database.kind}/gone`);
    await subscribe(db, u.Dan!, `dan-${database.kind}`);
    await turnFor(db, u.Ana!, u.Dan!, "Dan");
    expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ pushed: 1, sent: 1, removed: 1 });
    const left = await db.pushSubscription.findMany({ where: { userId: u.Dan! }, select: { endpoint: true } });
    expect(left.map((s) => s.endpoint)).toEqual([`https://localhost:${server.port}/push/dan-${database.kind}`]);
  });

  it("does not contact an endpoint whose host is or resolves to a private address (the switch off)", async () => {
    process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS = "0";
    resetEnvCache();
    try {
      const keys = browserKeys();
      const target = (host: string) => ({
        endpoint: `https://${host}:${server.port}/push/private-${database.kind}`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      // "vm" is in /etc/hosts as 127.0.0.1: a name that passes the check when saved, refused when resolved.
      for (const host of ["localhost", "127.0.0.1", "[::1]", "vm"]) {
        const outcome = await sendPush(target(host), { x: 1 }, { ttlSeconds: 60 });
        expect(outcome.kind, host).toBe("refused");
      }
      // Through the job too: the subscription is kept (a name may resolve elsewhere later), nothing is sent.
      await subscribe(db, u.Hal!, `private-${database.kind}`, "vm");
      await turnFor(db, u.Ana!, u.Hal!, "Hal");
      expect(await runTurnPushOnce(db, siteNow())).toMatchObject({ pushed: 1, sent: 0, failed: 1 });
      expect(receivedAt(`private-${database.kind}`)).toHaveLength(0);
    } finally {
      process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS = "1";
      resetEnvCache();
    }
  });

  it("gives up on an endpoint that answers too slowly (at its deadline) or too much (at 64 KB)", async () => {
    const keys = browserKeys();
    const started = Date.now();
    const outcome = await sendPush(
      {
        endpoint: `https://localhost:${server.port}/push/slow-${database.kind}/trickle`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      },
      { x: 1 },
      { ttlSeconds: 60, timeoutMs: 700 },
    );
    expect(outcome.kind).toBe("failed");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(receivedAt(`slow-${database.kind}/trickle`)).toHaveLength(1);
    // And one that answers too much: cut off at ANSWER_MAX_BYTES, long before the deadline.
    const flooded = Date.now();
    const flood = await sendPush(
      {
        endpoint: `https://localhost:${server.port}/push/flood-${database.kind}/flood`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      },
      { x: 1 },
      { ttlSeconds: 60, timeoutMs: 20_000 },
    );
    expect(flood).toEqual({ kind: "failed", reason: expect.stringMatching(/over 64000 bytes/) });
    expect(Date.now() - flooded).toBeLessThan(5_000);
  });

  it("sends in a lane of its own: the job runner's tick is over while a slow push service still answers", async () => {
    await subscribe(db, u.Hal!, `hal-${database.kind}/trickle`);
    const id = await turnFor(db, u.Ana!, u.Hal!, "Hal");
    const runner = startJobRunner(
      db,
      logTransport(() => {}),
      3_600_000,
    );
    try {
      await runner.tick();
      expect((await db.outboxMail.findFirstOrThrow({ where: { matchId: id, kind: "turn" } })).pushedAt).not.toBeNull();
      // Had the tick waited for the push, the answer would have ended (at the push's deadline) before it did.
      await vi.waitFor(() => expect(server.openTrickles()).toBe(1), { timeout: 5_000 });
      server.endTrickles();
      await runner.settled();
      expect(await db.pushSubscription.findFirstOrThrow({ where: { userId: u.Hal! } })).toMatchObject({
        lastUsedAt: expect.any(Date),
      });
    } finally {
      runner.stop();
    }
  });

  it("two runners claiming at the same moment push each turn once", async () => {
    await subscribe(db, u.Eve!, `eve-${database.kind}`);
    await subscribe(db, u.Gus!, `gus-${database.kind}`);
    for (let i = 0; i < 3; i++) {
      await turnFor(db, u.Ana!, u.Eve!, "Eve");
      await turnFor(db, u.Ana!, u.Gus!, "Gus");
    }
    // On PostgreSQL a second client is a second instance's; PGlite has one connection (one process at a time).
    const other = database.url ? createDb({ kind: "postgres", url: database.url }) : db;
    try {
      const results = await Promise.all([
        runTurnPushOnce(db, siteNow(), 4),
        runTurnPushOnce(other, siteNow(), 4),
        runTurnPushOnce(db, siteNow(), 4),
      ]);
      const claimed = results.reduce((n, r) => n + r.claimed, 0);
      expect(claimed).toBe(6);
      expect(receivedAt(`eve-${database.kind}`)).toHaveLength(3);
      expect(receivedAt(`gus-${database.kind}`)).toHaveLength(3);
    } finally {
      if (other !== db) await other.$disconnect();
    }
  });
});
