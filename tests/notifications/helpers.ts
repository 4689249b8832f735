/** Set-up shared by the notification tests: settings, users, Glen More matches driven through lib/matches. */
process.env.AUTH_SECRET = "notification-tests-secret-0123456789";
process.env.SITE_URL = "http://glenboard.test";
process.env.TEST_MODE = "on";
process.env.MAIL_FROM = "Glenboard <noreply@glenboard.test>";

// Match writes tell ratings and notifications what happened: the tests load the listeners as the site does.
import "@/lib/jobs/match-listeners";
import { resetEnvCache } from "@/lib/env";
import type { Db } from "@/lib/db";
import { createUser } from "@/lib/accounts/accounts";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getGame } from "@/lib/games";
import {
  chooseBotMove,
  currentState,
  rejectionText,
  Rng,
  seedRng,
  type BotStyle,
  type PendingBySeat,
} from "@/lib/engine";
import { smtpTransport } from "@/lib/mail/transport";
import { drainOutbox } from "@/lib/mail/sender";
import { releaseHeldMail } from "@/lib/notifications/turn-notices";
import type { TestSmtp } from "./smtp";
import { unpackState } from "@/lib/matches/store/packed-state";

resetEnvCache();

export const SECRET = process.env.AUTH_SECRET as string;

export async function makeUsers(db: Db, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const r = await createUser(db, {
      username: name,
      email: `${name.toLowerCase()}@example.test`,
      password: "correct horse",
    });
    if (!r.ok) throw new Error(`could not register ${name}`);
    ids.push(r.userId);
    // These tests look at every turn's mail: no waiting window (calm-turns.test.ts tests the window).
    await db.user.update({ where: { id: r.userId }, data: { turnMailDelayMinutes: 0 } });
  }
  return ids;
}

export const emailOf = (name: string) => `${name.toLowerCase()}@example.test`;

export type SeatPlan = { user: string } | { bot: BotStyle };

/**
 * The first seat's user creates a Glen More match, invites the other users, and they accept in order
 * (the last acceptance starts the match).
 */
export async function startGlenMore(
  db: Db,
  users: Record<string, string>,
  plan: SeatPlan[],
  seed: string,
): Promise<number> {
  const first = plan[0];
  if (!first || !("user" in first)) throw new Error("the first seat is the creator");
  const creatorId = users[first.user]!;
  const r = await createMatch(db, creatorId, {
    gameKey: "glen-more",
    seats: plan.map((p, i) =>
      i === 0
        ? { kind: "me" as const }
        : "user" in p
          ? { kind: "invite" as const, username: p.user }
          : { kind: "bot" as const, style: p.bot },
    ),
    testSeed: seed,
  });
  if (!r.ok) throw new Error(r.message);
  const id = r.value.matchId;
  for (const p of plan.slice(1)) {
    if (!("user" in p)) continue;
    const v = (await db.match.findUniqueOrThrow({ where: { id } })).version;
    const j = await joinMatch(db, users[p.user]!, id, v);
    if (!j.ok) throw new Error(j.message);
  }
  // The job runner's release pass: these users have no waiting window, so the first turn's mail goes now.
  await releaseHeldMail(db, new Date());
  return id;
}

export interface CommitRecord {
  actorSeat: number;
  before: number[];
  after: number[];
}

/** Plays the awaited human seat's whole turn with the random bot's choices, step by step through `act`. */
export async function playHumanTurn(db: Db, matchId: number, rng: Rng): Promise<CommitRecord> {
  const game = getGame("glen-more")!;
  for (let step = 0; step < 200; step++) {
    const row = await db.match.findUniqueOrThrow({ where: { id: matchId }, include: { seats: true } });
    const seatIndex = row.activeSeats[0];
    if (seatIndex === undefined || row.status !== "running")
      throw new Error(`no seat awaited (status ${row.status}, active ${JSON.stringify(row.activeSeats)})`);
    const seat = row.seats.find((s) => s.seatIndex === seatIndex)!;
    const pending = row.pending as PendingBySeat<unknown>;
    const cur = currentState(game, unpackState(row.packedState), pending, seatIndex);
    if (!cur.ok) throw new Error(rejectionText(cur));
    const move = chooseBotMove(game, cur.value, seatIndex, rng, "random", (pending[String(seatIndex)] ?? []).length);
    if (move === null) throw new Error("no move");
    const r = await act(db, seat.userId!, matchId, row.version, { type: "move", move: move as never });
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    if (r.value.committed) {
      // The job runner's release pass right after the commit, before anyone else moves.
      await releaseHeldMail(db, new Date());
      const after = await db.match.findUniqueOrThrow({ where: { id: matchId } });
      return { actorSeat: seatIndex, before: row.activeSeats, after: after.activeSeats };
    }
  }
  throw new Error("turn did not end");
}

export function humanRng(seed: string): Rng {
  return new Rng(seedRng(seed));
}

/** Releases held turn mail that is due, then delivers everything due through the test SMTP server. */
export async function deliver(db: Db, smtp: TestSmtp, now = new Date()) {
  await releaseHeldMail(db, now);
  const t = smtpTransport(smtp.url);
  try {
    return await drainOutbox(db, t, now, { log: () => {} });
  } finally {
    t.close();
  }
}
