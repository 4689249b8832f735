/**
 * What a browser may receive about a match, assembled from an allow-list: never the seed, the committed
 * state itself, or another seat's pending steps. The game view comes from the game's own playerView, fed
 * the state this viewer sees (committed plus their own pending steps).
 */
import type { Db } from "@/lib/db";
import {
  chosenVariants,
  currentState,
  endTurnMove,
  pendingOf,
  type MoveMark,
  type PendingBySeat,
  type Seat,
  type VariantChoice,
} from "@/lib/engine";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { matchTitle } from "@/lib/format/match-title";
import { gameOfMatch } from "../store/game-of";
import { matchWithSeats } from "../store/store";
import type { ForfeitReason, MatchOutcome } from "../lifecycle/outcome";
import { seatClockInfo, type SeatClockInfo } from "@/lib/clocks/info";
import { storedTimeControl, type TimeControl, type TimeoutPolicy } from "@/lib/clocks/time-control";
import { cancelVoteInfo, type CancelVoteInfo } from "../lifecycle/cancel-vote";
import { siteNow } from "@/lib/clocks/site-time";
import { markLooked } from "../write/seen";
import { unpackState } from "../store/packed-state";
import type { HistoryLine } from "@/lib/engine/types";
import type { Locale } from "@/lib/i18n/locales";
import { linesText, shownLines, storedLines } from "../history/history-text";
import { refusalOf, saidIn } from "../write/engine-refusal";
import { shownVersion } from "./public-version";
import type { DeletedPlayerWords } from "@/lib/format/seat-name";
import { deletedOf, deletedPlayerWords } from "./deleted-player";
import { seatNameIn } from "./seat-names";
import { translator } from "@/lib/i18n/translator";
import { seedsShown, type SeedsShown } from "@/lib/fairness";

export interface SeatInfo extends SeatClockInfo {
  seatIndex: number;
  username: string | null;
  userId: string | null;
  bot: string | null;
  /** The player a bot took over from. */
  former: string | null;
  /** The history length when the bot took over (earlier entries were `former`'s); null if never or unknown. */
  replacedAt?: number | null;
  /** Ranked last: resigned or ran out of time. */
  forfeit: ForfeitReason | null;
  /** The player (or the one the bot took over from) deleted their account: how to name them (lib/format/seat-name.ts). */
  deleted?: DeletedPlayerWords | null;
  /** The seat's name now in the viewer's language: the username, "Bot 2 (greedy)", "Bot for Ana", "Seat 3". */
  name: string;
  invited: boolean;
  joined: boolean;
}

export interface LogLine {
  index: number;
  seat: number;
  /** The entry's lines in English, players as seat tokens ("{seat:1}"): what API clients have always read. */
  lines: string[];
  /**
   * The same lines as stored: message refs (a key of the game's Log namespace and its values, see
   * `HistoryLine` in lib/engine/types.ts) for clients that translate themselves; a plain sentence where the
   * line has no key (written before keys). JSON API only (the page does not need them).
   */
  keys?: HistoryLine[];
  /** The lines in the viewer's language when that is not English (absent: read `lines`). */
  text?: string[];
  /** What the entry's moves did, for the board to draw (lib/engine/marks.ts); [] for entries older than marks. */
  marks: MoveMark[];
  endsTurn: boolean;
  at: string;
  /** Since the viewer's last turn. */
  isNew: boolean;
}

export interface MatchView {
  id: number;
  gameKey: string;
  gameName: string;
  title: string;
  status: "open" | "running" | "finished" | "aborted";
  note: string | null;
  version: number;
  createdBy: string;
  isCreator: boolean;
  /** The viewer muted this match's mail. */
  muted: boolean;
  /** Spectators may read the chat (players always can). */
  chatPublic: boolean;
  /** The result counts for the players' ratings. */
  rated: boolean;
  /**
   * The last history entry the viewer had seen when they last looked before this view (-1: none); null for
   * spectators. Entries after it are "new since you last looked".
   */
  lookedIndex: number | null;
  seats: SeatInfo[];
  mySeat: Seat | null;
  activeSeats: Seat[];
  myTurn: boolean;
  pendingSteps: number;
  /**
   * When the server ends the viewer's turn by itself (ISO 8601): their step left nothing but ending it and
   * their grace period runs (lib/matches/write/auto-end.ts). Null otherwise (and for everyone else).
   */
  autoEndAt: string | null;
  view: unknown;
  legalMoves: unknown[];
  /** The move that ends my turn now (the End-turn button), as the game names it; null when there is none. */
  endTurnMove: unknown;
  /** Why my turn cannot simply be ended now, in the game's words; null when it can or it is not my turn. */
  endTurnReason: string | null;
  outcome: MatchOutcome | null;
  timeControl: TimeControl;
  timeoutPolicy: TimeoutPolicy;
  /** The rule variants this match plays with (chosen at creation; empty for most matches). */
  variants: VariantChoice[];
  /** A running match's vote to cancel it, as this viewer sees it. */
  cancelVote: CancelVoteInfo | null;
  /** The newest HISTORY_PAGE history entries, oldest first; earlier ones: `historyPage` (GET .../history). */
  log: LogLine[];
  /** How many history entries the match has in all (entries `logTotal - log.length` and before are not in `log`). */
  logTotal: number;
  canJoin: boolean;
  playerCount: number;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The match's randomness (docs/fairness.md): `seedCommitment` from creation on (null: created before
   * commitments), the server seed `serverSeed` and the players' `playerSeeds` once the match has ended.
   */
  fairness: SeedsShown;
}

