import { notFound } from "next/navigation";
import { site } from "@/lib/site";
import { requestLocale } from "@/lib/i18n/resolve";
import { matchIdSchema } from "@/lib/matches/schemas";
import { ReplayClient } from "@/components/match/replay-client";

export const dynamic = "force-dynamic";

export default async function ReplayPage({ params }: { params: Promise<{ id: string }> }) {
  const id = matchIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const r = await site.replay(id.data, await requestLocale());
  if (!r.ok) notFound();
  const view = await site.matchView(null, id.data);
  if (!view.ok) notFound();
  return (
    <div className="space-y-4">
      <h1>Replay of {r.value.title}</h1>
      <ReplayClient matchId={id.data} gameKey={r.value.gameKey} steps={r.value.steps} first={r.value.first} seats={view.value.seats} />
    </div>
  );
}
