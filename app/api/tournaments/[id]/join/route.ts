/** POST /api/tournaments/:id/join (JSON, body {} or empty) -> { id, players }: see lib/tournaments and docs/api.md. */
import { tournamentOpRoute } from "@/lib/site/tournaments";

export const dynamic = "force-dynamic";

export const POST = tournamentOpRoute("join");
