/**
 * Changing the account's e-mail address. The request needs the current password and is answered the same way
 * whether or not the new address already has an account (as registration is): the mail is written after the
 * answer (`deliver`), a confirmation link to a free address, "this address already has an account" to a taken
 * one, so neither the answer nor its timing tells the requester which. The address changes only when the link
 * (one use, an hour, only its hash stored) is opened; uniqueness is checked again then. The old address is told
 * once the change is made; mail to the new address is limited per address (accountMailTarget), so nobody can
 * use this form to flood a stranger's inbox.
 */
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail/outbox";
import { emailChangedMail, emailConfirmMail, emailTakenMail } from "@/lib/mail/self-service-mails";
import { consume } from "@/lib/rate-limits";
import { isUniqueViolation } from "./users";
import { checkCurrentPassword, issueLink, limitedBy, readerOf, refusal, useLink, type Refusal } from "./self-service";

export type EmailChangeRequest = { ok: true; deliver: () => Promise<void> } | Refusal;

/** `newEmail` already validated and lower-cased (lib/accounts/validation.ts). */
export async function requestEmailChange(
  db: Db,
  userId: string,
  password: string,
  newEmail: string,
  now = new Date(),
  locale?: Locale,
): Promise<EmailChangeRequest> {
  const check = await checkCurrentPassword(db, userId, password, now);
  if (!check.ok) return check;
  if (check.user.email === newEmail) return refusal("sameEmail");
  const target = await consume(db, "accountMailTarget", newEmail, now);
  if (!target.ok) return limitedBy(target);
  const user = check.user;
  return {
    ok: true,
    deliver: async () => {
      const owner = await db.user.findUnique({
        where: { email: newEmail },
        select: { username: true, locale: true, timeZone: true },
      });
      // No userId on these mails: a bounce from the new address must not mark the current one as failing.
      if (owner) {
        await db.$transaction((tx) =>
          enqueueMail(tx, { ...emailTakenMail(readerOf(owner, locale)), to: newEmail, kind: "email-change-taken" }),
        );
        return;
      }
      await db.$transaction(async (tx) => {
        const token = await issueLink(tx, user.id, "email", now, newEmail);
        const mail = emailConfirmMail(readerOf(user, locale), `${env().SITE_URL}/account/email?token=${token}`);
        await enqueueMail(tx, { ...mail, to: newEmail, kind: "email-change-confirm" });
      });
    },
  };
}

export type EmailChangeResult = { ok: true; userId: string; email: string } | Refusal;

/**
 * Opens the link: the account's address becomes the new one, unless another account took it meanwhile. A used
 * link is spent whatever the outcome. Sign-in and reset links mailed to the old address stop working; a bounce
 * recorded for the old address is forgotten.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  now = new Date(),
  locale?: Locale,
): Promise<EmailChangeResult> {
  const link = await useLink(db, "email", token, now);
  if (!link?.newEmail) return refusal("linkInvalid");
  const newEmail = link.newEmail;
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) return refusal("emailTaken");
      const before = await tx.user.findUniqueOrThrow({
        where: { id: link.userId },
        select: { email: true, username: true, locale: true, timeZone: true },
      });
      await tx.user.update({
        where: { id: link.userId },
        data: { email: newEmail, emailFailedAt: null, emailFailure: null },
      });
      await tx.loginToken.updateMany({
        where: { userId: link.userId, usedAt: null, purpose: { in: ["magic", "reset"] } },
        data: { usedAt: now },
      });
      await enqueueMail(tx, {
        ...emailChangedMail(readerOf(before, locale), now, newEmail),
        to: before.email,
        kind: "email-changed",
      });
      return { ok: true as const, userId: link.userId, email: newEmail };
    });
  } catch (e) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(e)) return refusal("emailTaken");
    throw e;
  }
}
