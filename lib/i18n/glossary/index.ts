/**
 * The names of each game's components in English and German, as the published editions print them: one
 * table per game (lib/games/<key>/glossary.ts, named by its manifest), keyed by the English name the engine's data uses: a printed
 * name ("Loch Ness", "Fair (market)") or the data's own word ("clay-pit", "hut-builder", "wood"). `en` is the
 * name as an English sentence uses it (common nouns in lower case, printed names as printed); `de` is the
 * German name in its base form (nominative singular, nouns capitalised). Boards,
 * tooltips, history lines and guides name components through here, so a tile is called the same everywhere.
 * Pure data (the server and tests may import it; client components get the names they need as props
 * from the server, to keep the tables out of the browser's bundles).
 */
import type { Locale } from "@/lib/i18n/locales";
import { MANIFESTS } from "@/lib/games";
import type { Glossary } from "@/lib/games/manifest";

export type { Glossary, Term } from "@/lib/games/manifest";

/** Each game's glossary by game key (a game without components to name, the tiny one, has none). */
export const glossaries: Readonly<Record<string, Glossary>> = Object.fromEntries(
  MANIFESTS.filter((m) => Object.keys(m.glossary).length > 0).map((m) => [m.game.key, m.glossary]),
);

/** The name of a component in a language; an unknown name stays as given (a test lists the gaps). */
export function termIn(locale: Locale, gameId: string, englishName: string): string {
  return glossaries[gameId]?.[englishName]?.[locale] ?? englishName;
}

/** Every name of one game in one language, English name -> name: what the server hands a board. */
export function namesIn(locale: Locale, gameId: string): Record<string, string> {
  return Object.fromEntries(Object.entries(glossaries[gameId] ?? {}).map(([en, term]) => [en, term[locale]]));
}

// English names that are German words too, or that German texts use as printed.
const ALSO_GERMAN = new Set(["die", "art", "I", "V"]);

/** The English names of one game's components that a German text uses instead of the German ones. */
export function englishNamesIn(gameId: string, germanText: string): string[] {
  return Object.values(glossaries[gameId] ?? {})
    .filter((t) => t.de.toLowerCase() !== t.en.toLowerCase() && !ALSO_GERMAN.has(t.en))
    .map((t) => t.en)
    .filter((en) => new RegExp(`(^|[^\\p{L}])${en.replace(/[()]/g, "\\$&")}([^\\p{L}]|$)`, "u").test(germanText));
}
