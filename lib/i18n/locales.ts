/**
 * The site's languages. English is the default: the language of a visitor whose browser asks for neither.
 * Client-safe (no server imports): the language switcher and formatting helpers use it too.
 */
export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Each language by its own name: what the switcher shows, whichever language the page is in. */
export const localeNames: Record<Locale, string> = { en: "English", de: "Deutsch" };

/** The cookie that keeps a visitor's choice (guests included); a signed-in user's setting wins over it. */
export const LOCALE_COOKIE = "gb_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header ("de-AT,de;q=0.9,en;q=0.8"): the highest
 * q-value whose primary subtag we have; ties keep the header's order; q=0 means "not this one".
 * Null when none matches (the caller falls back to the default). Bounded: a header of any length is cut
 * to its first 40 entries.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 2000).split(",").slice(0, 40)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (isLocale(primary) && (best === null || q > best.q)) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}
