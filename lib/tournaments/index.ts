/** Tournaments (issue 37): Swiss or round robin, tables of 2-5, rounds started by the site. */
export {
  createTournament,
  joinTournament,
  leaveTournament,
  startTournament,
  listTournaments,
  tournamentDetail,
  type TournamentSummary,
  type TournamentDetail,
} from "./tournaments";
export { runTournamentsOnce, tournamentMatchFinished, minimumPlayers } from "./rounds";
export {
  tournamentInputSchema,
  tournamentIdSchema,
  MAX_OPEN_TOURNAMENTS,
  MAX_SIGNUP_DAYS,
  SIGNUP_DAY_CHOICES,
  MIN_FINISHED_CHOICES,
  MAX_SWISS_ROUNDS,
  MAX_SWISS_PLAYERS,
  FORMATS,
  type TournamentInput,
  type ParsedTournamentInput,
  type TournamentFormat,
} from "./schemas";
export { ROUND_ROBIN_MAX_PLAYERS } from "./pairing";
