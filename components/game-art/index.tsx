/**
 * Each game's picture for the front page, drawn on the server from the boards' own pieces (no outside
 * assets, no client code). Decorative: the card beside it names the game and says what it is.
 */
import type { Locale } from "@/lib/i18n/locales";
import { boardTextFor } from "@/components/boards/board-text-for";
import type { GlenMoreText } from "@/components/boards/glen-more/text";
import { GlenMoreArt } from "./glen-more";
import { ClansArt } from "./clans";
import { StoneAgeArt } from "./stone-age";

function Picture({ gameKey, locale }: { gameKey: string; locale: Locale }) {
  switch (gameKey) {
    case "glen-more": {
      const text = boardTextFor(locale, gameKey);
      return text ? <GlenMoreArt text={text as GlenMoreText} /> : null;
    }
    case "clans":
      return <ClansArt />;
    case "stone-age":
      return <StoneAgeArt />;
    default:
      return null;
  }
}

/** The games that have a picture (the tests' tiny game has none: its card goes without). */
const PICTURED = new Set(["glen-more", "clans", "stone-age"]);

export function GameArt({ gameKey, locale }: { gameKey: string; locale: Locale }) {
  if (!PICTURED.has(gameKey)) return null;
  return (
    <div
      aria-hidden="true"
      className="h-28 overflow-hidden rounded bg-stone-50 p-2"
      data-testid={`game-art-${gameKey}`}
    >
      <Picture gameKey={gameKey} locale={locale} />
    </div>
  );
}
