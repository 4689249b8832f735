/**
 * A game's player guide: its Markdown with each `[figure: name] caption` line drawn as a small picture from
 * the game's figure set. Server-rendered; the pictures are decorative and the caption says what they show.
 */
import { Markdown } from "@/components/markdown";
import { splitGuide } from "@/lib/games/how-to-play";
import type { Locale } from "@/lib/i18n/locales";
import { boardTextFor } from "@/components/boards/board-text-for";
import { figuresOf } from "@/components/boards/guide-figures";

/**
 * A figure is drawn for the guide's language: pieces that carry words (a tile's name) show them in it, from
 * the board's words in that language.
 */
export function Guide({ gameKey, text, locale }: { gameKey: string; text: string; locale: Locale }) {
  const figures = figuresOf(gameKey);
  const words = boardTextFor(locale, gameKey);
  return (
    <div>
      {splitGuide(text).map((part, i) => {
        if (part.kind === "text") return <Markdown key={i} text={part.text} />;
        const draw = figures[part.name];
        // A figure the game does not draw keeps its caption: the words still help.
        return (
          <figure key={i} className="my-3 rounded border border-stone-200 bg-stone-50 p-3" data-figure={part.name}>
            {draw && words ? <div aria-hidden="true">{draw(words)}</div> : null}
            <figcaption className="mt-2 text-sm text-stone-700">{part.caption}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
