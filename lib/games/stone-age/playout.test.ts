import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { Rng, playBotTurn, replay, type CommittedSegment, type PendingBySeat, rejectionText } from "@/lib/engine";
import { CARDS, CARD_BY_ID, CULTURES, MATERIALS } from "./data";
import { stoneAge } from "./index";
import type { StoneAgeMove, StoneAgeState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "stone-age");

/** Final score recomputed from scratch, independent of scoring.ts. */
function independentScore(s: StoneAgeState, seat: number): number {
  const p = s.player[seat]!;
  const counts = new Map<string, number>();
  const icons = { farmer: 0, toolmaker: 0, "hut-builder": 0, shaman: 0 };
  for (const id of p.cards) {
    const b = CARD_BY_ID[id]!.bottom;
    if ("culture" in b) counts.set(b.culture, (counts.get(b.culture) ?? 0) + 1);
    else icons[b.multiplier] += b.people;
  }
  let culture = 0;
  for (let k = 1; k <= 2; k++) {
    const size = CULTURES.filter((c) => (counts.get(c) ?? 0) >= k).length;
    culture += size * size;
  }
  const tools = p.tools.reduce((a, b) => a + b, 0);
  return (
    p.score +
    culture +
    icons.farmer * p.agriculture +
    icons.toolmaker * tools +
    icons["hut-builder"] * p.buildings.length +
    icons.shaman * p.people +
    MATERIALS.reduce((t, m) => t + p.materials[m], 0)
  );
}

function checkInvariants(s: StoneAgeState): void {
  const cards = [...s.deck, ...s.slots.filter((c): c is string => c !== null), ...s.player.flatMap((p) => p.cards)];
  expect(new Set(cards).size).toBe(cards.length);
  expect(cards.length).toBe(CARDS.length);
  const tiles = [...s.stacks.flat(), ...s.player.flatMap((p) => p.buildings)];
  expect(new Set(tiles).size).toBe(7 * s.players);
  for (const p of s.player) {
    expect(p.people).toBeGreaterThanOrEqual(5);
    expect(p.people).toBeLessThanOrEqual(10);
    expect(p.agriculture).toBeLessThanOrEqual(10);
    expect(p.tools.length).toBeLessThanOrEqual(3);
    expect(p.tools.every((t) => t >= 1 && t <= 4)).toBe(true);
    expect(p.food).toBeGreaterThanOrEqual(0);
    for (const m of MATERIALS) expect(p.materials[m]).toBeGreaterThanOrEqual(0);
    expect(p.placed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(p.people);
  }
}

function randomGame(players: number, seed: string, onState?: (s: StoneAgeState) => void): StoneAgeState {
  const rng = new Rng(players * 7919 + seed.length);
  let s = stoneAge.setup({ players, seed, options: {} });
  for (let n = 0; s.phase !== "over"; n++) {
    if (n > 50000) throw new Error("random game does not end");
    onState?.(s);
    const seats = stoneAge.activeSeats(s);
    if (seats.length === 0) throw new Error("nobody is awaited in a running game");
    const seat = seats[rng.int(seats.length)]!;
    const legal = stoneAge.legalMoves(s, seat);
    if (legal.length === 0) throw new Error("an awaited seat has no legal move");
    const r = stoneAge.applyMove(s, seat, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(rejectionText(r));
    s = r.value;
  }
  onState?.(s);
  return s;
}

describe("random playouts", () => {
  it.each([2, 3, 4])("%i players: 30 random games end with consistent scores", (players) => {
    const reasons = new Set<string>();
    for (let g = 0; g < 30; g++) {
      let states = 0;
      const end = randomGame(players, `game-${players}-${g}`, (s) => {
        if (states++ % 25 === 0) checkInvariants(s);
      });
      checkInvariants(end);
      const o = stoneAge.outcome(end);
      expect(o).not.toBeNull();
      expect(o!.scores).toEqual(end.player.map((_, i) => independentScore(end, i)));
      const best = Math.max(...o!.scores);
      for (const w of o!.winners) expect(o!.scores[w]).toBe(best);
      expect(o!.winners.length).toBeGreaterThan(0);
      reasons.add(end.endReason ?? "none");
      expect(JSON.parse(JSON.stringify(end))).toEqual(end);
    }
    expect([...reasons].every((r) => r === "cards" || r === "buildings")).toBe(true);
  });

  it("no view ever shows a card in the deck or a building tile that is not face up", () => {
    const leaks: string[] = [];
    let views = 0;
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 2; g++) {
        randomGame(players, `scan-${players}-${g}`, (s) => {
          const hidden = [...s.deck, ...s.stacks.flatMap((st, i) => (s.topVisible[i] ? st.slice(1) : st))];
          for (const viewer of [null, ...s.player.map((_, i) => i)]) {
            const json = JSON.stringify(stoneAge.playerView(s, viewer));
            views++;
            for (const id of hidden) if (json.includes(`"${id}"`)) leaks.push(`${id} seen by ${viewer}`);
            if (json.includes('"rng"') || json.includes('"deck"')) leaks.push("rng or deck field in view");
          }
        });
      }
    }
    expect(views).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
  });
});

describe("through the turn machinery", () => {
  it.each([2, 3, 4])(
    "%i players: bots finish a game and the committed log replays to the same state",
    (players) => {
      for (const style of ["random", "greedy"] as const) {
        const setup = { players, seed: `replay-${players}-${style}`, options: {} };
        let committed = stoneAge.setup(setup);
        let pending: PendingBySeat<StoneAgeMove> = {};
        const log: CommittedSegment<StoneAgeMove>[] = [];
        const rng = new Rng(players + (style === "greedy" ? 100 : 0));
        for (let turns = 0; !stoneAge.outcome(committed); turns++) {
          if (turns > 20000) throw new Error("the game does not end");
          const seats = stoneAge.activeSeats(committed);
          const seat = seats[0]!;
          const r = playBotTurn<StoneAgeState, StoneAgeMove>(stoneAge, committed, pending, seat, rng, style);
          if (!r.ok) throw new Error(rejectionText(r));
          committed = r.value.committed;
          pending = r.value.pending;
          log.push(...r.value.segments);
          expect(log.every((seg) => seg.lines.every((l) => english(l).length > 0))).toBe(true);
        }
        const replayed = replay<StoneAgeState, StoneAgeMove>(stoneAge, setup, log);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayed.value).toEqual(JSON.parse(JSON.stringify(committed)));
      }
      // Whole games for two bot styles: 26 s for 4 players in a full run, 60 s and more on a loaded machine.
    },
    180_000,
  );
});
