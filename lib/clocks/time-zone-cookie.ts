/**
 * The browser's zone, kept by components/time-zone-cookie.tsx on every page for a year (not HttpOnly: the
 * page's script writes it). Read, and validated, by lib/site/request-locale.ts for visitors and for accounts whose
 * zone is not known yet. A file of its own so the browser's bundle takes the name and nothing else.
 */
export const TIME_ZONE_COOKIE = "gb_tz";