// Pages and mails name a match by matchTitle from here as well.
export { matchTitle };

/**
 * History entries a view carries: the newest ones. A long match's page and JSON cost what a short one's do;
 * earlier entries come a page at a time (`historyPage`).
 */
export const HISTORY_PAGE = 50;

const historyColumns = { index: true, seat: true, lines: true, marks: true, endsTurn: true, createdAt: true } as const;

/**
 * Who reads the history and in which language: the JSON API gets English `lines` (what clients have always
 * read), the stored `keys` and `text` in the caller's language; the match page gets only `lines`, already in
 * the viewer's language (the view travels to the browser whole, and a page re-renders on every live refresh).
 */
export interface HistoryReader {
  locale: Locale;
  api: boolean;
}

const API_IN_ENGLISH: HistoryReader = { locale: "en", api: true };

function logLines(
  rows: { index: number; seat: number; lines: unknown; marks: unknown; endsTurn: boolean; createdAt: Date }[],
  lastMine: number,
  gameKey: string,
  reader: HistoryReader,
): LogLine[] {
  const { locale, api } = reader;
  return rows.map((m) => {
    const lines = shownLines(m.lines, gameKey);
    return {
      index: m.index,
      seat: m.seat,
      ...(api
        ? {
            lines: linesText(lines, "en", gameKey),
            keys: storedLines(lines),
            ...(locale === "en" ? {} : { text: linesText(lines, locale, gameKey) }),
          }
        : { lines: linesText(lines, locale, gameKey) }),
      marks: m.marks as MoveMark[],
      endsTurn: m.endsTurn,
      at: m.createdAt.toISOString(),
      isNew: m.index > lastMine,
    };
  });
}

/**
 * The match with its seats, its newest history entries, the game it is played with, and the viewer's seat
 * (marked seen: see seen.ts). One joined statement (relationJoins), the history page and the viewer's mute
 * included.
 */
async function loadForViewer(db: Db, userId: string | null, matchId: number) {
  const match = await db.match.findUnique({
    where: { id: matchId },
    include: {
      ...matchWithSeats,
      createdBy: { select: { username: true, deletedAt: true } },
      // userId null (a spectator): a filter that matches no row.
      mutes: { where: { userId: userId ?? "" }, select: { userId: true } },
      moves: { orderBy: { index: "desc" }, take: HISTORY_PAGE, select: historyColumns },
    },
  });
  if (!match) return fail("NOT_FOUND");
  const rules = gameOfMatch(match);
  if (!rules.ok) return rules;
  // userId null is a spectator: it must not match a bot seat or an open seat (whose userId is null too).
  const seatRow = userId === null ? undefined : match.seats.find((s) => s.userId === userId && s.joinedAt);
  return { ok: true as const, match, game: rules.value, seatRow, mySeat: seatRow ? seatRow.seatIndex : null };
}

/**
 * Earlier history: up to `limit` entries before entry `before`, oldest first (the page's "Show earlier");
 * lines also in `locale` (the viewer's language).
 */
export async function historyPage(
  db: Db,
  userId: string | null,
  matchId: number,
  before: number,
  limit = HISTORY_PAGE,
  reader: HistoryReader = API_IN_ENGLISH,
): Promise<MatchResult<{ log: LogLine[] }>> {
  const seat =
    userId === null
      ? null
      : await db.seat.findFirst({
          where: { matchId, userId, joinedAt: { not: null } },
          select: { lastTurnLogIndex: true },
        });
  const match = await db.match.findUnique({ where: { id: matchId }, select: { gameKey: true } });
  if (!match) return fail("NOT_FOUND");
  const rows = await db.moveLog.findMany({
    where: { matchId, index: { lt: before } },
    orderBy: { index: "desc" },
    take: limit,
    select: historyColumns,
  });
  return {
    ok: true,
    value: { log: logLines([...rows].reverse(), seat?.lastTurnLogIndex ?? Infinity, match.gameKey, reader) },
  };
}

