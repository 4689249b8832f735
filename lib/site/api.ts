/** JSON API helpers: one mapping from error codes to HTTP statuses, bodies `{ ok, code, message }`. */
import type { MatchErrorCode, MatchResult } from "@/lib/matches/errors";
import { fail } from "@/lib/matches/errors";

const STATUS: Partial<Record<MatchErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  NOT_A_PLAYER: 403,
  FORBIDDEN: 403,
  NOT_CREATOR: 403,
  NOT_FOUND: 404,
  UNKNOWN_GAME: 404,
  STALE_VERSION: 409,
  INVALID_INPUT: 400,
  MALFORMED_MOVE: 400,
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });
}

export function respond<T>(r: MatchResult<T>): Response {
  if (r.ok) return json({ ok: true, ...(r.value && typeof r.value === "object" ? r.value : { value: r.value }) });
  return json({ ok: false, code: r.code, message: r.message }, STATUS[r.code] ?? 422);
}

export const unauthenticated = () => respond(fail("UNAUTHENTICATED"));
export const invalid = (message?: string) => respond(fail("INVALID_INPUT", message));

export async function readJson(req: Request): Promise<unknown> {
  try {
    const text = await req.text();
    if (text.length > 100_000) return undefined;
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}
