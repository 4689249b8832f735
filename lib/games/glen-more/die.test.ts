/**
 * The die of the 2-3 player game (rulebook "Das Spiel mit 2 und 3 Spielern"): faces 1-1-1-2-2-3, a
 * "third or fourth figure" that players may jump over and that moves when it is last, counting tiles only
 * ("Spielfiguren nicht mitzählen!"), removing the tile it lands on, and moving again while it is still last
 * (online notes: "Der Würfel-Spieler macht seinen Zug (oder ggf. mehrere)").
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "@/lib/engine/playout";
import { seedRng, type HistoryLine } from "@/lib/engine";
import { eventLine } from "./describe";
import { glenMore } from "./index";
import { play, putInChain, scenario } from "./test-helpers";
import type { ChainEntry, GlenMoreMove, GlenMoreState } from "./types";

/** The die's rolls among a turn's events (refs; English sentences of older rules versions read back first). */
const rolls = (events: readonly HistoryLine[]) =>
  events
    .map((e) => (typeof e === "string" ? eventLine(e) : e))
    .flatMap((l) => (typeof l !== "string" && l.key === "event.die" ? [Number(l.values?.roll)] : []));

describe("the die", () => {
  it("comes up 1 half of the time, 2 a third, 3 a sixth, in the rolls of real games", () => {
    const counts = [0, 0, 0, 0];
    for (const players of [2, 3]) {
      for (let g = 0; g < 40; g++) {
        randomPlayout<GlenMoreState, GlenMoreMove>({
          game: glenMore,
          players,
          seed: `die-${players}-${g}`,
          check: (_before, _seat, move, after) => {
            if (move.type === "end-turn" || move.type === "pass")
              for (const r of rolls(after.events)) counts[r] = (counts[r] ?? 0) + 1;
          },
        });
      }
    }
    const total = counts.reduce((a, b) => a + b, 0);
    expect(counts[0]).toBe(0);
    expect(total).toBeGreaterThan(1000);
    // One binomial standard deviation is under 1.6 points at this size; 5 points is far outside chance.
    expect(Math.abs(counts[1]! / total - 1 / 2)).toBeLessThan(0.05);
    expect(Math.abs(counts[2]! / total - 1 / 3)).toBeLessThan(0.05);
    expect(Math.abs(counts[3]! / total - 1 / 6)).toBeLessThan(0.05);
  });

  /**
   * 2 players. The start player's chain is rearranged by `arrange` from the dealt one, [me, other, die,
   * ten tiles]; he takes a free village from the front (index 12), jumping over everything, and ends his
   * turn with the die rolled from `rngSeed`.
   */
  function jumpToFront(
    arrange: (me: ChainEntry, other: ChainEntry, die: ChainEntry, tiles: ChainEntry[]) => ChainEntry[],
    rngSeed: string,
  ) {
    const { s, seat } = scenario({ players: 2, seed: "die-jump" });
    const [me, other, die, ...tiles] = s.chain;
    if (!me || !other || !die || die.kind !== "die") throw new Error("unexpected 2-player chain");
    s.chain = arrange(me, other, die, tiles as ChainEntry[]);
    const space = putInChain(s, "d0-village-04", 12);
    const before = s.chain.slice();
    s.rng = seedRng(rngSeed);
    const after = play(s, seat, { type: "take", space }, { type: "place", x: 1, y: 0 }, { type: "end-turn" });
    const tileAt = (k: number) => {
      const e = before[k];
      if (!e || e.kind !== "tile") throw new Error(`no tile at ${k}`);
      return e.tile;
    };
    return { after, tileAt, other: other.kind === "figure" ? other.seat : -1 };
  }

  it("a player may jump over the die; the die counts tiles only, jumping over the figure in front of it", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 24; i++) {
      // [me, die, other, t1 .. t10]: after my jump the die is last, with the other figure right in front.
      const { after, tileAt, other } = jumpToFront((me, o, die, tiles) => [me, die, o, ...tiles], `roll-${i}`);
      const [roll, ...more] = rolls(after.events);
      if (roll === undefined) throw new Error("the die did not move");
      seen.add(roll);
      expect(more).toEqual([]); // one move: the die is then ahead of the other figure
      expect(after.removed).toContain(tileAt(2 + roll)); // the roll-th tile, the figure not counted
      expect(after.turn.seat).toBe(other);
      expect(after.chain[0]).toEqual({ kind: "figure", seat: other });
      expect(after.chain).toHaveLength(13);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it("the die moves again while it is still last, until a figure is behind it", () => {
    for (let i = 0; i < 12; i++) {
      // [me, die, t1, t2, t3, t4, other, ...]: three tiles at most per roll, so at least two moves.
      const { after, tileAt, other } = jumpToFront(
        (me, o, die, tiles) => [me, die, ...tiles.slice(0, 4), o, ...tiles.slice(4)],
        `again-${i}`,
      );
      expect(rolls(after.events).length).toBeGreaterThanOrEqual(2);
      for (const k of [2, 3, 4, 5]) expect(after.removed).toContain(tileAt(k)); // landed on or left behind
      expect(after.turn.seat).toBe(other);
      expect(after.chain[0]).toEqual({ kind: "figure", seat: other });
      expect(after.chain.filter((e) => e?.kind === "die")).toHaveLength(1);
    }
  });
});
