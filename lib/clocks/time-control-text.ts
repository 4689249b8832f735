/**
 * A match's time control and timeout rule in a reader's language: the players panel, the lobby lists and the
 * invitation mail all say it with these (catalogue "match.timeControl"). English reads exactly as
 * lib/clocks/time-control's describeTimeControl and describeTimeoutPolicy.
 */
import type { TimeControl, TimeoutPolicy } from "@/lib/clocks/time-control";
import { NONE_SAFETY_NET_DAYS } from "@/lib/clocks/time-units";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** "3 days per move", "a time bank of 10 days, +1 day per turn". */
export function timeControlText(tc: TimeControl, locale: Locale): string {
  const t = translator(locale, "match.timeControl");
  switch (tc.kind) {
    case "none":
      return t("none", { days: NONE_SAFETY_NET_DAYS });
    case "perMove":
      return t("perMove", { days: tc.days });
    case "bank":
      return t("bank", { initial: tc.initialDays, increment: tc.incrementDays });
  }
}

/** "out of time: a bot plays the seat", and with two players losing means the match is lost. */
export function timeoutText(p: TimeoutPolicy, players: number, locale: Locale): string {
  const t = translator(locale, "match.timeControl");
  if (p === "bot") return t("outBot");
  return players === 2 ? t("outLose") : t("outLast");
}
