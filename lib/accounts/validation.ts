/** Input schemas for account forms and the API; the same rules on the server and in field errors. */
import { z } from "zod";

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "A username has 3 to 20 characters.")
  .max(20, "A username has 3 to 20 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, _ and - only.");

export const emailSchema = z
  .string()
  .trim()
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address."))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string()
  .min(8, "A password has at least 8 characters.")
  .max(200, "A password has at most 200 characters.");

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  login: z.string().trim().min(1, "Enter your username or email.").max(254),
  password: z.string().min(1, "Enter your password.").max(200),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetSchema = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
