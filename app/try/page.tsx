import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { TryButton } from "@/components/guest/try-button";
import { getGame } from "@/lib/games";

export const dynamic = "force-dynamic";

const REASONS = ["limited", "tooMany", "unknownGame", "failed"] as const;

export async function generateMetadata() {
  return { title: (await getTranslations("guest.page"))("title") };
}

/** Where "Try it against a bot" lands when it was refused (app/actions/guest.ts), with the reason and the button again. */
export default async function TryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const params = await searchParams;
  const t = await getTranslations("guest");
  const reason = REASONS.find((r) => r === params.refused);
  const game = typeof params.game === "string" ? getGame(params.game) : undefined;
  return (
    <div className="card max-w-2xl space-y-3">
      <h1>{t("page.title")}</h1>
      {reason ? (
        <p role="alert" data-testid="try-refused">
          {t(`page.${reason}`)} {reason === "unknownGame" ? null : t("keep")}
        </p>
      ) : null}
      <p className="flex gap-2">
        <Link className="btn" href="/register">
          {t("header.createAccount")}
        </Link>
      </p>
      <TryButton gameKey={game?.key} />
      <p>
        <Link className="underline" href="/">
          {t("page.back")}
        </Link>
      </p>
    </div>
  );
}
