/**
 * Input schemas for account forms and the API; the same rules on the server and in field errors. The
 * schemas are built for a language (`accountSchemas(t)`, with the auth.validation messages): forms build
 * them in the reader's language; the exported ones speak English (the JSON API, the operator's commands,
 * Auth.js, whose messages nobody reads).
 */
import { z } from "zod";
import { secretText, singleLine } from "@/lib/validation/text";
import type { Messages } from "@/lib/i18n/catalogue";
import { translator } from "@/lib/i18n/translator";

export type AccountMessageKey = keyof Messages["auth"]["validation"];
/** A message of auth.validation in one language: next-intl's `t` for that namespace. */
export type AccountMessages = (key: AccountMessageKey) => string;

export function accountSchemas(say: AccountMessages) {
  const username = singleLine()
    .pipe(z.string().trim())
    .pipe(
      z
        .string()
        .min(3, say("usernameLength"))
        .max(20, say("usernameLength"))
        .regex(/^[A-Za-z0-9_-]+$/, say("usernameCharacters")),
    );
  const email = singleLine()
    .pipe(z.string().trim().max(254, say("emailTooLong")))
    .pipe(z.email(say("emailInvalid")))
    .transform((e) => e.toLowerCase());
  const password = secretText().pipe(z.string().min(8, say("passwordTooShort")).max(200, say("passwordTooLong")));
  /** The one-time token of a mailed link (base64url). */
  const linkToken = z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, say("linkIncomplete"));
  return {
    username,
    email,
    password,
    register: z.object({ username, email, password }),
    signIn: z.object({
      login: singleLine().pipe(z.string().trim().min(1, say("loginMissing")).max(254, say("loginTooLong"))),
      password: secretText().pipe(z.string().min(1, say("passwordMissing")).max(200, say("passwordTooLong"))),
    }),
    emailOnly: z.object({ email }),
    linkToken,
    reset: z.object({ token: linkToken, password }),
    apiTokenName: singleLine().pipe(z.string().trim().min(1, say("tokenNameMissing")).max(60, say("tokenNameTooLong"))),
  };
}

const english = accountSchemas(translator("en", "auth.validation"));

export const usernameSchema = english.username;
export const emailSchema = english.email;
export const passwordSchema = english.password;
export const registerSchema = english.register;
export type RegisterInput = z.infer<typeof registerSchema>;
export const signInSchema = english.signIn;
export const linkTokenSchema = english.linkToken;
