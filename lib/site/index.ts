/**
 * The web layer's only door to stored data: services bound to the process's database client.
 * Pages, server actions and API routes import from here, never from lib/db (enforced by lint).
 */
// Match writes tell ratings and notifications what happened (lib/matches/store/match-events.ts).
import "@/lib/jobs/match-listeners";
import { getDb, readDb } from "@/lib/db";
import { userForApiToken } from "@/lib/accounts/api-tokens";
import * as accounts from "@/lib/accounts/accounts";
import * as accountData from "@/lib/account-data";
import * as lobby from "@/lib/matches/lifecycle/lobby";
import * as play from "@/lib/matches/write/play";
import * as views from "@/lib/matches/read/views";
import * as poll from "@/lib/matches/read/poll";
import * as replays from "@/lib/matches/read/replay";
import * as list from "@/lib/matches/read/list";
import * as endings from "@/lib/matches/lifecycle/endings";
import * as cancelVote from "@/lib/matches/lifecycle/cancel-vote";
import { versionFor } from "@/lib/matches/read/public-version";
import { keepTurnOpen } from "@/lib/matches/write/auto-end";
import * as vacation from "@/lib/jobs/vacations";
import { advanceSiteClock, siteNow } from "@/lib/clocks/site-time";
import { runClocksOnce } from "@/lib/jobs/clock-deadlines";
import * as calendar from "@/lib/clocks/calendar";
import { notificationSite } from "@/lib/notifications/site";
import { pushSite } from "@/lib/site/push";
import { isOperatorMailboxKey, operatorMailboxEnabled } from "@/lib/mail/operator-mailbox";
import { recentMail } from "@/lib/mail/outbox";
import { openLiveStream } from "@/lib/site/live-stream";
import { latestEventId } from "@/lib/live/replay";
import * as chat from "@/lib/chat";
import * as records from "@/lib/matches/read/record";
import * as ratings from "@/lib/ratings/store";
import * as profiles from "@/lib/profiles/profile";
import * as relations from "@/lib/social/relations";
import { finishedShares } from "@/lib/matches/read/reliability";
import { setUserLocale } from "@/lib/i18n/setting";
import * as guests from "@/lib/guests";
import { adoptUserTimeZone, setUserTimeZone } from "@/lib/clocks/time-zone-setting";
import type { Locale } from "@/lib/i18n/locales";
import type { RegisterInput } from "@/lib/accounts/validation";
import type { CreateMatchInput, MatchAction } from "@/lib/matches/store/schemas";
import type { DeletedPlayerWords } from "@/lib/format/seat-name";

