/** Preferences: mute, off, digest (hour and time zone with an injected clock), unsubscribe links. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET, deliver, emailOf, humanRng, makeUsers, playHumanTurn, startGlenMore } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { setMute, updatePreferences, preferencesSchema } from "@/lib/notifications/preferences";
import { digestDue, lastDigestTime, runDigestOnce } from "@/lib/notifications/digest";
import { applyUnsubscribe, parseUnsubscribe, signUnsubscribe } from "@/lib/notifications/unsubscribe";

describe("digest clock", () => {
  it("finds the latest local digest hour in the user's time zone", () => {
    // 2026-07-01 12:30 UTC is 08:30 in New York (EDT, UTC-4).
    const now = new Date("2026-07-01T12:30:00Z");
    expect(lastDigestTime(now, 8, "America/New_York").toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(lastDigestTime(now, 9, "America/New_York").toISOString()).toBe("2026-06-30T13:00:00.000Z");
    expect(lastDigestTime(now, 8, "UTC").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    // Tokyo (UTC+9, no DST): 21:30 local.
    expect(lastDigestTime(now, 22, "Asia/Tokyo").toISOString()).toBe("2026-06-30T13:00:00.000Z");
    expect(lastDigestTime(now, 21, "Asia/Tokyo").toISOString()).toBe("2026-07-01T12:00:00.000Z");
    // Winter time in New York (EST, UTC-5).
    expect(lastDigestTime(new Date("2026-01-15T14:00:00Z"), 8, "America/New_York").toISOString()).toBe(
      "2026-01-15T13:00:00.000Z",
    );
    // The day after the spring change in Berlin (2026-03-29): 07:00 CEST = 05:00 UTC.
    expect(lastDigestTime(new Date("2026-03-30T06:00:00Z"), 7, "Europe/Berlin").toISOString()).toBe(
      "2026-03-30T05:00:00.000Z",
    );
  });

  it("is due once per local day, and catches up once after a missed hour", () => {
    const user = { digestHour: 8, timeZone: "America/New_York", lastDigestAt: new Date("2026-06-30T12:00:00Z") };
    expect(digestDue(new Date("2026-07-01T11:59:00Z"), user)).toBe(false);
    expect(digestDue(new Date("2026-07-01T12:00:00Z"), user)).toBe(true);
    expect(
      digestDue(new Date("2026-07-01T23:00:00Z"), { ...user, lastDigestAt: new Date("2026-07-01T12:00:05Z") }),
    ).toBe(false);
    expect(digestDue(new Date("2026-07-03T03:00:00Z"), user)).toBe(true);
  });

  it("validates preferences", () => {
    expect(
      preferencesSchema.safeParse({ notifyMode: "digest", digestHour: "7", timeZone: "Europe/Berlin" }).success,
    ).toBe(true);
    expect(
      preferencesSchema.safeParse({ notifyMode: "digest", digestHour: "24", timeZone: "Europe/Berlin" }).success,
    ).toBe(false);
    expect(
      preferencesSchema.safeParse({ notifyMode: "digest", digestHour: "7", timeZone: "Mars/Olympus" }).success,
    ).toBe(false);
    expect(preferencesSchema.safeParse({ notifyMode: "sometimes", digestHour: "7", timeZone: "UTC" }).success).toBe(
      false,
    );
  });
});

describe("preferences and links", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let smtp: TestSmtp;
  const users: Record<string, string> = {};
  const NAMES = ["Ailsa", "Brodie", "Catriona", "Dougal"];

  beforeAll(async () => {
    db = database.db;
    const ids = await makeUsers(db, NAMES);
    NAMES.forEach((n, i) => (users[n] = ids[i]!));
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  /** Plays until `name` has been handed the turn by someone else at least `times` times. */
  async function playUntilHandedTo(id: number, seat: number, times: number, seed: string) {
    const rng = humanRng(seed);
    let handed = 0;
    for (let i = 0; i < 200 && handed < times; i++) {
      const c = await playHumanTurn(db, id, rng);
      if (c.after.length === 0) break;
      if (c.after.includes(seat) && c.actorSeat !== seat) handed++;
    }
    return handed;
  }

  it("no mail for a muted match; other matches still mail", async () => {
    const muted = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Brodie" }], "muted");
    const loud = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Brodie" }], "loud");
    await setMute(db, users.Brodie!, muted, true);
    expect(await playUntilHandedTo(muted, 1, 2, "muted")).toBe(2);
    expect(await playUntilHandedTo(loud, 1, 1, "loud")).toBe(1);
    const toBrodie = (id: number) =>
      db.outboxMail.count({ where: { matchId: id, toAddress: emailOf("Brodie"), kind: "turn" } });
    expect(await toBrodie(muted)).toBe(0);
    expect(await toBrodie(loud)).toBeGreaterThan(0);
    expect(
      await db.outboxMail.count({ where: { matchId: muted, toAddress: emailOf("Ailsa"), kind: "turn" } }),
    ).toBeGreaterThan(0);
    await setMute(db, users.Brodie!, muted, false);
  });

  it("no mail at all with notifications off", async () => {
    await updatePreferences(db, users.Catriona!, { notifyMode: "off", digestHour: 8, timeZone: "UTC" });
    const id = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Catriona" }], "off");
    expect(await playUntilHandedTo(id, 1, 2, "off")).toBe(2);
    expect(await db.outboxMail.count({ where: { toAddress: emailOf("Catriona") } })).toBe(0);
  });

  it("the digest lists every waiting match in one mail at the chosen hour, once a day", async () => {
    const dougal = users.Dougal!;
    const t0 = new Date("2026-07-01T10:00:00Z");
    await updatePreferences(db, dougal, { notifyMode: "digest", digestHour: 8, timeZone: "America/New_York" }, t0);
    const plans: [string, { user: string }[]][] = [
      ["d1", [{ user: "Dougal" }, { user: "Ailsa" }]],
      ["d2", [{ user: "Brodie" }, { user: "Dougal" }]],
      ["d3", [{ user: "Ailsa" }, { user: "Dougal" }, { user: "Brodie" }]],
    ];
    const ids: number[] = [];
    for (const [seed, plan] of plans) ids.push(await startGlenMore(db, users, plan, seed));
    // Play each until Dougal is awaited.
    for (const [i, id] of ids.entries()) {
      const rng = humanRng(`digest-${i}`);
      for (let k = 0; k < 50; k++) {
        const row = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
        const mine = row.seats.find((s) => s.userId === dougal)!;
        if (row.activeSeats.includes(mine.seatIndex)) break;
        await playHumanTurn(db, id, rng);
      }
    }
    // No immediate mail in digest mode.
    expect(
      await db.outboxMail.count({
        where: { toAddress: emailOf("Dougal"), kind: { in: ["turn", "started", "invitation"] } },
      }),
    ).toBe(0);
    // 07:59 in New York: not yet. 08:00: one digest with all three matches. Later that day: nothing more.
    expect((await runDigestOnce(db, new Date("2026-07-01T11:59:00Z"))).sent).toBe(0);
    expect((await runDigestOnce(db, new Date("2026-07-01T12:00:00Z"))).sent).toBe(1);
    expect((await runDigestOnce(db, new Date("2026-07-01T20:00:00Z"))).sent).toBe(0);
    const digests = await db.outboxMail.findMany({ where: { kind: "digest", toAddress: emailOf("Dougal") } });
    expect(digests).toHaveLength(1);
    for (const id of ids) expect(digests[0]!.text).toContain(`/matches/${id}`);
    expect(digests[0]!.subject).toBe("Glenboard: 3 matches are waiting for you");
    const before = smtp.received.length;
    await deliver(db, smtp);
    const got = smtp.received.slice(before).filter((m) => m.to === emailOf("Dougal"));
    expect(got.map((m) => m.subject)).toEqual(["Glenboard: 3 matches are waiting for you"]);
    expect(got[0]!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // A muted match leaves the digest; the next day's digest lists the other two.
    await setMute(db, dougal, ids[0]!, true);
    expect((await runDigestOnce(db, new Date("2026-07-02T12:00:00Z"))).sent).toBe(1);
    const next = await db.outboxMail.findFirstOrThrow({
      where: { kind: "digest", toAddress: emailOf("Dougal") },
      orderBy: { id: "desc" },
    });
    expect(next.subject).toBe("Glenboard: 2 matches are waiting for you");
    expect(next.text).not.toContain(`/matches/${ids[0]}`);
  });

  it("unsubscribe links work without signing in; tampered ones are refused", async () => {
    const brodie = users.Brodie!;
    const good = signUnsubscribe(brodie, undefined, SECRET);
    const tampered = [
      { ...good, s: good.s.slice(0, -1) + (good.s.endsWith("A") ? "B" : "A") },
      { ...good, u: users.Ailsa! },
      { ...good, m: "1" },
      { u: brodie, s: "" },
      { u: brodie },
    ];
    for (const raw of tampered) {
      expect(parseUnsubscribe(raw, SECRET)).toBeNull();
      expect(await applyUnsubscribe(db, raw, SECRET)).toEqual({ ok: false });
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: brodie } })).notifyMode).toBe("immediate");
    // A mute link is for one match only and cannot be widened to "every mail" or another match.
    const id = (await db.match.findFirstOrThrow({ where: { seats: { some: { userId: brodie } } } })).id;
    const mute = signUnsubscribe(brodie, id, SECRET);
    expect(await applyUnsubscribe(db, { ...mute, m: String(mute.m! + 1) }, SECRET)).toEqual({ ok: false });
    expect(await applyUnsubscribe(db, { u: mute.u, s: mute.s }, SECRET)).toEqual({ ok: false });
    expect(await applyUnsubscribe(db, { ...mute, m: String(mute.m) }, SECRET)).toEqual({
      ok: true,
      scope: "match",
      matchId: id,
    });
    expect(await db.matchMute.count({ where: { userId: brodie, matchId: id } })).toBe(1);
    // The real link, twice (idempotent).
    expect(await applyUnsubscribe(db, good, SECRET)).toEqual({ ok: true, scope: "all" });
    expect(await applyUnsubscribe(db, good, SECRET)).toEqual({ ok: true, scope: "all" });
    expect((await db.user.findUniqueOrThrow({ where: { id: brodie } })).notifyMode).toBe("off");
    // A signature made with another secret is refused.
    expect(parseUnsubscribe(signUnsubscribe(brodie, undefined, "another-secret-another-secret"), SECRET)).toBeNull();
  });

  it("escapes and bounds user-written fields", async () => {
    // The match note is free text (usernames are validated at registration): bounded and escaped.
    const r = await startGlenMore(db, users, [{ user: "Ailsa" }, { user: "Dougal" }], "escape");
    await db.match.update({ where: { id: r }, data: { note: `<script>alert(1)</script> ${"x".repeat(500)}` } });
    await updatePreferences(db, users.Dougal!, { notifyMode: "immediate", digestHour: 8, timeZone: "UTC" });
    await updatePreferences(db, users.Ailsa!, { notifyMode: "immediate", digestHour: 8, timeZone: "UTC" });
    const rng = humanRng("escape");
    for (let i = 0; i < 20; i++) {
      const c = await playHumanTurn(db, r, rng);
      if (c.after.length === 0 || c.after[0] !== c.actorSeat) break;
    }
    const mail = await db.outboxMail.findFirstOrThrow({ where: { matchId: r, kind: "turn" }, orderBy: { id: "desc" } });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).not.toContain("x".repeat(250));
  });
});
