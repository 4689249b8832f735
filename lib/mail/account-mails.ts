/** Texts of the account mails (magic link, password reset). */
import { bounded, escapeHtml } from "./escape";

function mail(subject: string, greeting: string, body: string, link: string, linkLabel: string) {
  const text = `${greeting}\n\n${body}\n\n${link}\n\nIf you did not ask for this, ignore this mail.\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p><p>If you did not ask for this, ignore this mail.</p>`;
  return { subject, text, html };
}

export function magicLinkMail(username: string, link: string) {
  return mail("Your sign-in link", `Hello ${bounded(username, 20)},`, "Open this link within 15 minutes to sign in:", link, "Sign in");
}

export function resetMail(username: string, link: string) {
  return mail("Reset your password", `Hello ${bounded(username, 20)},`, "Open this link within an hour to choose a new password:", link, "Choose a new password");
}
