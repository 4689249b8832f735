/**
 * The match page's one-time offer of push, when it is the signed-in player's turn and they have no device and
 * were never asked (lib/push/offer.ts). Rendered here, hidden; its client part (push-offer-prompt.tsx) arrives
 * when the browser is idle (push-offer-lazy.tsx: none of it in the page's first load) and shows it only where
 * the browser can take push and the permission is undecided. It floats (fixed), so nothing moves when it shows.
 */
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { PushOfferPrompt } from "./push-offer-lazy";

export async function PushOffer({ userId }: { userId: string }) {
  if (!(await site.push.offerDue(userId))) return null;
  const t = await getTranslations("settings.push");
  return (
    <PushOfferPrompt
      publicKey={site.push.publicKey()}
      labels={{
        label: t("offerLabel"),
        question: t("offer"),
        accept: t("offerAccept"),
        decline: t("offerDecline"),
        close: t("offerClose"),
        enabled: t("enabled"),
        unsupported: t("unsupported"),
        denied: t("denied"),
        failed: t("failed"),
      }}
    />
  );
}
