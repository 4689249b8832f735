/** DELETE /api/seeks/:id -> { id }: cancels one of the caller's open seeks (404 for any other). */
import { apiUser } from "@/lib/auth/current";
import { seekIdSchema } from "@/lib/seeks";
import { seekSite } from "@/lib/site/seeks";
import { apiError, invalid, respond, sameSite, unauthenticated } from "@/lib/site/api";
import { localeFor } from "@/lib/site/request-locale";
import { inLanguage } from "@/lib/presentation/refusal-text";

export const dynamic = "force-dynamic";

export async function DELETE(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = seekIdSchema.safeParse((await params).id);
  const user = await apiUser();
  if (!user) return unauthenticated();
  if (!id.success) return invalid("The id is not a seek id.");
  // A browser session's cookie rides along with requests from any site: only this site's pages may cancel.
  if (user.via === "cookie" && !sameSite(req))
    return apiError(
      "CROSS_ORIGIN",
      "Writes with a browser session must come from this site's pages; scripts use an API token.",
    );
  return respond(inLanguage(await seekSite.cancel(user.id, id.data), await localeFor(user.locale)));
}
