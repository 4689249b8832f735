/**
 * Match operations over JSON, the same services as the server actions:
 *   GET  version                    -> { version }            (for polling; public: players get the version
 *                                                              their steps move, others the public version)
 *   GET  moves                      -> { version, myTurn, legalMoves, canEndTurn } (the caller's turn)
 *   GET  replay?frame=N             -> { frame, view }         (position N of the history, public view)
 *   GET  replay?entry=N             -> { frame, view }         (the position after history entry N)
 *   GET  history?before=N&limit=M   -> { log }                 (earlier history entries; public)
 *   GET  chat?before=ID             -> { messages }            (players; spectators if the match allows)
 *   GET  note                       -> { text, updatedAt }     (the caller's private notes; players only)
 *   GET  record                     -> { record }              (a finished match's full record; public; ?download=1 as a file)
 *   POST chat { text }              -> { message }             (players only; 10 a minute)
 *   POST note { text }              -> { text, updatedAt }     (saves the caller's notes; "" deletes them)
 *   POST rematch {}                 -> { matchId }             (a finished match's players again, seats rotated, all invited)
 *   POST moves   { version, move }  -> one step                      } each answers { version, committed,
 *   POST undo    { version, scope: "step" | "turn" }                 }   myTurn, legalMoves, canEndTurn }
 *   POST commit  { version }        -> ends the turn (the move the game names for it, or 422 with its reason)
 *   POST keep-open {}               -> { kept, version? }  (cancels the server's automatic end of the caller's turn)
 *   POST join { version, clientSeed? }        -> takes a seat (clientSeed: the player's seed, docs/fairness.md)
 *   POST leave | start | cancel { version }
 *   POST resign { version }                   -> ends the caller's part (ranked last; 2 players: the other wins)
 *   POST propose-cancel { version }           -> asks every other player to agree to cancel the running match
 *   POST answer-cancel { version, accept }    -> agree (true) or refuse (false)
 * Refusals keep their codes; their sentences follow the caller's language where one is known (a browser
 * session's setting, the language cookie or Accept-Language: what the match page's panels show), else English.
 */
import { z } from "zod";
import { apiUser, versionReaderId } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { localeFor } from "@/lib/site/request-locale";
import { clientSeedSchema, matchIdSchema, versionSchema } from "@/lib/matches/store/schemas";
import { bigintId, wholeNumber } from "@/lib/validation/numbers";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { inLanguage } from "@/lib/presentation/refusal-text";
import { apiWrite, invalid, json, readBody, respond, toResponse, unauthenticated } from "@/lib/site/api";
import { isVersionedOperation, versionedOperations } from "@/lib/site/match-operations";
import { playAction, tokenMatchCall, type FastMatchCall } from "@/lib/site/token-match-api";

export const dynamic = "force-dynamic";

/**
 * The service's answer as JSON, a refusal's sentence in the caller's language (looked up for refusals only):
 * their setting when known, else the cookie and Accept-Language (lib/site/request-locale.ts).
 */
async function answer<T>(r: MatchResult<T>, caller: { locale: string | null } | null = null): Promise<Response> {
  return respond(r.ok ? r : inLanguage(r, await localeFor(caller?.locale)));
}

type Ctx = { params: Promise<{ id: string; op: string }> };

/** The request as lib/site/token-match-api.ts takes it (server.ts hands it the same from Node's request). */
function callOf(req: Request, p: { id: string; op: string }): FastMatchCall {
  return { method: req.method, id: p.id, op: p.op, header: (name) => req.headers.get(name), body: () => readBody(req) };
}

