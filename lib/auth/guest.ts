/**
 * The guest cookie (lib/guests) for pages, actions and API routes. A guest is never the signed-in user
 * (`currentViewer`, `currentUser`, `apiUser` stay null for it): everything that needs an account refuses a guest
 * as it refuses a visitor. Only the match page and the board's actions read `currentPlayer`, which also takes a
 * guest, and the refusals read `isGuest` to say "Create an account to keep this match and play people".
 */
import { cache } from "react";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { Viewer } from "@/lib/accounts/viewer";
import { guestCookie, guestViewer, GUEST_COOKIE_PLAIN, GUEST_COOKIE_SECURE } from "@/lib/guests";

/** The request's guest cookie value (the https name first), or undefined. */
export async function guestToken(): Promise<string | undefined> {
  const jar = await cookies();
  return jar.get(GUEST_COOKIE_SECURE)?.value ?? jar.get(GUEST_COOKIE_PLAIN)?.value;
}

/** The guest the cookie names, as a viewer (`guest: true`), once per request. */
export const currentGuest = cache(async (): Promise<Viewer | null> => guestViewer(getDb(), await guestToken()));

/** Whether the request comes from a guest (for the wording of a refusal). */
export async function isGuest(): Promise<boolean> {
  return (await currentGuest()) !== null;
}

/** The cookie's name and attributes on this site (Secure and `__Host-` when SITE_URL is https). */
export function siteGuestCookie() {
  return guestCookie(env().SITE_URL.startsWith("https:"));
}

/** Sets a new guest's cookie (server actions and route handlers only). */
export async function setGuestCookie(token: string): Promise<void> {
  const { name, options } = siteGuestCookie();
  (await cookies()).set(name, token, options);
}

/** Removes the guest cookie (after its matches moved to an account); outside an action it is left as it is. */
export async function clearGuestCookie(): Promise<void> {
  try {
    const jar = await cookies();
    jar.delete(GUEST_COOKIE_SECURE);
    jar.delete(GUEST_COOKIE_PLAIN);
  } catch {
    // A render cannot set cookies; the stale cookie names nobody once the guest row is gone.
  }
}
