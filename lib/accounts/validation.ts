/** Input schemas for account forms and the API; the same rules on the server and in field errors. */
import { z } from "zod";
import { secretText, singleLine } from "@/lib/validation/text";

export const usernameSchema = singleLine()
  .pipe(z.string().trim())
  .pipe(
    z
      .string()
      .min(3, "A username has 3 to 20 characters.")
      .max(20, "A username has 3 to 20 characters.")
      .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, _ and - only."),
  );

export const emailSchema = singleLine()
  .pipe(z.string().trim().max(254, "That email address is too long."))
  .pipe(z.email("Enter a valid email address."))
  .transform((e) => e.toLowerCase());

export const passwordSchema = secretText().pipe(
  z.string().min(8, "A password has at least 8 characters.").max(200, "A password has at most 200 characters."),
);

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  login: singleLine().pipe(z.string().trim().min(1, "Enter your username or email.").max(254, "That is too long for a username or email.")),
  password: secretText().pipe(z.string().min(1, "Enter your password.").max(200, "A password has at most 200 characters.")),
});

export const emailOnlySchema = z.object({ email: emailSchema });

/** The one-time token of a mailed link (base64url). */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, "This link is incomplete.");

export const resetSchema = z.object({ token: linkTokenSchema, password: passwordSchema });

export const apiTokenNameSchema = singleLine().pipe(z.string().trim().min(1, "Give the token a name.").max(60, "A token name has at most 60 characters."));
