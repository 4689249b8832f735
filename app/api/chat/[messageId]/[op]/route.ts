/**
 * A chat message:
 *   POST report { reason? } -> { reported: true }  (for the operator; once per reader; not your own message)
 */
import { z } from "zod";
import { site } from "@/lib/site";
import { fail } from "@/lib/errors/errors";
import { apiWrite, invalid, respond } from "@/lib/site/api";
import { inLanguage } from "@/lib/presentation/refusal-text";
import { localeFor } from "@/lib/site/request-locale";
import { bigintId } from "@/lib/validation/numbers";

export const dynamic = "force-dynamic";

export async function POST(req: Request, { params }: { params: Promise<{ messageId: string; op: string }> }) {
  const p = await params;
  const id = bigintId.safeParse(p.messageId);
  if (!id.success) return invalid("That is not a message id.");
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  if (p.op !== "report") return respond(fail("NOT_FOUND", "Unknown operation."));
  const b = z.object({ reason: z.string().optional() }).safeParse(w.body);
  if (!b.success) return invalid("Send { reason } (optional, up to 300 characters).");
  // The refusal's sentence in the caller's language: the chat panel shows it as it comes.
  return respond(
    inLanguage(await site.chat.report(w.user.id, id.data, b.data.reason ?? ""), await localeFor(w.user.locale)),
  );
}
