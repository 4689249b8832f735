/**
 * Mail-worthy events, written to the outbox inside the transaction that causes them (so a mail exists
 * exactly when its cause was committed; lib/mail/sender.ts delivers it later and never blocks a move).
 *
 * Who gets what (preferences on User, mutes in MatchMute):
 * - notifyMode "immediate": every event mail below;
 * - "digest": none of these; the daily digest (digest.ts) lists matches waiting and open invitations;
 * - "off", a muted match, or an address marked as permanently failing: nothing.
 * Account mails (magic link, password reset) do not come through here: they are always sent.
 * Every user-written field (usernames, match notes) is bounded here and escaped by the template.
 * Every mail is written in its recipient's language (User.locale, else English; lib/i18n/setting.ts): `send`
 * hands the mail's composer that recipient's translator (namespace "mail"), so several recipients of one
 * event each get their own language.
 */
import type { Tx } from "@/lib/db";
import { nameSeats, pendingOf, type PendingBySeat, type Seat } from "@/lib/engine";
import { linesText, shownLines } from "@/lib/matches/history/history-text";
import type { Locale } from "@/lib/i18n/locales";
import { ranking, type MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { storedTimeControl } from "@/lib/clocks/time-control";
import { safeZone } from "@/lib/clocks/zoned";
import { mailLocale } from "@/lib/i18n/setting";
import { siteNow } from "@/lib/clocks/site-time";
import { quietUntil, type QuietSetting } from "./quiet-hours";
import { getGame } from "@/lib/games";
import { env } from "@/lib/env";
import { enqueueMail, enqueueMails, type OutgoingMail } from "@/lib/mail/outbox";
import { bounded } from "@/lib/mail/escape";
import { renderMail, type MailParts, type MailSection } from "@/lib/mail/templates";
import { deletedPlayerIn, mailTranslator, seatNameIn, type MailT } from "@/lib/mail/mail-text";
import { timeControlText } from "@/lib/clocks/time-control-text";
import { matchTitle } from "@/lib/matches/read/views";
import type { LoadedMatch, SeatedMatch } from "@/lib/matches/store/store";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";
import { chatMention } from "./chat-mention";

type MatchLike = Pick<SeatedMatch, "id" | "gameKey" | "note" | "seats" | "createdById" | "pending">;

/** History lines shown in one "your turn" mail; the rest is on the match page. */
export const MAX_HISTORY_LINES = 40;
const NAME_MAX = 20;
/** Seat names: a username, or a bot with the name of the player it replaced. */
const SEAT_NAME_MAX = 48;
const NOTE_MAX = 200;
const LINE_MAX = 200;

export function titleOf(match: Pick<MatchLike, "gameKey" | "id">): string {
  return matchTitle(getGame(match.gameKey)?.name ?? match.gameKey, match.id);
}

export function matchUrl(matchId: number): string {
  return `${env().SITE_URL}/matches/${matchId}`;
}

export function seatLabel(t: MailT, match: Pick<MatchLike, "seats">, seatIndex: number, atIndex?: number): string {
  const s = match.seats.find((x) => x.seatIndex === seatIndex);
  const deleted = s?.playerDeleted ? deletedPlayerIn(t) : null;
  const naming = {
    username: s?.user?.username,
    bot: s?.botStyle,
    former: s?.formerUser?.username,
    replacedAt: s?.replacedAtLogIndex,
    deleted,
  };
  return bounded(seatNameIn(t, naming, seatIndex, atIndex), SEAT_NAME_MAX);
}

export interface Recipient extends QuietSetting {
  id: string;
  email: string;
  username: string;
  /** The user's window before a "your turn" mail goes out (minutes). */
  turnMailDelayMinutes: number;
  /** Their language setting: mail is written in it (English without one). */
  locale: string | null;
}

/** The translator of this recipient's mail: their language, dates in their time zone. */
export function mailTOf(user: Pick<Recipient, "locale" | "timeZone">): MailT {
  return mailTranslator(mailLocale(user.locale), safeZone(user.timeZone));
}

/**
 * Who gets a notification now: users who chose immediate mail. `urgent` mails (a vacation day used, time run
 * out) also go to digest users, who would otherwise learn of them only the next day; "off" means off.
 */
export async function recipient(
  tx: Tx,
  userId: string,
  matchId: number | null,
  urgent = false,
): Promise<Recipient | null> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      notifyMode: true,
      emailFailedAt: true,
      quietFromHour: true,
      quietToHour: true,
      timeZone: true,
      turnMailDelayMinutes: true,
      locale: true,
      mutes: { where: { matchId: matchId ?? -1 }, select: { matchId: true } },
    },
  });
  return recipientOf(user, urgent);
}

/** A user's notification columns and their mutes of the match in question (as `loadMatch` reads them). */
export interface RecipientColumns extends Recipient {
  notifyMode: string;
  emailFailedAt: Date | null;
  mutes: unknown[];
}

