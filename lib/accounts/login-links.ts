/**
 * Mailed one-time links: sign-in (magic) and password reset. A request is answered the same way whether or
 * not an account uses the address: the limits are checked first (keyed by the address asked for, known or
 * not), and the mail is written afterwards by `deliver`, which callers run after the response
 * (`after()` in the server action), so neither the answer nor its timing says whether the address is known.
 */
import type { Db } from "@/lib/db";
import { hashPassword } from "@/lib/secrets/password";
import { hashToken, newToken } from "@/lib/secrets/tokens";
import { env } from "@/lib/env";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail/outbox";
import { magicLinkMail, resetMail } from "@/lib/mail/account-mails";
import { consume, type LimitCheck } from "@/lib/rate-limits";
import { addressKey } from "@/lib/http/client-address";

export type LinkPurpose = "magic" | "reset";

export const MAGIC_TTL_MS = 15 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;

export type MailRequest = LimitCheck & { deliver?: () => Promise<void> };

/**
 * The limits every account mail shares: per client address and per address mailed to. Registration, sign-in
 * links and resets count together, so three kinds of request cannot make three times the mail.
 */
export async function consumeAccountMail(
  db: Db,
  email: string,
  address: string | null,
  now: Date,
): Promise<LimitCheck> {
  if (address) {
    const a = await consume(db, "accountMailAddress", addressKey(address), now);
    if (!a.ok) return a;
  }
  return consume(db, "accountMailTarget", email, now);
}

/** `locale`: the request's language, for the mail when the account has no language setting. */
export async function requestLoginLink(
  db: Db,
  purpose: LinkPurpose,
  email: string,
  address: string | null,
  now = new Date(),
  locale: Locale = defaultLocale,
): Promise<MailRequest> {
  const limit = await consumeAccountMail(db, email, address, now);
  if (!limit.ok) return limit;
  return { ok: true, deliver: () => sendLoginLink(db, purpose, email, now, locale) };
}

async function sendLoginLink(
  db: Db,
  purpose: LinkPurpose,
  email: string,
  now: Date,
  requestLocale: Locale,
): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, username: true, email: true, blockedAt: true, locale: true },
  });
  if (!user || user.blockedAt) return;
  const token = newToken();
  const ttl = purpose === "magic" ? MAGIC_TTL_MS : RESET_TTL_MS;
  const link =
    purpose === "magic" ? `${env().SITE_URL}/signin/magic?token=${token}` : `${env().SITE_URL}/reset?token=${token}`;
  const locale = isLocale(user.locale) ? user.locale : requestLocale;
  const mail =
    purpose === "magic" ? magicLinkMail(locale, user.username, link) : resetMail(locale, user.username, link);
  await db.$transaction(async (tx) => {
    await tx.loginToken.create({
      data: { userId: user.id, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttl) },
    });
    await enqueueMail(tx, {
      ...mail,
      to: user.email,
      userId: user.id,
      kind: purpose === "magic" ? "magic-link" : "password-reset",
    });
  });
}

/** Uses a one-time token; returns the user id, or null when unknown, used, expired or the user is blocked. */
export async function consumeToken(
  db: Db,
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
): Promise<string | null> {
  // The conditional update is the check: two concurrent uses cannot both succeed.
  const tokenHash = hashToken(token);
  const used = await db.loginToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now }, user: { blockedAt: null } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const row = await db.loginToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  return row?.userId ?? null;
}

/**
 * Sets a new password through a reset link. Every session of the account ends (whoever knew the old password
 * is signed out) and every other outstanding link of the account stops working.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const used = await tx.loginToken.updateMany({
      where: { tokenHash, purpose: "reset", usedAt: null, expiresAt: { gt: now }, user: { blockedAt: null } },
      data: { usedAt: now },
    });
    if (used.count !== 1) return false;
    const row = await tx.loginToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await tx.loginToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
    return true;
  });
}
