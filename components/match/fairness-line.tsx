/** The match page's line about its randomness (docs/fairness.md): the seed commitment and the verify page. */
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { MatchView } from "@/lib/matches/read/views";

export async function FairnessLine({ match }: { match: MatchView }) {
  const t = await getTranslations("fairness.line");
  const commitment = match.fairness.seedCommitment;
  return (
    <p className="text-sm text-stone-600" data-testid="fairness-line">
      {commitment ? <span title={commitment}>{t("commitment", { short: commitment.slice(0, 12) })}</span> : t("before")}{" "}
      <Link prefetch={false} className="underline" href={`/matches/${match.id}/verify`} data-testid="verify-link">
        {t("verify")}
      </Link>
    </p>
  );
}
