/**
 * "Download my data" (Settings, GET /api/me/data): everything the site keeps about the user, as one JSON
 * document: the profile and settings, API tokens (names and dates, never the tokens), the devices that get
 * push notifications (their names and dates, never their addresses or keys), friends, requests,
 * blocks and mutes, ratings with their history, season ladder rows, "Play now" requests, tournament sign-ups, every match they had a seat in with their own moves (the
 * moves of their seat in the move log; while a bot played the seat after them, not the bot's), the match's
 * settings, players and outcome, its seed only once it is finished (as the public record has it), and their
 * chat messages and private notes. Never another player's hidden information or uncommitted steps.
 *
 * The document is written piece by piece (`chunks`): matches, moves and messages are read a page at a time,
 * so a long-time player's export holds at most one page in memory and its first bytes leave at once. Limited
 * per user (dataExport).
 */
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import { consume } from "@/lib/rate-limits";
import { ratingsOf } from "@/lib/ratings/store";
import { relationsOf } from "@/lib/social/relations";
import { mutedUsers } from "@/lib/chat/mutes";
import { seatDisplayName } from "@/lib/format/seat-name";
import { deletedPlayerWords } from "@/lib/matches/read/deleted-player";
import { limitedBy, type Refusal } from "@/lib/accounts/self-service";

export const DATA_FORMAT = "glenboard-account-data/1";
/** Matches read per statement (with their players and the user's moves). */
export const EXPORT_MATCH_PAGE = 50;
/** Chat messages and notes read per statement. */
export const EXPORT_TEXT_PAGE = 500;

export type DataExport = { ok: true; username: string; chunks: AsyncGenerator<string> } | Refusal;

export async function startDataExport(db: Db, userId: string, now = new Date()): Promise<DataExport> {
  const limit = await consume(db, "dataExport", userId, now);
  if (!limit.ok) return limitedBy(limit);
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: true, username: "", chunks: empty() };
  return { ok: true, username: user.username, chunks: chunks(db, userId, now) };
}

