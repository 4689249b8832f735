/**
 * The message catalogues: one JSON file per language and namespace, under lib/i18n/messages/<locale>/.
 * Which namespace is whose: common (header, shared words), auth, settings, lobby (home, my games, new match),
 * players (profiles, leaderboards), match (the match page and replay), errors (refusals' sentences), mail,
 * history (the history panel), rules (rules and guides pages), admin (the operator's pages), and each
 * game's own namespaces, from its manifest (lib/games/<key>/i18n/: glenMore, glenMoreLog, ...: board texts
 * and tooltips; history lines, refusals and variants' names).
 * English is the reference: its shape is the type of every catalogue (a German file missing a key fails
 * the type check, and catalogue.test.ts checks both ways and the arguments), and next-intl checks every
 * `t("key")` in the code against it (app-config.d.ts). Messages use ICU syntax ({name},
 * {count, plural, one {...} other {...}}), formatted by next-intl.
 */
import { MANIFESTS } from "@/lib/games";
import type { Locale } from "./locales";
import enCommon from "./messages/en/common.json";
import deCommon from "./messages/de/common.json";
import enAuth from "./messages/en/auth.json";
import deAuth from "./messages/de/auth.json";
import enSettings from "./messages/en/settings.json";
import deSettings from "./messages/de/settings.json";
import enLobby from "./messages/en/lobby.json";
import deLobby from "./messages/de/lobby.json";
import enPlayers from "./messages/en/players.json";
import dePlayers from "./messages/de/players.json";
import enMatch from "./messages/en/match.json";
import deMatch from "./messages/de/match.json";
import enErrors from "./messages/en/errors.json";
import deErrors from "./messages/de/errors.json";
import enMail from "./messages/en/mail.json";
import deMail from "./messages/de/mail.json";
import enHistory from "./messages/en/history.json";
import deHistory from "./messages/de/history.json";
import enRules from "./messages/en/rules.json";
import deRules from "./messages/de/rules.json";
import enAdmin from "./messages/en/admin.json";
import deAdmin from "./messages/de/admin.json";
import enFront from "./messages/en/front.json";
import deFront from "./messages/de/front.json";
import enStats from "./messages/en/stats.json";
import deStats from "./messages/de/stats.json";
import enCharts from "./messages/en/charts.json";
import deCharts from "./messages/de/charts.json";
import enSeeks from "./messages/en/seeks.json";
import deSeeks from "./messages/de/seeks.json";
import enGuest from "./messages/en/guest.json";
import deGuest from "./messages/de/guest.json";
import enLadder from "./messages/en/ladder.json";
import deLadder from "./messages/de/ladder.json";
import enTournaments from "./messages/en/tournaments.json";
import deTournaments from "./messages/de/tournaments.json";
import enFairness from "./messages/en/fairness.json";
import deFairness from "./messages/de/fairness.json";

/** `A | B` -> `A & B`: the games' namespaces, all together. */
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;
type GameNamespaces = AllOf<(typeof MANIFESTS)[number]["messages"]["en"]>;

/** Every game's namespaces in one language, from the manifests. */
function gameNamespaces(locale: Locale): GameNamespaces {
  return Object.assign({}, ...MANIFESTS.map((m) => m.messages[locale])) as GameNamespaces;
}

const en = {
  common: enCommon,
  auth: enAuth,
  settings: enSettings,
  lobby: enLobby,
  players: enPlayers,
  match: enMatch,
  errors: enErrors,
  mail: enMail,
  history: enHistory,
  rules: enRules,
  admin: enAdmin,
  front: enFront,
  stats: enStats,
  charts: enCharts,
  seeks: enSeeks,
  guest: enGuest,
  ladder: enLadder,
  tournaments: enTournaments,
  fairness: enFairness,
  ...gameNamespaces("en"),
};
export type Messages = typeof en;
export type Namespace = keyof Messages;

const catalogues: Record<Locale, Messages> = {
  en,
  de: {
    common: deCommon,
    auth: deAuth,
    settings: deSettings,
    lobby: deLobby,
    players: dePlayers,
    match: deMatch,
    errors: deErrors,
    mail: deMail,
    history: deHistory,
    rules: deRules,
    admin: deAdmin,
    front: deFront,
    stats: deStats,
    charts: deCharts,
    seeks: deSeeks,
    guest: deGuest,
    ladder: deLadder,
    tournaments: deTournaments,
    fairness: deFairness,
    ...gameNamespaces("de"),
  },
};

export const namespaces = Object.keys(en) as Namespace[];

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** What a missing message shows instead of itself: a marker the raw-key checks look for. */
export function missingMessage(namespace: string | undefined, key: string): string {
  return `⟦${namespace ? `${namespace}.` : ""}${key}⟧`;
}
