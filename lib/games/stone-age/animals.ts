/**
 * Wild Animals ("Wilde Tiere", rule text l.115-119). Four animal cards are shuffled into the civilization
 * deck; a revealed animal stays in play until driven off and lowers every dice roll by 1, 2 or 3; the players
 * together drive it off with X people on it (X = number of players); then each rolls one die per person he
 * put there and takes the rewards. Penalties and rewards are the site's own (site-values.ts); where the text
 * is silent the site decides (each decision is in RULES-NOTES "Wild Animals" and at its line below).
 */
import { entry, type Seat } from "@/lib/engine";
import { ANIMAL_BY_ID, LOCATION_INDEX } from "./data";
import { rollDice } from "./effects";
import { giveReward } from "./rewards";
import { TEXT_VALUES } from "./variants";
import type { PlayerState, StoneAgeState } from "./types";

export const ANIMAL = LOCATION_INDEX.animal;

/** The animal people are placed on: the oldest in play (the site's decision: one at a time, in order). */
export const targetAnimal = (s: StoneAgeState): string | null => s.animals?.inPlay[0] ?? null;

/** How many people it takes to drive an animal off. */
export const driveOffNeeded = (s: StoneAgeState): number => TEXT_VALUES.driveOffPeople(s.players);

/**
 * What every dice sum loses now: the penalties of all animals in play added up (the site's reading of "ziehen
 * 1, 2 oder 3 von allen Würfelwürfen ab" with several animals out). 0 without the variant.
 */
export function animalPenalty(s: StoneAgeState): number {
  if (!s.animals) return 0;
  let n = 0;
  for (const id of s.animals.inPlay) n += entry(ANIMAL_BY_ID, id, "animal").penalty;
  return n;
}

/** People this seat may still put on the animal: any number up to the X still free, once per round (as every place). */
export function animalPlaceLimit(s: StoneAgeState, p: PlayerState, left: number): number {
  if (!s.animals || s.animals.inPlay.length === 0 || (p.placed[ANIMAL] ?? 0) > 0) return 0;
  let there = 0;
  for (const q of s.player) there += q.placed[ANIMAL] ?? 0;
  return Math.min(left, driveOffNeeded(s) - there);
}

/**
 * At the end of the placement (the people are all out, before any action): with X people on it the animal is
 * driven off at once, so its penalty no longer lowers this round's rolls, and each player rolls one die per
 * person he put there (no tools: the die face names the reward). With fewer, the people come back with
 * nothing (the site's decision). Either way nobody stays on the card.
 */
export function settleAnimal(s: StoneAgeState): void {
  const a = s.animals;
  const animal = targetAnimal(s);
  if (!a || animal === null) return;
  let there = 0;
  for (const p of s.player) there += p.placed[ANIMAL] ?? 0;
  if (there === 0) return;
  if (there >= driveOffNeeded(s)) {
    const rewards = entry(ANIMAL_BY_ID, animal, "animal").rewards;
    a.inPlay.shift();
    a.gone.push(animal);
    const dice = s.player.map((p) => rollDice(s, p.placed[ANIMAL] ?? 0));
    dice.forEach((faces, seat: Seat) => {
      const p = s.player[seat];
      if (p) for (const face of faces) giveReward(p, rewards[face - 1] ?? {});
    });
    a.lastDriveOff = { animal, dice };
  }
  for (const p of s.player) p.placed[ANIMAL] = 0;
}