async function* empty(): AsyncGenerator<string> {
  yield "{}";
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function* chunks(db: Db, userId: string, now: Date): AsyncGenerator<string> {
  const u = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      username: true,
      email: true,
      createdAt: true,
      locale: true,
      timeZone: true,
      notifyMode: true,
      digestHour: true,
      turnMailDelayMinutes: true,
      quietFromHour: true,
      quietToHour: true,
      autoEndTurnSeconds: true,
      autoForcedMoves: true,
      pushEachTurn: true,
      pushOfferedAt: true,
      operator: true,
      invitesFromFriendsOnly: true,
      autoVacation: true,
      vacationDays: true,
      vacationUntil: true,
      emailFailedAt: true,
      emailFailure: true,
      passwordHash: true,
      apiTokens: { select: { name: true, createdAt: true, lastUsedAt: true }, orderBy: { createdAt: "asc" } },
      pushSubscriptions: {
        select: { label: true, browser: true, createdAt: true, lastUsedAt: true },
        orderBy: { createdAt: "asc" },
      },
      mutes: { select: { matchId: true }, orderBy: { matchId: "asc" } },
      ratingEvents: {
        select: {
          matchId: true,
          gameKey: true,
          muBefore: true,
          sigmaBefore: true,
          mu: true,
          sigma: true,
          rank: true,
          won: true,
          at: true,
        },
        orderBy: { id: "asc" },
      },
    },
  });
  const head = {
    format: DATA_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      username: u.username,
      email: u.email,
      memberSince: u.createdAt.toISOString(),
      hasPassword: u.passwordHash !== null,
      siteOperator: u.operator,
      emailFailure: u.emailFailedAt ? { at: u.emailFailedAt.toISOString(), reason: u.emailFailure } : null,
    },
    settings: {
      language: u.locale,
      timeZone: u.timeZone,
      notifyMode: u.notifyMode,
      digestHour: u.digestHour,
      turnMailDelayMinutes: u.turnMailDelayMinutes,
      quietFromHour: u.quietFromHour,
      quietToHour: u.quietToHour,
      autoEndTurnSeconds: u.autoEndTurnSeconds,
      autoForcedMoves: u.autoForcedMoves,
      pushEachTurn: u.pushEachTurn,
      pushOfferAnsweredAt: iso(u.pushOfferedAt),
      invitesFromFriendsOnly: u.invitesFromFriendsOnly,
      autoVacation: u.autoVacation,
    },
    vacation: { days: u.vacationDays, until: iso(u.vacationUntil) },
    apiTokens: u.apiTokens.map((t) => ({
      name: t.name,
      createdAt: t.createdAt.toISOString(),
      lastUsedAt: iso(t.lastUsedAt),
    })),
    pushDevices: u.pushSubscriptions.map((p) => ({
      label: p.label,
      browser: p.browser,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: iso(p.lastUsedAt),
    })),
    ...(await relationsOf(db, userId)),
    mutedPlayers: await mutedUsers(db, userId),
    mutedMatches: u.mutes.map((m) => m.matchId),
    ratings: await ratingsOf(db, userId),
    ratingHistory: u.ratingEvents.map((e) => ({ ...e, at: e.at.toISOString() })),
    // Their rows in the games' season ladders (lib/ladder), oldest season first.
    ladder: await db.ladderEntry.findMany({
      where: { userId },
      orderBy: [{ season: "asc" }, { gameKey: "asc" }],
      select: { gameKey: true, season: true, points: true, matches: true, wins: true },
    }),
    // "Play now" requests (lib/seeks), open and closed (closed ones are kept 30 days).
    seeks: (await db.seek.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })).map((s) => ({
      gameKey: s.gameKey,
      players: s.players,
      timeControl: s.timeControl ?? "any",
      rated: s.rated,
      variants: s.anyVariants ? "any" : s.variants,
      status: s.status,
      matchId: s.matchId,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    // Tournaments they signed up for (lib/tournaments), and those they created.
    tournaments: (
      await db.tournamentPlayer.findMany({
        where: { userId },
        orderBy: { joinedAt: "asc" },
        select: {
          tournamentId: true,
          joinedAt: true,
          withdrawnAt: true,
          tournament: { select: { gameKey: true, status: true, createdById: true } },
        },
      })
    ).map((p) => ({
      id: p.tournamentId,
      gameKey: p.tournament.gameKey,
      status: p.tournament.status,
      creator: p.tournament.createdById === userId,
      joinedAt: p.joinedAt.toISOString(),
      withdrawnAt: p.withdrawnAt?.toISOString() ?? null,
    })),
  };
  const text = JSON.stringify(head);
  // The head without its closing brace; the paged lists follow.
  yield `${text.slice(0, -1)},"matches":[`;
  yield* list(matchPages(db, userId));
  yield `],"chatMessages":[`;
  yield* list(chatPages(db, userId));
  yield `],"notes":[`;
  yield* list(notePages(db, userId));
  yield "]}\n";
}

/** The items of successive pages as the elements of a JSON array (the brackets are the caller's). */
async function* list(pages: AsyncGenerator<unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield (first ? "" : ",") + page.map((item) => JSON.stringify(item)).join(",");
    first = false;
  }
}

const english = deletedPlayerWords("en");

