/**
 * "Your turn" by web push, under turn mail's rules (turn-notices.ts). A commit writes a held turn notice for
 * each newly awaited player who wants turn mail (not for a muted match, not while an earlier turn mail is
 * unanswered); for a digest or "off" player only if they asked for a push each turn (User.pushEachTurn), as
 * a push-only notice (status "push"). This job pushes each such notice once, right away, while the mail still
 * waits its window (and is dropped if the player moves first, as before); a push-only notice becomes "pushed".
 *
 * Each pass claims up to PUSH_BATCH waiting or push-only turn notices not yet considered, in one statement (FOR
 * UPDATE SKIP LOCKED, marking `pushedAt`): with several instances or runners each notice is claimed by one of them. For
 * each, no push when: the player has the site open (lib/live/presence.ts), it is inside their quiet hours
 * (the mail goes out when they end; a push hours late would only wake them), the match is muted meanwhile,
 * the seat is no longer awaited, or they have no subscription. Otherwise every subscription of theirs gets the
 * push (lib/push/send.ts); one the push service answers 404 or 410 is removed. Nothing is retried: a push
 * that failed is logged and the mail still carries the turn.
 */
import type { Db } from "@/lib/db";
import { sqlTime } from "@/lib/db/sql-time";
import { isPresent } from "@/lib/live/presence";
import { matchWithSeats } from "@/lib/matches/store/store";
import { mailLocale } from "@/lib/i18n/setting";
import { sendPush, type PushOutcome } from "@/lib/push/send";
import { quietUntil } from "./quiet-hours";
import { historySince, mailTOf, matchUrl, titleOf } from "./events";

/** Notices per pass (each up to 10 subscriptions, sent in parallel, 10 s timeout each). */
export const PUSH_BATCH = 20;
/** A push waits at most a day at the push service for a phone that is off: after that the turn is old news. */
const TTL_SECONDS = 24 * 60 * 60;

export interface TurnPushPayload {
  matchId: number;
  url: string;
  title: string;
  body: string;
  /** The notification's tag: a newer push for the same match replaces the shown one. */
  tag: string;
}

interface Claimed {
  id: bigint;
  userId: string;
  matchId: number;
  seatIndex: number;
}

export interface TurnPushResult {
  claimed: number;
  pushed: number;
  skipped: number;
  sent: number;
  removed: number;
  failed: number;
}

/** Claims waiting turn notices nobody considered for push yet, marking them: one statement, once across instances. */
async function claim(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT "id" FROM "OutboxMail"
      WHERE "kind" = 'turn' AND "status" IN ('waiting', 'push') AND "pushedAt" IS NULL
      ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE "OutboxMail" o SET "pushedAt" = ${sqlTime(now)}::timestamp,
      "status" = CASE WHEN o."status" = 'push' THEN 'pushed' ELSE o."status" END
    FROM due WHERE o."id" = due."id"
    RETURNING o."id", o."userId", o."matchId", o."seatIndex"`;
}

/** The push for one claimed notice, or null when the rules say none (see the file's comment). */
async function turnPush(db: Db, row: Claimed, now: Date) {
  const user = await db.user.findUnique({
    where: { id: row.userId },
    select: {
      presentUntil: true,
      quietFromHour: true,
      quietToHour: true,
      timeZone: true,
      locale: true,
      notifyMode: true,
      pushEachTurn: true,
      blockedAt: true,
      mutes: { where: { matchId: row.matchId }, select: { matchId: true } },
      pushSubscriptions: { select: { id: true, endpoint: true, p256dh: true, auth: true } },
    },
  });
  const wanted = user?.notifyMode === "immediate" || user?.pushEachTurn;
  if (!user || !wanted || user.blockedAt || user.mutes.length > 0) return null;
  if (user.pushSubscriptions.length === 0 || isPresent(user.presentUntil) || quietUntil(now, user)) return null;
  const match = await db.match.findUnique({ where: { id: row.matchId }, include: matchWithSeats });
  const seat = match?.seats.find((s) => s.seatIndex === row.seatIndex);
  if (!match || match.status !== "running" || seat?.userId !== row.userId || !match.activeSeats.includes(row.seatIndex))
    return null;
  const t = mailTOf(user);
  const title = titleOf(match);
  // The newest history entry ("Ana: took the Loch Ness"): one row read.
  const last = await db.moveLog.findFirst({
    where: { matchId: match.id },
    orderBy: { index: "desc" },
    select: { index: true },
  });
  const sections = last ? await historySince(db, t, match, last.index - 1, mailLocale(user.locale)) : [];
  const section = sections.at(-1);
  const line = section?.lines.at(-1);
  const body = line ? (section?.heading ? t("push.lastMove", { name: section.heading, line }) : line) : t("push.body");
  const payload: TurnPushPayload = {
    matchId: match.id,
    url: matchUrl(match.id),
    title: t("push.title", { title }),
    body,
    tag: `match-${match.id}`,
  };
  return { payload, subscriptions: user.pushSubscriptions };
}

async function recordOutcome(db: Db, id: string, outcome: PushOutcome, now: Date, out: TurnPushResult) {
  if (outcome.kind === "sent") {
    out.sent++;
    await db.pushSubscription.updateMany({ where: { id }, data: { lastUsedAt: now } });
  } else if (outcome.kind === "gone") {
    // The browser unsubscribed (or the user cleared its data): the push service says so once and for all.
    out.removed++;
    await db.pushSubscription.deleteMany({ where: { id } });
  } else {
    out.failed++;
    console.warn(`[push] subscription ${id}: ${outcome.kind}: ${outcome.reason}`);
  }
}

/**
 * Claims up to `limit` notices (one statement) and starts pushing them: `sending` settles when every push has
 * been answered or given up (at most about PUSH_TIMEOUT_MS). The job runner awaits the claim in its tick (before
 * the held mail is released) and the sending in a lane of its own: a slow push service holds neither the
 * clocks nor the mail.
 */
export async function startTurnPush(
  db: Db,
  now: Date,
  limit = PUSH_BATCH,
): Promise<{ claimed: number; sending: Promise<TurnPushResult> }> {
  const rows = await claim(db, now, limit);
  return { claimed: rows.length, sending: pushClaimed(db, rows, now) };
}

/** One pass, claim and pushes, awaited. */
export async function runTurnPushOnce(db: Db, now: Date, limit = PUSH_BATCH): Promise<TurnPushResult> {
  return (await startTurnPush(db, now, limit)).sending;
}

async function pushClaimed(db: Db, rows: Claimed[], now: Date): Promise<TurnPushResult> {
  const out: TurnPushResult = { claimed: rows.length, pushed: 0, skipped: 0, sent: 0, removed: 0, failed: 0 };
  // The notices side by side: a pass takes about one push's time (at most PUSH_TIMEOUT_MS), not the sum.
  await Promise.all(
    rows.map(async (row) => {
      const push = await turnPush(db, row, now);
      if (!push) {
        out.skipped++;
        return;
      }
      out.pushed++;
      await Promise.all(
        push.subscriptions.map(async (sub) => {
          const outcome = await sendPush(sub, push.payload, { ttlSeconds: TTL_SECONDS, topic: `m${row.matchId}` });
          await recordOutcome(db, sub.id, outcome, now, out);
        }),
      );
    }),
  );
  return out;
}