export async function GET(req: Request, { params }: Ctx) {
  const p = await params;
  // A script's poll and version with its API token: the one implementation server.ts also answers them with.
  const fast = await tokenMatchCall(callOf(req, p));
  if (fast) return toResponse(fast);
  const id = matchIdSchema.safeParse(p.id);
  if (!id.success) return invalid();
  if (p.op === "version") {
    // Anyone may ask; a session (or a guest) that names a joined player gets the version their steps move too.
    const version = await site.matchVersion(id.data, await versionReaderId());
    return version === null ? answer(fail("NOT_FOUND")) : json({ ok: true, version });
  }
  if (p.op === "replay") {
    // One position of the committed history, as a spectator saw it: ?frame=N (0 = the start), or ?entry=N
    // (the position after history entry N).
    const number = wholeNumber(0, 9_999_999);
    const search = new URL(req.url).searchParams;
    if (search.has("entry")) {
      const entry = number.safeParse(search.get("entry"));
      return entry.success
        ? answer(await site.positionAfter(id.data, entry.data))
        : invalid("Give ?entry=N (a history index).");
    }
    const frame = number.safeParse(search.get("frame"));
    if (!frame.success) return invalid("Give ?frame=N or ?entry=N.");
    return answer(await site.replayFrame(id.data, frame.data));
  }
  if (p.op === "moves") {
    const user = await apiUser();
    if (!user) return unauthenticated();
    return answer(await site.myMoves(user.id, id.data), user);
  }
  if (p.op === "history") {
    // Earlier history entries, a page at a time: ?before=N (entries before index N), &limit= (1-100, default 50).
    const params = new URL(req.url).searchParams;
    const q = historyQuery.safeParse({
      before: params.get("before") ?? undefined,
      limit: params.get("limit") ?? undefined,
    });
    if (!q.success) return invalid("Give ?before=N (a history index) and optionally &limit= from 1 to 100.");
    const user = await apiUser();
    // Lines also in the caller's language (`text`), for the history panel's "Show earlier".
    return answer(
      await site.history(user?.id ?? null, id.data, q.data.before, q.data.limit, {
        locale: await localeFor(user?.locale),
        api: true,
      }),
      user,
    );
  }
  if (p.op === "chat") {
    const before = new URL(req.url).searchParams.get("before");
    const q = bigintId.optional().safeParse(before ?? undefined);
    if (!q.success) return invalid("Give ?before= a message id, or nothing for the newest messages.");
    const user = await apiUser();
    return answer(await site.chat.list(user?.id ?? null, id.data, { before: q.data }), user);
  }
  if (p.op === "note") {
    const user = await apiUser();
    if (!user) return unauthenticated();
    return answer(await site.notes.get(user.id, id.data), user);
  }
  if (p.op === "record") {
    const r = await site.record(id.data);
    if (!r.ok || new URL(req.url).searchParams.get("download") !== "1") return answer(r);
    return json(r.value.record, 200, {
      "content-disposition": `attachment; filename="glenboard-${r.value.record.game.key}-${id.data}.json"`,
    });
  }
  return answer(fail("NOT_FOUND", "Unknown operation."));
}

const historyQuery = z.object({
  before: wholeNumber(0, 10_000_000),
  limit: wholeNumber(1, 100).default(50),
});

const versioned = z.object({ version: versionSchema });
const joining = z.object({
  version: versionSchema,
  clientSeed: clientSeedSchema.optional(),
});

export async function POST(req: Request, { params }: Ctx) {
  const p = await params;
  // A script's step, undo or commit with its API token (lib/site/token-match-api.ts, also server.ts's).
  const fast = await tokenMatchCall(callOf(req, p));
  if (fast) return toResponse(fast);
  const id = matchIdSchema.safeParse(p.id);
  if (!id.success) return invalid();
  if (p.op === "moves" || p.op === "undo" || p.op === "commit") return play(req, p.op, id.data);
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const { user, body } = w;
  if (isVersionedOperation(p.op)) {
    // join, leave, start, cancel, resign, propose-cancel: the same table as the match page's forms.
    if (p.op === "join") {
      // The joining player's own seed for the match's randomness (docs/fairness.md); absent: the server draws one.
      const j = joining.safeParse(body);
      if (!j.success) return invalid(j.error.issues[0]?.message ?? "Send { version, clientSeed? }.");
      return answer(await site.joinMatch(user.id, id.data, j.data.version, j.data.clientSeed), user);
    }
    const b = versioned.safeParse(body);
    if (!b.success) return invalid("Send { version }.");
    return answer(await versionedOperations[p.op](user.id, id.data, b.data.version), user);
  }
  switch (p.op) {
    case "chat": {
      const b = z.object({ text: z.string("Send { text }.") }).safeParse(body);
      if (!b.success) return invalid("Send { text }.");
      return answer(await site.chat.post(user.id, id.data, b.data.text), user);
    }
    case "rematch":
      return answer(await site.rematch(user.id, id.data), user);
    case "keep-open":
      return answer(await site.keepTurnOpen(user.id, id.data), user);
    case "note": {
      const b = z.object({ text: z.string("Send { text }.") }).safeParse(body);
      if (!b.success) return invalid("Send { text }.");
      return answer(await site.notes.save(user.id, id.data, b.data.text), user);
    }
    case "answer-cancel": {
      const b = versioned.extend({ accept: z.boolean("Send { version, accept: true | false }.") }).safeParse(body);
      if (!b.success) return invalid("Send { version, accept: true | false }.");
      return answer(await site.answerCancel(user.id, id.data, b.data.version, b.data.accept), user);
    }
    default:
      return answer(fail("NOT_FOUND", "Unknown operation."), user);
  }
}

/**
 * A step, an undo or a commit with a browser session (with an API token: lib/site/token-match-api.ts). The
 * answer says what the caller may do next (`myTurn`, `legalMoves`, `canEndTurn`).
 */
async function play(req: Request, op: "moves" | "undo" | "commit", matchId: number): Promise<Response> {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const asked = playAction(op, w.body);
  if (typeof asked === "string") return invalid(asked);
  return answer(await site.act(w.user.id, matchId, asked.version, asked.action, { turn: true }), w.user);
}
