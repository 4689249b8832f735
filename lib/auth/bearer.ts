/**
 * An Authorization header's API token, with nothing of Next.js or Auth.js: undefined without a header, null
 * when the header is not a bearer token (such a caller is refused, never taken for the cookie's user: they asked
 * to be someone specific). lib/auth/current.ts reads it from the request's headers; server.ts's door before
 * Next.js (lib/site/token-match-api.ts) from Node's.
 */
export function bearerTokenOf(header: string | null | undefined): string | null | undefined {
  if (!header) return undefined;
  return header.match(/^Bearer\s+(\S{1,200})$/i)?.[1] ?? null;
}
