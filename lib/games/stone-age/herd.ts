/**
 * Mammoth Herd ("Mammutherde", rule text l.129-136, with the official rule sheet MH_TG/MH_SCRIBD for what the
 * text leaves out: the herd stands on the area shown on the back of the top tile, which is turned up at the
 * start of each round; only people who rolled at that area may move onto the tile, right after their roll;
 * the taming comes after all actions and before feeding; no tiles left, the herd is gone). The tiles' faces
 * are the site's own (site-values.ts); the decisions are in RULES-NOTES "Mammoth Herd" and at their lines.
 */
import { entry, type Seat } from "@/lib/engine";
import { LOCATION_INDEX, MAMMOTH_BY_ID, type Location } from "./data";
import { pay, rollDice } from "./effects";
import { giveReward } from "./rewards";
import { TEXT_VALUES } from "./variants";
import { payments, playerAt, sum } from "./state";
import type { HerdArea } from "./site-values";
import type { HerdState, PlayerState, StoneAgeMove, StoneAgeState } from "./types";

export const herdOn = (s: StoneAgeState): boolean => s.herd !== null;

export const areaOfTile = (id: string): HerdArea => entry(MAMMOTH_BY_ID, id, "mammoth tile").area;

/** The location the herd stands on this round (null: no tile turned up, or the herd is gone). */
export function herdLocation(s: StoneAgeState): Location | null {
  const t = s.herd?.tile;
  return t ? areaOfTile(t) : null;
}

export const herdLocationIndex = (s: StoneAgeState): number | null => {
  const l = herdLocation(s);
  return l === null ? null : LOCATION_INDEX[l];
};

/** Start of a round: the next tile is turned up ("Zu Beginn jeder Runde erscheint ein Mammut ..."); none left: the herd is gone. */
export function turnHerdTile(h: HerdState): void {
  h.tile = h.pile.shift() ?? null;
  h.riders = h.riders.map(() => 0);
  h.offer = 0;
}

/** Joining the herd: every split of the cost, 1 food or 1 resource per person ("1 Nahrung oder Rohstoff pro Volk"). */
export function joinHerdMoves(p: PlayerState, offer: number): StoneAgeMove[] {
  const moves: StoneAgeMove[] = [];
  for (let count = 1; count <= offer; count++) {
    for (let food = Math.min(count, p.food); food >= 0; food--) {
      for (const payment of payments(count - food, p.materials))
        moves.push({ type: "join-herd", count, food, payment });
    }
  }
  return moves;
}

export function joinHerd(
  h: HerdState,
  p: PlayerState,
  seat: Seat,
  move: Extract<StoneAgeMove, { type: "join-herd" }>,
): void {
  p.food -= move.food;
  pay(p, move.payment);
  h.riders[seat] = (h.riders[seat] ?? 0) + move.count;
  h.offer = 0;
}

/**
 * After all actions: everyone on the tile rolls one die per person; the highest sum tames ("Der Spieler mit
 * dem höchsten Würfelergebnis ist der Mammutbändiger"). Ties: the tied player first in turn order from the
 * start player (the site's decision). No tools (as in the lottery, the text names none). Returns true when
 * the tamer must now choose a bonus; with nobody on the tile, the tile is discarded (the site's decision).
 */
export function startTaming(s: StoneAgeState): boolean {
  const h = s.herd;
  if (!h || h.tile === null) return false;
  if (sum(h.riders) === 0) {
    h.discarded.push(h.tile);
    h.tile = null;
    return false;
  }
  const dice = h.riders.map((n) => rollDice(s, n));
  let tamer = -1;
  let best = -1;
  for (let j = 0; j < s.players; j++) {
    const seat = (s.startPlayer + j) % s.players;
    if ((h.riders[seat] ?? 0) === 0) continue;
    const total = sum(dice[seat] ?? []);
    if (total > best) {
      best = total;
      tamer = seat;
    }
  }
  h.taming = { tile: h.tile, dice, tamer, bonus: null };
  s.phase = "tame";
  return true;
}

/**
 * "Der Mammutbändiger kann wählen, ob er den 1er- oder den Alles-Bonus nimmt. Die anderen nehmen den
 * Alles-Bonus." The tamer keeps the tile (it counts for the 10 points at the end); challengers do not.
 */
export function tame(s: StoneAgeState, bonus: "one" | "all"): void {
  const h = s.herd;
  const t = h?.taming;
  if (!h || !t) throw new Error("tame: no taming");
  const tile = entry(MAMMOTH_BY_ID, t.tile, "mammoth tile");
  h.riders.forEach((n, seat) => {
    if (n === 0) return;
    const p = playerAt(s, seat);
    if (seat === t.tamer) {
      giveReward(p, bonus === "one" ? tile.one : tile.all);
      p.mammoths.push(t.tile);
    } else giveReward(p, tile.all);
  });
  t.bonus = bonus;
  h.tile = null;
  h.riders = h.riders.map(() => 0);
}

/** Final scoring: the most tiles score 10; tied players each score 10 (the site's decision); nobody with none. */
export function mammothMajority(s: StoneAgeState): number[] {
  if (!s.herd) return s.player.map(() => 0);
  const most = Math.max(...s.player.map((p) => p.mammoths.length));
  return s.player.map((p) => (most > 0 && p.mammoths.length === most ? TEXT_VALUES.mammothMajorityPoints : 0));
}
