/**
 * A script's hot match requests with an API token, as plain data in and out: `GET moves`, `GET version` and
 * `POST moves | undo | commit` of /api/matches/[id]/[op]. ONE implementation for both doors: the Next.js route
 * (app/api/matches/[id]/[op]/route.ts) answers them through it, and server.ts answers them through it before
 * Next.js once the route's module is loaded (it registers this function on globalThis: lib/http/fast-api.ts),
 * which spares each such request the framework's own work (Web Request/Response, streams, async hooks: about
 * a health route's CPU). Requests without an Authorization header (browser sessions) are not answered here.
 * Every guard is the route's: the id, the content type, the body (size, UTF-8, JSON, control characters), the
 * token, the body's shape, then the service; refusals in the caller's language (their setting, else the
 * language cookie, else Accept-Language).
 */
import { z } from "zod";
import { site } from "@/lib/site";
import { pickLocale } from "@/lib/site/locale-order";
import { matchIdSchema, versionSchema, type MatchAction } from "@/lib/matches/store/schemas";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { inLanguage } from "@/lib/presentation/refusal-text";
import { apiErrorAnswer, isJsonType, parseJsonBody, resultAnswer, type PlainAnswer } from "@/lib/site/api-answers";
import { FAST_MATCH_OPS, registerFastMatchApi, type FastMatchCall } from "@/lib/http/fast-api";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { bearerTokenOf } from "@/lib/auth/bearer";

export type { FastMatchCall, PlainAnswer };

/** The language cookie's value in a Cookie header (the first of that name, as Next.js's cookies() reads it). */
function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const versioned = z.object({ version: versionSchema });
const moveBody = versioned.extend({ move: z.unknown() });
const undoBody = versioned.extend({ scope: z.enum(["step", "turn"]) });

/** The action a step, undo or commit body asks for, or the sentence refusing the body. */
export function playAction(op: string, body: unknown): { version: number; action: MatchAction } | string {
  if (op === "moves") {
    const b = moveBody.safeParse(body);
    return b.success && b.data.move !== undefined
      ? { version: b.data.version, action: { type: "move", move: b.data.move } }
      : "Send { version, move }.";
  }
  if (op === "undo") {
    const b = undoBody.safeParse(body);
    return b.success
      ? { version: b.data.version, action: { type: b.data.scope === "step" ? "undo-step" : "undo-turn" } }
      : 'Send { version, scope: "step" | "turn" }.';
  }
  const b = versioned.safeParse(body);
  return b.success ? { version: b.data.version, action: { type: "commit" } } : "Send { version }.";
}

const unauthenticated = () => resultAnswer(fail("UNAUTHENTICATED"));
const invalid = (message?: string) => resultAnswer(fail("INVALID_INPUT", message));

/**
 * The answer to `call`, or null when it is not one of these requests with an Authorization header (the
 * route's other code answers it: browser sessions, other operations).
 */
export async function tokenMatchCall(call: FastMatchCall): Promise<PlainAnswer | null> {
  const authorization = call.header("authorization");
  const ops: readonly string[] | undefined = FAST_MATCH_OPS[call.method as "GET" | "POST"];
  if (!authorization || !ops?.includes(call.op)) return null;
  const answer = <T>(r: MatchResult<T>, userLocale: string | null = null): PlainAnswer =>
    resultAnswer(
      r.ok
        ? r
        : inLanguage(
            r,
            pickLocale(userLocale, cookieValue(call.header("cookie"), LOCALE_COOKIE), call.header("accept-language")),
          ),
    );
  const id = matchIdSchema.safeParse(call.id);
  if (!id.success) return invalid();
  const token = bearerTokenOf(authorization);
  if (call.method === "GET") {
    if (call.op === "version") {
      // A token that names a joined player gets the version their steps move too; a refused one the public.
      const user = token ? await site.userForApiToken(token) : null;
      const version = await site.matchVersion(id.data, user?.id ?? null);
      return version === null ? answer(fail("NOT_FOUND")) : resultAnswer({ ok: true, value: { version } });
    }
    // A script's poll: its token and the match in one statement.
    const polled = token ? await site.myMovesByToken(token, id.data) : null;
    return polled ? answer(polled.result, polled.caller.locale) : unauthenticated();
  }
  // A step, an undo or a commit; the answer says what the caller may do next (`myTurn`, `legalMoves`,
  // `canEndTurn`), so a script goes on without reading again. The token is read with the match (one statement
  // fewer); when the body is refused, the token is looked up first, so an unknown token is a 401 whatever the body.
  if (!isJsonType(call.header("content-type")))
    return apiErrorAnswer("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json.");
  if (!token) return unauthenticated();
  const unlessUnknownToken = async (refusal: PlainAnswer) =>
    (await site.userForApiToken(token)) ? refusal : unauthenticated();
  const bytes = await call.body();
  const parsed = parseJsonBody(bytes);
  if (!parsed.ok) return unlessUnknownToken(parsed.answer);
  const asked = playAction(call.op, parsed.body);
  if (typeof asked === "string") return unlessUnknownToken(invalid(asked));
  const played = await site.actByToken(token, id.data, asked.version, asked.action, { turn: true });
  return played ? answer(played.result, played.caller.locale) : unauthenticated();
}

registerFastMatchApi(tokenMatchCall);
