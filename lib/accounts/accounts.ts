/**
 * Accounts: registration, credential checks with throttling, magic-link and password-reset tokens.
 * Functions take the database client explicitly so tests run them against PGlite and PostgreSQL.
 */
import type { Db } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/outbox";
import { magicLinkMail, resetMail } from "@/lib/mail/account-mails";
import type { RegisterInput } from "./validation";

export type RegisterResult =
  | { ok: true; userId: string }
  | { ok: false; fieldErrors: Partial<Record<"username" | "email", string>> };

export async function registerUser(db: Db, input: RegisterInput): Promise<RegisterResult> {
  const usernameLower = input.username.toLowerCase();
  const taken = await db.user.findFirst({
    where: { OR: [{ usernameLower }, { email: input.email }] },
    select: { usernameLower: true, email: true },
  });
  if (taken) {
    return {
      ok: false,
      fieldErrors:
        taken.usernameLower === usernameLower
          ? { username: "That username is taken." }
          : { email: "An account with that email exists. Sign in or reset your password." },
    };
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: { username: input.username, usernameLower, email: input.email, passwordHash },
      select: { id: true },
    });
    return { ok: true, userId: user.id };
  } catch (e) {
    // A concurrent registration won the unique index.
    if (isUniqueViolation(e)) return { ok: false, fieldErrors: { username: "That username or email is taken." } };
    throw e;
  }
}

export function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && "code" in e && (e as { code: unknown }).code === "P2002";
}

export type CredentialCheck =
  | { ok: true; user: { id: string; username: string; email: string } }
  | { ok: false; reason: "invalid" | "throttled" };

const WINDOW_MS = 60_000;

/**
 * Checks a username-or-email and password; throttles failures per account and per client address. An
 * unknown address (no proxy header) is not throttled as such: every client would share it, and one
 * attacker could lock everybody out; the per-account limit still holds.
 */
export async function checkCredentials(
  db: Db,
  login: string,
  password: string,
  address: string | null,
  now = new Date(),
): Promise<CredentialCheck> {
  const loginKey = `login:${login.trim().toLowerCase()}`;
  const addressKey = address ? `addr:${address}` : null;
  const since = new Date(now.getTime() - WINDOW_MS);
  const limit = env().SIGNIN_LIMIT_PER_MINUTE;
  const [byLogin, byAddress] = await Promise.all([
    db.signInFailure.count({ where: { key: loginKey, at: { gt: since } } }),
    addressKey ? db.signInFailure.count({ where: { key: addressKey, at: { gt: since } } }) : 0,
  ]);
  if (byLogin >= limit || byAddress >= limit) return { ok: false, reason: "throttled" };

  const lower = login.trim().toLowerCase();
  const user = await db.user.findFirst({
    where: lower.includes("@") ? { email: lower } : { usernameLower: lower },
    select: { id: true, username: true, email: true, passwordHash: true },
  });
  const good = await verifyPassword(password, user?.passwordHash);
  if (!user || !good) {
    await db.signInFailure.createMany({ data: [{ key: loginKey, at: now }, ...(addressKey ? [{ key: addressKey, at: now }] : [])] });
    // Old rows are useless after the window; clean up now and then.
    if (Math.floor(now.getTime() / 1000) % 20 === 0) {
      await db.signInFailure.deleteMany({ where: { at: { lt: since } } });
    }
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, user: { id: user.id, username: user.username, email: user.email } };
}

const MAGIC_TTL_MS = 15 * 60_000;
const RESET_TTL_MS = 60 * 60_000;

/** Sends a sign-in link if the address has an account; says nothing either way (no account probing). */
export async function requestMagicLink(db: Db, email: string, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, username: true, email: true } });
  if (!user) return;
  const token = newToken();
  await db.$transaction(async (tx) => {
    await tx.loginToken.create({
      data: { userId: user.id, purpose: "magic", tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + MAGIC_TTL_MS) },
    });
    await enqueueMail(tx, { ...magicLinkMail(user.username, `${env().SITE_URL}/signin/magic?token=${token}`), to: user.email, userId: user.id, kind: "magic-link" });
  });
}

export async function requestPasswordReset(db: Db, email: string, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, username: true, email: true } });
  if (!user) return;
  const token = newToken();
  await db.$transaction(async (tx) => {
    await tx.loginToken.create({
      data: { userId: user.id, purpose: "reset", tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
    });
    await enqueueMail(tx, { ...resetMail(user.username, `${env().SITE_URL}/reset?token=${token}`), to: user.email, userId: user.id, kind: "password-reset" });
  });
}

/** Uses a one-time token; returns the user id, or null when unknown, used or expired. */
export async function consumeToken(db: Db, purpose: "magic" | "reset", token: string, now = new Date()): Promise<string | null> {
  // The conditional update is the check: two concurrent uses cannot both succeed.
  const tokenHash = hashToken(token);
  const used = await db.loginToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const row = await db.loginToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  return row?.userId ?? null;
}

export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  const userId = await consumeToken(db, "reset", token);
  if (!userId) return false;
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(password) } });
  return true;
}

/** Personal API tokens: the plain token is shown once, only its hash is kept. */
export async function createApiToken(db: Db, userId: string, name: string): Promise<string> {
  const token = `gb_${newToken()}`;
  await db.apiToken.create({ data: { userId, name: name.slice(0, 60), tokenHash: hashToken(token) } });
  return token;
}

export async function userForApiToken(db: Db, token: string): Promise<{ id: string; username: string } | null> {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, user: { select: { id: true, username: true } } },
  });
  if (!row) return null;
  await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  return row.user;
}
