/**
 * Random playouts through the real turn machinery, with the scores recomputed independently of the
 * game's own scoring code (from the village records, the map and a hand-written epoch chart).
 */
import { describe, expect, it } from "vitest";
import {
  Rng,
  playBotTurn,
  replay,
  seedRng,
  submitStep,
  undoStep,
  type PendingBySeat,
  rejectionText,
} from "@/lib/engine";
import { clans } from "./index";
import { TERRITORIES } from "./map-data";
import type { ClansMove, ClansState } from "./types";

// Independent epoch chart (rules page 002 / epoch chart): village number -> [favourable, bonus, hostile].
const CHART: Record<number, [string, number, string | null]> = {
  1: ["forest", 1, "mountain"],
  2: ["forest", 1, "mountain"],
  3: ["forest", 1, "mountain"],
  4: ["forest", 1, "mountain"],
  5: ["mountain", 2, "grassland"],
  6: ["mountain", 2, "grassland"],
  7: ["mountain", 2, "grassland"],
  8: ["steppe", 3, "forest"],
  9: ["steppe", 3, "forest"],
  10: ["grassland", 4, "steppe"],
  11: ["grassland", 4, "steppe"],
  12: ["all", 5, null],
};

function recompute(s: ClansState) {
  const colour = [0, 0, 0, 0, 0];
  const chips = Array<number>(s.players).fill(0);
  for (const v of s.villages) {
    if (v.number === null) continue;
    chips[v.founder] = (chips[v.founder] ?? 0) + 1;
    const [fav, bonus, hostile] = CHART[v.number] ?? ["", 0, null];
    const land = TERRITORIES[v.territory]?.landscape;
    if (land === hostile) continue;
    const allFive = v.huts.every((n) => n > 0);
    const left = v.huts.map((n) => (allFive && n === 1 ? 0 : n));
    const total = left.reduce((a, b) => a + b, 0);
    const value = total + (fav === "all" || fav === land ? bonus : 0);
    left.forEach((n, c) => {
      if (n > 0) colour[c] = (colour[c] ?? 0) + value;
    });
  }
  return { colour, chips };
}

function checkInvariants(s: ClansState) {
  const { colour, chips } = recompute(s);
  expect(s.colourScores).toEqual(colour);
  expect(s.chips).toEqual(chips);
  const numbers = s.villages.flatMap((v) => (v.number === null ? [] : [v.number]));
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  expect(numbers.length).toBeLessThanOrEqual(12);
  // Huts are only ever lost to strife or hostile landscapes.
  const onBoard = s.huts.flat().reduce((a, b) => a + b, 0);
  const lost = s.villages.reduce(
    (a, v) => a + (v.effect === "hostile" ? v.huts.reduce((x, y) => x + y, 0) : v.strife.reduce((x, y) => x + y, 0)),
    0,
  );
  expect(onBoard + lost).toBe(60);
  // Every occupied territory whose neighbours are all empty is a village (once the move's choices are done).
  if (s.phase !== "choose-village") {
    const villageSet = new Set(s.villages.map((v) => v.territory));
    for (const t of TERRITORIES) {
      const occupied = (s.huts[t.id] ?? []).some((n) => n > 0);
      const alone = t.neighbours.every((n) => (s.huts[n] ?? []).every((x) => x === 0));
      if (occupied && alone) expect(villageSet.has(t.id)).toBe(true);
    }
  }
}

/** Plays a whole game through submitStep (with an occasional undo), checking invariants at each commit. */
function randomGame(players: number, seed: string) {
  const init = { players, seed, options: {} };
  const rng = new Rng(seedRng(`bot-${seed}`));
  let c = clans.setup(init);
  let p: PendingBySeat<ClansMove> = {};
  const log: { seat: number; moves: ClansMove[] }[] = [];
  for (let guard = 0; guard < 2000 && !clans.outcome(c); guard++) {
    const seat = c.turn;
    let cur = c;
    for (const m of p[String(seat)] ?? []) {
      const r = clans.applyMove(cur, seat, m);
      if (!r.ok) throw new Error(rejectionText(r));
      cur = r.value;
    }
    const legal = clans.legalMoves(cur, seat);
    const m = legal[rng.int(legal.length)];
    if (!m) throw new Error("stuck: no legal move while the game runs");
    const r = submitStep<ClansState, ClansMove>(clans, c, p, seat, m);
    if (!r.ok) throw new Error(rejectionText(r));
    c = r.value.committed;
    p = r.value.pending;
    log.push(...r.value.segments);
    if (r.value.segments.length > 0) checkInvariants(c);
    // Now and then take the last step back (the move is a step, undoable until end-turn).
    if (m.type === "move" && rng.int(5) === 0) {
      const u = undoStep(p, seat);
      if (!u.ok) throw new Error(rejectionText(u));
      p = u.value;
    }
  }
  return { init, final: c, log };
}

describe("random playouts", () => {
  for (const players of [2, 3, 4]) {
    it(`50 games with ${players} players end with consistent scores`, () => {
      const reasons = new Set<string>();
      let choices = 0;
      for (let g = 0; g < 50; g++) {
        const { init, final, log } = randomGame(players, `p${players}-g${g}`);
        const out = clans.outcome(final);
        expect(out).not.toBeNull();
        if (!out) continue;
        checkInvariants(final);
        reasons.add(final.endReason ?? "");
        choices += log.flatMap((e) => e.moves).filter((m) => m.type === "choose-village").length;
        const counted = final.villages.filter((v) => v.number !== null).length;
        if (final.endReason === "twelfth-village") expect(counted).toBe(12);
        else {
          expect(counted).toBeLessThan(12);
          expect(clans.legalMoves({ ...final, phase: "move" }, final.turn)).toEqual([]);
        }
        const { colour, chips } = recompute(final);
        expect(out.scores).toEqual(final.colours.map((c, seat) => (colour[c] ?? 0) + (chips[seat] ?? 0)));
        const best = Math.max(...out.scores);
        expect(out.winners).toEqual(out.scores.flatMap((v, i) => (v === best ? [i] : [])));
        expect(out.winners.length).toBeGreaterThan(0);
        // Replay from seed and committed moves reproduces the final state.
        const r = replay<ClansState, ClansMove>(clans, init, log);
        expect(r.ok).toBe(true);
        if (r.ok) expect(JSON.parse(JSON.stringify(r.value))).toEqual(JSON.parse(JSON.stringify(final)));
      }
      expect(reasons.has("twelfth-village")).toBe(true);
      expect(choices).toBeGreaterThan(0);
    });
  }

  it("greedy bots finish games", () => {
    for (const players of [2, 3, 4]) {
      let c = clans.setup({ players, seed: `greedy-${players}`, options: {} });
      let p: PendingBySeat<ClansMove> = {};
      const rng = new Rng(seedRng(`g${players}`));
      for (let guard = 0; guard < 500 && !clans.outcome(c); guard++) {
        const r = playBotTurn<ClansState, ClansMove>(clans, c, p, c.turn, rng, "greedy");
        if (!r.ok) throw new Error(rejectionText(r));
        c = r.value.committed;
        p = r.value.pending;
      }
      expect(clans.outcome(c)).not.toBeNull();
      checkInvariants(c);
    }
  });
});
