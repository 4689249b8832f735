/**
 * Registration by confirmed address. A visitor's registration never tells whether the address already has
 * an account: both cases reserve the username for a day, hash the password, store a pending registration and
 * write one mail (a confirmation link for a new address, "you already have an account" for a known one), and
 * the visitor reads the same sentence. The account exists once the link is used.
 */
import type { Db } from "@/lib/db";
import { hashPassword } from "@/lib/secrets/password";
import { hashToken, newToken } from "@/lib/secrets/tokens";
import { env } from "@/lib/env";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail/outbox";
import type { LimitSentence } from "@/lib/rate-limits";
import { alreadyRegisteredMail, confirmRegistrationMail } from "@/lib/mail/account-mails";
import { consumeAccountMail } from "./login-links";
import { isUniqueViolation } from "./users";
import { isUsernameHeld } from "./username-holds";
import type { RegisterInput } from "./validation";

export const REGISTRATION_TTL_MS = 24 * 60 * 60_000;

export type RegistrationStart =
  | { ok: true }
  | { ok: false; reason: "username-taken"; message: string }
  | { ok: false; reason: "limited"; message: string; sentence: LimitSentence };

const USERNAME_TAKEN = "That username is taken (or reserved by a registration waiting for confirmation).";

/**
 * `input.timeZone` is the browser's zone (a name lib/clocks/time-zones.ts accepted; null or absent: not known,
 * the first page the new user opens sends it); the account keeps it.
 * `locale` is the language of the registration request: the confirmation mail is written in it and the new
 * account keeps it as its language setting. A mail to an address that already has an account is written in
 * that account's setting, else the request's language. Without a `locale` (scripts, tests) mail is English
 * and the account has no setting.
 */
export async function startRegistration(
  db: Db,
  input: RegisterInput & { timeZone?: string | null; guestId?: string | null },
  address: string | null,
  now = new Date(),
  locale?: Locale,
): Promise<RegistrationStart> {
  const limit = await consumeAccountMail(db, input.email, address, now);
  if (!limit.ok) return { ok: false, reason: "limited", message: limit.message, sentence: limit.sentence };
  const usernameLower = input.username.toLowerCase();
  const [existing, reserved, held] = await Promise.all([
    db.user.findMany({
      where: { OR: [{ usernameLower }, { email: input.email }] },
      select: { username: true, usernameLower: true, email: true, locale: true },
    }),
    db.pendingRegistration.findFirst({ where: { usernameLower, expiresAt: { gt: now } }, select: { email: true } }),
    // The name of an account deleted less than 30 days ago (username-holds.ts).
    isUsernameHeld(db, usernameLower, now),
  ]);
  // Registering again with the same name and address (a lost mail) replaces the earlier request.
  const again = reserved?.email === input.email;
  if (held || (reserved && !again) || existing.some((u) => u.usernameLower === usernameLower))
    return { ok: false, reason: "username-taken", message: USERNAME_TAKEN };
  const owner = existing.find((u) => u.email === input.email);

  const token = newToken();
  const passwordHash = await hashPassword(input.password);
  const mail = owner
    ? alreadyRegisteredMail(
        isLocale(owner.locale) ? owner.locale : (locale ?? defaultLocale),
        owner.username,
        `${env().SITE_URL}/signin`,
      )
    : confirmRegistrationMail(
        locale ?? defaultLocale,
        input.username,
        `${env().SITE_URL}/register/confirm?token=${token}`,
      );
  try {
    await db.$transaction(async (tx) => {
      await tx.pendingRegistration.deleteMany({
        where: { usernameLower, OR: [{ expiresAt: { lte: now } }, { email: input.email }] },
      });
      // For a known address the token is never mailed: the row only keeps the username reserved.
      await tx.pendingRegistration.create({
        data: {
          username: input.username,
          usernameLower,
          email: input.email,
          passwordHash,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
          locale: locale ?? null,
          timeZone: input.timeZone ?? null,
          guestId: input.guestId ?? null,
        },
      });
      await enqueueMail(tx, { ...mail, to: input.email, kind: owner ? "registration-known" : "registration-confirm" });
    });
  } catch (e) {
    // A concurrent registration reserved the same username first.
    if (isUniqueViolation(e)) return { ok: false, reason: "username-taken", message: USERNAME_TAKEN };
    throw e;
  }
  return { ok: true };
}

