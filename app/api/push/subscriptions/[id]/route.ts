/** DELETE /api/push/subscriptions/:id -> { id }: removes one of the caller's subscriptions (404 for any other). */
import { z } from "zod";
import { apiUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { apiError, invalid, respond, sameSite, unauthenticated } from "@/lib/site/api";
import { localeFor } from "@/lib/site/request-locale";
import { inLanguage } from "@/lib/presentation/refusal-text";

export const dynamic = "force-dynamic";

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export async function DELETE(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = idSchema.safeParse((await params).id);
  const user = await apiUser();
  if (!user) return unauthenticated();
  if (!id.success) return invalid("The id is not a subscription id.");
  // A browser session's cookie rides along with requests from any site: only this site's pages may delete.
  if (user.via === "cookie" && !sameSite(req))
    return apiError(
      "CROSS_ORIGIN",
      "Writes with a browser session must come from this site's pages; scripts use an API token.",
    );
  return respond(inLanguage(await site.push.unsubscribe(user.id, id.data), await localeFor(user.locale)));
}
