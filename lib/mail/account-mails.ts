/** Texts of the account mails (sign-in link, password reset, registration). */
import { bounded, escapeHtml } from "./escape";

function mail(subject: string, greeting: string, body: string, link: string, linkLabel: string, closing = "If you did not ask for this, ignore this mail.") {
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${closing}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p><p>${escapeHtml(closing)}</p>`;
  return { subject, text, html };
}

export function magicLinkMail(username: string, link: string) {
  return mail("Your sign-in link", `Hello ${bounded(username, 20)},`, "Open this link within 15 minutes to sign in:", link, "Sign in");
}

export function resetMail(username: string, link: string) {
  return mail("Reset your password", `Hello ${bounded(username, 20)},`, "Open this link within an hour to choose a new password:", link, "Choose a new password");
}

export function confirmRegistrationMail(username: string, link: string) {
  return mail(
    "Confirm your address",
    `Hello ${bounded(username, 20)},`,
    "Open this link within 24 hours to finish creating your Glenboard account:",
    link,
    "Confirm and sign in",
    "If you did not register, ignore this mail: no account is created without this link.",
  );
}

/** Sent instead of a confirmation when the address already has an account: only its owner learns that. */
export function alreadyRegisteredMail(existingUsername: string, signInLink: string) {
  return mail(
    "You already have an account",
    "Hello,",
    `Someone, perhaps you, tried to create a new Glenboard account with this address. It already belongs to the account “${bounded(existingUsername, 20)}”. Sign in here (or ask for a sign-in link or a new password on that page):`,
    signInLink,
    "Sign in",
    "If it was not you, ignore this mail: nothing was changed.",
  );
}
