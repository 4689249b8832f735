import { notFound } from "next/navigation";
import { getGame } from "@/lib/games";
import { rulesNotes } from "@/lib/games/rules-notes";
import { Markdown } from "@/components/markdown";

export default async function GameRulesPage({ params }: { params: Promise<{ game: string }> }) {
  const { game: key } = await params;
  const game = getGame(key);
  if (!game) notFound();
  const notes = await rulesNotes(game.key);
  return (
    <div className="space-y-4">
      <h1>{game.name}: rules notes</h1>
      <article className="card">{notes ? <Markdown text={notes} /> : <p>No notes yet.</p>}</article>
    </div>
  );
}
