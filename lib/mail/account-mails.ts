/** Texts of the account mails (sign-in link, password reset, registration), in the recipient's language. */
import type { Locale } from "@/lib/i18n/locales";
import { bounded, escapeHtml } from "./escape";
import { mailTranslator } from "./mail-text";

function mail(subject: string, greeting: string, body: string, link: string, linkLabel: string, closing: string) {
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${closing}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p><p>${escapeHtml(closing)}</p>`;
  return { subject, text, html };
}

export function magicLinkMail(locale: Locale, username: string, link: string) {
  const t = mailTranslator(locale);
  return mail(
    t("account.magicLink.subject"),
    t("greeting", { name: bounded(username, 20) }),
    t("account.magicLink.body"),
    link,
    t("account.magicLink.link"),
    t("account.closing"),
  );
}

export function resetMail(locale: Locale, username: string, link: string) {
  const t = mailTranslator(locale);
  return mail(
    t("account.reset.subject"),
    t("greeting", { name: bounded(username, 20) }),
    t("account.reset.body"),
    link,
    t("account.reset.link"),
    t("account.closing"),
  );
}

export function confirmRegistrationMail(locale: Locale, username: string, link: string) {
  const t = mailTranslator(locale);
  return mail(
    t("account.confirm.subject"),
    t("greeting", { name: bounded(username, 20) }),
    t("account.confirm.body"),
    link,
    t("account.confirm.link"),
    t("account.confirm.closing"),
  );
}

/** Sent instead of a confirmation when the address already has an account: only its owner learns that. */
export function alreadyRegisteredMail(locale: Locale, existingUsername: string, signInLink: string) {
  const t = mailTranslator(locale);
  return mail(
    t("account.alreadyRegistered.subject"),
    t("greetingAnonymous"),
    t("account.alreadyRegistered.body", { name: bounded(existingUsername, 20) }),
    signInLink,
    t("account.alreadyRegistered.link"),
    t("account.alreadyRegistered.closing"),
  );
}
