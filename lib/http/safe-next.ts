/**
 * Where to go after signing in: a path on this site only. Anything that a browser could read as another
 * host ("//evil", "/\evil", "https://evil", control characters) falls back to My games.
 */
const FALLBACK = "/games";

export function safeNextPath(next: string | null | undefined): string {
  if (
    !next ||
    next.length > 500 ||
    !next.startsWith("/") ||
    next.startsWith("//") ||
    /[\\\u0000-\u001f\u007f]/.test(next)
  )
    return FALLBACK;
  try {
    const base = "http://site.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return FALLBACK;
    // Signing in again from the sign-in page itself would loop.
    if (url.pathname.startsWith("/signin") || url.pathname.startsWith("/register")) return FALLBACK;
    return url.pathname + url.search + url.hash;
  } catch {
    return FALLBACK;
  }
}
