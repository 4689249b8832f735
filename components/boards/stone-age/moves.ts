/**
 * Groups the legal moves (the only source of what the board offers) by place and payment, and a stepwise
 * payment picker that only narrows the listed payments. Nothing here decides legality.
 */
import type { StoneAgeMove } from "@/lib/games/stone-age";
import { MATERIALS, type Location, type Material, type Materials } from "@/lib/games/stone-age/data";
import { cardLocation, stackLocation } from "./labels";

type Move<T extends StoneAgeMove["type"]> = Extract<StoneAgeMove, { type: T }>;
export const movesOfType = <T extends StoneAgeMove["type"]>(moves: readonly StoneAgeMove[], type: T): Move<T>[] =>
  moves.filter((m): m is Move<T> => m.type === type);

/** Placement: the people counts allowed per location, in board order of first appearance. */
export function placeOptions(moves: readonly StoneAgeMove[]): Map<Location, Move<"place">[]> {
  const out = new Map<Location, Move<"place">[]>();
  for (const m of movesOfType(moves, "place")) {
    const list = out.get(m.location) ?? [];
    list.push(m);
    out.set(m.location, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.count - b.count);
  return out;
}

/** One of my places to resolve in the action phase, with every move that concerns it. */
export interface ActionPlace {
  location: Location;
  /** Take the action (roll, agriculture, tool, person), if offered. */
  resolve: Move<"resolve"> | null;
  /** Buy the card / build the building with one of these payments. */
  payments: (Move<"buy-card"> | Move<"build">)[];
  decline: Move<"decline"> | null;
}

export function actionPlaces(moves: readonly StoneAgeMove[]): ActionPlace[] {
  const out = new Map<Location, ActionPlace>();
  const get = (location: Location): ActionPlace => {
    let p = out.get(location);
    if (!p) {
      p = { location, resolve: null, payments: [], decline: null };
      out.set(location, p);
    }
    return p;
  };
  for (const m of moves) {
    if (m.type === "resolve") get(m.location).resolve = m;
    else if (m.type === "decline") get(m.location).decline = m;
    else if (m.type === "buy-card") get(cardLocation(m.slot)).payments.push(m);
    else if (m.type === "build") get(stackLocation(m.stack)).payments.push(m);
  }
  return [...out.values()];
}

/** Locations the board should highlight as clickable for these moves. */
export function clickableLocations(moves: readonly StoneAgeMove[]): Set<Location> {
  const set = new Set<Location>(placeOptions(moves).keys());
  for (const p of actionPlaces(moves)) set.add(p.location);
  return set;
}

export type PartialPayment = Partial<Record<Material, number>>;

export interface PaymentStep {
  /** Payments still possible with the amounts chosen so far. */
  remaining: Materials[];
  /** The next material to choose an amount of (null when one payment is left or none). */
  material: Material | null;
  /** The amounts of that material found among the remaining payments, ascending. */
  values: number[];
}

const matches = (p: Materials, chosen: PartialPayment): boolean =>
  MATERIALS.every((m) => chosen[m] === undefined || chosen[m] === p[m]);

/**
 * Stepwise picker: after fixing some amounts, which payments remain and which material to ask next.
 * Materials on which all remaining payments agree are not asked.
 */
export function paymentStep(options: readonly Materials[], chosen: PartialPayment): PaymentStep {
  const remaining = options.filter((p) => matches(p, chosen));
  if (remaining.length <= 1) return { remaining, material: null, values: [] };
  for (const m of MATERIALS) {
    if (chosen[m] !== undefined) continue;
    const values = [...new Set(remaining.map((p) => p[m]))].sort((a, b) => a - b);
    if (values.length > 1) return { remaining, material: m, values };
  }
  return { remaining, material: null, values: [] };
}

/** Payments are listed directly up to this many; beyond it the stepwise picker is used. */
export const DIRECT_LIST_MAX = 6;

export const samePayment = (a: Materials, b: Materials): boolean => MATERIALS.every((m) => a[m] === b[m]);

/** The feeding choices: payments for missing food and the penalty. */
export function feedOptions(moves: readonly StoneAgeMove[]): {
  payments: Move<"feed">[];
  starve: Move<"starve"> | null;
} {
  return { payments: movesOfType(moves, "feed"), starve: movesOfType(moves, "starve")[0] ?? null };
}
