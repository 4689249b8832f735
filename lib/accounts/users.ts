/** Users as the rest of the site needs them: created directly (operator, tests), found by login. */
import type { Db, Tx } from "@/lib/db";
import { hashPassword } from "@/lib/secrets/password";
import { isUsernameHeld } from "./username-holds";

export function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && "code" in e && (e as { code: unknown }).code === "P2002";
}

export interface NewUser {
  username: string;
  email: string;
  /** Omitted: the account signs in by mailed link only until a password is set by reset. */
  password?: string;
}

export type CreateUserResult = { ok: true; userId: string } | { ok: false; reason: "username-taken" | "email-taken" };

/**
 * Creates an account at once, without a confirmation mail: for the operator's command line and for tests.
 * Visitors register through `startRegistration`, which never tells them whether an address is known.
 */
export async function createUser(db: Db | Tx, input: NewUser): Promise<CreateUserResult> {
  const usernameLower = input.username.toLowerCase();
  const email = input.email.toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const taken = await db.user.findFirst({
    where: { OR: [{ usernameLower }, { email }] },
    select: { usernameLower: true },
  });
  if (taken) return { ok: false, reason: taken.usernameLower === usernameLower ? "username-taken" : "email-taken" };
  if (await isUsernameHeld(db, usernameLower, new Date())) return { ok: false, reason: "username-taken" };
  try {
    const user = await db.user.create({
      data: { username: input.username, usernameLower, email, passwordHash },
      select: { id: true },
    });
    return { ok: true, userId: user.id };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: "username-taken" };
    throw e;
  }
}

/** A username or an email address (with "@"), case-insensitively. */
export function findByLogin(db: Db, login: string) {
  const lower = login.trim().toLowerCase();
  return db.user.findFirst({
    where: lower.includes("@") ? { email: lower } : { usernameLower: lower },
    select: { id: true, username: true, email: true, passwordHash: true, sessionVersion: true, blockedAt: true },
  });
}

export async function findByUsername(db: Db, username: string) {
  return db.user.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true, username: true, email: true, blockedAt: true },
  });
}
