/** The sentence a redirect to a tournament page named (known keys only: the query string is anyone's to write). */
import { getGame } from "@/lib/games";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import {
  MAX_OPEN_TOURNAMENTS,
  MAX_SIGNUP_DAYS,
  MAX_SWISS_ROUNDS,
  minimumPlayers,
  type TournamentDetail,
} from "@/lib/tournaments";
import type en from "@/lib/i18n/messages/en/tournaments.json";

type RefusalKey = keyof typeof en.refusals;
const KEYS: readonly RefusalKey[] = [
  "unknownGame",
  "tableSize",
  "noVariants",
  "roundRobinTables",
  "roundsSwiss",
  "roundsRoundRobin",
  "signupPast",
  "signupTooFar",
  "tooManyOpen",
  "noSuchTournament",
  "full",
  "closed",
  "alreadyJoined",
  "notJoined",
  "notCreator",
  "notEnoughPlayers",
  "guest",
  "unreliable",
];

export function tournamentRefusalText(
  locale: Locale,
  key: string | undefined,
  context: { gameKey?: string; tournament?: TournamentDetail | null },
): string | null {
  if (!key) return null;
  if (key === "limited") return translator(locale, "errors.codes")("RATE_LIMITED");
  if (!(KEYS as readonly string[]).includes(key)) return translator(locale, "errors.codes")("INVALID_INPUT");
  const t = context.tournament;
  const game = getGame(t?.gameKey ?? context.gameKey ?? "");
  const values: Record<string, string | number> = {
    game: game?.name ?? "?",
    min: key === "notEnoughPlayers" ? minimumPlayers(t?.tableSize ?? 2) : Math.max(2, game?.minPlayers ?? 2),
    max:
      key === "tooManyOpen"
        ? MAX_OPEN_TOURNAMENTS
        : key === "full"
          ? (t?.maxPlayers ?? 0)
          : key === "roundsSwiss"
            ? MAX_SWISS_ROUNDS
            : (game?.maxPlayers ?? 2),
    days: MAX_SIGNUP_DAYS,
    count: t?.players ?? 0,
  };
  return translator(locale, "tournaments.refusals")(key as RefusalKey, values);
}
