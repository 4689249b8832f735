/**
 * Before the start: who is seated, invited or missing; join, leave, start, cancel. Rendered on the server:
 * only the buttons (lobby-button.tsx) are client code.
 */
import { getTranslations } from "next-intl/server";
import type { MatchView } from "@/lib/matches/read/views";
import { seatDisplayName } from "@/lib/format/seat-name";
import { LobbyButton } from "./lobby-button";

export async function LobbyPanel({ match, userId }: { match: MatchView; userId: string | null }) {
  const t = await getTranslations("match.lobby");
  const mine = match.seats.find((s) => s.userId === userId);
  const filled = match.seats.filter((s) => s.joined).length;
  return (
    <section className="card space-y-3">
      <h2>{t("heading")}</h2>
      <ul className="space-y-1" data-testid="lobby-seats">
        {match.seats.map((s) => (
          <li key={s.seatIndex}>
            {t("seat", { n: s.seatIndex + 1 })} {seatDisplayName(s, s.seatIndex, t("open"))}
            {s.invited ? t("invited") : ""}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        {match.canJoin ? (
          <LobbyButton
            op="join"
            label={mine?.invited ? t("accept") : t("join")}
            matchId={match.id}
            version={match.version}
            primary
          />
        ) : null}
        {mine && !match.isCreator ? (
          <LobbyButton
            op="leave"
            label={mine.invited ? t("decline") : t("leave")}
            matchId={match.id}
            version={match.version}
          />
        ) : null}
        {match.isCreator && filled >= match.minPlayers ? (
          <LobbyButton
            op="start"
            label={t("start", { count: filled })}
            matchId={match.id}
            version={match.version}
            primary
          />
        ) : null}
        {match.isCreator ? (
          <LobbyButton op="cancel" label={t("cancel")} matchId={match.id} version={match.version} />
        ) : null}
      </div>
      <p className="text-sm text-stone-600">{t("startsByItself")}</p>
    </section>
  );
}