/** `recipient`'s decision on columns already read. */
export function recipientOf(user: RecipientColumns | null | undefined, urgent = false): Recipient | null {
  const wanted = user?.notifyMode === "immediate" || (urgent && user?.notifyMode === "digest");
  if (!user || !wanted || user.emailFailedAt || user.mutes.length > 0) return null;
  return user;
}

/** The links at the bottom of every notification: mute the match (when there is one), unsubscribe, settings. */
export function mailFooter(t: MailT, userId: string, matchId?: number) {
  return [
    ...(matchId === undefined ? [] : [{ url: unsubscribeUrl(userId, matchId), label: t("footer.muteMatch") }]),
    { url: unsubscribeUrl(userId), label: t("footer.unsubscribe") },
    { url: `${env().SITE_URL}/settings#notifications`, label: t("footer.settings") },
  ];
}

export function greetingOf(t: MailT, username: string): string {
  return t("greeting", { name: bounded(username, NAME_MAX) });
}

export function noteLines(t: MailT, match: Pick<MatchLike, "note">): string[] {
  return match.note ? [t("note", { note: bounded(match.note, NOTE_MAX) })] : [];
}

/** "You have 2 uncommitted steps here": a half-made turn the player may believe they made. */
export function uncommittedLines(t: MailT, match: Pick<MatchLike, "pending">, seat: Seat): string[] {
  const count = pendingOf(match.pending as PendingBySeat<unknown>, seat).length;
  return count > 0 ? [t("uncommitted", { count })] : [];
}

/** What a notification says, written for one recipient with their translator. */
export type MailContent = { subject: string } & Omit<MailParts, "footer" | "greeting">;

/** Writes a notification to the outbox, in the user's language; inside their quiet hours it is held until they end. */
export async function send(
  tx: Tx,
  user: Recipient,
  kind: string,
  matchId: number | undefined,
  compose: (t: MailT, locale: Locale) => MailContent,
) {
  await enqueueMail(tx, composeMail(user, kind, matchId, compose));
}

/** A notification as `send` writes it, for events that write several at once (`enqueueMails`). */
export function composeMail(
  user: Recipient,
  kind: string,
  matchId: number | undefined,
  compose: (t: MailT, locale: Locale) => MailContent,
): OutgoingMail {
  const held = quietUntil(siteNow(), user);
  const t = mailTOf(user);
  const { subject, ...parts } = compose(t, mailLocale(user.locale));
  return {
    ...(held ? { heldUntil: held } : {}),
    kind,
    to: user.email,
    userId: user.id,
    ...(matchId === undefined ? {} : { matchId }),
    subject,
    headers: unsubscribeHeaders(user.id),
    ...renderMail({ greeting: greetingOf(t, user.username), footer: mailFooter(t, user.id, matchId), ...parts }),
  };
}

/**
 * What happened since the seat's last turn: the MoveLog lines after its `lastTurnLogIndex`, grouped by the
 * seat that made them, the newest MAX_HISTORY_LINES at most.
 */
export async function historySince(
  tx: Tx,
  t: MailT,
  match: Pick<MatchLike, "id" | "seats"> & { gameKey?: string },
  afterIndex: number,
  locale: Locale,
): Promise<MailSection[]> {
  const rows = await tx.moveLog.findMany({
    where: { matchId: match.id, index: { gt: afterIndex } },
    orderBy: { index: "asc" },
    select: { index: true, seat: true, lines: true },
  });
  const flat: { seat: number; index: number; line: string }[] = [];
  for (const r of rows) {
    // Stored lines are message refs or plain sentences (lib/matches/history/history-text.ts).
    const lines = linesText(shownLines(r.lines, match.gameKey ?? ""), locale, match.gameKey ?? "").filter(
      (l) => l.length > 0,
    );
    // Every name as it was when the entry was written.
    for (const line of lines)
      flat.push({
        seat: r.seat,
        index: r.index,
        line: bounded(
          nameSeats(line, (s) => seatLabel(t, match, s, r.index)),
          LINE_MAX,
        ),
      });
  }
  const shown = flat.slice(-MAX_HISTORY_LINES);
  const sections: MailSection[] = [];
  if (flat.length > shown.length)
    sections.push({ lines: [t("turn.earlierLines", { count: flat.length - shown.length })] });
  for (const { seat, index, line } of shown) {
    const heading = seatLabel(t, match, seat, index);
    const last = sections.at(-1);
    if (last && last.heading === heading) last.lines.push(line);
    else sections.push({ heading, lines: [line] });
  }
  return sections;
}

