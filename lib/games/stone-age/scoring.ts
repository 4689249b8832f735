/** Final scoring (R + BGA "Spielende") and the tie-break, plus a heuristic for the greedy bot. */
import type { Outcome, Seat } from "@/lib/engine";
import { CARD_BY_ID, CULTURES, GOOD_VALUE, MATERIALS, type Culture, type Multiplier } from "./data";
import { herdLocation, mammothMajority } from "./herd";
import { hutBonusOf } from "./new-huts";
import { materialCount, sum, toolValue } from "./state";
import type { PlayerState, StoneAgeState } from "./types";

export interface ScoreBreakdown {
  /** Points scored during the game: buildings, card points, minus starvation penalties. */
  inGame: number;
  culture: number;
  farmers: number;
  toolmakers: number;
  hutBuilders: number;
  shamans: number;
  resources: number;
  /** Mammoth Herd only: 10 for the most mammoth tiles (present only in games with the herd). */
  mammoth?: number;
  total: number;
  /** Agriculture + tool value + people: breaks ties (R). */
  tiebreak: number;
}

/** Each set of different culture symbols scores (symbols in it)²; a duplicate starts a second set. */
export function cultureScore(cultures: readonly Culture[]): number {
  const counts = CULTURES.map(() => 0);
  for (const c of cultures) {
    const i = CULTURES.indexOf(c);
    if (i >= 0) counts[i] = (counts[i] ?? 0) + 1;
  }
  let total = 0;
  for (;;) {
    const size = counts.filter((n) => n > 0).length;
    if (size === 0) return total;
    total += size * size;
    for (let i = 0; i < counts.length; i++) if ((counts[i] ?? 0) > 0) counts[i] = (counts[i] ?? 0) - 1;
  }
}

export function multiplierIcons(p: PlayerState, kind: Multiplier): number {
  let n = 0;
  for (const id of p.cards) {
    const b = CARD_BY_ID[id]?.bottom;
    if (b && "multiplier" in b && b.multiplier === kind) n += b.people;
  }
  return n;
}

/** `mammoth`: the Mammoth Herd's majority points for this player (mammothMajority); null without the variant. */
export function breakdown(p: PlayerState, mammoth: number | null = null): ScoreBreakdown {
  // One pass over the cards for the culture symbols and the multiplier icons (`multiplierIcons`).
  const cultures: Culture[] = [];
  let farmerIcons = 0;
  let toolmakerIcons = 0;
  let hutBuilderIcons = 0;
  let shamanIcons = 0;
  for (const id of p.cards) {
    const b = CARD_BY_ID[id]?.bottom;
    if (!b) continue;
    if ("culture" in b) cultures.push(b.culture);
    if ("multiplier" in b) {
      if (b.multiplier === "farmer") farmerIcons += b.people;
      else if (b.multiplier === "toolmaker") toolmakerIcons += b.people;
      else if (b.multiplier === "hut-builder") hutBuilderIcons += b.people;
      else if (b.multiplier === "shaman") shamanIcons += b.people;
    }
  }
  const culture = cultureScore(cultures);
  const farmers = farmerIcons * p.agriculture;
  // One-time tools from cards are not tool tiles and do not count (BGA).
  const toolmakers = toolmakerIcons * toolValue(p);
  const hutBuilders = hutBuilderIcons * p.buildings.length;
  const shamans = shamanIcons * p.people;
  // "Jede Ressource, die ein Spieler auf seiner Spielertafel übrig hat, zählt 1 Punkt." Food is not a resource here (R).
  const resources = materialCount(p.materials);
  const total = p.score + culture + farmers + toolmakers + hutBuilders + shamans + resources + (mammoth ?? 0);
  return {
    inGame: p.score,
    culture,
    farmers,
    toolmakers,
    // Igloos are not buildings here (the text: "nicht für den Gebäudebonus"); the new huts are.
    hutBuilders,
    shamans,
    resources,
    ...(mammoth === null ? {} : { mammoth }),
    total,
    tiebreak: p.agriculture + toolValue(p) + p.people,
  };
}

/** Every seat's breakdown, the Mammoth Herd's majority included when the match plays it. */
export function breakdowns(s: StoneAgeState): ScoreBreakdown[] {
  if (!s.herd) return s.player.map((p) => breakdown(p));
  const majority = mammothMajority(s);
  return s.player.map((p, i) => breakdown(p, majority[i] ?? 0));
}

export function outcome(s: StoneAgeState): Outcome | null {
  if (s.phase !== "over") return null;
  const rows = breakdowns(s);
  const scores = rows.map((r) => r.total);
  const best = Math.max(...scores);
  const contenders = rows.flatMap((r, i) => (r.total === best ? [i] : []));
  const bestTie = Math.max(...contenders.map((i) => rows[i]?.tiebreak ?? 0));
  const winners: Seat[] = contenders.filter((i) => rows[i]?.tiebreak === bestTie);
  return { scores, winners, details: { endReason: s.endReason, breakdown: rows } };
}

/**
 * Greedy-bot heuristic: the score if the game ended now plus rough values of what still grows. The variant
 * terms are zero in the base game (no income huts, nobody on a mammoth tile), so base play is unchanged.
 */
export function evaluate(s: StoneAgeState, seat: Seat): number {
  const mine = s.player[seat];
  if (!mine) return -Infinity;
  const rows = breakdowns(s);
  const herdOpen = s.herd !== null && herdLocation(s) !== null;
  let others = -Infinity;
  s.player.forEach((p, i) => {
    if (i !== seat) others = Math.max(others, worth(s, rows, herdOpen, p, i));
  });
  return worth(s, rows, herdOpen, mine, seat) - 0.5 * (others === -Infinity ? 0 : others);
}

/** One seat's part of `evaluate`: its score now and what still grows (`rows`: every seat's breakdown). */
function worth(
  s: StoneAgeState,
  rows: readonly ScoreBreakdown[],
  herdOpen: boolean,
  p: PlayerState,
  i: number,
): number {
  const b = rows[i] ?? breakdown(p);
  let goods = 0;
  for (const m of MATERIALS) goods = goods + p.materials[m] * (GOOD_VALUE[m] / 2);
  return (
    b.total +
    goods +
    p.food * 0.6 +
    p.agriculture * 2.5 +
    p.people * 4 +
    toolValue(p) * 1.5 +
    sum(p.oneTimeTools) * 0.7 +
    incomeHuts(p) * 4 +
    (herdOpen ? herdStake(s.herd?.riders[i] ?? 0) : 0)
  );
}

/** The New Huts: huts still paying a resource every round. */
function incomeHuts(p: PlayerState): number {
  let n = 0;
  for (const id of p.buildings) if (hutBonusOf(id)?.type === "income") n++;
  return n;
}

/** Mammoth Herd: what people on the tile are worth before the taming (a bonus for sure, a better chance with more). */
const herdStake = (riders: number): number => (riders === 0 ? 0 : 3 + 1.5 * Math.min(riders, 3));