/** The match as `userId` (null: a spectator) sees it; history lines also in `locale` (the viewer's language). */
export async function getMatchView(
  db: Db,
  userId: string | null,
  matchId: number,
  reader: HistoryReader = API_IN_ENGLISH,
): Promise<MatchResult<MatchView>> {
  const { locale } = reader;
  const loaded = await loadForViewer(db, userId, matchId);
  if (!loaded.ok) return loaded;
  const { match, game, seatRow, mySeat } = loaded;
  const newest = match.moves;
  const logTotal = newest.length === 0 ? 0 : newest[0]!.index + 1;
  if (seatRow) await markLooked(db, seatRow, logTotal, siteNow());

  let view: unknown = null;
  let legalMoves: unknown[] = [];
  let endTurn: { move: unknown; reason: string | null } = { move: null, reason: null };
  let pendingSteps = 0;
  const state = unpackState(match.packedState);
  if (state !== null) {
    const pending = match.pending as PendingBySeat<unknown>;
    let seen: unknown = state;
    if (mySeat !== null) {
      const mine = currentState(game, state, pending, mySeat);
      if (mine.ok) seen = mine.value;
    }
    view = game.playerView(seen, mySeat);
    if (mySeat !== null && match.status === "running") {
      pendingSteps = pendingOf(pending, mySeat).length;
      legalMoves = game.activeSeats(seen).includes(mySeat) ? game.legalMoves(seen, mySeat) : [];
      if (legalMoves.length > 0) {
        const end = endTurnMove(game, seen, mySeat);
        // The game's reason in the viewer's language (the API's English sentence for an English viewer).
        endTurn = end.ok
          ? { move: end.value, reason: null }
          : { move: null, reason: saidIn(refusalOf(match.gameKey, end), locale) };
      }
    }
  }
  // Only a turn with steps in it can end by itself: no read otherwise.
  const autoEnd =
    seatRow && pendingSteps > 0
      ? await db.turnAutoEnd.findUnique({
          where: { matchId_seatIndex: { matchId: match.id, seatIndex: seatRow.seatIndex } },
          select: { dueAt: true },
        })
      : null;
  const lastMine = seatRow?.lastTurnLogIndex ?? Infinity;
  const tc = storedTimeControl(match.timeControl);
  const now = siteNow();
  return {
    ok: true,
    value: {
      id: match.id,
      gameKey: match.gameKey,
      gameName: game.name,
      title: matchTitle(game.name, match.id),
      status: match.status,
      note: match.note,
      // A joined player's buttons send the version every write moves; others see only committed changes.
      version: shownVersion(match, seatRow !== undefined),
      createdBy: match.createdBy.deletedAt ? deletedPlayerWords(locale).player : match.createdBy.username,
      isCreator: match.createdById === userId,
      muted: match.mutes.length > 0,
      chatPublic: match.chatPublic,
      rated: match.rated,
      lookedIndex: seatRow ? seatRow.lookedLogIndex : null,
      seats: match.seats.map((s) => {
        const naming = {
          username: s.user?.username ?? null,
          bot: s.botStyle,
          // A deleted account's row has no name of theirs: `deleted` names it.
          former: s.playerDeleted ? null : (s.formerUser?.username ?? null),
          deleted: deletedOf(s, locale),
        };
        return {
          seatIndex: s.seatIndex,
          userId: s.userId,
          ...naming,
          name: seatNameIn(locale, naming, s.seatIndex),
          replacedAt: s.replacedAtLogIndex,
          forfeit: (s.forfeit as ForfeitReason | null) ?? null,
          invited: s.invitedAt !== null && s.joinedAt === null,
          joined: s.joinedAt !== null,
          ...seatClockInfo(tc, s, now),
        };
      }),
      mySeat,
      activeSeats: match.activeSeats,
      myTurn: mySeat !== null && match.activeSeats.includes(mySeat),
      pendingSteps,
      autoEndAt: autoEnd?.dueAt.toISOString() ?? null,
      view,
      legalMoves,
      endTurnMove: endTurn.move,
      endTurnReason: endTurn.reason,
      outcome: (match.outcome as MatchOutcome | null) ?? null,
      timeControl: tc,
      timeoutPolicy: match.timeoutPolicy === "lose" ? "lose" : "bot",
      variants: chosenVariants(game, match.options),
      cancelVote:
        match.status === "running"
          ? cancelVoteInfo(match, userId, translator(locale, "common")("seatName.formerPlayer"))
          : null,
      log: logLines([...newest].reverse(), lastMine, match.gameKey, reader),
      logTotal,
      canJoin:
        userId !== null &&
        match.status === "open" &&
        !seatRow &&
        match.seats.some((s) => (s.userId === null && !s.botStyle) || (s.userId === userId && !s.joinedAt)),
      playerCount: match.playerCount,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      fairness: seedsShown(match, match.seats),
    },
  };
}