/** What a "your turn" mail says about one match: what happened since the seat's last turn. */
export async function turnMailParts(tx: Tx, t: MailT, match: MatchLike, seat: Seat, locale: Locale) {
  const row = await tx.seat.findUnique({
    where: { matchId_seatIndex: { matchId: match.id, seatIndex: seat } },
    select: { lastTurnLogIndex: true, userId: true, chatReadId: true },
  });
  const title = titleOf(match);
  const history = await historySince(tx, t, match, row?.lastTurnLogIndex ?? -1, locale);
  // Unread chat rides along with the turn (a message alone never sends a mail).
  const chat = row ? await chatMention(tx, t, match.id, row) : [];
  return {
    title,
    subject: t("turn.subject", { title }),
    intro: [t("turn.intro", { title }), ...uncommittedLines(t, match, seat), ...noteLines(t, match)],
    history,
    chat,
    url: matchUrl(match.id),
  };
}

export async function notifyInvitation(tx: Tx, match: LoadedMatch, userId: string): Promise<void> {
  const user = await recipient(tx, userId, match.id);
  if (!user) return;
  const title = titleOf(match);
  const creatorName = match.seats.find((s) => s.userId === match.createdById)?.user?.username;
  await send(tx, user, "invitation", match.id, (t, locale) => {
    const creator = bounded(creatorName ?? t("someone"), NAME_MAX);
    const players = match.seats.map((s) =>
      s.userId || s.botStyle ? seatLabel(t, match, s.seatIndex) : t("seat.open"),
    );
    return {
      subject: t("invitation.subject", { title, name: creator }),
      intro: [
        t("invitation.intro", { title, name: creator }),
        ...noteLines(t, match),
        t("invitation.time", { time: timeControlText(storedTimeControl(match.timeControl), locale) }),
      ],
      sections: [{ heading: t("invitation.seats"), lines: players }],
      action: { url: matchUrl(match.id), label: t("action.acceptOrDecline") },
    };
  });
}

export async function notifyStarted(tx: Tx, match: LoadedMatch, skipSeats: readonly Seat[] = []): Promise<void> {
  const title = titleOf(match);
  for (const seat of match.seats) {
    if (!seat.userId || seat.userId === match.createdById || skipSeats.includes(seat.seatIndex)) continue;
    const user = await recipient(tx, seat.userId, match.id);
    if (!user) continue;
    await send(tx, user, "started", match.id, (t) => ({
      subject: t("started.subject", { title }),
      intro: [t("started.intro", { title }), ...noteLines(t, match)],
      sections: [{ heading: t("started.players"), lines: match.seats.map((s) => seatLabel(t, match, s.seatIndex)) }],
      action: { url: matchUrl(match.id), label: t("action.openMatch") },
    }));
  }
}

export function rankingLines(t: MailT, match: Pick<MatchLike, "seats">, outcome: MatchOutcome): string[] {
  return ranking(outcome).map((r) => {
    const result = r.forfeit
      ? t(r.forfeit === "timeout" ? "finished.timeout" : "finished.resign")
      : outcome.endedEarly
        ? ""
        : String(r.score);
    return `${r.rank}. ${seatLabel(t, match, r.seat)}${result ? `: ${result}` : ""}${r.winner ? ` ${t("finished.winner")}` : ""}`;
  });
}

/**
 * The result to every player who wants mail. Reads nothing: the match was loaded with its seats' users and
 * their mutes of it (`loadMatch`); the mails are one insert.
 */
export async function notifyFinished(tx: Tx, match: LoadedMatch, outcome: MatchOutcome): Promise<void> {
  await enqueueMails(tx, finishedMails(match, outcome));
}

/** The result mails of a finished match (`notifyFinished`), for a write that inserts them itself. */
export function finishedMails(match: LoadedMatch, outcome: MatchOutcome): OutgoingMail[] {
  const title = titleOf(match);
  const mails: OutgoingMail[] = [];
  for (const seat of match.seats) {
    const user = seat.userId ? recipientOf(seat.user) : null;
    if (!user) continue;
    mails.push(
      composeMail(user, "finished", match.id, (t) => ({
        subject: t("finished.subject", { title }),
        intro: [t("finished.intro", { title })],
        sections: [{ heading: t("finished.ranking"), lines: rankingLines(t, match, outcome) }],
        action: { url: matchUrl(match.id), label: t("action.finalScoring") },
      })),
    );
  }
  return mails;
}

/** To the other joined players: `leaverId` left (the seat is open again). */
export async function notifyPlayerLeft(tx: Tx, match: LoadedMatch, leaverId: string): Promise<void> {
  const leaverName = match.seats.find((s) => s.userId === leaverId)?.user?.username;
  const title = titleOf(match);
  for (const seat of match.seats) {
    if (!seat.userId || seat.userId === leaverId || (!seat.joinedAt && seat.userId !== match.createdById)) continue;
    const user = await recipient(tx, seat.userId, match.id);
    if (!user) continue;
    await send(tx, user, "player-left", match.id, (t) => {
      const name = bounded(leaverName ?? t("aPlayer"), NAME_MAX);
      return {
        subject: t("playerLeft.subject", { title, name }),
        intro: [t("playerLeft.intro", { title, name })],
        action: { url: matchUrl(match.id), label: t("action.openMatch") },
      };
    });
  }
}
