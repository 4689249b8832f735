/** POST /api/tournaments/:id/leave (JSON, body {} or empty) -> { id }: see lib/tournaments and docs/api.md. */
import { tournamentIdSchema } from "@/lib/tournaments";
import { tournamentSite } from "@/lib/site/tournaments";
import { apiError, apiWrite, respond } from "@/lib/site/api";
import { localeFor } from "@/lib/site/request-locale";
import { inLanguage } from "@/lib/presentation/refusal-text";

export const dynamic = "force-dynamic";

export async function POST(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const w = await apiWrite(req);
  if (!w.ok) return w.response;
  const id = tournamentIdSchema.safeParse((await params).id);
  if (!id.success) return apiError("NOT_FOUND", "There is no such tournament.");
  return respond(inLanguage(await tournamentSite.leave(w.user.id, id.data), await localeFor(w.user.locale)));
}
