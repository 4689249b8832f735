import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/tests/support/db";
import type { Db } from "@/lib/db";
import {
  checkCredentials,
  consumeToken,
  createApiToken,
  registerUser,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  userForApiToken,
} from "@/lib/accounts/accounts";
import { registerSchema } from "@/lib/accounts/validation";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

function tokenFrom(text: string): string {
  const m = text.match(/token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error("no token in mail");
  return m[1];
}

describe("password hashing", () => {
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
    expect(registerSchema.safeParse({ username: "a".repeat(21), email: "a@b.co", password: "12345678" }).success).toBe(false);
    expect(registerSchema.parse({ username: "Anna_1", email: "Anna@Example.COM", password: "12345678" }).email).toBe("anna@example.com");
  });
});

describe.each(["pglite", "postgres"] as const)("accounts on %s", (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestDatabase(kind);
    db = t.db;
    close = t.close;
  });
  afterAll(async () => close?.());

  it("registers unique usernames case-insensitively and unique emails", async () => {
    expect((await registerUser(db, { username: "Fiona", email: "fiona@example.test", password: "12345678" })).ok).toBe(true);
    expect(await registerUser(db, { username: "fIONA", email: "other@example.test", password: "12345678" })).toMatchObject({ ok: false, fieldErrors: { username: expect.any(String) } });
    expect(await registerUser(db, { username: "Fiona2", email: "fiona@example.test", password: "12345678" })).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
  });

  it("signs in with username or email and throttles after repeated failures", async () => {
    await registerUser(db, { username: "Gus", email: "gus@example.test", password: "rightpassword" });
    expect(await checkCredentials(db, "gus", "rightpassword", "1.1.1.1")).toMatchObject({ ok: true, user: { username: "Gus" } });
    expect(await checkCredentials(db, "GUS@example.test", "rightpassword", "1.1.1.1")).toMatchObject({ ok: true });
    const now = new Date();
    for (let i = 0; i < 10; i++) {
      expect(await checkCredentials(db, "gus", "wrong", `2.2.2.${i}`, now)).toEqual({ ok: false, reason: "invalid" });
    }
    // Even the right password is refused while throttled, from any address ...
    expect(await checkCredentials(db, "gus", "rightpassword", "3.3.3.3", now)).toEqual({ ok: false, reason: "throttled" });
    // ... and the throttle ends after a minute.
    expect(await checkCredentials(db, "gus", "rightpassword", "3.3.3.3", new Date(now.getTime() + 61_000))).toMatchObject({ ok: true });
  });

  it("throttles per address across accounts", async () => {
    const now = new Date();
    for (let i = 0; i < 10; i++) await checkCredentials(db, `nobody${i}`, "wrong", "9.9.9.9", now);
    await registerUser(db, { username: "Hana", email: "hana@example.test", password: "rightpassword" });
    expect(await checkCredentials(db, "hana", "rightpassword", "9.9.9.9", now)).toEqual({ ok: false, reason: "throttled" });
    expect(await checkCredentials(db, "hana", "rightpassword", "8.8.8.8", now)).toMatchObject({ ok: true });
  });

  it("does not throttle an unknown address as one shared address", async () => {
    const now = new Date();
    for (let i = 0; i < 12; i++) await checkCredentials(db, `stranger${i}`, "wrong", null, now);
    await registerUser(db, { username: "Lena", email: "lena@example.test", password: "rightpassword" });
    expect(await checkCredentials(db, "lena", "rightpassword", null, now)).toMatchObject({ ok: true });
    // The per-account limit holds without an address too.
    for (let i = 0; i < 10; i++) await checkCredentials(db, "lena", "wrong", null, now);
    expect(await checkCredentials(db, "lena", "rightpassword", null, now)).toEqual({ ok: false, reason: "throttled" });
  });

  it("magic links sign in once, and only before they expire", async () => {
    const r = await registerUser(db, { username: "Ivo", email: "ivo@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    await requestMagicLink(db, "ivo@example.test");
    await requestMagicLink(db, "unknown@example.test");
    const mails = await db.outboxMail.findMany({ where: { kind: "magic-link" } });
    expect(mails.map((m) => m.toAddress)).toEqual(["ivo@example.test"]);
    const token = tokenFrom(mails[0]!.text);
    expect(await consumeToken(db, "reset", token)).toBeNull();
    expect(await consumeToken(db, "magic", token)).toBe(r.userId);
    expect(await consumeToken(db, "magic", token)).toBeNull();
    await requestMagicLink(db, "ivo@example.test");
    const second = tokenFrom((await db.outboxMail.findMany({ where: { kind: "magic-link" }, orderBy: { id: "desc" } }))[0]!.text);
    expect(await consumeToken(db, "magic", second, new Date(Date.now() + 16 * 60_000))).toBeNull();
  });

  it("resets a password through the mailed link", async () => {
    await registerUser(db, { username: "Jo", email: "jo@example.test", password: "oldpassword" });
    await requestPasswordReset(db, "jo@example.test");
    const mail = await db.outboxMail.findFirstOrThrow({ where: { kind: "password-reset", toAddress: "jo@example.test" } });
    const token = tokenFrom(mail.text);
    expect(await resetPassword(db, token, "newpassword")).toBe(true);
    expect(await resetPassword(db, token, "again12345")).toBe(false);
    expect(await checkCredentials(db, "jo", "newpassword", "4.4.4.4")).toMatchObject({ ok: true });
    expect(await checkCredentials(db, "jo", "oldpassword", "4.4.4.4")).toMatchObject({ ok: false });
  });

  it("API tokens identify their user and are stored hashed", async () => {
    const r = await registerUser(db, { username: "Kai", email: "kai@example.test", password: "12345678" });
    if (!r.ok) throw new Error();
    const token = await createApiToken(db, r.userId, "bot");
    expect(await userForApiToken(db, token)).toMatchObject({ id: r.userId, username: "Kai" });
    expect(await userForApiToken(db, `${token}x`)).toBeNull();
    expect(await db.apiToken.count({ where: { tokenHash: token } })).toBe(0);
  });
});
