import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";

/** The match whose deadline comes first among those waiting for the user ("Next game waiting"). */
export default async function NextGamePage() {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/next");
  const next = await site.nextGame(user.id);
  redirect(next.matchId ? `/matches/${next.matchId}` : "/games");
}
