/**
 * Tournaments: created by anyone (limited), joined and left while sign-up is open, started by their creator
 * (with two tables' worth of players) or by the job runner at the sign-up deadline. One transaction per write,
 * the tournament's row locked (FOR UPDATE) so that the player limit, joining and starting never race. The
 * course of the rounds: ./rounds.ts.
 */
import type { Db, Tx } from "@/lib/db";
import { getGame } from "@/lib/games";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { consume } from "@/lib/rate-limits";
import { abort, runWrite } from "@/lib/matches/store/store";
import { storedTimeControl, type TimeControl } from "@/lib/clocks/time-control";
import { finishedShares } from "@/lib/matches/read/reliability";
import { ROUND_ROBIN_MAX_PLAYERS } from "./pairing";
import { tournamentRefusal } from "./refusals";
import { beginTournament, lockTournament, minimumPlayers } from "./rounds";
import { loadTournament, standingsOf } from "./load";
import {
  MAX_OPEN_TOURNAMENTS,
  MAX_SIGNUP_DAYS,
  MAX_SWISS_PLAYERS,
  MAX_SWISS_ROUNDS,
  type ParsedTournamentInput,
  type TournamentFormat,
} from "./schemas";

const DAY_MS = 86_400_000;

/** What only the game and the clock can say; the shape was checked by tournamentInputSchema. */
function checkInput(input: ParsedTournamentInput, now: Date): MatchResult<{ options: Record<string, unknown> }> {
  const game = getGame(input.gameKey);
  if (!game) return tournamentRefusal("UNKNOWN_GAME", "unknownGame", { game: input.gameKey });
  const min = Math.max(2, game.minPlayers);
  if (input.tableSize < min || input.tableSize > game.maxPlayers)
    return tournamentRefusal("BAD_SEAT_COUNT", "tableSize", { game: game.name, min, max: game.maxPlayers });
  if (input.format === "round-robin") {
    if (input.tableSize !== 2) return tournamentRefusal("INVALID_INPUT", "roundRobinTables");
    if (input.rounds !== undefined) return tournamentRefusal("INVALID_INPUT", "roundsRoundRobin");
  } else if (input.rounds === undefined)
    return tournamentRefusal("INVALID_INPUT", "roundsSwiss", { max: MAX_SWISS_ROUNDS });
  const until = new Date(input.signupUntil);
  if (until.getTime() <= now.getTime()) return tournamentRefusal("INVALID_INPUT", "signupPast");
  if (until.getTime() > now.getTime() + MAX_SIGNUP_DAYS * DAY_MS)
    return tournamentRefusal("INVALID_INPUT", "signupTooFar", { days: MAX_SIGNUP_DAYS });
  let raw: Record<string, unknown> = {};
  if (input.variants !== undefined) {
    if ((game.variants ?? []).length === 0)
      return tournamentRefusal("INVALID_INPUT", "noVariants", { game: game.name });
    raw = { variants: input.variants };
  }
  // The game's own sentence for a wrong list ("Each variant can be chosen once."), as creating a match says it.
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) return fail("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Those options are not valid.");
  return { ok: true, value: { options: parsed.data as Record<string, unknown> } };
}

