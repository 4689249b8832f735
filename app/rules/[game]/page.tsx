import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getGame } from "@/lib/games";
import { howToPlay, rulesNotes } from "@/lib/games/rules-notes";
import { notesBelowHeading } from "@/lib/games/how-to-play";
import { Markdown } from "@/components/markdown";
import { Guide } from "@/components/rules/guide";

type Params = { params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const game = getGame((await params).game);
  return { title: game ? `How to play ${game.name}` : "How to play" };
}

/** The player's guide first, then the site's rule decisions (RULES-NOTES.md) for those who want detail. */
export default async function GameRulesPage({ params }: Params) {
  const { game: key } = await params;
  const game = getGame(key);
  if (!game) notFound();
  const [guide, notes] = await Promise.all([howToPlay(game.key), rulesNotes(game.key)]);
  return (
    <div className="space-y-4">
      <h1>How to play {game.name}</h1>
      <article className="card" data-testid="how-to-play">
        {guide ? <Guide gameKey={game.key} text={guide} /> : <p>No guide yet: the site&rsquo;s decisions below describe this game.</p>}
      </article>
      <section className="card" aria-labelledby="site-decisions" data-testid="rules-notes">
        <h2 id="site-decisions">The site&rsquo;s decisions</h2>
        <p className="text-sm text-stone-600">Where the printed rules are silent or unclear, this is what the site does.</p>
        {notes ? <Markdown text={notesBelowHeading(notes)} /> : <p>No notes yet.</p>}
      </section>
    </div>
  );
}
