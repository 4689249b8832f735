/**
 * The site's activity, as the front page shows it: GET /api/stats -> { ok, running, finished, week } (public).
 * `running`: the matches with the newest turns (up to 5), each { id, title, gameKey, players, lastLine, at };
 * `finished`: the last finished (up to 5), each with `result`; `week`: { matches, players } of the last seven
 * days (counted at most every five minutes). Names and lines in English, as the rest of the API.
 */
import { json } from "@/lib/site/api";
import { frontPageActivity } from "@/lib/site/front";

export const dynamic = "force-dynamic";

export async function GET() {
  return json({ ok: true, ...(await frontPageActivity("en")) });
}
