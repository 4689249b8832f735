/**
 * Signing in (a password, a sign-in link, the registration's confirmation link) in a browser that holds a guest
 * cookie moves the guest's matches to the account (lib/guests/adopt.ts). Read from the sign-in request's own
 * Cookie header: Auth.js hands `authorize` the request it was given.
 */
import { getDb } from "@/lib/db";
import { adoptGuest, adoptGuestById, GUEST_COOKIE_PLAIN, GUEST_COOKIE_SECURE } from "@/lib/guests";
import { clearGuestCookie } from "./guest";

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Never fails the sign-in: a guest that cannot be moved stays a guest (its cookie still works).
 * `registeredBy`: the guest whose browser filled in the registration being confirmed (it may be another one).
 */
export async function adoptGuestOnSignIn(
  headers: Headers | undefined,
  userId: string,
  registeredBy: string | null = null,
): Promise<void> {
  const header = headers?.get("cookie") ?? null;
  const token = cookieValue(header, GUEST_COOKIE_SECURE) ?? cookieValue(header, GUEST_COOKIE_PLAIN);
  if (!token && !registeredBy) return;
  try {
    if (registeredBy) await adoptGuestById(getDb(), registeredBy, userId);
    if (!token) return;
    await adoptGuest(getDb(), token, userId);
    await clearGuestCookie();
  } catch (e) {
    console.error(`[auth] moving a guest's matches failed: ${e instanceof Error ? e.message : e}`);
  }
}
