/** The lobby: create a match, invite, join, leave before the start, start, cancel. */
import type { Db, Tx } from "@/lib/db";
import { getGame } from "@/lib/games";
import { env } from "@/lib/env";
import { fail, limited, type MatchError, type MatchResult } from "@/lib/errors/errors";
import { areFriends, isBlockedEitherWay } from "@/lib/social/relations";
import { consume, type LimitName } from "@/lib/rate-limits";
import { abort, claimVersion, loadMatch, runWrite, type LoadedMatch } from "../store/store";
import type { CreateMatchInput, SeatSpec } from "../store/schemas";
import { saveProgress } from "../write/progress";
import { matchEvents } from "../store/match-events";
import { replaceWithBot } from "./endings";
import { NO_TIME_CONTROL } from "@/lib/clocks/time-control";
import { publishLive } from "@/lib/live/publish";
import { refuse } from "@/lib/errors/refuse";
import { newMatchSeeds } from "@/lib/fairness";
import { gameSeedAtStart } from "./seeding";

/** Lobby pages hear of every change of an open match (they list matches their viewer does not play in). */
const lobbyChanged = (tx: Tx, matchId: number) => publishLive(tx, { kind: "lobby", matchId });

/**
 * A guest's match (lib/guests): marked `guest` (unrated, never listed), bots only, and refused while the guest
 * has `runningAtMost` open or running guest matches (counted under a lock of the user's row, so two clicks at
 * once cannot both pass).
 */
export interface GuestMatch {
  runningAtMost: number;
}

