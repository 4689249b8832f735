/**
 * The match's game seed at its start (docs/fairness.md): the server seed committed at creation mixed with the
 * players' seeds in seat order; a seat without a seed of its own (a bot, an automatch, a form sent without
 * script) gets one the server draws now. Matches created before commitments keep their seed.
 */
import type { Tx } from "@/lib/db";
import { derivedSeed, drawnPlayerSeed, SEED_SCHEMES, type SeedScheme } from "@/lib/fairness";

export async function gameSeedAtStart(
  tx: Tx,
  match: { seed: string; serverSeed: string | null; seedScheme: string | null },
  seatsInOrder: readonly { id: string; clientSeed: string | null }[],
): Promise<string> {
  const scheme = SEED_SCHEMES.find((s) => s === match.seedScheme);
  if (match.serverSeed === null || scheme === undefined) return match.seed;
  const playerSeeds: string[] = [];
  for (const seat of seatsInOrder) {
    let seed = seat.clientSeed;
    if (seed === null) {
      seed = drawnPlayerSeed();
      await tx.seat.update({ where: { id: seat.id }, data: { clientSeed: seed } });
    }
    playerSeeds.push(seed);
  }
  return derivedSeed(scheme as SeedScheme, match.serverSeed, playerSeeds);
}
