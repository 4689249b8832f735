"use server";
/**
 * Account actions. Thin: validate with zod, call the service, return a FormState. `AuthError` is caught;
 * NEXT_REDIRECT from a successful sign-in must propagate.
 */
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth";
import { emailOnlySchema, registerSchema, resetSchema, signInSchema } from "@/lib/accounts/validation";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

function safeNext(next: string): string {
  return next.startsWith("/") && !next.startsWith("//") ? next : "/games";
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { username: field(form, "username"), email: field(form, "email") };
  const parsed = registerSchema.safeParse({ ...values, password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, message: "Please correct the marked fields." };
  const r = await site.register(parsed.data);
  if (!r.ok) {
    return { fieldErrors: Object.fromEntries(Object.entries(r.fieldErrors).map(([k, v]) => [k, [v]])), values, message: "Please correct the marked fields." };
  }
  return signInWith("password", { login: parsed.data.username, password: parsed.data.password }, "/games", values);
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { login: field(form, "login") };
  const parsed = signInSchema.safeParse({ login: values.login, password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values, message: "Please fill in both fields." };
  return signInWith("password", parsed.data, safeNext(field(form, "next")), values);
}

async function signInWith(provider: string, data: Record<string, string>, redirectTo: string, values: Record<string, string>): Promise<FormState> {
  try {
    await signIn(provider, { ...data, redirectTo });
  } catch (e) {
    if (e instanceof AuthError) {
      const code = (e as AuthError & { code?: string }).code;
      if (code === "throttled") return { values, message: "Too many failed sign-ins. Wait a minute and try again." };
      return { values, message: provider === "magic" ? "This sign-in link is invalid, used or expired." : "Wrong username, email or password." };
    }
    throw e;
  }
  return { ok: true };
}

export async function magicLinkRequestAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { email: field(form, "email") };
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  await site.requestMagicLink(parsed.data.email);
  return { ok: true, values, message: "If an account uses that address, a sign-in link is on its way." };
}

export async function magicSignInAction(_prev: FormState, form: FormData): Promise<FormState> {
  return signInWith("magic", { token: field(form, "token") }, "/games", {});
}

export async function forgotAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { email: field(form, "email") };
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  await site.requestPasswordReset(parsed.data.email);
  return { ok: true, values, message: "If an account uses that address, a reset link is on its way." };
}

export async function resetAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = resetSchema.safeParse({ token: field(form, "token"), password: field(form, "password") });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, message: "Please correct the marked fields." };
  if (!(await site.resetPassword(parsed.data.token, parsed.data.password))) {
    return { message: "This reset link is invalid, used or expired. Ask for a new one." };
  }
  redirect("/signin?reset=1");
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/" });
}
