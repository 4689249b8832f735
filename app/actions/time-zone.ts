"use server";
/** Settings → Time zone (components/forms/time-zone-setting.tsx); the API's is POST /api/me/time-zone. */
import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/current";
import { parseTimeZone } from "@/lib/clocks/time-zones";
import { site } from "@/lib/site";
import { requireForm } from "@/lib/http/server-actions";

/** Stores the chosen zone; a name that is not a known zone (the list offers only those) changes nothing. */
export async function setTimeZoneAction(form: FormData): Promise<void> {
  requireForm(form);
  const user = await currentUser();
  if (!user) return;
  const zone = parseTimeZone(form.get("timeZone"));
  if (!zone) return;
  await site.timeZone.set(user.id, zone);
  // Every page shows times in it (the header's layout included).
  revalidatePath("/", "layout");
}