async function* matchPages(db: Db, userId: string): AsyncGenerator<unknown[]> {
  let after = 0;
  for (;;) {
    const mine = await db.seat.findMany({
      where: { OR: [{ userId }, { formerUserId: userId }], matchId: { gt: after } },
      orderBy: { matchId: "asc" },
      take: EXPORT_MATCH_PAGE,
      select: {
        matchId: true,
        seatIndex: true,
        userId: true,
        joinedAt: true,
        replacedAtLogIndex: true,
        replacedBecause: true,
        forfeit: true,
        match: {
          select: {
            gameKey: true,
            rulesVersion: true,
            status: true,
            seed: true,
            options: true,
            note: true,
            timeControl: true,
            timeoutPolicy: true,
            rated: true,
            chatPublic: true,
            friendsOnly: true,
            createdAt: true,
            startedAt: true,
            finishedAt: true,
            outcome: true,
            seats: {
              orderBy: { seatIndex: "asc" },
              select: {
                seatIndex: true,
                botStyle: true,
                playerDeleted: true,
                user: { select: { username: true } },
                formerUser: { select: { username: true } },
              },
            },
          },
        },
      },
    });
    if (mine.length === 0) return;
    after = mine.at(-1)!.matchId;
    // This seat's entries of each match: all of them while the user holds the seat, those before the bot
    // took over once it has (a seat replaced before the site kept that moment: none, rather than the bot's).
    const moves = await db.moveLog.findMany({
      where: {
        OR: mine.map((s) =>
          s.userId === userId
            ? { matchId: s.matchId, seat: s.seatIndex }
            : { matchId: s.matchId, seat: s.seatIndex, index: { lt: s.replacedAtLogIndex ?? 0 } },
        ),
      },
      orderBy: [{ matchId: "asc" }, { index: "asc" }],
      select: { matchId: true, index: true, moves: true, endsTurn: true, createdAt: true },
    });
    yield mine.map((s) => {
      const m = s.match;
      const over = m.status === "finished";
      return {
        id: s.matchId,
        game: { key: m.gameKey, name: getGame(m.gameKey)?.name ?? m.gameKey, rulesVersion: m.rulesVersion },
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        startedAt: iso(m.startedAt),
        finishedAt: iso(m.finishedAt),
        settings: {
          options: m.options,
          note: m.note,
          timeControl: m.timeControl,
          timeoutPolicy: m.timeoutPolicy,
          rated: m.rated,
          chatPublic: m.chatPublic,
          friendsOnly: m.friendsOnly,
        },
        players: m.seats.map((o) => ({
          seat: o.seatIndex,
          name: seatDisplayName(
            {
              username: o.user?.username,
              bot: o.botStyle,
              former: o.formerUser?.username,
              deleted: o.playerDeleted ? english : null,
            },
            o.seatIndex,
            "open seat",
          ),
        })),
        mySeat: s.seatIndex,
        myPart:
          s.userId === userId
            ? s.joinedAt
              ? "player"
              : "invited"
            : `replaced by a bot (${s.replacedBecause ?? "left"})`,
        forfeit: s.forfeit,
        outcome: over ? m.outcome : null,
        // The seed decides everything hidden: only once the match is over (the public record has it then too).
        seed: over ? m.seed : null,
        myMoves: moves
          .filter((e) => e.matchId === s.matchId && Array.isArray(e.moves) && e.moves.length > 0)
          .map((e) => ({ index: e.index, moves: e.moves, endsTurn: e.endsTurn, at: e.createdAt.toISOString() })),
      };
    });
    if (mine.length < EXPORT_MATCH_PAGE) return;
  }
}

async function* chatPages(db: Db, userId: string): AsyncGenerator<unknown[]> {
  let after = BigInt(0);
  for (;;) {
    const rows = await db.chatMessage.findMany({
      where: { authorId: userId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: EXPORT_TEXT_PAGE,
      select: { id: true, matchId: true, text: true, createdAt: true, hiddenAt: true },
    });
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    yield rows.map((r) => ({
      id: r.id.toString(),
      matchId: r.matchId,
      text: r.text,
      at: r.createdAt.toISOString(),
      hiddenByOperator: r.hiddenAt !== null,
    }));
    if (rows.length < EXPORT_TEXT_PAGE) return;
  }
}

async function* notePages(db: Db, userId: string): AsyncGenerator<unknown[]> {
  let after = 0;
  for (;;) {
    const rows = await db.matchNote.findMany({
      where: { userId, matchId: { gt: after } },
      orderBy: { matchId: "asc" },
      take: EXPORT_TEXT_PAGE,
      select: { matchId: true, text: true, updatedAt: true },
    });
    if (rows.length === 0) return;
    after = rows.at(-1)!.matchId;
    yield rows.map((r) => ({ matchId: r.matchId, text: r.text, updatedAt: r.updatedAt.toISOString() }));
    if (rows.length < EXPORT_TEXT_PAGE) return;
  }
}
