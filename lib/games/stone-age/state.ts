/** Small helpers over the state: the deep copy, read-only queries, and the refill of the card display. */
import { at } from "@/lib/engine";
import { CARD_SLOTS, LOCATIONS, MATERIALS, isAnimalCard, type Materials } from "./data";
import type { AnimalsState, HerdState, PlayerState, StoneAgeState } from "./types";

const copyPlayer = (p: PlayerState): PlayerState => ({
  people: p.people,
  food: p.food,
  materials: { wood: p.materials.wood, clay: p.materials.clay, stone: p.materials.stone, gold: p.materials.gold },
  agriculture: p.agriculture,
  tools: p.tools.slice(),
  toolsUsed: p.toolsUsed.slice(),
  oneTimeTools: p.oneTimeTools.slice(),
  score: p.score,
  buildings: p.buildings.slice(),
  cards: p.cards.slice(),
  starved: p.starved,
  placed: p.placed.slice(),
  igloos: p.igloos.map((i) => ({ resource: i.resource, round: i.round })),
  mammoths: p.mammoths.slice(),
  winter: p.winter.slice(),
});

const copyAnimals = (a: AnimalsState): AnimalsState => ({
  inPlay: a.inPlay.slice(),
  gone: a.gone.slice(),
  lastDriveOff: a.lastDriveOff
    ? { animal: a.lastDriveOff.animal, dice: a.lastDriveOff.dice.map((d) => d.slice()) }
    : null,
});

const copyHerd = (h: HerdState): HerdState => ({
  pile: h.pile.slice(),
  tile: h.tile,
  riders: h.riders.slice(),
  offer: h.offer,
  taming: h.taming
    ? { tile: h.taming.tile, dice: h.taming.dice.map((d) => d.slice()), tamer: h.taming.tamer, bonus: h.taming.bonus }
    : null,
  discarded: h.discarded.slice(),
});

/**
 * The engine style's copy (docs/adding-a-game.md): a complete deep copy written out by hand, which the
 * move code then changes freely (structuredClone is several times slower and moves are applied a lot).
 */
export function cloneState(s: StoneAgeState): StoneAgeState {
  return copyForMove(s, -1, "all");
}

/**
 * How much of a state a move copies; the rest is shared with the state before it (states are never modified
 * once made). "all": everything (`cloneState`). "mover": everything but the other seats' player records (most
 * moves change their mover's record alone). "roll": the pending roll, the herd, and the parts of the mover's
 * record that resolving a place and a roll change (its people on the locations, tools, one-time tools and
 * materials). "placed": only the mover's people on the locations (placing or giving up a place). "top": the
 * state's own fields (ending a turn; what reaches further takes `ownEverything`).
 */
export type CopyScope = "all" | "mover" | "roll" | "placed" | "top";

/**
 * The mover's record with its own list of people on the locations, everything else shared. The fields are
 * written out as in `copyPlayer`: an object spread (`{ ...p, placed }`) measured twice as slow per applied
 * move (bench:engine, Stone Age 4 players: applyMove p50 2.9-3.3 µs against 1.5 µs).
 */
const withOwnPlacement = (p: PlayerState): PlayerState => ({
  people: p.people,
  food: p.food,
  materials: p.materials,
  agriculture: p.agriculture,
  tools: p.tools,
  toolsUsed: p.toolsUsed,
  oneTimeTools: p.oneTimeTools,
  score: p.score,
  buildings: p.buildings,
  cards: p.cards,
  starved: p.starved,
  placed: p.placed.slice(),
  igloos: p.igloos,
  mammoths: p.mammoths,
  winter: p.winter,
});

/** The mover's record for resolving a place and a roll ("roll" scope). */
const withOwnRollParts = (p: PlayerState): PlayerState => ({
  people: p.people,
  food: p.food,
  materials: { wood: p.materials.wood, clay: p.materials.clay, stone: p.materials.stone, gold: p.materials.gold },
  agriculture: p.agriculture,
  tools: p.tools.slice(),
  toolsUsed: p.toolsUsed.slice(),
  oneTimeTools: p.oneTimeTools.slice(),
  score: p.score,
  buildings: p.buildings,
  cards: p.cards,
  starved: p.starved,
  placed: p.placed.slice(),
  igloos: p.igloos,
  mammoths: p.mammoths,
  winter: p.winter,
});

function playersFor(s: StoneAgeState, seat: number, scope: CopyScope): StoneAgeState["player"] {
  switch (scope) {
    case "all":
      return s.player.map(copyPlayer);
    case "mover":
      return s.player.map((p, i) => (i === seat ? copyPlayer(p) : p));
    case "roll":
      return s.player.map((p, i) => (i === seat ? withOwnRollParts(p) : p));
    case "placed":
      return s.player.map((p, i) => (i === seat ? withOwnPlacement(p) : p));
    case "top":
      return s.player;
  }
}