export async function createMatch(
  db: Db,
  userId: string,
  input: CreateMatchInput,
  guest?: GuestMatch,
): Promise<MatchResult<{ matchId: number }>> {
  const game = getGame(input.gameKey);
  if (!game) return fail("UNKNOWN_GAME");
  const n = input.seats.length;
  if (n < game.minPlayers || n > game.maxPlayers)
    return refuse("BAD_SEAT_COUNT", "seatCount", { game: game.name, min: game.minPlayers, max: game.maxPlayers });
  if (input.seats.filter((s) => s.kind === "me").length !== 1) return refuse("INVALID_INPUT", "creatorOneSeat");
  const options = game.optionsSchema.safeParse(input.options ?? {});
  // The game's own sentence for the first problem ("Each variant can be chosen once."), as for moves.
  if (!options.success)
    return fail("INVALID_INPUT", options.error.issues[0]?.message ?? "Those game options are not valid.");

  if (input.rated && input.seats.some((s) => s.kind === "bot")) return refuse("INVALID_INPUT", "botsNeverRated");
  // A guest plays bots only, and only through lib/guests (which says so with `guest`).
  const creator = await db.user.findUnique({ where: { id: userId }, select: { guest: true } });
  if (creator?.guest && !guest) return refuse("FORBIDDEN", "guestsPlayBots");
  if (guest && input.seats.some((s) => s.kind !== "me" && s.kind !== "bot"))
    return refuse("FORBIDDEN", "guestsPlayBots");
  const invited = input.seats.flatMap((s) => (s.kind === "invite" ? [s.username.toLowerCase()] : []));
  if (new Set(invited).size !== invited.length) return refuse("INVALID_INPUT", "inviteOnce");
  // Guests cannot be invited: to everyone else they are no user.
  const users = await db.user.findMany({
    where: { usernameLower: { in: invited }, guest: false },
    select: { id: true, usernameLower: true, username: true, invitesFromFriendsOnly: true },
  });
  const byName = new Map(users.map((u) => [u.usernameLower, u.id]));
  for (const name of invited) {
    if (!byName.has(name)) return refuse("UNKNOWN_USER", "noSuchUser", { name });
    if (byName.get(name) === userId) return refuse("ALREADY_SEATED", "inviteYourself");
  }
  for (const u of users) {
    const refusal = await invitationRefusal(db, userId, u);
    if (refusal) return refusal;
  }

  // Drawn (and committed to) before anyone but the creator could add a seed of their own: docs/fairness.md.
  const seeds = await newMatchSeeds(env().TEST_MODE === "on" && input.testSeed ? input.testSeed : undefined);
  return runWrite(db, async (tx) => {
    const now = new Date();
    if (guest) await guestRoom(tx, userId, guest.runningAtMost);
    if (input.seats.some((s) => s.kind === "bot" && s.style === "strong")) await strongBotRoom(tx, userId);
    // Counted inside the write: a refused or failed creation is not counted.
    await limit(tx, "matchCreate", userId, now);
    if (invited.length > 0) await limit(tx, "invitations", userId, now, invited.length);
    const match = await tx.match.create({
      data: {
        gameKey: game.key,
        rulesVersion: game.rulesVersion,
        playerCount: n,
        options: options.data as object,
        note: input.note || null,
        timeControl: input.timeControl ?? NO_TIME_CONTROL,
        timeoutPolicy: input.timeoutPolicy ?? "bot",
        chatPublic: input.chatPublic ?? false,
        rated: guest ? false : (input.rated ?? false),
        friendsOnly: input.friendsOnly ?? false,
        guest: guest !== undefined,
        ...seeds,
        createdById: userId,
        seats: {
          create: input.seats.map((s, seatIndex) => {
            switch (s.kind) {
              case "me":
                return { seatIndex, userId, joinedAt: now, clientSeed: input.clientSeed ?? null };
              case "open":
                return { seatIndex };
              case "invite":
                return { seatIndex, userId: byName.get(s.username.toLowerCase()) ?? null, invitedAt: now };
              case "bot":
                return { seatIndex, botStyle: s.style, botBudgetMs: s.budgetMs ?? null, joinedAt: now };
            }
          }),
        },
      },
      select: { id: true },
    });
    const loaded = await loadMatch(tx, match.id);
    for (const seat of loaded.seats) {
      if (!seat.invitedAt || !seat.userId) continue;
      await matchEvents().invited(tx, loaded, seat.userId);
      await publishLive(tx, { kind: "invitation", matchId: match.id, userId: seat.userId });
    }
    await startIfFull(tx, loaded, userId);
    // A guest's match starts at once and is listed nowhere: no lobby page needs to hear of it.
    if (!guest) await lobbyChanged(tx, match.id);
    return { matchId: match.id };
  });
}

/** Aborts unless the guest has fewer than `most` unfinished guest matches; locks the guest's row first. */
/** Unfinished matches with a strong bot seat one creator may have (`strongBotRoom`). */
export const STRONG_BOT_MATCHES = 10;

async function guestRoom(tx: Tx, userId: string, most: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const unfinished = await tx.match.count({
    where: { guest: true, status: { in: ["open", "running"] }, seats: { some: { userId } } },
  });
  if (unfinished >= most) abort(refuse("FORBIDDEN", "guestMatchLimit", { most }));
}

/**
 * A strong bot thinks up to 5 s of a bots' worker process per move, set off by a cheap commit: a creator
 * may have at most STRONG_BOT_MATCHES unfinished matches with a strong bot seat they chose, so that one
 * account cannot fill the queue the other matches' bots wait in. Locks the creator's row first (two creations
 * at once are counted one after the other).
 */
async function strongBotRoom(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const unfinished = await tx.match.count({
    where: {
      createdById: userId,
      status: { in: ["open", "running"] },
      seats: { some: { botStyle: "strong", formerUserId: null } },
    },
  });
  if (unfinished >= STRONG_BOT_MATCHES) abort(refuse("FORBIDDEN", "strongBotMatchLimit", { most: STRONG_BOT_MATCHES }));
}

