import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { games } from "@/lib/games";
import { NewMatchForm } from "@/components/match/new-match-form";

export const metadata = { title: "New match" };

export default async function NewMatchPage({ searchParams }: { searchParams: Promise<{ game?: string }> }) {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/matches/new");
  const { game } = await searchParams;
  const list = Object.values(games).map((g) => ({ key: g.key, name: g.name, min: g.minPlayers, max: g.maxPlayers, variants: (g.variants ?? []).map((v) => ({ ...v })) }));
  return (
    <div className="space-y-4">
      <h1>New match</h1>
      <NewMatchForm games={list} initialGame={game} />
    </div>
  );
}
