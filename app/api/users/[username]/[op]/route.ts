/**
 * Another user, as the caller relates to them:
 *   POST mute { muted: true | false } -> { username, muted }  (their chat messages hidden from you everywhere)
 */
import { z } from "zod";
import { site } from "@/lib/site";
import { fail } from "@/lib/matches/errors";
import { apiWrite, invalid, respond } from "@/lib/site/api";
import { singleLine } from "@/lib/validation/text";

export const dynamic = "force-dynamic";

const username = singleLine().pipe(z.string().min(1).max(40));

export async function POST(req: Request, { params }: { params: Promise<{ username: string; op: string }> }) {
  const p = await params;
  // Next.js hands the segment over decoded.
  const name = username.safeParse(p.username);
  if (!name.success) return invalid("That is not a username.");
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  if (p.op !== "mute") return respond(fail("NOT_FOUND", "Unknown operation."));
  const b = z.object({ muted: z.boolean() }).safeParse(w.body);
  if (!b.success) return invalid("Send { muted: true | false }.");
  return respond(await site.chat.mute(w.user.id, name.data, b.data.muted));
}
