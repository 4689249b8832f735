/**
 * JSON API helpers: one mapping from error codes to HTTP statuses, bodies `{ ok, code, message }`, and the
 * one door every write passes (`apiWrite`): JSON only, a body read with a hard limit, no control characters,
 * and for browser sessions an Origin of this site (a cross-site form or `text/plain` fetch cannot write).
 */
import type { MatchErrorCode, MatchResult } from "@/lib/errors/errors";
import { fail } from "@/lib/errors/errors";
import { apiUser, bearerToken, type ApiCaller } from "@/lib/auth/current";
import { env } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/request-guard";
import { findForbiddenText } from "@/lib/validation/text";

export type ApiErrorCode =
  | MatchErrorCode
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "CROSS_ORIGIN"
  | "TOO_MANY_STREAMS"
  | "LIVE_BUSY"
  // Account self-service (lib/site/account-api.ts).
  | "WRONG_PASSWORD"
  | "NO_PASSWORD"
  | "EMAIL_TAKEN"
  | "LINK_INVALID";

const STATUS: Partial<Record<ApiErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  NOT_A_PLAYER: 403,
  FORBIDDEN: 403,
  NOT_CREATOR: 403,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  UNKNOWN_GAME: 404,
  STALE_VERSION: 409,
  TIMED_OUT: 409,
  NOT_FINISHED: 409,
  INVALID_INPUT: 400,
  MALFORMED_MOVE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_STREAMS: 429,
  LIVE_BUSY: 503,
  WRONG_PASSWORD: 403,
  NO_PASSWORD: 403,
  EMAIL_TAKEN: 409,
  LINK_INVALID: 410,
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
  });
}

export function apiError(code: ApiErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return json({ ok: false, code, message }, STATUS[code] ?? 422, headers);
}

export function respond<T>(r: MatchResult<T>): Response {
  if (r.ok) return json({ ok: true, ...(r.value && typeof r.value === "object" ? r.value : { value: r.value }) });
  const retry =
    r.code === "RATE_LIMITED" && r.retryAfterSeconds ? { "retry-after": String(r.retryAfterSeconds) } : undefined;
  return apiError(r.code, r.message, retry);
}

export const unauthenticated = () => respond(fail("UNAUTHENTICATED"));
export const invalid = (message?: string) => respond(fail("INVALID_INPUT", message));

type Parsed = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a JSON body without ever holding more than MAX_BODY_BYTES of it. */
export async function readJson(req: Request): Promise<Parsed> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return { ok: false, response: tooLarge() };
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, response: apiError("INVALID_INPUT", "The body is not valid UTF-8.") };
  }
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return { ok: false, response: apiError("INVALID_INPUT", "The body is not valid JSON.") };
  }
  if (findForbiddenText(body) !== null) {
    return {
      ok: false,
      response: apiError(
        "INVALID_INPUT",
        "The body contains control characters (which no field accepts) or is nested too deeply.",
      ),
    };
  }
  return { ok: true, body };
}

function tooLarge(): Response {
  return apiError("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES / 1000} KB.`);
}

export function sameSite(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const own = new Set([new URL(req.url).origin, new URL(env().SITE_URL).origin]);
  return own.has(origin);
}

export type WriteRequest = { ok: true; user: ApiCaller; body: unknown } | { ok: false; response: Response };

/** A write whose caller may still be an unread API token (`apiWrite` with `deferToken`). */
export type DeferredWriteRequest = WriteRequest | { ok: true; user: null; token: string; body: unknown };

/** Everything a write endpoint checks before it looks at what is asked. */
export async function apiWrite(req: Request): Promise<WriteRequest>;
/**
 * With `deferToken`, a bearer token is not looked up here: the service reads it together with the match
 * (a script's steps and commits, lib/matches/write/play.ts `actByToken`). Refusals keep their order: when the body
 * is refused, the token is looked up first, so an unknown token is a 401 whatever the body.
 */
export async function apiWrite(req: Request, o: { deferToken: true }): Promise<DeferredWriteRequest>;
export async function apiWrite(req: Request, o: { deferToken?: boolean } = {}): Promise<DeferredWriteRequest> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: apiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json."),
    };
  }
  const token = o.deferToken ? await bearerToken() : undefined;
  if (token) {
    const parsed = await readJson(req);
    if (!parsed.ok) return { ok: false, response: await unlessUnknownToken(parsed.response) };
    return { ok: true, user: null, token, body: parsed.body };
  }
  const user = await apiUser();
  if (!user) return { ok: false, response: unauthenticated() };
  // A browser session's cookie rides along with requests from any site; only this site's pages may write with it.
  if (user.via === "cookie" && !sameSite(req)) {
    return {
      ok: false,
      response: apiError(
        "CROSS_ORIGIN",
        "Writes with a browser session must come from this site's pages; scripts use an API token.",
      ),
    };
  }
  const parsed = await readJson(req);
  if (!parsed.ok) return parsed;
  return { ok: true, user, body: parsed.body };
}

/** A refusal of a deferred write's body, or 401 when its token is unknown (checked first, as `apiWrite` does). */
export async function unlessUnknownToken(refusal: Response): Promise<Response> {
  return (await apiUser()) ? refusal : unauthenticated();
}
