/**
 * What a seat (or a spectator) sees, built field by field. Everything about players is public in
 * Stone Age; hidden are only the card deck and the building tiles below each stack's top (and a top
 * tile that is not yet turned up): only their counts are shown. Never the rng state.
 */
import type { Seat } from "@/lib/engine";
import { slotCost, type Good, type Materials } from "./data";
import { activeSeats, shortfall } from "./rules";
import { breakdown, type ScoreBreakdown } from "./scoring";
import type { Phase, StoneAgeState } from "./types";

export interface PlayerView {
  people: number;
  food: number;
  materials: Materials;
  agriculture: number;
  tools: number[];
  toolsUsed: boolean[];
  oneTimeTools: number[];
  score: number;
  buildings: string[];
  cards: string[];
  starved: number;
  placed: number[];
  /** Final-scoring breakdown if the game ended now (public information). */
  projected: ScoreBreakdown;
  /** Food still missing while this player must decide how to feed; 0 otherwise. */
  missingFood: number;
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
}

export function playerView(s: StoneAgeState, viewer: Seat | null): StoneAgeView {
  const feeding = s.phase === "feed" ? s.feeding : [];
  return {
    viewer,
    players: s.players,
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.turn,
    placedThisTurn: s.placedThisTurn,
    activeSeats: activeSeats(s),
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
      projected: breakdown(p),
      missingFood: feeding.includes(i) ? shortfall(p) : 0,
    })),
    slots: s.slots.map((c, i) => (c ? { card: c, cost: slotCost(i) } : null)),
    deckCount: s.deck.length,
    stacks: s.stacks.map((st, i) => ({ top: s.topVisible[i] ? (st[0] ?? null) : null, count: st.length })),
    roll: s.roll ? { good: s.roll.good, dice: s.roll.dice.slice(), bonus: s.roll.bonus, source: s.roll.source } : null,
    choiceLeft: s.choiceLeft,
    lottery: s.lottery ? { dice: s.lottery.dice.slice(), order: s.lottery.order.slice(), card: s.lottery.card } : null,
    feeding: feeding.slice(),
    endReason: s.endReason,
  };
}