/** Why `creatorId` may not invite this user (they blocked the creator, or take invitations from friends only), or null. */
async function invitationRefusal(
  db: Db,
  creatorId: string,
  invited: { id: string; username: string; invitesFromFriendsOnly: boolean },
): Promise<MatchError | null> {
  if (await isBlockedEitherWay(db, creatorId, invited.id))
    return refuse("FORBIDDEN", "cannotInvite", { name: invited.username });
  if (invited.invitesFromFriendsOnly && !(await areFriends(db, creatorId, invited.id)))
    return refuse("FORBIDDEN", "invitesFromFriendsOnly", { name: invited.username });
  return null;
}

/** Why the user may not take an open seat of this match (friends only; a block between them and a player), or null. */
async function joinRefusal(tx: Tx, userId: string, match: LoadedMatch): Promise<MatchError | null> {
  if (match.friendsOnly && !(await areFriends(tx, match.createdById, userId))) {
    const creator = match.seats.find((s) => s.userId === match.createdById)?.user?.username;
    return creator
      ? refuse("FORBIDDEN", "friendsOnlyMatch", { name: creator })
      : refuse("FORBIDDEN", "friendsOnlyMatchUnnamed");
  }
  for (const s of match.seats) {
    if (s.userId && s.userId !== userId && (await isBlockedEitherWay(tx, s.userId, userId)))
      return refuse("FORBIDDEN", "blockedFromMatch");
  }
  return null;
}

/** Aborts the write with a 429 when the user is over the limit. */
async function limit(tx: Tx, name: LimitName, userId: string, now = new Date(), amount = 1): Promise<void> {
  const check = await consume(tx, name, userId, now, amount);
  if (!check.ok) abort(limited(check));
}

function isFilled(seat: LoadedMatch["seats"][number]): boolean {
  return seat.botStyle !== null || (seat.userId !== null && seat.joinedAt !== null);
}

async function startIfFull(tx: Tx, match: LoadedMatch, actorId: string): Promise<void> {
  if (match.status === "open" && match.seats.every(isFilled)) await start(tx, match, actorId);
}

/**
 * Starts with the seats filled so far (empty ones are removed and the rest close ranks). `actorId` null: nobody
 * is on the page (an automatch, lib/seeks): every player is told.
 */
export async function start(tx: Tx, match: LoadedMatch, actorId: string | null): Promise<void> {
  const game = getGame(match.gameKey);
  if (!game) abort(fail("UNKNOWN_GAME"));
  const filled = match.seats.filter(isFilled);
  if (filled.length < game.minPlayers) abort(fail("NOT_ENOUGH_PLAYERS"));
  // Unfilled seats (open, or invitations not yet accepted) are dropped at the start.
  await tx.seat.deleteMany({ where: { matchId: match.id, id: { notIn: filled.map((s) => s.id) } } });
  for (const [i, seat] of filled.entries()) {
    if (seat.seatIndex !== i) await tx.seat.update({ where: { id: seat.id }, data: { seatIndex: -1 - i } });
  }
  for (const [i, seat] of filled.entries()) {
    if (seat.seatIndex !== i) await tx.seat.update({ where: { id: seat.id }, data: { seatIndex: i } });
  }
  // The game seed: the committed server seed mixed with the players' seeds in their final seat order.
  const seed = await gameSeedAtStart(tx, match, filled);
  const state = game.setup({ players: filled.length, seed, options: match.options });
  // Nothing has been played yet: a match created before a rules change starts under the current rules.
  await claimVersion(tx, match.id, match.version, {
    status: "running",
    playerCount: filled.length,
    startedAt: new Date(),
    rulesVersion: game.rulesVersion,
    seed,
  });
  const started = await loadMatch(tx, match.id);
  // The user whose action started the match is on the page already: no "your turn" mail for them.
  const actorSeat = actorId === null ? null : (started.seats.find((s) => s.userId === actorId)?.seatIndex ?? null);
  const { notifiedSeats } = await saveProgress(tx, started, {
    committed: state,
    pending: {},
    segments: [],
    actorSeat,
    previousActive: [],
  });
  // A player whose turn it is at once gets the "your turn" mail instead of a separate "started" one; the
  // player whose joining started the match sees it on the page.
  await matchEvents().started(tx, started, actorSeat === null ? notifiedSeats : [...notifiedSeats, actorSeat]);
}

