import { describe, expect, it } from "vitest";
import { Rng, playBotTurn, replay, seedRng, type PendingBySeat } from "@/lib/engine";
import { lineText } from "@/lib/matches/history/history-text";
import { randomPlayout } from "@/lib/engine/playout";
import { glenMore } from "./index";
import { MAX_CUBES, TILE_INSTANCES, TOTAL_COINS, START_VILLAGE_ID0, tileDef, pointsForDifference } from "./data";
import { marketCoins } from "./market";
import { play } from "./test-helpers";
import { setupState } from "./setup";
import type { GlenMoreMove, GlenMoreState } from "./types";

/** Invariants checked after every step of a random game. */
export function checkInvariants(s: GlenMoreState): void {
  const fail = (msg: string) => {
    throw new Error(msg);
  };
  // Chain: 13 of 14 spaces taken and a figure last, at every turn start.
  if (!s.finished && s.turn.phase === "choose") {
    if (s.chain.length !== 13 || s.chain.some((e) => e === null)) fail("chain not 13 full spaces");
    if (s.chain[0]?.kind !== "figure" || s.chain[0].seat !== s.turn.seat)
      fail("chain does not end with the current figure");
  }
  const figures = s.chain.filter((e) => e?.kind === "figure").length;
  if (figures !== s.players) fail("figure count");
  // Counts never negative, cubes at most three on a tile.
  for (const p of s.playerStates) {
    if (p.coins < 0 || p.whisky < 0 || p.chieftains < 0) fail("negative count");
    for (const t of p.tiles) {
      if (t.clan < 0) fail("negative clan");
      if (t.cubes.length > MAX_CUBES) fail("more than three cubes");
    }
    if (
      p.tiles.reduce((n, t) => n + t.clan, 0) === 0 &&
      !s.finished &&
      !s.decks.slice(0, 3).every((d) => d.length === 0)
    ) {
      fail("no clan member left in the display before the last deck");
    }
  }
  if (s.market.some((m) => m < 0 || m > 3)) fail("market row out of range");
  if (s.supplyCoins < 0) fail("negative supply");
  if (s.turn.movement < 0) fail("negative movement");
  // Coins are conserved between players, market and supply.
  const coins = s.playerStates.reduce((n, p) => n + p.coins, 0) + marketCoins(s.market) + s.supplyCoins;
  if (coins !== TOTAL_COINS) fail(`coins not conserved: ${coins}`);
  // Every tile in exactly one place.
  const seen = new Map<number, number>();
  const add = (id: number) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const e of s.chain) if (e?.kind === "tile") add(e.tile);
  for (const d of s.decks) for (const id of d) add(id);
  for (const p of s.playerStates) for (const t of p.tiles) add(t.id);
  for (const id of s.removed) add(id);
  for (let v = s.players; v < 5; v++) add(START_VILLAGE_ID0 + v);
  // The tile taken this turn is "in hand" until it is placed.
  if (s.turn.tile !== null && !seen.has(s.turn.tile)) add(s.turn.tile);
  if (seen.size !== TILE_INSTANCES.length || [...seen.values()].some((n) => n !== 1))
    fail("a tile is missing or in two places");
}

/** Final scores recomputed from the rule text, independently of scoring.ts. */
function recomputeFinal(s: GlenMoreState): number[] {
  const fewest = Math.min(...s.playerStates.map((p) => p.tiles.length));
  return s.playerStates.map((p) => {
    let total = p.vp + p.coins - 3 * (p.tiles.length - fewest);
    for (const t of p.tiles) {
      const d = tileDef(t.id);
      if (p.cards.includes("Iona Abbey") && d.frame === "yellow") total += 2;
      if (p.cards.includes("Loch Morar") && d.frame === "green") total += 2;
      if (p.cards.includes("Duart Castle") && (d.name === "Village" || d.kind === "start-village")) total += 3;
    }
    return total;
  });
}

function checkScoring(before: GlenMoreState, after: GlenMoreState): void {
  for (let i = before.scorings.length; i < after.scorings.length; i++) {
    const sc = after.scorings[i]!;
    const ps = after.playerStates;
    const chief = ps.map(
      (p) =>
        p.chieftains * (p.cards.includes("Castle of Mey") ? 2 : 1) +
        p.cards.filter((c) => c.startsWith("Castle") || c.endsWith("Castle")).length +
        (p.cards.includes("Cawdor Castle") ? 2 : 0) -
        (p.cards.includes("Duart Castle") ? 1 : 0),
    );
    const expectRow = (vals: number[]) => vals.map((v) => pointsForDifference(v - Math.min(...vals)));
    expect(sc.rows.map((r) => r.whiskyVp)).toEqual(expectRow(ps.map((p) => p.whisky)));
    expect(sc.rows.map((r) => r.chieftainVp)).toEqual(expectRow(chief));
    expect(sc.rows.map((r) => r.cardVp)).toEqual(expectRow(ps.map((p) => p.cards.length)));
  }
}

const GAMES_PER_COUNT = 100;

