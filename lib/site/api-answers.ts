/**
 * The JSON API's answers as plain data (status, headers, JSON text), without Next.js or the request's scope:
 * one mapping from error codes to HTTP statuses, bodies `{ ok, code, message }`, and a body's checks. The
 * routes turn them into Responses (lib/site/api.ts); server.ts's door before Next.js writes them as they are
 * (lib/site/token-match-api.ts).
 */
import type { MatchErrorCode, MatchResult } from "@/lib/errors/errors";
import { MAX_BODY_BYTES } from "@/lib/http/request-guard";
import { findForbiddenText } from "@/lib/validation/text";
import type { PlainAnswer } from "@/lib/http/fast-api";

export type { PlainAnswer };

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

/** An answer as plain data (lib/http/fast-api.ts): what `json` sends, for server.ts's door and the routes alike. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): PlainAnswer {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: JSON.stringify(body),
  };
}

export function toResponse(a: PlainAnswer): Response {
  return new Response(a.body, { status: a.status, headers: a.headers });
}

export function apiErrorAnswer(code: ApiErrorCode, message: string, headers: Record<string, string> = {}): PlainAnswer {
  return jsonAnswer({ ok: false, code, message }, STATUS[code] ?? 422, headers);
}

export function resultAnswer<T>(r: MatchResult<T>): PlainAnswer {
  if (r.ok) return jsonAnswer({ ok: true, ...(r.value && typeof r.value === "object" ? r.value : { value: r.value }) });
  const retry =
    r.code === "RATE_LIMITED" && r.retryAfterSeconds ? { "retry-after": String(r.retryAfterSeconds) } : undefined;
  return apiErrorAnswer(r.code, r.message, retry);
}

/** A body's bytes (null: over MAX_BODY_BYTES) as JSON: UTF-8, JSON (empty: {}), no control characters. */
export function parseJsonBody(
  bytes: Uint8Array | null,
): { ok: true; body: unknown } | { ok: false; answer: PlainAnswer } {
  if (bytes === null) return { ok: false, answer: tooLarge() };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, answer: apiErrorAnswer("INVALID_INPUT", "The body is not valid UTF-8.") };
  }
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return { ok: false, answer: apiErrorAnswer("INVALID_INPUT", "The body is not valid JSON.") };
  }
  if (findForbiddenText(body) !== null) {
    return {
      ok: false,
      answer: apiErrorAnswer(
        "INVALID_INPUT",
        "The body contains control characters (which no field accepts) or is nested too deeply.",
      ),
    };
  }
  return { ok: true, body };
}

function tooLarge(): PlainAnswer {
  return apiErrorAnswer("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES / 1000} KB.`);
}

/** Content-Type: application/json (with parameters or none). */
export function isJsonType(type: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(type ?? "");
}
