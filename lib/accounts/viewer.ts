/**
 * The signed-in visitor of a page, as every page's header and the match page need them: who they are (while
 * the account exists, is not blocked and the session was not ended since), their time zone and end-of-turn
 * setting, whether mail to them bounces, the matches awaiting their move (the header's count and "Next game
 * waiting"), and the newest live event id (the live stream resumes after it). One statement: these used to
 * be five queries per page, each costing more CPU in the ORM than in the database. Read in one snapshot, the
 * count and the event id agree with each other.
 */
import type { Db } from "@/lib/db";
import { LATEST_EVENT_ID_SQL } from "@/lib/live/replay";

export interface Viewer {
  id: string;
  username: string;
  /** The time zone setting (IANA name); null: not known yet (lib/site/request-locale.ts requestTimeZone). */
  timeZone: string | null;
  /** The language setting ("en", "de"), null: the browser's. */
  locale: string | null;
  autoEndTurnSeconds: number;
  emailFailure: { at: Date; reason: string } | null;
  /** Running matches where the viewer's seat is awaited: soonest deadline first, then the longest waiting. */
  awaiting: number[];
  /** The newest live event (0 when there is none). */
  latestEventId: number;
  /** A guest (lib/guests, its cookie): plays its own matches against bots, and nothing else. */
  guest: boolean;
}

interface ViewerRow {
  id: string;
  username: string;
  sessionVersion: number;
  blockedAt: Date | null;
  guest: boolean;
  timeZone: string | null;
  locale: string | null;
  autoEndTurnSeconds: number;
  emailFailedAt: Date | null;
  emailFailure: string | null;
  awaiting: number[];
  /** bigint: event ids are BIGSERIAL. */
  latestEventId: bigint | number;
}

/**
 * `as`: what the caller's credential is for. A session (or a token) names an account, a guest cookie a guest
 * (lib/guests): neither ever stands for the other kind.
 */
export async function loadViewer(
  db: Db,
  userId: string,
  sessionVersion: number,
  as: "account" | "guest" = "account",
): Promise<Viewer | null> {
  const rows = await db.$queryRaw<ViewerRow[]>`
    SELECT u."id", u."username", u."sessionVersion", u."blockedAt", u."guest", u."timeZone", u."locale", u."autoEndTurnSeconds",
      u."emailFailedAt", u."emailFailure",
      ARRAY(
        SELECT m."id" FROM "Seat" s JOIN "Match" m ON m."id" = s."matchId"
        WHERE s."userId" = u."id" AND m."status" = 'running' AND s."seatIndex" = ANY(m."activeSeats")
        ORDER BY s."clockDeadlineAt" ASC NULLS LAST, m."awaitingSince" ASC NULLS LAST, m."id" ASC
      ) AS "awaiting",
      ${LATEST_EVENT_ID_SQL} AS "latestEventId"
    FROM "User" u WHERE u."id" = ${userId}`;
  const u = rows[0];
  if (!u || u.blockedAt || u.sessionVersion !== sessionVersion || u.guest !== (as === "guest")) return null;
  return {
    id: u.id,
    username: u.username,
    timeZone: u.timeZone,
    locale: u.locale,
    autoEndTurnSeconds: u.autoEndTurnSeconds,
    emailFailure: u.emailFailedAt ? { at: u.emailFailedAt, reason: u.emailFailure ?? "" } : null,
    awaiting: u.awaiting.map(Number),
    latestEventId: Number(u.latestEventId),
    guest: u.guest,
  };
}

/** "Next game waiting": the first awaiting match other than the one on screen, and how many there are. */
export function nextAwaiting(v: Viewer, except: number): { matchId: number | null; waiting: number } {
  const others = v.awaiting.filter((id) => id !== except);
  return { matchId: others[0] ?? null, waiting: others.length };
}
