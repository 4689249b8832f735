/**
 * Changing the password from Settings (or POST /api/me/password): the current password is needed, every
 * other session ends (the session version moves on; the caller re-issues its own session with the new
 * version: lib/auth/keep-session.ts), outstanding sign-in and reset links stop working, and the address is
 * told by mail. API tokens stay: they are revoked one by one under Settings, and a script should not stop
 * because its owner changed a password (the mail says so).
 */
import type { Db } from "@/lib/db";
import { hashPassword } from "@/lib/secrets/password";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail/outbox";
import { passwordChangedMail } from "@/lib/mail/self-service-mails";
import { checkCurrentPassword, readerOf, type Refusal } from "./self-service";

export type PasswordChange = { ok: true; sessionVersion: number } | Refusal;

export async function changePassword(
  db: Db,
  userId: string,
  current: string,
  next: string,
  now = new Date(),
  locale?: Locale,
): Promise<PasswordChange> {
  const check = await checkCurrentPassword(db, userId, current, now);
  if (!check.ok) return check;
  const passwordHash = await hashPassword(next);
  const mail = passwordChangedMail(readerOf(check.user, locale), now, `${env().SITE_URL}/forgot`);
  return db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true, email: true },
    });
    await tx.loginToken.updateMany({
      where: { userId, usedAt: null, purpose: { in: ["magic", "reset"] } },
      data: { usedAt: now },
    });
    await enqueueMail(tx, { ...mail, to: user.email, userId, kind: "password-changed" });
    return { ok: true as const, sessionVersion: user.sessionVersion };
  });
}
