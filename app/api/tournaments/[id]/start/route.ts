/** POST /api/tournaments/:id/start (JSON, body {} or empty) -> { id }: see lib/tournaments and docs/api.md. */
import { tournamentOpRoute } from "@/lib/site/tournaments";

export const dynamic = "force-dynamic";

export const POST = tournamentOpRoute("start");
