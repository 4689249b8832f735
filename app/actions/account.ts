"use server";
/**
 * Account self-service (Settings "Account" and the pages its mailed links open): change password, change
 * e-mail, delete the account. Thin: validate with zod, call the service, say the answer in the reader's
 * language. "Download my data" is a link to GET /api/me/data.
 */
import { after } from "next/server";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { signOut } from "@/lib/auth";
import { currentUser } from "@/lib/auth/current";
import { keepThisSession } from "@/lib/auth/keep-session";
import { accountSchemas } from "@/lib/accounts/validation";
import type { SelfServiceRefusal } from "@/lib/accounts/accounts";
import { env } from "@/lib/env";
import { requestLocale } from "@/lib/site/request-locale";
import { refusalText } from "@/lib/presentation/refusal-text";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";
import { formFieldErrors } from "@/lib/validation/field-errors";
import { requireForm } from "@/lib/http/server-actions";
import { withUser } from "@/lib/site/actions";

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

/** The schemas and field errors in the reader's language, and the section's words. */
async function words() {
  const say = await getTranslations("auth.validation");
  const schemas = accountSchemas(say);
  return {
    t: await getTranslations("settings.account"),
    signInFirst: (await getTranslations("settings"))("signInFirst"),
    current: schemas.signIn.shape.password,
    schemas,
    fieldErrors: (error: z.ZodError) => formFieldErrors(error, say("controlCharacters")),
  };
}

/** A refusal's sentence for the form: the wrong password next to its field (`passwordField`), the rest in the live region. */
async function refused(
  r: SelfServiceRefusal,
  t: Awaited<ReturnType<typeof words>>["t"],
  passwordField = "current",
): Promise<FormState> {
  if (r.reason === "limited")
    return {
      message: refusalText({ code: "RATE_LIMITED", message: r.message, sentence: r.sentence }, await requestLocale()),
    };
  if (r.reason === "wrongPassword") return { fieldErrors: { [passwordField]: [t("refused.wrongPassword")] } };
  return { message: t(`refused.${r.reason}`) };
}

/** A sentence announcing a mail, and where the link really goes on a site without a mail server. */
function mailSent(t: Awaited<ReturnType<typeof words>>["t"], sentence: string): string {
  return env().SMTP_URL ? sentence : `${sentence} ${t("noMailServer")}`;
}

/** The account forms read their fields themselves: a missing field counts as an empty one. */
const anyFields = z.record(z.string(), z.unknown());
const signInFirst = async (): Promise<FormState> => ({ message: (await words()).signInFirst });

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => changePassword(user.id, form), { signedOut: signInFirst })(form);
}

async function changePassword(userId: string, form: FormData): Promise<FormState> {
  const w = await words();
  const parsed = z
    .object({ current: w.current, password: w.schemas.password })
    .safeParse({ current: field(form, "current"), password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: w.fieldErrors(parsed.error) };
  const r = await site.accounts.changePassword(
    userId,
    parsed.data.current,
    parsed.data.password,
    await requestLocale(),
  );
  if (!r.ok) return refused(r, w.t);
  // Every other session ended with the old version; this one goes on under the new one.
  await keepThisSession(userId, r.sessionVersion);
  return { ok: true, message: w.t("password.done") };
}

export async function changeEmailAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => changeEmail(user.id, form), { signedOut: signInFirst })(form);
}

async function changeEmail(userId: string, form: FormData): Promise<FormState> {
  const w = await words();
  const values = { email: field(form, "email") };
  const parsed = z
    .object({ email: w.schemas.email, emailPassword: w.current })
    .safeParse({ ...values, emailPassword: field(form, "emailPassword") });
  if (!parsed.success) return { fieldErrors: w.fieldErrors(parsed.error), values };
  const r = await site.accounts.requestEmailChange(
    userId,
    parsed.data.emailPassword,
    parsed.data.email,
    await requestLocale(),
  );
  if (!r.ok) return { ...(await refused(r, w.t, "emailPassword")), values };
  // The mail is written after the answer: a taken address and a free one are answered alike, in the same time.
  after(r.deliver);
  return { ok: true, message: mailSent(w.t, w.t("email.sent", { email: parsed.data.email })) };
}

export async function deleteAccountAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => deleteAccount(user.id, form), { signedOut: signInFirst })(form);
}

async function deleteAccount(userId: string, form: FormData): Promise<FormState> {
  const w = await words();
  if (form.get("understand") !== "on") return { fieldErrors: { understand: [w.t("delete.tickFirst")] } };
  // No password field: an account without one, which is sent a link instead.
  const given = field(form, "deletePassword");
  const parsed = z
    .object({ deletePassword: w.current.optional() })
    .safeParse({ deletePassword: given === "" ? undefined : given });
  if (!parsed.success) return { fieldErrors: w.fieldErrors(parsed.error) };
  const r = await site.accounts.requestDeletion(userId, parsed.data.deletePassword ?? null, await requestLocale());
  if (!r.ok) return refused(r, w.t, "deletePassword");
  if ("deleted" in r) await signOut({ redirectTo: "/account/deleted" });
  const email = (await site.notifications.preferences(userId))?.email ?? "";
  return { ok: true, message: mailSent(w.t, w.t("delete.mailed", { email })) };
}

/** The page the address-change mail links to: the button confirms (a mail scanner's visit changes nothing). */
export async function confirmEmailLinkAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const w = await words();
  const token = w.schemas.linkToken.safeParse(field(form, "token"));
  if (!token.success) return { message: w.t("refused.linkInvalid") };
  const r = await site.accounts.confirmEmailChange(token.data, await requestLocale());
  if (!r.ok) return refused(r, w.t);
  return { ok: true, message: w.t("emailLink.done", { email: r.email }) };
}

/** The page the deletion mail links to (accounts without a password). */
export async function confirmDeleteLinkAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const w = await words();
  const token = w.schemas.linkToken.safeParse(field(form, "token"));
  if (!token.success) return { message: w.t("refused.linkInvalid") };
  const me = await currentUser();
  const r = await site.accounts.confirmDeletion(token.data, await requestLocale());
  if (!r.ok) return refused(r, w.t);
  // This browser's session was the deleted account's: clear its cookie too (it no longer counts anyway).
  if (me?.id === r.userId) await signOut({ redirectTo: "/account/deleted" });
  redirect("/account/deleted");
}
