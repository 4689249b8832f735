/** Shared set-up for integration tests: a real database (PGlite or PostgreSQL) and a few users. */
// Match writes tell ratings and notifications what happened: the tests load the listeners as the site does.
import "@/lib/jobs/match-listeners";
import { games } from "@/lib/games";
import { tinyGame } from "@/lib/games/tiny";
import { createUser } from "@/lib/accounts/accounts";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import type { Db } from "@/lib/db";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/db/generated/client";
import { BotPool } from "@/lib/bots/pool";
import { runBotTurnsOnce } from "@/lib/matches/lifecycle/bot-turn-runner";
import { siteNow } from "@/lib/clocks/site-time";

/** The machinery is exercised with the tiny game; registering it is a test-only act. */
export function registerTinyGame(): void {
  games[tinyGame.key] = tinyGame;
}

export async function makeUsers(db: Db, names: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const r = await createUser(db, {
      username: name,
      email: `${name.toLowerCase()}@example.test`,
      password: "correct horse",
    });
    if (!r.ok) throw new Error(`could not register ${name}`);
    out[name] = r.userId;
  }
  return out;
}

/** A two-player match of `gameKey` that `users[creator]` made, inviting `joiner`, who joined: it runs. */
export async function startedMatch(
  db: Db,
  users: Record<string, string>,
  gameKey: string,
  creator = "Ana",
  joiner = "Bo",
): Promise<number> {
  const r = await createMatch(db, users[creator]!, {
    gameKey,
    seats: [{ kind: "me" }, { kind: "invite", username: joiner }],
  });
  if (!r.ok) throw new Error(r.message);
  const id = r.value.matchId;
  const j = await joinMatch(db, users[joiner]!, id, (await db.match.findUniqueOrThrow({ where: { id } })).version);
  if (!j.ok) throw new Error(j.message);
  return id;
}

export async function matchRow(db: Db, id: number) {
  const m = await db.match.findUniqueOrThrow({ where: { id }, include: { moves: true, seats: true } });
  return JSON.parse(JSON.stringify(m, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));
}

/**
 * A second client on a PGlite database that records every statement it sends, in order (PGlite has one
 * connection, so the order is deterministic): what a request costs, counted. `db.$disconnect()` ends it.
 */
export function recordingClient(pglite: PGlite): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite), log: [{ emit: "event", level: "query" }] });
  client.$on("query", (e) => statements.push(e.query));
  return { db: client as unknown as Db, statements };
}

/**
 * Plays a tiny match (target 1) to its end through the players' moves: the winner adds 1 on its turn and
 * commits, the others end their turns empty-handed. Throws if it has not finished within `turns` turns.
 */
export async function winTinyMatch(db: Db, id: number, winnerId: string, turns = 30): Promise<void> {
  const version = async () => (await db.match.findUniqueOrThrow({ where: { id } })).version;
  for (let i = 0; i < turns; i++) {
    const m = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    if (m.status === "finished") return;
    const seat = m.seats.find((s) => s.seatIndex === m.activeSeats[0])!;
    if (seat.userId === winnerId) {
      const step = await act(db, seat.userId, id, m.version, { type: "move", move: { type: "add", n: 1 } });
      if (!step.ok) throw new Error(step.message);
    }
    const end = await act(db, seat.userId!, id, await version(), { type: "commit" });
    if (!end.ok) throw new Error(end.message);
  }
  throw new Error(`match ${id} did not finish`);
}

let bots: BotPool | undefined;
/**
 * The test file's bot pool: one worker process, at nice 19 rather than the idle policy (the suites run side by
 * side, and an idle worker could starve past its deadline).
 */
export function testBotPool(): BotPool {
  bots ??= new BotPool(1, "low");
  return bots;
}

/**
 * Plays every due strong bot turn (seats taken over after a timeout or a departure) as the job runner does,
 * searching in real worker processes, until none is due; returns the turns played.
 */
export async function playDueBotTurns(db: Db): Promise<number> {
  const bots = testBotPool();
  let played = 0;
  for (let i = 0; i < 50; i++) {
    const pass = await runBotTurnsOnce(db, siteNow(), bots);
    if (pass.released > 0) throw new Error("a bot turn was given back");
    if (pass.played === 0) return played;
    played += pass.played;
  }
  throw new Error("bot turns kept coming");
}
