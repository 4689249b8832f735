/** Tournaments for pages, actions and the API (lib/tournaments), bound to the process's database and the site's clock. */
// Tournament rounds start matches: the match events' listeners (mails, push) must be loaded, as lib/site/index.ts does.
import "@/lib/jobs/match-listeners";
import { getDb } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import { inLanguage } from "@/lib/presentation/refusal-text";
import { apiError, apiWrite, respond } from "./api";
import { localeFor } from "./request-locale";
import {
  createTournament,
  joinTournament,
  leaveTournament,
  listTournaments,
  startTournament,
  tournamentDetail,
  tournamentIdSchema,
  type ParsedTournamentInput,
} from "@/lib/tournaments";

export const tournamentSite = {
  create: (userId: string, input: ParsedTournamentInput) => createTournament(getDb(), userId, input, siteNow()),
  join: (userId: string, id: number) => joinTournament(getDb(), userId, id, siteNow()),
  leave: (userId: string, id: number) => leaveTournament(getDb(), userId, id, siteNow()),
  start: (userId: string, id: number) => startTournament(getDb(), userId, id, siteNow()),
  list: () => listTournaments(getDb()),
  detail: (id: number) => tournamentDetail(getDb(), id),
};

/**
 * `POST /api/tournaments/:id/join`, `leave` and `start` (JSON, body {} or empty): the signed-in writer's
 * operation on the tournament in the path (docs/api.md), refusals in the caller's language.
 */
export function tournamentOpRoute(op: "join" | "leave" | "start") {
  return async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
    const w = await apiWrite(req);
    if (!w.ok) return w.response;
    const id = tournamentIdSchema.safeParse((await params).id);
    if (!id.success) return apiError("NOT_FOUND", "There is no such tournament.");
    return respond(inLanguage(await tournamentSite[op](w.user.id, id.data), await localeFor(w.user.locale)));
  };
}