/** Serialises one user's tournament creations (the open-tournament limit is counted under it). */
async function lockCreator(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`glenboard.tournaments.user:${userId}`}))`;
}

async function countRequest(tx: Tx, userId: string): Promise<void> {
  const check = await consume(tx, "tournaments", userId);
  if (!check.ok) abort(limited(check));
  const user = await tx.user.findUnique({ where: { id: userId }, select: { guest: true } });
  if (!user || user.guest) abort(tournamentRefusal("FORBIDDEN", "guest"));
}

/**
 * Refuses a player below the tournament's minimum share of matches seen through. A player with no ended match
 * yet passes: nothing speaks against them, and a newcomer could otherwise never join one.
 */
async function checkReliability(tx: Tx, userId: string, minPercent: number | null): Promise<void> {
  if (minPercent === null) return;
  const share = (await finishedShares(tx, [userId])).get(userId) ?? null;
  if (share !== null && share * 100 < minPercent) abort(tournamentRefusal("FORBIDDEN", "unreliable"));
}

/** Creates a tournament open for sign-up, its creator its first player: `{ id }`. */
export async function createTournament(
  db: Db,
  userId: string,
  input: ParsedTournamentInput,
  now = new Date(),
): Promise<MatchResult<{ id: number }>> {
  const checked = checkInput(input, now);
  if (!checked.ok) return checked;
  return runWrite(db, async (tx) => {
    await lockCreator(tx, userId);
    await countRequest(tx, userId);
    const open = await tx.tournament.count({ where: { createdById: userId, status: "open" } });
    if (open >= MAX_OPEN_TOURNAMENTS)
      abort(tournamentRefusal("FORBIDDEN", "tooManyOpen", { max: MAX_OPEN_TOURNAMENTS }));
    // The creator plays too: the same bar as everyone.
    await checkReliability(tx, userId, input.minFinishedPercent ?? null);
    const t = await tx.tournament.create({
      data: {
        createdById: userId,
        gameKey: input.gameKey,
        tableSize: input.tableSize,
        format: input.format,
        rounds: input.rounds ?? 0,
        maxPlayers: input.format === "round-robin" ? ROUND_ROBIN_MAX_PLAYERS : MAX_SWISS_PLAYERS,
        timeControl: input.timeControl,
        rated: input.rated,
        options: checked.value.options as object,
        minFinishedPercent: input.minFinishedPercent ?? null,
        signupUntil: new Date(input.signupUntil),
        createdAt: now,
        players: { create: { userId, joinedAt: now } },
      },
      select: { id: true },
    });
    return { id: t.id };
  });
}

/** The locked tournament, open for sign-up at `now`; refused otherwise. */
async function openTournament(tx: Tx, id: number, now: Date) {
  if (!(await lockTournament(tx, id))) abort(tournamentRefusal("NOT_FOUND", "noSuchTournament"));
  const t = await tx.tournament.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      status: true,
      signupUntil: true,
      maxPlayers: true,
      tableSize: true,
      createdById: true,
      minFinishedPercent: true,
    },
  });
  if (t.status !== "open" || t.signupUntil.getTime() <= now.getTime()) abort(tournamentRefusal("FORBIDDEN", "closed"));
  return t;
}

export async function joinTournament(db: Db, userId: string, id: number, now = new Date()) {
  return runWrite(db, async (tx) => {
    await countRequest(tx, userId);
    const t = await openTournament(tx, id, now);
    const players = await tx.tournamentPlayer.findMany({ where: { tournamentId: id }, select: { userId: true } });
    if (players.some((p) => p.userId === userId)) abort(tournamentRefusal("FORBIDDEN", "alreadyJoined"));
    if (players.length >= t.maxPlayers) abort(tournamentRefusal("FORBIDDEN", "full", { max: t.maxPlayers }));
    await checkReliability(tx, userId, t.minFinishedPercent);
    await tx.tournamentPlayer.create({ data: { tournamentId: id, userId, joinedAt: now } });
    return { id, players: players.length + 1 };
  });
}

export async function leaveTournament(db: Db, userId: string, id: number, now = new Date()) {
  return runWrite(db, async (tx) => {
    await countRequest(tx, userId);
    await openTournament(tx, id, now);
    const r = await tx.tournamentPlayer.deleteMany({ where: { tournamentId: id, userId } });
    if (r.count !== 1) abort(tournamentRefusal("FORBIDDEN", "notJoined"));
    return { id };
  });
}

/** The creator starts the tournament before the deadline (two tables' worth of players at least). */
export async function startTournament(db: Db, userId: string, id: number, now = new Date()) {
  return runWrite(db, async (tx) => {
    await countRequest(tx, userId);
    const t = await openTournament(tx, id, now);
    if (t.createdById !== userId) abort(tournamentRefusal("NOT_CREATOR", "notCreator"));
    const count = await tx.tournamentPlayer.count({ where: { tournamentId: id } });
    const min = minimumPlayers(t.tableSize);
    if (count < min) abort(tournamentRefusal("NOT_ENOUGH_PLAYERS", "notEnoughPlayers", { min, count }));
    await beginTournament(tx, id, now);
    return { id };
  });
}

export interface TournamentSummary {
  id: number;
  gameKey: string;
  format: TournamentFormat;
  tableSize: number;
  /** Swiss: the rounds chosen; round robin: 0 until it starts. */
  roundCount: number;
  currentRound: number;
  status: string;
  rated: boolean;
  timeControl: TimeControl;
  players: number;
  createdBy: string;
  signupUntil: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** How many of each list are shown (the newest finished ones). */
const LIST_LIMIT = 50;

/** Open for sign-up (soonest deadline first), running, and finished (newest first). */
export async function listTournaments(
  db: Db,
): Promise<Record<"upcoming" | "running" | "finished", TournamentSummary[]>> {
  const select = {
    id: true,
    gameKey: true,
    format: true,
    tableSize: true,
    rounds: true,
    currentRound: true,
    status: true,
    rated: true,
    timeControl: true,
    signupUntil: true,
    startedAt: true,
    finishedAt: true,
    createdBy: { select: { username: true } },
    _count: { select: { players: true } },
  } as const;
  const [upcoming, running, finished] = await Promise.all([
    db.tournament.findMany({ where: { status: "open" }, orderBy: { signupUntil: "asc" }, take: LIST_LIMIT, select }),
    db.tournament.findMany({ where: { status: "running" }, orderBy: { startedAt: "desc" }, take: LIST_LIMIT, select }),
    db.tournament.findMany({
      where: { status: "finished" },
      orderBy: { finishedAt: "desc" },
      take: LIST_LIMIT,
      select,
    }),
  ]);
  const summary = (t: (typeof upcoming)[number]): TournamentSummary => ({
    id: t.id,
    gameKey: t.gameKey,
    format: t.format as TournamentFormat,
    tableSize: t.tableSize,
    roundCount: t.rounds,
    currentRound: t.currentRound,
    status: t.status,
    rated: t.rated,
    timeControl: storedTimeControl(t.timeControl),
    players: t._count.players,
    createdBy: t.createdBy.username,
    signupUntil: t.signupUntil.toISOString(),
    startedAt: t.startedAt?.toISOString() ?? null,
    finishedAt: t.finishedAt?.toISOString() ?? null,
  });
  return { upcoming: upcoming.map(summary), running: running.map(summary), finished: finished.map(summary) };
}

export interface TournamentDetail extends TournamentSummary {
  variants: string[] | null;
  /** Joining asks at least this share (percent) of ended matches seen through; null: anyone may join. */
  minFinishedPercent: number | null;
  maxPlayers: number;
  players: number;
  playerList: { username: string; withdrawn: boolean; withdrawnInRound: number | null }[];
  rounds: {
    number: number;
    startedAt: string;
    finishedAt: string | null;
    byes: string[];
    matches: {
      matchId: number;
      status: string;
      seats: { seat: number; username: string | null; bot: boolean }[];
    }[];
  }[];
  standings: {
    place: number;
    username: string;
    points: number;
    tiebreak: number;
    scoreDifference: number;
    played: number;
    withdrawn: boolean;
  }[];
}

/** One tournament for its page and `GET /api/tournaments/:id`; null when there is none. */
export async function tournamentDetail(db: Db, id: number): Promise<TournamentDetail | null> {
  const t = await loadTournament(db, id);
  if (!t) return null;
  const names = new Map(t.players.map((p) => [p.userId, p.user.username]));
  // A cancelled tournament never started: no standings.
  const started = t.status === "running" || t.status === "finished";
  const variants = (t.options as { variants?: unknown }).variants;
  return {
    id: t.id,
    gameKey: t.gameKey,
    format: t.format as TournamentFormat,
    tableSize: t.tableSize,
    roundCount: t.roundCount,
    currentRound: t.currentRound,
    status: t.status,
    rated: t.rated,
    timeControl: storedTimeControl(t.timeControl),
    variants: Array.isArray(variants) ? (variants as string[]) : null,
    minFinishedPercent: t.minFinishedPercent,
    maxPlayers: t.maxPlayers,
    players: t.players.length,
    createdBy: t.createdBy.username,
    signupUntil: t.signupUntil.toISOString(),
    startedAt: t.startedAt?.toISOString() ?? null,
    finishedAt: t.finishedAt?.toISOString() ?? null,
    playerList: t.players.map((p) => ({
      username: p.user.username,
      withdrawn: p.withdrawnAt !== null,
      withdrawnInRound: p.withdrawnInRound,
    })),
    rounds: t.rounds.map((r) => ({
      number: r.number,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      byes: r.byeUserIds.map((u) => names.get(u) ?? ""),
      matches: r.tables.map((x) => ({
        matchId: x.matchId,
        status: x.status,
        seats: x.seats.map((s) => ({ seat: s.seat, username: s.username, bot: s.bot })),
      })),
    })),
    standings: started
      ? standingsOf(t).map((s, i) => ({
          place: i + 1,
          username: s.username,
          points: s.points,
          tiebreak: s.tiebreak,
          scoreDifference: s.scoreDifference,
          played: s.played,
          withdrawn: s.withdrawn,
        }))
      : [],
  };
}
