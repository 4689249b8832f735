/**
 * Who plays, and their clocks: the time control and what running out of time does (shown before anyone
 * joins too), each awaited seat's deadline, banks, vacations, and who resigned or ran out of time.
 */
import { getLocale, getTranslations } from "next-intl/server";
import type { MatchView } from "@/lib/matches/read/views";
import { seatName } from "@/components/boards/types";
import { DeadlineLater } from "./deadline-later";
import { dateText, durationText, timeLeftText } from "@/lib/clocks/clock-text";
import { clockWords } from "./labels";
import { timeControlText } from "@/lib/clocks/time-control-text";

export async function PlayersPanel({
  match,
  timeZone,
  serverNow,
}: {
  match: MatchView;
  timeZone: string;
  serverNow: string;
}) {
  const t = await getTranslations("match");
  const locale = await getLocale();
  const words = await clockWords();
  const running = match.status === "running";
  return (
    <section className="card space-y-2" data-testid="players">
      <h2>{t("players.heading")}</h2>
      <p className="text-sm text-stone-700" data-testid="time-control">
        {t("players.time", { control: timeControlText(match.timeControl, locale) })}{" "}
        {match.status === "open" || running
          ? t("players.whenOut", { policy: timeoutPolicyKey(match.timeoutPolicy, match.seats.length) })
          : ""}
      </p>
      <ul className="space-y-1">
        {match.seats.map((s) => {
          const awaited = running && match.activeSeats.includes(s.seatIndex);
          return (
            <li key={s.seatIndex} data-testid={`seat-${s.seatIndex}`} className="flex flex-wrap items-baseline gap-x-2">
              <span className={awaited ? "font-semibold" : ""}>{seatName(match.seats, s.seatIndex)}</span>
              {s.seatIndex === match.mySeat ? <span className="text-sm text-stone-600">{t("players.you")}</span> : null}
              {s.vacationUntil ? (
                <span className="text-sm text-amber-800">
                  {t("players.vacation", { date: dateText(new Date(s.vacationUntil), timeZone, locale) })}
                </span>
              ) : null}
              {s.forfeit ? <span className="text-sm text-stone-600">{t(`forfeit.${s.forfeit}`)}</span> : null}
              {awaited && s.deadline ? (
                <span className="text-sm">
                  {t("players.toMove")}{" "}
                  <DeadlineLater
                    deadline={s.deadline}
                    timeZone={timeZone}
                    serverNow={serverNow}
                    words={words}
                    locale={locale}
                  />
                </span>
              ) : null}
              {awaited && !s.deadline && s.pausedMs !== null ? (
                <span className="text-sm">
                  {t("players.paused", { left: timeLeftText(s.pausedMs, words, locale) })}
                </span>
              ) : null}
              {s.bankMs !== null && !awaited && running && !s.bot ? (
                <span className="text-sm text-stone-600">
                  {t("players.bank", { left: s.bankMs <= 0 ? words.out : durationText(s.bankMs, words, locale) })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Which of players.whenOut's sentences (one sentence: the label and timeoutText's own "out of time:" read
 * "When time runs out: out of time: ..."). With two players, losing on time loses the match.
 */
function timeoutPolicyKey(policy: MatchView["timeoutPolicy"], players: number): "bot" | "lose" | "last" {
  if (policy === "bot") return "bot";
  return players === 2 ? "lose" : "last";
}
