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
import { z } from "zod";
import { signIn, signOut, ThrottledSignin } from "@/lib/auth";
import { currentUser } from "@/lib/auth/current";
import { emailOnlySchema, linkTokenSchema, registerSchema, resetSchema, signInSchema } from "@/lib/accounts/validation";
import { clientAddressOf } from "@/lib/http/request-client";
import { requestLocale } from "@/lib/i18n/resolve";
import { safeNextPath } from "@/lib/http/safe-next";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

async function address(): Promise<string | null> {
  return clientAddressOf(await headers());
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { username: field(form, "username"), email: field(form, "email") };
  const parsed = registerSchema.safeParse({ ...values, password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, message: "Please correct the marked fields." };
  const r = await site.accounts.startRegistration(parsed.data, await address(), await requestLocale());
  if (!r.ok) {
    if (r.reason === "username-taken") return { fieldErrors: { username: [r.message] }, values, message: "Please correct the marked fields." };
    return { values, message: r.message };
  }
  return {
    ok: true,
    values,
    message: `Almost done: we sent a mail to ${parsed.data.email}. Open the link in it to finish creating your account.`,
  };
}

export async function confirmRegistrationAction(_prev: FormState, form: FormData): Promise<FormState> {
  const token = linkTokenSchema.safeParse(field(form, "token"));
  if (!token.success) return { message: "This link is invalid, used or expired. Register again to get a new one." };
  return signInWith("confirm", { token: token.data }, "/games", {});
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { login: field(form, "login") };
  const parsed = signInSchema.safeParse({ login: values.login, password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, message: "Please fill in both fields." };
  return signInWith("password", parsed.data, safeNextPath(field(form, "next")), values);
}

const FAILED: Record<string, string> = {
  password: "Wrong username, email or password.",
  magic: "This sign-in link is invalid, used or expired.",
  confirm: "This link is invalid, used or expired. Register again to get a new one.",
};

async function signInWith(provider: string, data: Record<string, string>, redirectTo: string, values: Record<string, string>): Promise<FormState> {
  try {
    await signIn(provider, { ...data, redirectTo });
  } catch (e) {
    if (e instanceof ThrottledSignin) return { values, message: e.sentence };
    if (e instanceof AuthError) {
      const code = (e as AuthError & { code?: string }).code;
      if (code === "blocked") return { values, message: "This account is blocked. Write to the site's operator if you think this is a mistake." };
      return { values, message: FAILED[provider] ?? FAILED.password };
    }
    throw e;
  }
  return { ok: true };
}

async function requestLink(purpose: "magic" | "reset", form: FormData, sent: string): Promise<FormState> {
  const values = { email: field(form, "email") };
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  const r = await site.accounts.requestLoginLink(purpose, parsed.data.email, await address(), await requestLocale());
  if (!r.ok) return { values, message: r.message };
  if (r.deliver) after(r.deliver);
  return { ok: true, values, message: sent };
}

export async function magicLinkRequestAction(_prev: FormState, form: FormData): Promise<FormState> {
  return requestLink("magic", form, "If an account uses that address, a sign-in link is on its way.");
}

export async function forgotAction(_prev: FormState, form: FormData): Promise<FormState> {
  return requestLink("reset", form, "If an account uses that address, a reset link is on its way.");
}

export async function magicSignInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const token = linkTokenSchema.safeParse(field(form, "token"));
  if (!token.success) return { message: FAILED.magic };
  return signInWith("magic", { token: token.data }, "/games", {});
}

export async function resetAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = resetSchema.safeParse({ token: field(form, "token"), password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, message: "Please correct the marked fields." };
  if (!(await site.accounts.resetPassword(parsed.data.token, parsed.data.password))) {
    return { message: "This reset link is invalid, used or expired. Ask for a new one." };
  }
  redirect("/signin?reset=1");
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/" });
}

/** Ends every session of the account (other browsers, other devices, this one). */
export async function signOutEverywhereAction(): Promise<void> {
  const user = await currentUser();
  if (user) await site.accounts.signOutEverywhere(user.id);
  await signOut({ redirectTo: "/signin?signedOut=everywhere" });
}