/** The copy a move of `seat` changes, as far as `scope` says. Keys in one order whatever is copied. */
export function copyForMove(s: StoneAgeState, seat: number, scope: CopyScope): StoneAgeState {
  const board = scope === "all" || scope === "mover";
  const rolling = board || scope === "roll";
  return {
    players: s.players,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.turn,
    placedThisTurn: s.placedThisTurn,
    player: playersFor(s, seat, scope),
    slots: board ? s.slots.slice() : s.slots,
    deck: board ? s.deck.slice() : s.deck,
    stacks: board ? s.stacks.map((st) => st.slice()) : s.stacks,
    topVisible: board ? s.topVisible.slice() : s.topVisible,
    roll:
      rolling && s.roll
        ? { good: s.roll.good, dice: s.roll.dice.slice(), bonus: s.roll.bonus, source: s.roll.source }
        : s.roll,
    choiceLeft: s.choiceLeft,
    lottery:
      board && s.lottery
        ? { dice: s.lottery.dice.slice(), order: s.lottery.order.slice(), card: s.lottery.card }
        : s.lottery,
    feeding: board ? s.feeding.slice() : s.feeding,
    endReason: s.endReason,
    variants: board ? s.variants.slice() : s.variants,
    animals: board && s.animals ? copyAnimals(s.animals) : s.animals,
    herd: rolling && s.herd ? copyHerd(s.herd) : s.herd,
  };
}

/**
 * Gives a copy made by `copyForMove` its own copy of everything, before code that changes more than the move
 * itself (the end of the actions, feeding, the end of a round: every player, the deck, the animals, the herd).
 */
export function ownEverything(s: StoneAgeState): void {
  Object.assign(s, cloneState(s));
}

export const newPlacement = (): number[] => LOCATIONS.map(() => 0);

export function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}
export const materialCount = (m: Materials): number => m.wood + m.clay + m.stone + m.gold;
export const toolValue = (p: PlayerState): number => sum(p.tools);
export const peopleLeft = (p: PlayerState): number => p.people - sum(p.placed);

export function covers(have: Materials, pay: Materials): boolean {
  return MATERIALS.every((m) => have[m] >= pay[m]);
}

/** Every payment of exactly `total` materials the holdings allow, optionally filtered. */
export function payments(total: number, have: Materials, keep?: (p: Materials) => boolean): Materials[] {
  const out: Materials[] = [];
  if (total < 0 || materialCount(have) < total) return out;
  for (let w = Math.min(have.wood, total); w >= 0; w--) {
    for (let c = Math.min(have.clay, total - w); c >= 0; c--) {
      for (let st = Math.min(have.stone, total - w - c); st >= 0; st--) {
        const gd = total - w - c - st;
        if (gd > have.gold) continue;
        const p = { wood: w, clay: c, stone: st, gold: gd };
        if (!keep || keep(p)) out.push(p);
      }
    }
  }
  return out;
}

export const kindsIn = (m: Materials): number => MATERIALS.reduce((k, r) => k + (m[r] > 0 ? 1 : 0), 0);

/** Civilization cards left in the deck (Wild Animals' cards are not civilization cards). Public: a count. */
export function civCardsInDeck(s: StoneAgeState): number {
  if (!s.animals) return s.deck.length;
  let n = 0;
  for (const id of s.deck) if (!isAnimalCard(id)) n++;
  return n;
}

/**
 * The top civilization card of the deck, taken off it; null when none is left. Wild Animals: an animal on top
 * is revealed on the way ("Wenn sie aufgedeckt werden, bleiben die Tiere im Spiel"): it comes into play
 * beside the display, and the next card is drawn instead (RULES-NOTES "Wild Animals").
 */
export function drawCivCard(s: StoneAgeState): string | null {
  for (;;) {
    const top = s.deck.shift();
    if (top === undefined) return null;
    if (!s.animals || !isAnimalCard(top)) return top;
    s.animals.inPlay.push(top);
  }
}

/**
 * Fills empty slots from the deck: the top card goes to the rightmost empty slot (cards slide right first,
 * so the empty slots are the leftmost ones). Returns false when the deck cannot fill them all.
 */
export function slideAndFill(s: StoneAgeState): boolean {
  const remaining = s.slots.filter((c): c is string => c !== null);
  const empty = CARD_SLOTS - remaining.length;
  const slots: (string | null)[] = [...Array<null>(empty).fill(null), ...remaining];
  if (civCardsInDeck(s) < empty) {
    s.slots = slots;
    return false;
  }
  for (let i = empty - 1; i >= 0; i--) slots[i] = drawCivCard(s);
  s.slots = slots;
  return true;
}

/** The seat's player record, which must exist (engine style: `at`, never `as`). */
export const playerAt = (s: StoneAgeState, seat: number): PlayerState => at(s.player, seat, "player");
