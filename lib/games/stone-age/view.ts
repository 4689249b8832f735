/**
 * What a seat (or a spectator) sees, built field by field. Everything about players is public in
 * Stone Age; hidden are only the card deck (with any animal cards still in it) and the building tiles below
 * each stack's top (and a top tile that is not yet turned up), and the faces of the face-down mammoth tiles:
 * only their counts are shown, and the back of the next mammoth tile (its area), which lies face up on the
 * pile. Never the rng state.
 */
import { at, type Seat } from "@/lib/engine";
import { slotCost, type Good, type Location } from "./data";
import { animalPenalty, driveOffNeeded } from "./animals";
import { areaOfTile, herdLocation } from "./herd";
import { activeSeats, shortfall } from "./rules";
import { breakdowns, type ScoreBreakdown } from "./scoring";
import { civCardsInDeck } from "./state";
import type { Phase, PlayerState, StoneAgeState } from "./types";
import type { Variant } from "./variants";

/**
 * A player as everyone sees them: all of a player's holdings lie open on the table, so the view is the
 * player's state (PlayerState, defined once in types.ts) plus two derived figures. A field a viewer may not
 * know would need its own treatment here.
 */
export interface PlayerView extends PlayerState {
  /** Final-scoring breakdown if the game ended now (public information). */
  projected: ScoreBreakdown;
  /** Food still missing while this player must decide how to feed; 0 otherwise. */
  missingFood: number;
}

export interface AnimalsView {
  /** Revealed animals, oldest first: people go on the first. */
  inPlay: string[];
  gone: string[];
  /** People it takes to drive an animal off (the number of players). */
  needed: number;
  /** What every dice sum loses now. */
  penalty: number;
  lastDriveOff: { animal: string; dice: number[][] } | null;
}

export interface HerdView {
  /** The tile turned up this round, face up; null once tamed or discarded, or when the herd is gone. */
  tile: string | null;
  /** The herd's resource area this round. */
  area: Location | null;
  /** The back of the next face-down tile: next round's area (public, as on the table). */
  nextArea: Location | null;
  pileCount: number;
  riders: number[];
  /** People the acting seat may move onto the tile now. */
  offer: number;
  taming: { tile: string; dice: number[][]; tamer: number; bonus: "one" | "all" | null } | null;
  discarded: string[];
}

export interface StoneAgeView {
  viewer: Seat | null;
  players: number;
  round: number;
  phase: Phase;
  startPlayer: number;
  turn: number;
  placedThisTurn: boolean;
  activeSeats: Seat[];
  player: PlayerView[];
  slots: ({ card: string; cost: number } | null)[];
  deckCount: number;
  stacks: { top: string | null; count: number }[];
  roll: { good: Good; dice: number[]; bonus: number; source: "location" | "card" } | null;
  choiceLeft: number;
  lottery: { dice: number[]; order: number[]; card: string } | null;
  feeding: Seat[];
  endReason: "cards" | "buildings" | null;
  variants: Variant[];
  /** Civilization cards left in the deck (deckCount counts animal cards too). */
  civCardsLeft: number;
  animals: AnimalsView | null;
  herd: HerdView | null;
}

export function playerView(s: StoneAgeState, viewer: Seat | null): StoneAgeView {
  const feeding = s.phase === "feed" ? s.feeding : [];
  const scores = breakdowns(s);
  const a = s.animals;
  const h = s.herd;
  const next = h?.pile[0];
  return {
    viewer,
    players: s.players,
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.turn,
    placedThisTurn: s.placedThisTurn,
    activeSeats: activeSeats(s),
    // Written out rather than built on copyPlayer: one object literal is much faster than a copy given two more
    // fields (measured: spreading the copy made the whole view about 3 times slower, adding to it 40%), and
    // bots read views all the time. PlayerView extends PlayerState, so a field missing here fails the types.
    player: s.player.map((p, i) => ({
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
      projected: at(scores, i, "score breakdown"),
      missingFood: feeding.includes(i) ? shortfall(p) : 0,
      igloos: p.igloos.map((x) => ({ resource: x.resource, round: x.round })),
      mammoths: p.mammoths.slice(),
      winter: p.winter.slice(),
    })),
    slots: s.slots.map((c, i) => (c ? { card: c, cost: slotCost(i) } : null)),
    deckCount: s.deck.length,
    stacks: s.stacks.map((st, i) => ({ top: s.topVisible[i] ? (st[0] ?? null) : null, count: st.length })),
    roll: s.roll ? { good: s.roll.good, dice: s.roll.dice.slice(), bonus: s.roll.bonus, source: s.roll.source } : null,
    choiceLeft: s.choiceLeft,
    lottery: s.lottery ? { dice: s.lottery.dice.slice(), order: s.lottery.order.slice(), card: s.lottery.card } : null,
    feeding: feeding.slice(),
    endReason: s.endReason,
    variants: s.variants.slice(),
    civCardsLeft: civCardsInDeck(s),
    animals: a
      ? {
          inPlay: a.inPlay.slice(),
          gone: a.gone.slice(),
          needed: driveOffNeeded(s),
          penalty: animalPenalty(s),
          lastDriveOff: a.lastDriveOff
            ? { animal: a.lastDriveOff.animal, dice: a.lastDriveOff.dice.map((d) => d.slice()) }
            : null,
        }
      : null,
    herd: h
      ? {
          tile: h.tile,
          area: herdLocation(s),
          nextArea: next === undefined ? null : areaOfTile(next),
          pileCount: h.pile.length,
          riders: h.riders.slice(),
          offer: h.offer,
          taming: h.taming
            ? {
                tile: h.taming.tile,
                dice: h.taming.dice.map((d) => d.slice()),
                tamer: h.taming.tamer,
                bonus: h.taming.bonus,
              }
            : null,
          discarded: h.discarded.slice(),
        }
      : null,
  };
}