/** Turns a pending registration into an account; returns the new user's id, or null for a bad, used or late link. */
export async function confirmRegistration(db: Db, token: string, now = new Date()): Promise<string | null> {
  return (await confirmPending(db, { tokenHash: hashToken(token) }, now))?.userId ?? null;
}

/**
 * `confirmRegistration`, also telling which guest (lib/guests) filled in the form, if one did: the sign-in that
 * follows moves that guest's matches to the new account (lib/auth/guest-adoption.ts).
 */
export async function confirmPendingRegistration(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: string; guestId: string | null } | null> {
  return confirmPending(db, { tokenHash: hashToken(token) }, now);
}

/** The operator confirms a registration by hand (the mail did not arrive): the same as following its link. */
export async function confirmRegistrationById(db: Db, id: string, now = new Date()): Promise<string | null> {
  return (await confirmPending(db, { id }, now))?.userId ?? null;
}

/**
 * The operator sends the confirmation link again: a new link (the old one stops working), valid for another
 * day, in the registration's language. False when there is no such registration waiting, or its address has
 * an account (that registration only holds the name; no link was ever sent for it).
 */
export async function resendRegistrationLink(db: Db, id: string, now = new Date()): Promise<boolean> {
  const pending = await db.pendingRegistration.findUnique({ where: { id } });
  if (!pending || pending.expiresAt <= now) return false;
  if (await db.user.findUnique({ where: { email: pending.email }, select: { id: true } })) return false;
  const token = newToken();
  const locale = isLocale(pending.locale) ? pending.locale : defaultLocale;
  const mail = confirmRegistrationMail(locale, pending.username, `${env().SITE_URL}/register/confirm?token=${token}`);
  await db.$transaction(async (tx) => {
    await tx.pendingRegistration.update({
      where: { id },
      data: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS) },
    });
    await enqueueMail(tx, { ...mail, to: pending.email, kind: "registration-confirm" });
  });
  return true;
}

async function confirmPending(
  db: Db,
  where: { tokenHash: string } | { id: string },
  now: Date,
): Promise<{ userId: string; guestId: string | null } | null> {
  try {
    return await db.$transaction(async (tx) => {
      const pending = await tx.pendingRegistration.findUnique({ where });
      if (!pending || pending.expiresAt <= now) return null;
      // An account of that name was deleted since the registration began: its name is held.
      if (await isUsernameHeld(tx, pending.usernameLower, now)) return null;
      await tx.pendingRegistration.delete({ where: { id: pending.id } });
      const user = await tx.user.create({
        data: {
          username: pending.username,
          usernameLower: pending.usernameLower,
          email: pending.email,
          passwordHash: pending.passwordHash,
          // The language the visitor registered in: their mail and pages stay in it (they can change it in settings).
          locale: isLocale(pending.locale) ? pending.locale : null,
          // The browser's zone at registration: deadlines and mail in the player's time from the first page on.
          timeZone: pending.timeZone,
        },
        select: { id: true },
      });
      return { userId: user.id, guestId: pending.guestId };
    });
  } catch (e) {
    // The address got an account in the meantime (another registration confirmed first): the link is spent.
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** The job runner's clean-up: registrations whose link has expired. */
export async function sweepExpiredRegistrations(db: Db, now: Date): Promise<number> {
  return (await db.pendingRegistration.deleteMany({ where: { expiresAt: { lt: now } } })).count;
}
