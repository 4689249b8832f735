/**
 * Time zone names as the site takes them from anyone (a registration form, a cookie, the API, Settings):
 * IANA names the runtime knows, such as browsers report (`Intl.DateTimeFormat().resolvedOptions().timeZone`),
 * stored in the runtime's own spelling ("Asia/Kolkata" and "asia/calcutta" both become "Asia/Calcutta", "Etc/UTC"
 * and "GMT" become "UTC"), so one zone has one name and the Settings list always holds it. Offsets ("+01:00"),
 * abbreviations the runtime does not map to a region, and anything longer than 64 characters are refused.
 */

export { TIME_ZONE_COOKIE } from "./time-zone-cookie";

export const TIME_ZONE_MAX_LENGTH = 64;

/** Region/City names with up to two slashes; "UTC", "EST5EDT", "Etc/GMT+5" fit too. Checked before Intl sees it. */
const NAME_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** Accepted names and their canonical spelling; bounded (the names a site sees are a few hundred). */
const known = new Map<string, string>();

/** The canonical name of `value` when it is a time zone the runtime knows, else null. */
export function parseTimeZone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH || !NAME_SHAPE.test(name)) return null;
  const hit = known.get(name);
  if (hit) return hit;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (known.size > 2000) known.clear();
  known.set(name, canonical);
  return canonical;
}

export function isTimeZone(value: unknown): boolean {
  return parseTimeZone(value) !== null;
}

export interface ViewerTimeZone {
  /** The zone to show times in. */
  zone: string;
  /**
   * Where it came from: the signed-in user's setting; the browser's zone, which components/time-zone-cookie.tsx
   * keeps in a cookie on every page; or neither (a first visit, a script): UTC, until the browser sets the
   * cookie and refreshes the page once.
   */
  source: "account" | "browser" | "default";
}

/**
 * The zone a page shows: the account's setting, else the browser's from its cookie, else UTC. Both are
 * validated here: the cookie is the visitor's to write, and a stored zone may have left the runtime's list.
 */
export function viewerTimeZone(account: string | null | undefined, cookie: string | null | undefined): ViewerTimeZone {
  const own = parseTimeZone(account);
  if (own) return { zone: own, source: "account" };
  const browser = parseTimeZone(cookie);
  return browser ? { zone: browser, source: "browser" } : { zone: "UTC", source: "default" };
}

let names: string[] | undefined;

/** The zones to choose from (Settings), UTC first; `also` (a stored name missing from the list) is added. */
export function timeZoneNames(also?: string | null): string[] {
  names ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")];
  return also && !names.includes(also)
    ? [...names, also].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)))
    : names;
}
