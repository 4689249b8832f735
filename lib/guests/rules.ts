/**
 * A guest's rules in one place (README "Guests", docs/features.md): how long a guest lives without a request,
 * how many matches it may have going, and its cookie. The per-address limit on new guests is `guestCreate` in
 * lib/rate-limits/limits.ts.
 */

/** Guests and their matches are deleted this long after their last request (lib/guests/cleanup.ts). */
export const GUEST_IDLE_DAYS = 7;
export const GUEST_IDLE_MS = GUEST_IDLE_DAYS * 24 * 60 * 60_000;

/** Open or running guest matches one guest may have at once. */
export const GUEST_RUNNING_MATCHES = 3;

/** `lastSeenAt` is refreshed at most this often (a write per request would cost more than it tells). */
export const LAST_SEEN_PRECISION_MS = 60 * 60_000;

/**
 * The cookie's own lifetime. The server decides whether it still names a guest (7 days after the guest's last
 * request, however old the cookie); the browser keeps it longer so that a guest playing every day keeps it.
 */
export const GUEST_COOKIE_DAYS = 30;

/** The cookie: `__Host-` on https (Secure, path /, no domain: no other site under the domain can set it). */
export const GUEST_COOKIE_SECURE = "__Host-glenboard-guest";
export const GUEST_COOKIE_PLAIN = "glenboard-guest";

/** A cookie value is 32 random bytes in base64url (43 characters); anything else is no guest. */
export function plausibleGuestToken(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The cookie's name and attributes for a site served over `https` or not. */
export function guestCookie(secure: boolean) {
  return {
    name: secure ? GUEST_COOKIE_SECURE : GUEST_COOKIE_PLAIN,
    options: {
      httpOnly: true,
      sameSite: "lax" as const,
      secure,
      path: "/",
      maxAge: GUEST_COOKIE_DAYS * 24 * 60 * 60,
    },
  };
}
