/**
 * A full Stone Age state that a seat's view allows (GameDefinition.sampleState). Everything about the players
 * is public; redrawn are the card deck (the civilization cards and animals nobody has seen, in a random
 * order), the building tiles nobody has seen (below each stack's top, and tops not yet turned up: any of the
 * tiles not seen anywhere, as the unused stacks went back to the box unseen), the faces of the face-down
 * mammoth tiles (the next one shows the public area on its back) and the PRNG state (future dice).
 */
import type { Rng, Seat } from "@/lib/engine";
import { BUILDINGS, CARDS, NO_MATERIALS } from "./data";
import { areaOfTile } from "./herd";
import { ANIMALS, MAMMOTH_TILES, NEW_HUTS } from "./site-values";
import type { HerdState, PlayerState, StoneAgeState } from "./types";
import type { HerdView, PlayerView, StoneAgeView } from "./view";

function playerOf(p: PlayerView): PlayerState {
  return {
    people: p.people,
    food: p.food,
    materials: { ...NO_MATERIALS, ...p.materials },
    agriculture: p.agriculture,
    tools: p.tools.slice(),
    toolsUsed: p.toolsUsed.slice(),
    oneTimeTools: p.oneTimeTools.slice(),
    score: p.score,
    buildings: p.buildings.slice(),
    cards: p.cards.slice(),
    starved: p.starved,
    placed: p.placed.slice(),
    igloos: p.igloos.map((x) => ({ resource: x.resource, round: x.round })),
    mammoths: p.mammoths.slice(),
    winter: p.winter.slice(),
  };
}

function herdOf(h: HerdView, players: readonly PlayerView[], rng: Rng): HerdState {
  const seen = new Set<string>([...h.discarded, ...players.flatMap((p) => p.mammoths)]);
  if (h.tile !== null) seen.add(h.tile);
  if (h.taming) seen.add(h.taming.tile);
  const pile = rng.shuffle(MAMMOTH_TILES.map((t) => t.id).filter((id) => !seen.has(id))).slice(0, h.pileCount);
  // The next tile's back (its area) is public: one with that area on top.
  const top = pile.findIndex((id) => areaOfTile(id) === h.nextArea);
  if (top > 0) [pile[0], pile[top]] = [pile[top] as string, pile[0] as string];
  return {
    pile,
    tile: h.tile,
    riders: h.riders.slice(),
    offer: h.offer,
    taming: h.taming ? { ...h.taming, dice: h.taming.dice.map((d) => d.slice()) } : null,
    discarded: h.discarded.slice(),
  };
}

export function sampleState(v: StoneAgeView, _seat: Seat, rng: Rng): StoneAgeState {
  const players = v.player.map(playerOf);
  // The deck: the cards not in a slot or a hand, and the animals not yet revealed.
  const shown = new Set<string>([...players.flatMap((p) => p.cards), ...v.slots.flatMap((c) => (c ? [c.card] : []))]);
  if (v.lottery) shown.add(v.lottery.card);
  const animals = v.animals;
  const animalsLeft = animals
    ? ANIMALS.map((a) => a.id).filter((id) => !animals.inPlay.includes(id) && !animals.gone.includes(id))
    : [];
  const civLeft = rng.shuffle(CARDS.map((c) => c.id).filter((id) => !shown.has(id))).slice(0, v.civCardsLeft);
  const deck = rng.shuffle([...civLeft, ...animalsLeft]);
  // The building tiles: the visible tops stay, every other place gets a tile nobody has seen.
  const tiles = [...BUILDINGS.map((b) => b.id), ...(v.variants.includes("new-huts") ? NEW_HUTS.map((h) => h.id) : [])];
  const seenTiles = new Set<string>([
    ...players.flatMap((p) => p.buildings),
    ...v.stacks.flatMap((st) => (st.top ? [st.top] : [])),
  ]);
  const pool = rng.shuffle(tiles.filter((id) => !seenTiles.has(id)));
  const stacks = v.stacks.map((st) =>
    Array.from({ length: st.count }, (_, i) => (i === 0 && st.top !== null ? st.top : (pool.pop() ?? ""))),
  );
  return {
    players: v.players,
    rng: rng.int(2 ** 32),
    round: v.round,
    phase: v.phase,
    startPlayer: v.startPlayer,
    turn: v.turn,
    placedThisTurn: v.placedThisTurn,
    player: players,
    slots: v.slots.map((c) => (c ? c.card : null)),
    deck,
    stacks,
    topVisible: v.stacks.map((st) => st.top !== null),
    roll: v.roll ? { ...v.roll, dice: v.roll.dice.slice() } : null,
    choiceLeft: v.choiceLeft,
    lottery: v.lottery ? { dice: v.lottery.dice.slice(), order: v.lottery.order.slice(), card: v.lottery.card } : null,
    feeding: v.feeding.slice(),
    endReason: v.endReason,
    variants: v.variants.slice(),
    animals: animals
      ? {
          inPlay: animals.inPlay.slice(),
          gone: animals.gone.slice(),
          lastDriveOff: animals.lastDriveOff
            ? { animal: animals.lastDriveOff.animal, dice: animals.lastDriveOff.dice.map((d) => d.slice()) }
            : null,
        }
      : null,
    herd: v.herd ? herdOf(v.herd, v.player, rng) : null,
  };
}
