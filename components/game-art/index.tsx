/**
 * Each game's picture for the front page: its guide figure `cover` (components/boards/<key>/cover.tsx, drawn on
 * the server from the board's own pieces: no outside assets, no client code). Decorative: the card beside it
 * names the game and says what it is. A game without one (the tests' tiny game) goes without.
 */
import type { Locale } from "@/lib/i18n/locales";
import { boardTextFor } from "@/components/boards/board-text-for";
import { figuresOf } from "@/components/boards/guide-figures";

export function GameArt({ gameKey, locale }: { gameKey: string; locale: Locale }) {
  const draw = figuresOf(gameKey).cover;
  const text = boardTextFor(locale, gameKey);
  if (!draw || !text) return null;
  return (
    <div
      aria-hidden="true"
      className="h-28 overflow-hidden rounded bg-stone-50 p-2"
      data-testid={`game-art-${gameKey}`}
    >
      {draw(text)}
    </div>
  );
}
