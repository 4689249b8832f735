/**
 * A match the site arranges for its players (an automatch, lib/seeks): every seat joined, seats in a random
 * order, started at once inside the caller's transaction, so the players are told (mail, push, live events) as
 * for any match that starts (lobby.ts `start`).
 */
import { randomInt } from "node:crypto";
import type { Tx } from "@/lib/db";
import { getGame } from "@/lib/games";
import { fail } from "@/lib/errors/errors";
import type { TimeControl } from "@/lib/clocks/time-control";
import { abort, loadMatch } from "../store/store";
import { start } from "./lobby";
import { derivedSeed, drawnPlayerSeed, newMatchSeeds } from "@/lib/fairness";

export interface ArrangedMatch {
  gameKey: string;
  /** The players, in any order: the seats are shuffled. */
  userIds: string[];
  options: Record<string, unknown>;
  timeControl: TimeControl;
  rated: boolean;
  /**
   * The player whose request started it, who has the answer on their page: the match's creator, told nothing
   * (as a player whose joining starts a match). Absent (the job runner matched): everybody is told.
   */
  requestedBy?: string;
}

/** Fisher-Yates with the crypto RNG: the seat order must not be predictable from the request order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function startArrangedMatch(tx: Tx, input: ArrangedMatch): Promise<{ matchId: number }> {
  const game = getGame(input.gameKey);
  if (!game) abort(fail("UNKNOWN_GAME"));
  const n = input.userIds.length;
  if (n < game.minPlayers || n > game.maxPlayers) abort(fail("BAD_SEAT_COUNT"));
  const options = game.optionsSchema.safeParse(input.options);
  if (!options.success) abort(fail("INVALID_INPUT", options.error.issues[0]?.message));
  const seats = shuffled(input.userIds);
  // Nobody sent a seed of their own: the server draws the players' seeds (docs/fairness.md); `start` mixes
  // them with the committed server seed into this same game seed.
  const seeds = await newMatchSeeds();
  const playerSeeds = seats.map(() => drawnPlayerSeed());
  const seed = await derivedSeed(seeds.seedScheme, seeds.serverSeed, playerSeeds);
  // The creator gets no "started" notice: without a requester, the creator is a player the "your turn" notice
  // tells (the game's setup is deterministic from the seed: the seats it awaits first).
  const firstActive = game.activeSeats(game.setup({ players: n, seed, options: options.data }))[0] ?? 0;
  const now = new Date();
  const match = await tx.match.create({
    data: {
      gameKey: game.key,
      rulesVersion: game.rulesVersion,
      playerCount: n,
      options: options.data as object,
      timeControl: input.timeControl,
      timeoutPolicy: "bot",
      rated: input.rated,
      ...seeds,
      createdById: input.requestedBy ?? seats[firstActive] ?? seats[0]!,
      seats: {
        create: seats.map((userId, seatIndex) => ({
          seatIndex,
          userId,
          joinedAt: now,
          clientSeed: playerSeeds[seatIndex]!,
        })),
      },
    },
    select: { id: true },
  });
  await start(tx, await loadMatch(tx, match.id), input.requestedBy ?? null);
  return { matchId: match.id };
}
