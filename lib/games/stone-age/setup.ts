/** Setup (BGA text + R): 5 people, 12 food, agriculture 0, no tools; 4 stacks of 7 buildings, one per player. */
import { Rng, seedRng, type SetupContext } from "@/lib/engine";
import { BUILDINGS, CARDS, START_FOOD, START_PEOPLE, STACK_SIZE, NO_MATERIALS } from "./data";
import { turnHerdTile } from "./herd";
import { ANIMALS, MAMMOTH_TILES, NEW_HUTS } from "./site-values";
import { newPlacement, slideAndFill } from "./state";
import { optionsSchema, type PlayerState, type StoneAgeOptions, type StoneAgeState } from "./types";
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
    igloos: [],
    mammoths: [],
    winter: [],
  };
}

export function setup({ players, seed, options }: SetupContext<StoneAgeOptions>): StoneAgeState {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error("Stone Age is for 2 to 4 players.");
  // Stored matches hand in their options as stored (those created before variants existed: {}).
  const variants = optionsSchema.parse(options ?? {}).variants ?? [];
  const on = (v: (typeof variants)[number]) => variants.includes(v);
  const rng = new Rng(seedRng(seed));
  // "shuffle all 28, form 4 stacks of 7; use as many stacks as players; the rest go back to the box unseen" (R).
  // The New Huts are shuffled in before the stacks are formed (the expansion's setup, SG_DE2).
  const tiles = rng.shuffle([...BUILDINGS.map((b) => b.id), ...(on("new-huts") ? NEW_HUTS.map((h) => h.id) : [])]);
  const stacks = Array.from({ length: players }, (_, i) => tiles.slice(i * STACK_SIZE, (i + 1) * STACK_SIZE));
  // "Vier Tierkarten werden in den Zivilisationsstapel gemischt."
  const deck = rng.shuffle([...CARDS.map((c) => c.id), ...(on("wild-animals") ? ANIMALS.map((a) => a.id) : [])]);
  // The help text names no start player: drawn from the seed (RULES-NOTES "Setup and what the help text leaves out").
  const startPlayer = rng.int(players);
  // Mammoth Herd: "shuffle the 16 tiles face down" (MH_TG, MH_SCRIBD). Drawn last, so the base game's draws are unchanged.
  const herdPile = on("mammoth-herd") ? rng.shuffle(MAMMOTH_TILES.map((t) => t.id)) : null;
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
    variants,
    animals: on("wild-animals") ? { inPlay: [], gone: [], lastDriveOff: null } : null,
    herd: herdPile
      ? { pile: herdPile, tile: null, riders: Array<number>(players).fill(0), offer: 0, taming: null, discarded: [] }
      : null,
  };
  slideAndFill(s);
  if (s.herd) turnHerdTile(s.herd);
  s.turn = firstPlacer(s, startPlayer) ?? startPlayer;
  return s;
}
