/** Setup (BGA text + R): 5 people, 12 food, agriculture 0, no tools; 4 stacks of 7 buildings, one per player. */
import { Rng, seedRng, type SetupContext } from "@/lib/engine";
import { BUILDINGS, CARDS, START_FOOD, START_PEOPLE, STACK_SIZE, NO_MATERIALS } from "./data";
import { newPlacement, slideAndFill } from "./state";
import type { PlayerState, StoneAgeOptions, StoneAgeState } from "./types";
import { firstPlacer } from "./rules";

export function newPlayer(): PlayerState {
  return {
    people: START_PEOPLE,
    food: START_FOOD,
    materials: { ...NO_MATERIALS },
    agriculture: 0,
    tools: [],
    toolsUsed: [],
    oneTimeTools: [],
    score: 0,
    buildings: [],
    cards: [],
    starved: 0,
    placed: newPlacement(),
  };
}

export function setup({ players, seed }: SetupContext<StoneAgeOptions>): StoneAgeState {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error("Stone Age is for 2 to 4 players.");
  const rng = new Rng(seedRng(seed));
  // "shuffle all 28, form 4 stacks of 7; use as many stacks as players; the rest go back to the box unseen" (R).
  const tiles = rng.shuffle(BUILDINGS.map((b) => b.id));
  const stacks = Array.from({ length: players }, (_, i) => tiles.slice(i * STACK_SIZE, (i + 1) * STACK_SIZE));
  const deck = rng.shuffle(CARDS.map((c) => c.id));
  // The help text names no start player: drawn from the seed (RULES-NOTES "Setup and what the help text leaves out").
  const startPlayer = rng.int(players);
  const s: StoneAgeState = {
    players,
    rng: rng.state,
    round: 1,
    phase: "place",
    startPlayer,
    turn: startPlayer,
    placedThisTurn: false,
    player: Array.from({ length: players }, newPlayer),
    slots: [null, null, null, null],
    deck,
    stacks,
    topVisible: stacks.map(() => true),
    roll: null,
    choiceLeft: 0,
    lottery: null,
    feeding: [],
    endReason: null,
  };
  slideAndFill(s);
  s.turn = firstPlacer(s, startPlayer) ?? startPlayer;
  return s;
}
