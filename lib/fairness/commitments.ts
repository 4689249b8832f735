/**
 * A match's seeds as the server keeps and shows them (docs/fairness.md): drawn at creation, the commitment
 * public from then on, the seeds themselves only once the match has ended.
 */
import { commitmentOf, randomSeed, type SeedScheme } from "./seeds";

export interface NewMatchSeeds {
  /** The secret server seed (Match.serverSeed). */
  serverSeed: string;
  seedCommitment: string;
  seedScheme: SeedScheme;
  /** Match.seed until the start, which replaces it with the game seed (the same under "test"). */
  seed: string;
}

/**
 * The seeds of a new match: 32 random bytes as hex, or TEST_MODE's fixed `testSeed` (then the game is set up
 * with exactly that seed, so end-to-end tests stay predictable; the commitment is still made and checked).
 */
export async function newMatchSeeds(testSeed?: string): Promise<NewMatchSeeds> {
  const serverSeed = testSeed ?? randomSeed(32);
  return {
    serverSeed,
    seedCommitment: await commitmentOf(serverSeed),
    seedScheme: testSeed === undefined ? "hmac-sha256" : "test",
    seed: serverSeed,
  };
}

/** A player's seed the server draws when the player sent none (bots, automatches, forms without script). */
export function drawnPlayerSeed(): string {
  return randomSeed(16);
}

/** Statuses after which nothing is secret any more. */
export function hasEnded(status: string): boolean {
  return status === "finished" || status === "aborted";
}

/**
 * What a view, the lobby and the API show of a match's randomness: the commitment always (null: created
 * before commitments), the seeds only once the match has ended.
 */
export interface SeedsShown {
  seedCommitment: string | null;
  /** How the game seed was made ("hmac-sha256", "test"); null before commitments. */
  seedScheme: string | null;
  /** The server seed, once the match has ended; null before. */
  serverSeed: string | null;
  /** The players' seeds in seat order, once the match has ended (null for a seat that never had one). */
  playerSeeds: (string | null)[] | null;
}

export function seedsShown(
  match: { status: string; serverSeed: string | null; seedCommitment: string | null; seedScheme: string | null },
  seats: readonly { clientSeed: string | null }[],
): SeedsShown {
  const revealed = hasEnded(match.status) && match.serverSeed !== null;
  return {
    seedCommitment: match.seedCommitment,
    seedScheme: match.seedScheme,
    serverSeed: revealed ? match.serverSeed : null,
    playerSeeds: revealed ? seats.map((s) => s.clientSeed) : null,
  };
}
