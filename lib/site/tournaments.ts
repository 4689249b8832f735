/** Tournaments for pages, actions and the API (lib/tournaments), bound to the process's database and the site's clock. */
// Tournament rounds start matches: the match events' listeners (mails, push) must be loaded, as lib/site/index.ts does.
import "@/lib/jobs/match-listeners";
import { getDb } from "@/lib/db";
import { siteNow } from "@/lib/clocks/site-time";
import {
  createTournament,
  joinTournament,
  leaveTournament,
  listTournaments,
  startTournament,
  tournamentDetail,
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
