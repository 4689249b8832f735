/**
 * Accounts as an attacker sees them, on both databases: registration that reveals no address, password
 * limits that hold per account (username and email alike), per address and under concurrency, a lockout
 * that cannot keep the owner out, mail floods refused, sessions ended by a reset, "sign out everywhere" and
 * a block, API tokens of blocked users refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { recordingClient } from "./helpers";
import {
  checkCredentials,
  confirmRegistration,
  consumeToken,
  createApiToken,
  createUser,
  requestLoginLink,
  resetPassword,
  sessionUser,
  signOutEverywhere,
  startRegistration,
  userForApiToken,
} from "@/lib/accounts/accounts";
import { registerSchema, signInSchema } from "@/lib/accounts/validation";
import { hashPassword, verifyPassword } from "@/lib/secrets/password";
import { blockCommand } from "@/lib/operator/commands";
import { startJobRunner } from "@/lib/jobs/runner";
import { logTransport } from "@/lib/mail/transport";

function tokenFrom(text: string): string {
  const m = text.match(/token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error("no token in mail");
  return m[1];
}

const input = (username: string, email: string, password = "correct horse") =>
  registerSchema.parse({ username, email, password });

describe("password hashing and input", () => {
  it("verifies the right password only and never stores it in clear", async () => {
    const h = await hashPassword("correct horse");
    expect(h).not.toContain("correct");
    expect(h.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("correct horse", h)).toBe(true);
    expect(await verifyPassword("correct horsE", h)).toBe(false);
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(h);
  });

  it("validates registration input with readable errors", () => {
    const r = registerSchema.safeParse({ username: "ab", email: "nope", password: "short" });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["username", "email", "password"]));
    expect(registerSchema.safeParse({ username: "a".repeat(21), email: "a@b.co", password: "12345678" }).success).toBe(
      false,
    );
    expect(registerSchema.parse({ username: "Anna_1", email: "Anna@Example.COM", password: "12345678" }).email).toBe(
      "anna@example.com",
    );
  });

  it("refuses control characters in every account field with a sentence", () => {
    for (const bad of [
      { login: "ann\u0000", password: "x" },
      { login: "ann", password: "pass\u0000word" },
      { login: "a\u202eb", password: "x" },
    ]) {
      const r = signInSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.success ? "" : r.error.issues[0]?.message).toBe("Remove the control characters from this text.");
    }
    expect(registerSchema.safeParse({ username: "Ann", email: "ann\u0000@x.test", password: "12345678" }).success).toBe(
      false,
    );
  });
});

forEachDatabase("accounts", (database) => {
  let db: Db;
  let pglite: PGlite | undefined;
  beforeAll(async () => {
    db = database.db;
    pglite = database.pglite;
  });

  const mailsTo = (to: string) => db.outboxMail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } });

  it("registration creates the account only through the mailed link, once", async () => {
    expect(await startRegistration(db, input("Fiona", "fiona@example.test"), "10.0.0.1")).toEqual({ ok: true });
    expect(await db.user.count({ where: { usernameLower: "fiona" } })).toBe(0);
    const [mail] = await mailsTo("fiona@example.test");
    expect(mail?.kind).toBe("registration-confirm");
    const token = tokenFrom(mail!.text);
    const userId = await confirmRegistration(db, token);
    expect(userId).toEqual(expect.any(String));
    expect(await confirmRegistration(db, token)).toBeNull();
    expect(await checkCredentials(db, "fiona", "correct horse", "10.0.0.1")).toMatchObject({
      ok: true,
      user: { id: userId },
    });
  });

  it("the job runner's housekeeping keeps a fresh registration even when the site's clock runs days ahead", async () => {
    // TEST_MODE moves the site's clock; registration links are stamped with the machine's clock. A sweep by
    // the site's clock once deleted a registration made a second earlier (a CI failure in e2e).
    await startRegistration(db, input("Ahead", "ahead@example.test"), "10.0.0.9");
    const runner = startJobRunner(
      db,
      logTransport(() => {}),
      3_600_000,
      () => new Date(Date.now() + 5 * 86_400_000),
    );
    await runner.tick();
    runner.stop();
    const token = tokenFrom((await mailsTo("ahead@example.test"))[0]!.text);
    expect(await confirmRegistration(db, token)).toEqual(expect.any(String));
  });

  it("a registration link expires after a day", async () => {
    const now = new Date();
    await startRegistration(db, input("Late", "late@example.test"), "10.0.0.2", now);
    const token = tokenFrom((await mailsTo("late@example.test"))[0]!.text);
    expect(await confirmRegistration(db, token, new Date(now.getTime() + 25 * 3600_000))).toBeNull();
  });

  it("usernames are unique case-insensitively, also while a registration waits for confirmation", async () => {
    await startRegistration(db, input("Gwen", "gwen@example.test"), "10.0.0.3");
    expect(await startRegistration(db, input("GWEN", "other@example.test"), "10.0.0.3")).toMatchObject({
      ok: false,
      reason: "username-taken",
    });
    // The same person registering again (a lost mail) gets a new link instead.
    expect(await startRegistration(db, input("Gwen", "gwen@example.test"), "10.0.0.3")).toEqual({ ok: true });
    expect((await mailsTo("gwen@example.test")).length).toBe(2);
    expect(await startRegistration(db, input("Fiona", "x@example.test"), "10.0.0.3")).toMatchObject({
      ok: false,
      reason: "username-taken",
    });
  });

  // The statement trace is taken on PGlite: one connection, so the order of statements is deterministic.
  it.runIf(database.kind === "pglite")(
    "registering with a known address answers exactly as with a new one and runs the same statements",
    async () => {
      await createUser(db, { username: "Known", email: "known@example.test", password: "correct horse" });
      // Every statement of both paths, through a second client on the same database.
      const { db: client, statements } = recordingClient(pglite!);
      const trace = () => statements.splice(0).map((q) => q.replace(/\$\d+/g, "?"));
      const known = await startRegistration(client, input("Newname1", "known@example.test"), "10.0.0.4");
      const knownTrace = trace();
      const fresh = await startRegistration(client, input("Newname2", "fresh@example.test"), "10.0.0.4");
      const freshTrace = trace();
      expect(known).toEqual(fresh);
      expect(knownTrace.length).toBeGreaterThan(4);
      expect(knownTrace).toEqual(freshTrace);
      // The owner of the known address learns of it by mail; no account and no usable link are created.
      const [toOwner] = await mailsTo("known@example.test");
      expect(toOwner?.kind).toBe("registration-known");
      expect(toOwner?.text).not.toContain("token=");
      expect(await db.user.count({ where: { usernameLower: "newname1" } })).toBe(0);
      await client.$disconnect();
    },
  );

  it("username and email are one account for the password limit", async () => {
    await createUser(db, { username: "Gus", email: "gus@example.test", password: "rightpassword" });
    const now = new Date();
    for (let i = 0; i < 5; i++)
      expect(await checkCredentials(db, "gus", "wrong", `2.2.2.${i}`, now)).toEqual({ ok: false, reason: "invalid" });
    for (let i = 0; i < 5; i++)
      expect(await checkCredentials(db, "GUS@example.test", "wrong", `2.2.3.${i}`, now)).toEqual({
        ok: false,
        reason: "invalid",
      });
    // Even the right password is refused while throttled, from any address, by name or by email ...
    expect(await checkCredentials(db, "gus", "rightpassword", "3.3.3.3", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await checkCredentials(db, "gus@example.test", "rightpassword", "3.3.3.4", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    // ... and the throttle ends with the minute.
    expect(
      await checkCredentials(db, "gus", "rightpassword", "3.3.3.3", new Date(now.getTime() + 61_000)),
    ).toMatchObject({ ok: true });
  });

  it("sixty concurrent guesses get exactly the limit's number of password checks", async () => {
    await createUser(db, { username: "Race", email: "race@example.test", password: "rightpassword" });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkCredentials(db, i % 2 ? "race" : "race@example.test", `guess ${i}`, `5.5.${i}.1`, now),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(50);
  });

  it("throttles per client address across accounts, and each /64 of IPv6 as one address", async () => {
    const now = new Date();
    for (let i = 0; i < 10; i++) await checkCredentials(db, `nobody${i}`, "wrong", "9.9.9.9", now);
    await createUser(db, { username: "Hana", email: "hana@example.test", password: "rightpassword" });
    expect(await checkCredentials(db, "hana", "rightpassword", "9.9.9.9", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await checkCredentials(db, "hana", "rightpassword", "8.8.8.8", now)).toMatchObject({ ok: true });
    for (let i = 0; i < 10; i++) await checkCredentials(db, `v6nobody${i}`, "wrong", `2001:db8:1:2::${i + 1}`, now);
    expect(await checkCredentials(db, "hana", "rightpassword", "2001:db8:1:2:ffff::9", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await checkCredentials(db, "hana", "rightpassword", "2001:db8:1:3::1", now)).toMatchObject({ ok: true });
  });

  it("a locked-out owner still signs in by mailed link, and nobody can flood the inbox", async () => {
    const u = await createUser(db, { username: "Ivo", email: "ivo@example.test", password: "12345678" });
    if (!u.ok) throw new Error();
    const now = new Date();
    for (let i = 0; i < 12; i++) await checkCredentials(db, "ivo", `wrong ${i}`, `6.6.6.${i}`, now);
    expect(await checkCredentials(db, "ivo", "12345678", "7.7.7.7", now)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    // An attacker asks for links from many addresses at once: three mails reach the owner, the rest are refused.
    const asks = await Promise.all(
      Array.from({ length: 40 }, (_, i) => requestLoginLink(db, "magic", "ivo@example.test", `11.0.${i}.1`, now)),
    );
    expect(asks.filter((a) => a.ok)).toHaveLength(3);
    expect(asks.find((a) => !a.ok)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Use the newest one"),
    });
    for (const a of asks) if (a.ok) await a.deliver?.();
    const mails = (await mailsTo("ivo@example.test")).filter((m) => m.kind === "magic-link");
    expect(mails).toHaveLength(3);
    // The owner uses the newest link: signed in, whatever the password limit says.
    expect(await consumeToken(db, "magic", tokenFrom(mails[2]!.text), now)).toBe(u.userId);
    // An unknown address is answered the same way and gets no mail.
    const unknown = await requestLoginLink(db, "magic", "nobody@example.test", "11.1.0.1", now);
    expect(unknown).toMatchObject({ ok: true });
    if (unknown.ok) await unknown.deliver?.();
    expect(await mailsTo("nobody@example.test")).toHaveLength(0);
  });

  it("mail requests are limited per client address", async () => {
    const now = new Date();
    const asks = [];
    for (let i = 0; i < 12; i++)
      asks.push(await requestLoginLink(db, "reset", `target${i}@example.test`, "12.0.0.1", now));
    expect(asks.filter((a) => a.ok)).toHaveLength(10);
    expect(asks[11]).toMatchObject({ ok: false, message: expect.stringContaining("from your network") });
  });

  it("magic links sign in once, and only before they expire", async () => {
    const r = await createUser(db, { username: "Jan", email: "jan@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    const ask = await requestLoginLink(db, "magic", "jan@example.test", "13.0.0.1");
    if (!ask.ok) throw new Error();
    await ask.deliver?.();
    const token = tokenFrom((await mailsTo("jan@example.test"))[0]!.text);
    expect(await consumeToken(db, "reset", token)).toBeNull();
    expect(await consumeToken(db, "magic", token)).toBe(r.userId);
    expect(await consumeToken(db, "magic", token)).toBeNull();
    const again = await requestLoginLink(db, "magic", "jan@example.test", "13.0.0.1");
    if (!again.ok) throw new Error();
    await again.deliver?.();
    const second = tokenFrom((await mailsTo("jan@example.test")).at(-1)!.text);
    expect(await consumeToken(db, "magic", second, new Date(Date.now() + 16 * 60_000))).toBeNull();
  });

  it("a password reset ends every session and every other outstanding link", async () => {
    const r = await createUser(db, { username: "Jo", email: "jo@example.test", password: "oldpassword" });
    if (!r.ok) throw new Error();
    const before = await checkCredentials(db, "jo", "oldpassword", "4.4.4.4");
    if (!before.ok) throw new Error();
    expect(await sessionUser(db, r.userId, before.user.sessionVersion)).toMatchObject({ id: r.userId });
    for (const purpose of ["magic", "reset"] as const) {
      const ask = await requestLoginLink(db, purpose, "jo@example.test", "4.4.4.5");
      if (ask.ok) await ask.deliver?.();
    }
    const mails = await mailsTo("jo@example.test");
    const magic = tokenFrom(mails.find((m) => m.kind === "magic-link")!.text);
    const reset = tokenFrom(mails.find((m) => m.kind === "password-reset")!.text);
    expect(await resetPassword(db, reset, "newpassword")).toBe(true);
    expect(await resetPassword(db, reset, "again12345")).toBe(false);
    // The session signed in with the old password is over; so is the sign-in link mailed before.
    expect(await sessionUser(db, r.userId, before.user.sessionVersion)).toBeNull();
    expect(await consumeToken(db, "magic", magic)).toBeNull();
    const after = await checkCredentials(db, "jo", "newpassword", "4.4.4.4");
    expect(after).toMatchObject({ ok: true });
    expect(await checkCredentials(db, "jo", "oldpassword", "4.4.4.4")).toMatchObject({ ok: false });
    if (!after.ok) throw new Error();
    expect(await sessionUser(db, r.userId, after.user.sessionVersion)).toMatchObject({ id: r.userId });
  });

  it("sign out everywhere ends every session of the account", async () => {
    const r = await createUser(db, { username: "Kim", email: "kim@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    const s = await checkCredentials(db, "kim", "12345678", "4.4.4.6");
    if (!s.ok) throw new Error();
    await signOutEverywhere(db, r.userId);
    expect(await sessionUser(db, r.userId, s.user.sessionVersion)).toBeNull();
  });

  it("a blocked account has no session, no sign-in, no link and no API access", async () => {
    const r = await createUser(db, { username: "Mal", email: "mal@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    const s = await checkCredentials(db, "mal", "12345678", "4.4.4.7");
    const api = await createApiToken(db, r.userId, "bot");
    if (!s.ok || !api.token) throw new Error();
    await blockCommand(db, { username: "mal", blocked: true });
    expect(await sessionUser(db, r.userId, s.user.sessionVersion)).toBeNull();
    expect(await checkCredentials(db, "mal", "12345678", "4.4.4.7")).toEqual({ ok: false, reason: "blocked" });
    expect(await checkCredentials(db, "mal", "wrongwrong", "4.4.4.7")).toEqual({ ok: false, reason: "invalid" });
    expect(await userForApiToken(db, api.token)).toBeNull();
    const ask = await requestLoginLink(db, "magic", "mal@example.test", "4.4.4.8");
    if (ask.ok) await ask.deliver?.();
    expect((await mailsTo("mal@example.test")).filter((m) => m.kind === "magic-link")).toHaveLength(0);
    await blockCommand(db, { username: "mal", blocked: false });
    expect(await userForApiToken(db, api.token)).toMatchObject({ id: r.userId });
  });

  it("API tokens identify their user, are stored hashed and are limited per user", async () => {
    const r = await createUser(db, { username: "Kai", email: "kai@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    const created = await createApiToken(db, r.userId, "bot");
    const token = created.token!;
    expect(await userForApiToken(db, token)).toMatchObject({ id: r.userId, username: "Kai" });
    expect(await userForApiToken(db, `${token}x`)).toBeNull();
    expect(await db.apiToken.count({ where: { tokenHash: token } })).toBe(0);
    const more = [];
    for (let i = 0; i < 10; i++) more.push(await createApiToken(db, r.userId, `bot ${i}`));
    expect(more.filter((m) => m.ok)).toHaveLength(9);
    expect(more.at(-1)).toMatchObject({ ok: false, message: expect.stringContaining("API tokens") });
  });
});
