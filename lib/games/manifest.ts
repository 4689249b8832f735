/**
 * A game module's manifest (lib/games/<key>/manifest.ts): everything the site lists per game, in one object.
 * The registry (lib/games/index.ts) holds one line per manifest, and every list of games is derived from it:
 * the site's games, the conformance and known-answer suites, the message catalogues, the glossaries, the
 * variants' names. The board, its size marker and the guide's figures are the components' half
 * (components/boards/<key>/index.ts). docs/adding-a-game.md.
 */
import type { AnyGame } from "@/lib/engine";
import type { ConformanceSpec } from "@/lib/engine/conformance";

/** A component's name in each language; `note` says where a German name comes from when it is not obvious. */
export interface Term {
  en: string;
  de: string;
  note?: string;
}

/** The names of a game's components, keyed by the English name the engine's data uses (lib/i18n/glossary). */
export type Glossary = Readonly<Record<string, Term>>;

/** A game's message namespaces in each language; German has exactly English's shape (the type checks it). */
export interface GameMessages<M extends object> {
  en: M;
  de: NoInfer<M>;
}

export interface GameManifest {
  game: AnyGame;
  /** Its registration for the conformance suite and the known-answer tables (lib/engine/conformance.ts). */
  conformance: ConformanceSpec;
  /** On the site only with TEST_MODE on (the tiny test game); the suites always check it. */
  testOnly?: boolean;
  /** Its namespaces of the message catalogues (lib/i18n/catalogue.ts), files in the game's i18n/ folder. */
  messages: { en: object; de: object };
  /**
   * Which of them holds what: `board` the board's words and tooltips (handed to the board by the server),
   * `log` its history lines and refusals, and under `variants.<key>.name|summary` its variants' names and
   * one-line summaries for the lobby. A game without namespaces (the tiny one) writes English keys.
   */
  namespaces?: { board: string; log: string };
  /** Its components' names in English and German (lib/i18n/glossary). */
  glossary: Glossary;
  /**
   * History lines the engine writes (for the record and the replay) that a player's history leaves out: their
   * message keys, and the English sentences older records stored instead (lib/matches/history/history-text.ts).
   */
  unshownHistoryLines?: { keys: readonly string[]; sentences: readonly string[] };
}

/** A manifest, its namespaces typed (the catalogue's type is made of them) and checked against `namespaces`. */
export function gameManifest<M extends object>(
  manifest: Omit<GameManifest, "messages" | "namespaces"> & {
    messages: GameMessages<M>;
    namespaces?: { board: keyof M & string; log: keyof M & string };
  },
) {
  return manifest;
}
