import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { requestLocale } from "@/lib/site/request-locale";
import { matchIdSchema } from "@/lib/matches/store/schemas";
import { ReplayClient } from "@/components/match/lazy-panels";
import { replayLabels } from "@/components/match/labels";
import { BoardTextProvider } from "@/components/boards/board-text";
import { requestBoardText } from "@/components/boards/board-text-for";

export const dynamic = "force-dynamic";

export default async function ReplayPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const r = await site.replay(id.data, await requestLocale());
  if (!r.ok) notFound();
  const view = await site.matchView(null, id.data, { locale: await requestLocale(), api: false });
  if (!view.ok) notFound();
  const t = await getTranslations("match.replay");
  return (
    <div className="space-y-4">
      <h1>{t("title", { title: r.value.title })}</h1>
      <BoardTextProvider text={await requestBoardText(r.value.gameKey)}>
        <ReplayClient
          matchId={id.data}
          gameKey={r.value.gameKey}
          steps={r.value.steps}
          first={r.value.first}
          seats={view.value.seats}
          labels={await replayLabels()}
        />
      </BoardTextProvider>
    </div>
  );
}