/** `clientSeed`: the player's own seed for the match's randomness (absent: the server draws one at the start). */
export async function joinMatch(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
  clientSeed?: string,
): Promise<MatchResult<null>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    if (match.status !== "open") abort(refuse("FORBIDDEN", "alreadyStarted"));
    const mine = match.seats.find((s) => s.userId === userId);
    if (mine?.joinedAt) abort(fail("ALREADY_SEATED"));
    const joiner = await tx.user.findUnique({ where: { id: userId }, select: { guest: true } });
    if (joiner?.guest) abort(refuse("FORBIDDEN", "guestsPlayBots"));
    await limit(tx, "lobby", userId);
    if (mine) {
      // Accepting an invitation.
      await tx.seat.update({ where: { id: mine.id }, data: { joinedAt: new Date(), clientSeed: clientSeed ?? null } });
    } else {
      const open = match.seats.find((s) => s.userId === null && s.botStyle === null);
      if (!open) abort(refuse("SEAT_TAKEN", "noOpenSeat"));
      const refusal = await joinRefusal(tx, userId, match);
      if (refusal) abort(refusal);
      await tx.seat.update({
        where: { id: open.id },
        data: { userId, joinedAt: new Date(), clientSeed: clientSeed ?? null },
      });
    }
    await claimVersion(tx, matchId, version);
    await startIfFull(tx, await loadMatch(tx, matchId), userId);
    await lobbyChanged(tx, matchId);
    return null;
  });
}

/**
 * Leaving before the start (or declining an invitation) frees the seat for anyone. Leaving a running match
 * hands the seat to a bot, so the others can play on (as on Board Game Arena); when the last human leaves,
 * the match is aborted instead of being played out by bots alone.
 */
export async function leaveMatch(db: Db, userId: string, matchId: number, version: number): Promise<MatchResult<null>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    await limit(tx, "lobby", userId);
    if (match.status === "running") {
      const mine = match.seats.find((s) => s.userId === userId && s.joinedAt);
      if (!mine) abort(fail("NOT_A_PLAYER"));
      await replaceWithBot(tx, match, mine.seatIndex, "left", null);
      return null;
    }
    if (match.status !== "open") abort(refuse("FORBIDDEN", "matchOver"));
    if (match.createdById === userId) abort(refuse("FORBIDDEN", "creatorCancels"));
    const mine = match.seats.find((s) => s.userId === userId);
    if (!mine) abort(fail("NOT_A_PLAYER"));
    await tx.seat.update({
      where: { id: mine.id },
      data: { userId: null, joinedAt: null, invitedAt: null, clientSeed: null },
    });
    await claimVersion(tx, matchId, version);
    await matchEvents().playerLeft(tx, match, userId);
    await lobbyChanged(tx, matchId);
    return null;
  });
}

export async function startMatch(db: Db, userId: string, matchId: number, version: number): Promise<MatchResult<null>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.version !== version) abort(fail("STALE_VERSION"));
    if (match.createdById !== userId) abort(fail("NOT_CREATOR"));
    if (match.status !== "open") abort(refuse("FORBIDDEN", "alreadyStarted"));
    await limit(tx, "lobby", userId);
    await start(tx, match, userId);
    await lobbyChanged(tx, matchId);
    return null;
  });
}

export async function cancelMatch(
  db: Db,
  userId: string,
  matchId: number,
  version: number,
): Promise<MatchResult<null>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.createdById !== userId) abort(fail("NOT_CREATOR"));
    if (match.status !== "open") abort(refuse("FORBIDDEN", "onlyOpenCancelled"));
    await claimVersion(tx, matchId, version, { status: "aborted", finishedAt: new Date() });
    await lobbyChanged(tx, matchId);
    return null;
  });
}

