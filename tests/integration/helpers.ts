/** Shared set-up for integration tests: a real database (PGlite or PostgreSQL) and a few users. */
// Match writes tell ratings and notifications what happened: the tests load the listeners as the site does.
import "@/lib/jobs/match-listeners";
import { games } from "@/lib/games";
import { tinyGame } from "@/lib/games/tiny";
import { createUser } from "@/lib/accounts/accounts";
import type { Db } from "@/lib/db";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/db/generated/client";

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
