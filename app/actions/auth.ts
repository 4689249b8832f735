"use server";
/**
 * Account actions. Thin: validate with zod, call the service, return a FormState. `AuthError` is caught;
 * NEXT_REDIRECT from a successful sign-in must propagate. Mail requests answer before the mail is written
 * (`after`), so the answer and its timing are the same for known and unknown addresses.
 */
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { signIn, signOut, ThrottledSignin } from "@/lib/auth";
import { currentUser } from "@/lib/auth/current";
import { currentGuest } from "@/lib/auth/guest";
import { accountSchemas } from "@/lib/accounts/validation";
import { parseTimeZone } from "@/lib/clocks/time-zones";
import { clientAddressOf } from "@/lib/http/request-client";
import { requestLocale } from "@/lib/site/request-locale";
import { safeNextPath } from "@/lib/http/safe-next";
import { refusalText } from "@/lib/presentation/refusal-text";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";
import { formFieldErrors } from "@/lib/validation/field-errors";
import { beginAction, requireForm } from "@/lib/http/server-actions";

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

async function address(): Promise<string | null> {
  return clientAddressOf(await headers());
}

/** The account schemas and field errors in the request's language. */
async function validation() {
  const say = await getTranslations("auth.validation");
  return {
    schemas: accountSchemas(say),
    fieldErrors: (error: z.ZodError) => formFieldErrors(error, say("controlCharacters")),
  };
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("auth");
  const { schemas, fieldErrors } = await validation();
  const values = { username: field(form, "username"), email: field(form, "email") };
  const parsed = schemas.register.safeParse({ ...values, password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values, message: t("correctFields") };
  // The browser's zone (a hidden field the form fills in); a name that is not a zone is dropped, not refused:
  // the visitor cannot fix it, and the first page they open as a member sends the zone again.
  const timeZone = parseTimeZone(field(form, "timeZone"));
  // A guest filling in the form keeps its matches once the account is confirmed, in whichever browser (lib/guests).
  const guestId = (await currentGuest())?.id ?? null;
  const r = await site.accounts.startRegistration(
    { ...parsed.data, timeZone, guestId },
    await address(),
    await requestLocale(),
  );
  if (!r.ok) {
    if (r.reason === "username-taken")
      return { fieldErrors: { username: [t("register.usernameTaken")] }, values, message: t("correctFields") };
    return {
      values,
      message: refusalText({ code: "RATE_LIMITED", message: r.message, sentence: r.sentence }, await requestLocale()),
    };
  }
  return { ok: true, values, message: t("register.sent", { email: parsed.data.email }) };
}

export async function confirmRegistrationAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const { schemas } = await validation();
  const token = schemas.linkToken.safeParse(field(form, "token"));
  if (!token.success) return { message: (await getTranslations("auth"))("failed.confirm") };
  return signInWith("confirm", { token: token.data }, "/games", {});
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const { schemas, fieldErrors } = await validation();
  const values = { login: field(form, "login") };
  const parsed = schemas.signIn.safeParse({ login: values.login, password: field(form, "password") });
  if (!parsed.success)
    return { fieldErrors: fieldErrors(parsed.error), values, message: (await getTranslations("auth"))("fillBoth") };
  return signInWith("password", parsed.data, safeNextPath(field(form, "next")), values);
}

type Provider = "password" | "magic" | "confirm";

async function signInWith(
  provider: Provider,
  data: Record<string, string>,
  redirectTo: string,
  values: Record<string, string>,
): Promise<FormState> {
  try {
    await signIn(provider, { ...data, redirectTo });
  } catch (e) {
    if (e instanceof ThrottledSignin)
      return { values, message: refusalText({ code: "RATE_LIMITED", ...e.refusal }, await requestLocale()) };
    if (e instanceof AuthError) {
      const t = await getTranslations("auth.failed");
      const code = (e as AuthError & { code?: string }).code;
      if (code === "blocked") return { values, message: t("blocked") };
      return { values, message: t(provider) };
    }
    throw e;
  }
  return { ok: true };
}

async function requestLink(purpose: "magic" | "reset", form: FormData, sent: string): Promise<FormState> {
  const { schemas, fieldErrors } = await validation();
  const values = { email: field(form, "email") };
  const parsed = schemas.emailOnly.safeParse(values);
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values };
  const r = await site.accounts.requestLoginLink(purpose, parsed.data.email, await address(), await requestLocale());
  if (!r.ok)
    return {
      values,
      message: refusalText({ code: "RATE_LIMITED", message: r.message, sentence: r.sentence }, await requestLocale()),
    };
  if (r.deliver) after(r.deliver);
  return { ok: true, values, message: sent };
}

export async function magicLinkRequestAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  return requestLink("magic", form, (await getTranslations("auth"))("magic.sent"));
}

export async function forgotAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  return requestLink("reset", form, (await getTranslations("auth"))("forgot.sent"));
}

export async function magicSignInAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const { schemas } = await validation();
  const token = schemas.linkToken.safeParse(field(form, "token"));
  if (!token.success) return { message: (await getTranslations("auth"))("failed.magic") };
  return signInWith("magic", { token: token.data }, "/games", {});
}

export async function resetAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("auth");
  const { schemas, fieldErrors } = await validation();
  const parsed = schemas.reset.safeParse({ token: field(form, "token"), password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), message: t("correctFields") };
  if (!(await site.accounts.resetPassword(parsed.data.token, parsed.data.password))) {
    return { message: t("reset.linkFailed") };
  }
  redirect("/signin?reset=1");
}

export async function signOutAction(): Promise<void> {
  beginAction();
  await signOut({ redirectTo: "/" });
}

/** Ends every session of the account (other browsers, other devices, this one). */
export async function signOutEverywhereAction(): Promise<void> {
  beginAction();
  const user = await currentUser();
  if (user) await site.accounts.signOutEverywhere(user.id);
  await signOut({ redirectTo: "/signin?signedOut=everywhere" });
}
