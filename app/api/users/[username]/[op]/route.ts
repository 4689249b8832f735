/**
 * Another user, as the caller relates to them:
 *   GET  matches?game=&opponent=&result=won|lost&page= -> { entries, more }   (their finished matches; public)
 *   POST mute { muted: true | false }   -> { username, muted }   (their chat messages hidden from you everywhere)
 *   POST friend {}                      -> { username, state }   (asks them, or accepts their request: "asked" | "friends")
 *   POST unfriend {}                    -> { username, state }   (ends the friendship or withdraws/declines a request)
 *   POST block { blocked: true | false } -> { username, blocked } (no invitations from them, no joining your seats, their messages hidden)
 */
import { z } from "zod";
import { site } from "@/lib/site";
import { fail } from "@/lib/errors/errors";
import { apiWrite, invalid, json, respond } from "@/lib/site/api";
import { singleLine } from "@/lib/validation/text";
import { wholeNumber } from "@/lib/validation/numbers";
import { inLanguage } from "@/lib/presentation/refusal-text";
import { localeFor } from "@/lib/site/request-locale";

export const dynamic = "force-dynamic";

const username = singleLine().pipe(z.string().min(1).max(40));
const archiveQuery = z.object({
  game: singleLine().pipe(z.string().min(1).max(40)).optional(),
  opponent: singleLine().pipe(z.string().min(1).max(40)).optional(),
  result: z.enum(["won", "lost"]).optional(),
  page: wholeNumber(1, 10_000).default(1),
});

type Ctx = { params: Promise<{ username: string; op: string }> };

export async function GET(req: Request, { params }: Ctx) {
  const p = await params;
  const name = username.safeParse(p.username);
  if (!name.success) return invalid("That is not a username.");
  if (p.op !== "matches") return respond(fail("NOT_FOUND", "Unknown operation."));
  const search = new URL(req.url).searchParams;
  const q = archiveQuery.safeParse(Object.fromEntries([...search].filter(([, v]) => v !== "")));
  if (!q.success) return invalid("Filter with game=, opponent=, result=won|lost and page= (a number).");
  const archive = await site.players.archive(name.data, q.data);
  return archive ? json({ ok: true, ...archive }) : respond(fail("UNKNOWN_USER"));
}

export async function POST(req: Request, { params }: Ctx) {
  const p = await params;
  // Next.js hands the segment over decoded.
  const name = username.safeParse(p.username);
  if (!name.success) return invalid("That is not a username.");
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  switch (p.op) {
    case "mute": {
      const b = z.object({ muted: z.boolean() }).safeParse(w.body);
      if (!b.success) return invalid("Send { muted: true | false }.");
      // The match page's chat shows this refusal as it comes: in the caller's language.
      const r = await site.chat.mute(w.user.id, name.data, b.data.muted);
      return respond(inLanguage(r, await localeFor(w.user.locale)));
    }
    case "friend":
      return respond(inLanguage(await site.players.befriend(w.user.id, name.data), await localeFor(w.user.locale)));
    case "unfriend":
      return respond(inLanguage(await site.players.unfriend(w.user.id, name.data), await localeFor(w.user.locale)));
    case "block": {
      const b = z.object({ blocked: z.boolean() }).safeParse(w.body);
      if (!b.success) return invalid("Send { blocked: true | false }.");
      return respond(
        inLanguage(await site.players.block(w.user.id, name.data, b.data.blocked), await localeFor(w.user.locale)),
      );
    }
    default:
      return respond(fail("NOT_FOUND", "Unknown operation."));
  }
}