/**
 * The operator ends a match whatever its state (abuse, a stuck match): it is aborted, nobody wins, and the
 * players see it among their finished games. A finished match keeps its result.
 */
export async function cancelMatchAsOperator(db: Db, matchId: number): Promise<MatchResult<{ status: "aborted" }>> {
  return runWrite(db, async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (match.status === "finished") abort(refuse("FORBIDDEN", "finishedStays"));
    if (match.status === "aborted") abort(refuse("FORBIDDEN", "alreadyCancelled"));
    await claimVersion(tx, matchId, match.version, {
      status: "aborted",
      finishedAt: new Date(),
      activeSeats: [],
      pending: {},
    });
    return { status: "aborted" as const };
  });
}

/**
 * "Rematch": a new match of the same game with the same players and settings, every seat moved on by one (the
 * player who started went second, and so on). The player asking takes their new seat; every other player
 * (the one a bot stood in for included) is invited, and it starts when all have accepted. Bots keep their
 * seats' style.
 */
export async function rematch(db: Db, userId: string, matchId: number): Promise<MatchResult<{ matchId: number }>> {
  const old = await db.match.findUnique({
    where: { id: matchId },
    select: {
      status: true,
      gameKey: true,
      options: true,
      note: true,
      timeControl: true,
      timeoutPolicy: true,
      chatPublic: true,
      rated: true,
      friendsOnly: true,
      seats: {
        orderBy: { seatIndex: "asc" },
        select: {
          seatIndex: true,
          userId: true,
          formerUserId: true,
          botStyle: true,
          botBudgetMs: true,
          playerDeleted: true,
          user: { select: { username: true } },
          formerUser: { select: { username: true } },
        },
      },
    },
  });
  if (!old) return fail("NOT_FOUND");
  if (old.status !== "finished") return refuse("FORBIDDEN", "rematchWhenOver");
  if (!old.seats.some((s) => s.userId === userId || s.formerUserId === userId)) return fail("NOT_A_PLAYER");
  const n = old.seats.length;
  const seats: SeatSpec[] = new Array<SeatSpec>(n);
  for (const s of old.seats) {
    // A player who deleted their account is not invited again: a bot takes their seat.
    const human = s.playerDeleted ? null : (s.userId ?? s.formerUserId);
    const name = s.user?.username ?? s.formerUser?.username;
    seats[(s.seatIndex + 1) % n] =
      human === userId ? { kind: "me" } : human && name ? { kind: "invite", username: name } : rematchBot(s);
  }
  const r = await createMatch(db, userId, {
    gameKey: old.gameKey,
    seats,
    options: old.options as Record<string, unknown>,
    ...(old.note ? { note: old.note } : {}),
    timeControl: old.timeControl as CreateMatchInput["timeControl"],
    timeoutPolicy: old.timeoutPolicy === "lose" ? "lose" : "bot",
    chatPublic: old.chatPublic,
    // A bot where a deleted account sat: bots are never rated.
    rated: old.rated && seats.every((s) => s.kind !== "bot"),
    friendsOnly: old.friendsOnly,
  });
  if (r.ok) await db.match.update({ where: { id: r.value.matchId }, data: { rematchOf: matchId } });
  return r;
}

/** A bot seat of the finished match as a seat of its rematch: the same level and thinking time. */
function rematchBot(s: { botStyle: string | null; botBudgetMs: number | null }): SeatSpec {
  if (s.botStyle === "strong")
    return { kind: "bot", style: "strong", ...(s.botBudgetMs ? { budgetMs: s.botBudgetMs } : {}) };
  return { kind: "bot", style: s.botStyle === "random" ? "random" : "greedy" };
}
