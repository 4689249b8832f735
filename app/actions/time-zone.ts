"use server";
/** Settings → Time zone (components/forms/time-zone-setting.tsx); the API's is POST /api/me/time-zone. */
import { revalidatePath } from "next/cache";
import { parseTimeZone } from "@/lib/clocks/time-zones";
import { site } from "@/lib/site";
import { withUser } from "@/lib/site/actions";
import { z } from "zod";

/** Stores the chosen zone; a name that is not a known zone (the list offers only those) changes nothing. */
export async function setTimeZoneAction(form: FormData): Promise<void> {
  return withUser(
    z.object({ timeZone: z.unknown() }),
    async (user, { timeZone }) => {
      const zone = parseTimeZone(timeZone);
      if (!zone) return;
      await site.timeZone.set(user.id, zone);
      // Every page shows times in it (the header's layout included).
      revalidatePath("/", "layout");
    },
    { signedOut: () => undefined },
  )(form);
}
