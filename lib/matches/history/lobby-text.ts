/**
 * The lobby's words in the reader's language (catalogue "lobby"): how My games names seats, results and
 * variants, how long a match has waited, a variant's name and summary on the create form, and
 * the create form's field errors. Server-side (the translator); client components get the finished strings.
 */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { Namespace } from "@/lib/i18n/catalogue";
import { manifestOf } from "@/lib/games";
import en from "@/lib/i18n/messages/en/lobby.json";
import type { ListWords } from "../read/list";
import { deletedPlayerWords } from "../read/deleted-player";

type LobbyTranslator = ReturnType<typeof translator<"lobby">>;
type LobbyKey = Parameters<LobbyTranslator>[0];

/** A message whose key is built at run time (a game's variant, a bot style), or null when there is none. */
function maybe(t: LobbyTranslator, key: string): string | null {
  return t.has(key as LobbyKey) ? t(key as LobbyKey) : null;
}

export function listWords(locale: Locale): ListWords {
  const t = translator(locale, "lobby");
  return {
    seatName(seat, seatIndex) {
      if (seat.username) return seat.username;
      if (seat.deleted) return seat.bot ? seat.deleted.bot : seat.deleted.player;
      if (seat.bot)
        return seat.former
          ? t("summary.botFor", { name: seat.former })
          : t("summary.bot", { seat: seatIndex + 1, style: maybe(t, `summary.botStyle.${seat.bot}`) ?? seat.bot });
      return t("summary.openSeat");
    },
    result(winners, forfeit) {
      const names = winners.length === 0 ? "" : winners.reduce((first, second) => t("summary.and", { first, second }));
      const won = t(winners.length > 1 ? "summary.wonTogether" : "summary.won", { winners: names });
      return forfeit ? `${won} ${t("summary.forfeit", { name: forfeit.name, reason: forfeit.reason })}` : won;
    },
    variantName: (gameKey, variant) => variantText(locale, gameKey, variant).name,
    deleted: deletedPlayerWords(locale),
  };
}

/** "Bot (random)" in a list of players: "Bot" is the same word in both languages, its style is not. */
export function archiveBotName(locale: Locale, style: string): string {
  return `Bot (${maybe(translator(locale, "lobby"), `summary.botStyle.${style}`) ?? style})`;
}

/**
 * A rule variant's name and one-line summary: from the game's log namespace (`variants.<key>`, its manifest
 * says which namespace), the game's own English text where the catalogue has none.
 */
export function variantText(
  locale: Locale,
  gameKey: string,
  variant: { key: string; name: string; summary?: string },
): { name: string; summary: string } {
  const log = manifestOf(gameKey)?.namespaces?.log;
  const t = log ? translator(locale, log as Namespace) : null;
  const text = (part: string) => (t ? maybe(t as LobbyTranslator, `variants.${variant.key}.${part}`) : null);
  return {
    name: text("name") ?? variant.name,
    summary: text("summary") ?? variant.summary ?? "",
  };
}

/** "waiting 5 min", "waiting 3 h", "waiting 4 days": how long a match has waited for its next move. */
export function waitingText(locale: Locale, since: Date, now: Date): string {
  const t = translator(locale, "lobby");
  const mins = Math.max(0, Math.round((now.getTime() - since.getTime()) / 60000));
  if (mins < 60) return t("myGames.waitingMinutes", { n: mins });
  if (mins < 60 * 48) return t("myGames.waitingHours", { n: Math.round(mins / 60) });
  return t("myGames.waitingDays", { n: Math.round(mins / 1440) });
}

type CreateErrorKey = keyof typeof en.createErrors;
const createErrorKeys = new Map(Object.entries(en.createErrors).map(([key, text]) => [text, key as CreateErrorKey]));

/**
 * A create-form field error in the reader's language. The schema (shared with the JSON API, which answers
 * in English) keeps its English sentences; the form translates them here by their text. A sentence with
 * values in it (the time control's limits, which the form's choices never break) gets its field's
 * general sentence.
 */
export function createErrorText(locale: Locale, issue: { path: readonly PropertyKey[]; message: string }): string {
  if (locale === "en") return issue.message;
  const t = translator(locale, "lobby");
  const key = createErrorKeys.get(issue.message) ?? (issue.path[0] === "timeControl" ? "timeControl" : "invalid");
  return t(`createErrors.${key}`);
}
