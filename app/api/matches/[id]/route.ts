import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { localeFor } from "@/lib/site/request-locale";
import { matchIdSchema } from "@/lib/matches/store/schemas";
import { invalid, respond } from "@/lib/site/api";

export const dynamic = "force-dynamic";

/** The match as the caller may see it (spectators get the public view). */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) return invalid();
  const user = await apiUser();
  // History lines also in the caller's language (`text` beside the English `lines`) when that is not English.
  return respond(await site.matchView(user?.id ?? null, id.data, { locale: await localeFor(user?.locale), api: true }));
}
