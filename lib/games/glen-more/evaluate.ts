/** The greedy bot's view of a position (GameDefinition.evaluate). */
import { at } from "@/lib/engine";
import { clanTotal, resourceTotal } from "./display";
import { chieftainStrength } from "./scoring";
import type { GlenMoreState } from "./types";

/** Rough value for the greedy bot: points now, plus what coins, goods and position are worth later. */
export function evaluate(s: GlenMoreState, seat: number): number {
  const p = s.playerStates[seat];
  if (!p) return 0;
  if (s.finished && s.final) {
    const mine = at(s.final, seat, "final row").total;
    const best = Math.max(...s.final.filter((_, i) => i !== seat).map((r) => r.total));
    return mine - best;
  }
  const fewest = Math.min(...s.playerStates.map((q) => q.tiles.length));
  const turnBonus = s.turn.seat === seat ? 0.5 * s.turn.movement : 0;
  return (
    p.vp +
    p.coins +
    0.8 * resourceTotal(p.tiles) +
    2 * p.whisky +
    2.5 * chieftainStrength(p) +
    1.5 * clanTotal(p.tiles) +
    2 * p.cards.length +
    1.2 * p.tiles.length -
    3 * Math.max(0, p.tiles.length - fewest - 1) +
    turnBonus
  );
}