export const site = {
  accounts: {
    startRegistration: (
      input: RegisterInput & { timeZone: string | null; guestId?: string | null },
      address: string | null,
      locale: Locale,
    ) => accounts.startRegistration(getDb(), input, address, new Date(), locale),
    requestLoginLink: (purpose: accounts.LinkPurpose, email: string, address: string | null, locale: Locale) =>
      accounts.requestLoginLink(getDb(), purpose, email, address, new Date(), locale),
    resetPassword: (token: string, password: string) => accounts.resetPassword(getDb(), token, password),
    signOutEverywhere: (userId: string) => accounts.signOutEverywhere(getDb(), userId),
    // Self-service (Settings "Account", /api/me/password, email, data, delete).
    hasPassword: async (userId: string) =>
      ((await getDb().user.findUnique({ where: { id: userId }, select: { passwordHash: true } }))?.passwordHash ??
        null) !== null,
    changePassword: (userId: string, current: string, next: string, locale: Locale) =>
      accounts.changePassword(getDb(), userId, current, next, new Date(), locale),
    requestEmailChange: (userId: string, password: string, email: string, locale: Locale) =>
      accounts.requestEmailChange(getDb(), userId, password, email, new Date(), locale),
    confirmEmailChange: (token: string, locale: Locale) =>
      accounts.confirmEmailChange(getDb(), token, new Date(), locale),
    dataExport: (userId: string) => accountData.startDataExport(getDb(), userId),
    requestDeletion: (userId: string, password: string | null, locale: Locale) =>
      accountData.requestAccountDeletion(getDb(), userId, password, new Date(), locale),
    confirmDeletion: (token: string, locale: Locale) =>
      accountData.confirmAccountDeletion(getDb(), token, new Date(), locale),
  },
  createApiToken: (userId: string, name: string) => accounts.createApiToken(getDb(), userId, name),
  listApiTokens: (userId: string) => accounts.listApiTokens(getDb(), userId),
  deleteApiToken: (userId: string, id: string) => accounts.deleteApiToken(getDb(), userId, id),

  createMatch: (userId: string, input: CreateMatchInput) => lobby.createMatch(getDb(), userId, input),
  joinMatch: (userId: string, matchId: number, version: number, clientSeed?: string) =>
    lobby.joinMatch(getDb(), userId, matchId, version, clientSeed),
  leaveMatch: (userId: string, matchId: number, version: number) => lobby.leaveMatch(getDb(), userId, matchId, version),
  startMatch: (userId: string, matchId: number, version: number) => lobby.startMatch(getDb(), userId, matchId, version),
  cancelMatch: (userId: string, matchId: number, version: number) =>
    lobby.cancelMatch(getDb(), userId, matchId, version),
  rematch: (userId: string, matchId: number) => lobby.rematch(getDb(), userId, matchId),
  act: (userId: string, matchId: number, version: number, action: MatchAction, opts?: play.ActOptions) =>
    play.act(getDb(), userId, matchId, version, action, opts),
  /** A step, undo or commit of an API token's user, the token read with the match (null: unauthenticated). */
  actByToken: (token: string, matchId: number, version: number, action: MatchAction, opts?: play.ActOptions) =>
    play.actByToken(getDb(), token, matchId, version, action, opts),
  /** "Keep my turn open": cancels the server's automatic end of the caller's turn (lib/matches/write/auto-end.ts). */
  keepTurnOpen: (userId: string, matchId: number) => keepTurnOpen(getDb(), userId, matchId),
  resign: (userId: string, matchId: number, version: number) => endings.resign(getDb(), userId, matchId, version),
  proposeCancel: (userId: string, matchId: number, version: number) =>
    cancelVote.proposeCancel(getDb(), userId, matchId, version),
  answerCancel: (userId: string, matchId: number, version: number, accept: boolean) =>
    cancelVote.answerCancel(getDb(), userId, matchId, version, accept),
  nextGame: (userId: string, exceptMatchId?: number) => list.nextGame(getDb(), userId, exceptMatchId),
  matchView: (userId: string | null, matchId: number, reader?: views.HistoryReader) =>
    views.getMatchView(getDb(), userId, matchId, reader),
  myMoves: (userId: string, matchId: number) => poll.getMyMoves(getDb(), userId, matchId),
  /** The user an API token names (null: unknown, or the user is blocked). */
  userForApiToken: (token: string) => userForApiToken(getDb(), token),
  /** The moves poll of an API token's user, token and match read in one statement (null: unauthenticated). */
  myMovesByToken: (token: string, matchId: number) => poll.getMyMovesByToken(getDb(), token, matchId),
  history: (userId: string | null, matchId: number, before: number, limit: number, reader?: views.HistoryReader) =>
    views.historyPage(readDb(), userId, matchId, before, limit, reader),
  /** The match's version as `userId` is told it (its players: every write; others: committed changes only). */
  matchVersion: (matchId: number, userId: string | null) => versionFor(getDb(), matchId, userId),
  replay: (matchId: number, locale?: Locale) => replays.getReplay(readDb(), matchId, locale),
  replayFrame: (matchId: number, frame: number) => replays.getReplayFrame(readDb(), matchId, frame),
  positionAfter: (matchId: number, entry: number) => replays.getPositionAfterEntry(readDb(), matchId, entry),
  /** A finished match's full record (settings, seats, seed, every move, outcome): GET .../record. */
  record: (matchId: number) => records.matchRecord(readDb(), matchId),
  /** Table talk: chat, mutes, reports, private notes (lib/chat). */
  chat: {
    list: (userId: string | null, matchId: number, page?: { before?: bigint; limit?: number }) =>
      chat.listMessages(getDb(), userId, matchId, page),
    post: (userId: string, matchId: number, text: unknown) => chat.postMessage(getDb(), userId, matchId, text),
    report: (userId: string, messageId: bigint, reason: unknown) =>
      chat.reportMessage(getDb(), userId, messageId, reason),
    mute: (userId: string, username: string, muted: boolean) => chat.setUserMute(getDb(), userId, username, muted),
    muted: (userId: string) => chat.mutedUsers(getDb(), userId),
  },
  /** Ratings, profiles, friends and blocks (lib/ratings, lib/profiles, lib/social). */
  players: {
    profile: (username: string) => profiles.profileOf(readDb(), username, siteNow()),
    archive: async (
      username: string,
      filter: profiles.ArchiveFilter,
      botName?: (style: string) => string,
      deleted?: DeletedPlayerWords,
    ) => {
      const user = await profiles.userIdOf(readDb(), username);
      return user ? profiles.archiveOf(readDb(), user.id, filter, botName, deleted) : null;
    },
    leaderboard: (gameKey: string, page: number) => ratings.leaderboard(readDb(), gameKey, page),
    finishedShares: (userIds: string[]) => finishedShares(getDb(), userIds),
    relations: (userId: string) => relations.relationsOf(getDb(), userId),
    friendState: async (userId: string, username: string) => {
      const other = await profiles.userIdOf(getDb(), username);
      return other ? relations.friendState(getDb(), userId, other.id) : null;
    },
    isBlocked: async (userId: string, username: string) => {
      const other = await profiles.userIdOf(getDb(), username);
      return other ? (await getDb().block.count({ where: { userId, blockedId: other.id } })) > 0 : false;
    },
    befriend: (userId: string, username: string) => relations.befriend(getDb(), userId, username),
    unfriend: (userId: string, username: string) => relations.unfriend(getDb(), userId, username),
    block: (userId: string, username: string, blocked: boolean) =>
      relations.setBlock(getDb(), userId, username, blocked),
    setInvitesFromFriendsOnly: (userId: string, on: boolean) =>
      getDb()
        .user.update({ where: { id: userId }, data: { invitesFromFriendsOnly: on } })
        .then(() => on),
    invitesFromFriendsOnly: async (userId: string) =>
      (await getDb().user.findUnique({ where: { id: userId }, select: { invitesFromFriendsOnly: true } }))
        ?.invitesFromFriendsOnly ?? false,
  },
  notes: {
    get: (userId: string, matchId: number) => chat.getNote(getDb(), userId, matchId),
    save: (userId: string, matchId: number, text: unknown) => chat.saveNote(getDb(), userId, matchId, text),
  },
  myGames: (userId: string, words?: list.ListWords) => list.myGames(getDb(), userId, words),
  waitingCount: (userId: string) => list.waitingCount(getDb(), userId),
  notifications: notificationSite,
  /** Web push: the public key and the caller's subscriptions (lib/push; app/api/push). */
  push: pushSite,
  /** Live updates (GET /api/events): one stream per tab or script, resuming after `lastEventId`. */
  live: {
    open: (userId: string, watch: number | null, lastEventId: number | null, signal?: AbortSignal) =>
      openLiveStream(userId, watch, lastEventId, signal),
    latestId: () => latestEventId(getDb()),
  },
  vacation: {
    status: (userId: string) => vacation.vacationStatus(getDb(), userId, siteNow()),
    start: (userId: string, until: Date) => vacation.startVacation(getDb(), userId, until, siteNow()),
    end: (userId: string) => vacation.endVacation(getDb(), userId, siteNow(), true),
    setAuto: (userId: string, on: boolean) => vacation.setAutoVacation(getDb(), userId, on),
  },
  calendar: {
    url: (userId: string) => calendar.calendarUrlOf(getDb(), userId),
    revoke: async (userId: string) => calendar.calendarUrl(userId, await calendar.revokeCalendar(getDb(), userId)),
    feed: async (token: string) => {
      return calendar.calendarFeed(getDb(), token, siteNow());
    },
  },
  /** TEST_MODE only (the caller checks): move the clock forward, then run the clock work once. */
  testing: {
    advanceClock: async (ms: number) => {
      const now = advanceSiteClock(ms);
      return { now, clocks: await runClocksOnce(getDb(), now) };
    },
  },
  /** The health check's one trivial query (GET /api/health?db=1). */
  databaseAnswers: async () => {
    try {
      await getDb().$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  },
  /** The site's clock (moved forward only by end-to-end tests, in TEST_MODE). */
  now: () => siteNow(),
  /**
   * The time zone setting (names validated by lib/clocks/time-zones.ts): chosen, or the browser's while unknown.
   * Pages read the zone they show through lib/site/request-locale.ts requestTimeZone.
   */
  timeZone: {
    set: (userId: string, zone: string) => setUserTimeZone(getDb(), userId, zone),
    adopt: (userId: string, zone: string) => adoptUserTimeZone(getDb(), userId, zone),
  },
  /** The user's language setting (null: follow the browser). */
  setLocale: (userId: string, locale: Locale | null) => setUserLocale(getDb(), userId, locale),
  /** Guests (lib/guests): "Try it against a bot" without an account. */
  guests: {
    start: (input: { gameKey: string; token: string | null | undefined; address: string | null }) =>
      guests.startGuestMatch(getDb(), input),
  },
  /** Mail kept without SMTP, for the operator's private page only. */
  operatorMailbox: {
    /** No SMTP_URL: mail is kept for the operator, who passes links on (pages say so: components/no-mail-server-notice.tsx). */
    enabled: () => operatorMailboxEnabled(),
    isKey: (key: string) => isOperatorMailboxKey(key),
    recent: (limit: number) => recentMail(getDb(), { limit }),
  },
};