describe("random playouts from legalMoves alone", () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: ${GAMES_PER_COUNT} games reach the end with the invariants after every step`, () => {
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const seed = `playout-${players}-${g}`;
        checkInvariants(setupState(players, seed));
        const r = randomPlayout<GlenMoreState, GlenMoreMove>({
          game: glenMore,
          players,
          seed,
          maxSteps: 20_000,
          check: (before, seat, move, after) => {
            checkInvariants(after);
            checkScoring(before, after);
            expect(
              lineText(glenMore.describeMove(before, seat, move, after), "en", "glen-more").length,
            ).toBeGreaterThan(0);
          },
        });
        expect(r.state.finished).toBe(true);
        expect(r.state.scorings.map((x) => x.round)).toEqual([1, 2, 3]);
        expect(r.outcome!.scores).toEqual(recomputeFinal(r.state));
        expect(r.outcome!.winners.length).toBeGreaterThan(0);
      }
    });
  }

  it("replaying a finished game from its seed and committed moves gives the same final state", () => {
    for (const players of [2, 5]) {
      const seed = `replay-${players}`;
      const r = randomPlayout<GlenMoreState, GlenMoreMove>({ game: glenMore, players, seed, keepLog: true });
      const again = replay<GlenMoreState, GlenMoreMove>(glenMore, { players, seed, options: {} }, r.log);
      expect(again.ok).toBe(true);
      if (again.ok) expect(JSON.parse(JSON.stringify(again.value))).toEqual(JSON.parse(JSON.stringify(r.state)));
    }
  });

  it("plays a whole game through the turn machinery (pending steps, commits, history lines)", () => {
    let committed = glenMore.setup({ players: 3, seed: "machinery", options: {} });
    let pending: PendingBySeat<GlenMoreMove> = {};
    const rng = new Rng(seedRng("bots"));
    const lines: string[] = [];
    for (let i = 0; i < 2000 && !glenMore.outcome(committed); i++) {
      const seat = glenMore.activeSeats(committed)[0]!;
      const r = playBotTurn<GlenMoreState, GlenMoreMove>(
        glenMore,
        committed,
        pending,
        seat,
        rng,
        i % 2 ? "greedy" : "random",
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      committed = r.value.committed;
      pending = r.value.pending;
      for (const seg of r.value.segments) lines.push(...seg.lines.map((l) => lineText(l, "en", "glen-more")));
    }
    expect(glenMore.outcome(committed)).not.toBeNull();
    expect(lines.some((l) => l.startsWith("took "))).toBe(true);
    expect(lines.some((l) => l.startsWith("Scoring 3"))).toBe(true);
    expect(lines.some((l) => l.startsWith("The die rolled"))).toBe(true);
  });
});

describe("the die (2-3 players)", () => {
  it("when last in the chain it is rolled inside the end-turn move, moves that many tiles (figures not counted) and removes the tile it lands on", () => {
    let s = setupState(2, "die-test");
    const a = s.turn.seat;
    // A jumps beyond the die; then B jumps beyond A: the die is last at B's end of turn.
    const takeBeyond = (st: GlenMoreState, seat: number, minIndex: number): GlenMoreState => {
      const moves = glenMore
        .legalMoves(st, seat)
        .filter((m): m is Extract<GlenMoreMove, { type: "take" }> => m.type === "take");
      const m = moves.find((x) => (x.space - st.back + 14) % 14 > minIndex)!;
      let t = play(st, seat, m);
      while (t.turn.phase !== "activate") t = play(t, seat, glenMore.legalMoves(t, seat)[0]!);
      return t;
    };
    s = takeBeyond(s, a, 2);
    s = play(s, a, { type: "end-turn" });
    expect(s.lastDie).toBeNull();
    const b = s.turn.seat;
    expect(b).not.toBe(a);
    const aIndex = s.chain.findIndex((e) => e?.kind === "figure" && e.seat === a);
    const pre = takeBeyond(s, b, aIndex);
    const after = play(pre, b, { type: "end-turn" });
    const rolled = after.events.find((l) => typeof l !== "string" && l.key === "event.die");
    expect(rolled).toBeDefined();
    const roll = Number(typeof rolled === "string" ? NaN : rolled?.values?.roll);
    expect([1, 2, 3]).toContain(roll);
    const c = pre.chain.slice();
    while (c[0] === null || c[0]?.kind === "tile") c.shift();
    expect(c[0]).toEqual({ kind: "die" });
    const ahead = c.filter((e): e is { kind: "tile"; tile: number } => e?.kind === "tile");
    expect(after.removed).toContain(ahead[roll - 1]!.tile);
    expect(
      glenMore.describeAftermath!(pre, b, { type: "end-turn" }, after).map((l) => lineText(l, "en", "glen-more")),
    ).toContain(lineText(rolled, "en", "glen-more"));
    expect(lineText(rolled, "en", "glen-more")).toMatch(/^The die rolled [123] and removed .+\.$/);
    expect(glenMore.moveKind(pre, b, { type: "end-turn" })).toBe("end");
    checkInvariants(after);
  });
});
