/**
 * The mails of account self-service (lib/accounts: password, address, deletion), in the recipient's language
 * with dates in their time zone. Names are bounded here and escaped by `accountMail`.
 */
import type { Locale } from "@/lib/i18n/locales";
import { dateText } from "@/lib/clocks/clock-text";
import { safeZone } from "@/lib/clocks/zoned";
import { bounded, escapeHtml } from "./escape";
import { mailTranslator } from "./mail-text";

/** A mail of paragraphs, with at most one link (after the paragraph it belongs to). */
function accountMail(
  subject: string,
  greeting: string,
  paragraphs: string[],
  link?: { url: string; label: string; after: number },
) {
  const textParts: string[] = [greeting];
  const htmlParts: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  paragraphs.forEach((p, i) => {
    textParts.push(p);
    htmlParts.push(`<p>${escapeHtml(p)}</p>`);
    if (link && link.after === i) {
      textParts.push(link.url);
      htmlParts.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
    }
  });
  return { subject, text: `${textParts.join("\n\n")}\n`, html: htmlParts.join("") };
}

/** Who the mail is for: their name, language and time zone (null or unknown: UTC). */
export interface MailReader {
  username: string;
  locale: Locale;
  timeZone: string | null;
}

const NAME_MAX = 20;

function words(reader: MailReader) {
  const t = mailTranslator(reader.locale);
  const name = bounded(reader.username, NAME_MAX);
  const at = (d: Date) => dateText(d, safeZone(reader.timeZone || "UTC"), reader.locale);
  return { t, name, at, greeting: t("greeting", { name }) };
}

export function passwordChangedMail(reader: MailReader, at: Date, resetUrl: string) {
  const { t, at: when, greeting } = words(reader);
  return accountMail(
    t("selfService.passwordChanged.subject"),
    greeting,
    [t("selfService.passwordChanged.body", { at: when(at) }), t("selfService.passwordChanged.notYou")],
    {
      url: resetUrl,
      label: t("selfService.passwordChanged.link"),
      after: 1,
    },
  );
}

/** To the new address: the link that makes it the account's. */
export function emailConfirmMail(reader: MailReader, link: string) {
  const { t, name, greeting } = words(reader);
  return accountMail(
    t("selfService.emailConfirm.subject"),
    greeting,
    [t("selfService.emailConfirm.body", { name }), t("selfService.emailConfirm.closing")],
    {
      url: link,
      label: t("selfService.emailConfirm.link"),
      after: 0,
    },
  );
}

/** To the new address when it already has an account (`reader` is that account: only its owner reads this). */
export function emailTakenMail(reader: MailReader) {
  const { t, name } = words(reader);
  return accountMail(t("selfService.emailTaken.subject"), t("greetingAnonymous"), [
    t("selfService.emailTaken.body", { name }),
    t("selfService.emailTaken.closing"),
  ]);
}

/** To the old address once the change is made. */
export function emailChangedMail(reader: MailReader, at: Date, newEmail: string) {
  const { t, name, at: when, greeting } = words(reader);
  return accountMail(t("selfService.emailChanged.subject"), greeting, [
    t("selfService.emailChanged.body", { name, at: when(at), email: bounded(newEmail, 254) }),
    t("selfService.emailChanged.notYou"),
  ]);
}

/** For an account without a password: the link that confirms its deletion. */
export function deleteConfirmMail(reader: MailReader, link: string) {
  const { t, name, greeting } = words(reader);
  return accountMail(
    t("selfService.deleteConfirm.subject"),
    greeting,
    [t("selfService.deleteConfirm.body", { name }), t("selfService.deleteConfirm.closing")],
    {
      url: link,
      label: t("selfService.deleteConfirm.link"),
      after: 0,
    },
  );
}

export function accountDeletedMail(reader: MailReader, at: Date) {
  const { t, name, at: when, greeting } = words(reader);
  return accountMail(t("selfService.deleted.subject"), greeting, [
    t("selfService.deleted.body", { name, at: when(at) }),
    t("selfService.deleted.closing"),
  ]);
}
