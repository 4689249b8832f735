/**
 * What account self-service shares (change password, change e-mail, download my data, delete the account):
 * the refusals, the check of the current password, and the one-time links mailed for an address change or
 * a deletion (LoginToken rows like sign-in links: only the hash is stored, one use, an hour).
 */
import type { Db, Tx } from "@/lib/db";
import { verifyPassword } from "@/lib/secrets/password";
import { hashToken, newToken } from "@/lib/secrets/tokens";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { consume, type LimitRefusal, type LimitSentence } from "@/lib/rate-limits";
import type { MailReader } from "@/lib/mail/self-service-mails";

export type RefusalReason = "wrongPassword" | "noPassword" | "limited" | "sameEmail" | "linkInvalid" | "emailTaken";

/** A refused request: why (pages say it by `reason` in the reader's language), the English sentence for the API. */
export interface Refusal {
  ok: false;
  reason: RefusalReason;
  message: string;
  /** `limited` only: when to try again, and the limit's sentence by reference. */
  retryAfterSeconds?: number;
  sentence?: LimitSentence;
}

export function refusal(reason: Exclude<RefusalReason, "limited">): Refusal {
  return { ok: false, reason, message: translator("en", "settings.account.refused")(reason) };
}

export function limitedBy(check: LimitRefusal): Refusal {
  const { message, retryAfterSeconds, sentence } = check;
  return { ok: false, reason: "limited", message, retryAfterSeconds, sentence };
}

/** The mailed links of self-service: "email" confirms a new address, "delete" the deletion of a password-less account. */
export type SelfServicePurpose = "email" | "delete";
export const SELF_SERVICE_LINK_TTL_MS = 60 * 60_000;

/** A new link of `purpose` for the user (earlier ones of the same purpose stop working); the plain token, to be mailed. */
export async function issueLink(
  tx: Tx,
  userId: string,
  purpose: SelfServicePurpose,
  now: Date,
  newEmail?: string,
): Promise<string> {
  await tx.loginToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  const token = newToken();
  await tx.loginToken.create({
    data: {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SELF_SERVICE_LINK_TTL_MS),
      newEmail: newEmail ?? null,
    },
  });
  return token;
}

/**
 * Uses a self-service link once: its user and (for "email") the address, or null when it is unknown, used,
 * expired, or its account is blocked or deleted. The conditional update is the check: two uses at once
 * cannot both succeed.
 */
export async function useLink(
  db: Db | Tx,
  purpose: SelfServicePurpose,
  token: string,
  now: Date,
): Promise<{ userId: string; newEmail: string | null } | null> {
  const tokenHash = hashToken(token);
  const used = await db.loginToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now }, user: { blockedAt: null, deletedAt: null } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  return db.loginToken.findUnique({ where: { tokenHash }, select: { userId: true, newEmail: true } });
}

/** What the operations read of the account. */
export const accountColumns = {
  id: true,
  username: true,
  email: true,
  passwordHash: true,
  locale: true,
  timeZone: true,
  blockedAt: true,
  deletedAt: true,
} as const;
export type AccountRow = {
  id: string;
  username: string;
  email: string;
  passwordHash: string | null;
  locale: string | null;
  timeZone: string | null;
  blockedAt: Date | null;
  deletedAt: Date | null;
};

/** The account's mail reader: its language setting, else the request's. */
export function readerOf(
  user: Pick<AccountRow, "username" | "locale" | "timeZone">,
  requestLocale: Locale = defaultLocale,
): MailReader {
  return {
    username: user.username,
    locale: isLocale(user.locale) ? user.locale : requestLocale,
    timeZone: user.timeZone,
  };
}

export type PasswordCheck = { ok: true; user: AccountRow } | Refusal;

/**
 * The caller proves they know the account's password (a stolen session alone must not change the password or
 * the address, or delete the account). Counted per user before the check (the `accountChange` limit), so a
 * stolen session cannot guess faster than that.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  now: Date,
): Promise<PasswordCheck> {
  const limit = await consume(db, "accountChange", userId, now);
  if (!limit.ok) return limitedBy(limit);
  const user = await db.user.findUnique({ where: { id: userId }, select: accountColumns });
  if (!user || user.blockedAt || user.deletedAt) return refusal("wrongPassword");
  if (!user.passwordHash) return refusal("noPassword");
  if (!(await verifyPassword(password, user.passwordHash))) return refusal("wrongPassword");
  return { ok: true, user };
}
