/**
 * JSON API helpers: the answers of lib/site/api-answers.ts as Responses, and the one door every write passes
 * (`apiWrite`): JSON only, a body read with a hard limit, no control characters, and for browser sessions an
 * Origin of this site (a cross-site form or `text/plain` fetch cannot write).
 */
import type { MatchResult } from "@/lib/errors/errors";
import { fail } from "@/lib/errors/errors";
import { apiUser, bearerToken, type ApiCaller } from "@/lib/auth/current";
import { isGuest } from "@/lib/auth/guest";
import { guestRefusal } from "./guest-refusal";
import { env } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/request-guard";
import {
  apiErrorAnswer,
  isJsonType,
  jsonAnswer,
  parseJsonBody,
  toResponse,
  resultAnswer,
  type ApiErrorCode,
} from "./api-answers";

export * from "./api-answers";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return toResponse(jsonAnswer(body, status, headers));
}

export function apiError(code: ApiErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return toResponse(apiErrorAnswer(code, message, headers));
}

export function respond<T>(r: MatchResult<T>): Response {
  return toResponse(resultAnswer(r));
}

/**
 * No account behind the request: a 401, or for a guest's browser (lib/guests; the API is for accounts) a 403
 * that says why: "Guests play against bots only. Create an account to keep this match and play people."
 */
export async function unauthenticated(): Promise<Response> {
  if ((await bearerToken()) === undefined && (await isGuest())) return respond(guestRefusal());
  return respond(fail("UNAUTHENTICATED"));
}
export const invalid = (message?: string) => respond(fail("INVALID_INPUT", message));

type Parsed = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a JSON body without ever holding more than MAX_BODY_BYTES of it. */
export async function readJson(req: Request): Promise<Parsed> {
  const parsed = parseJsonBody(await readBody(req));
  return parsed.ok ? parsed : { ok: false, response: toResponse(parsed.answer) };
}

/** A request's body, or null when it is (or says it is) over MAX_BODY_BYTES: never more of it is held. */
export async function readBody(req: Request): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
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
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export function sameSite(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const own = new Set([new URL(req.url).origin, new URL(env().SITE_URL).origin]);
  return own.has(origin);
}

export type WriteRequest = { ok: true; user: ApiCaller; body: unknown } | { ok: false; response: Response };

/** Everything a write endpoint checks before it looks at what is asked. */
export async function apiWrite(req: Request): Promise<WriteRequest> {
  if (!isJsonType(req.headers.get("content-type"))) {
    return {
      ok: false,
      response: apiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json."),
    };
  }
  const user = await apiUser();
  if (!user) return { ok: false, response: await unauthenticated() };
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
