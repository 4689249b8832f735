/**
 * The games' marks (lib/engine/marks.ts) name what the board shows after the move: over whole seeded games,
 * every mark of every move is checked against the spectator view after it (the tile is where the mark says,
 * the figure stands on the marked space, the people are on the marked location, the huts went where the
 * marks say). The conformance suite checks their shape; this checks that they are true.
 */
import { describe, expect, it } from "vitest";
import { marksOf, type AnyGame, type MoveMark } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { glenMore, type GlenMoreMove, type GlenMoreView } from "@/lib/games/glen-more";
import { stoneAge, type StoneAgeMove, type StoneAgeView } from "@/lib/games/stone-age";
import { clans, type ClansMove, type ClansView } from "@/lib/games/clans";

function everyMove<M>(
  game: AnyGame,
  players: number,
  seed: string,
  each: (move: M, marks: MoveMark[], before: unknown, after: unknown, seat: number) => void,
) {
  let count = 0;
  randomPlayout<unknown, M>({
    game,
    players,
    seed,
    check: (before, seat, move, after) => {
      count += 1;
      each(
        move,
        marksOf(game, before, seat, move, after),
        game.playerView(before, null),
        game.playerView(after, null),
        seat,
      );
    },
  });
  return count;
}

describe("Glen More marks say where the tile went and where the figure stands", () => {
  it.each([2, 4])("%i players", (players) => {
    const seen = new Set<string>();
    everyMove<GlenMoreMove>(glenMore, players, `marks-gm-${players}`, (move, marks, _b, a, seat) => {
      const after = a as GlenMoreView;
      for (const m of marks) expect(m.seat).toBe(seat);
      seen.add(move.type);
      if (move.type === "take") {
        expect(marks).toHaveLength(1);
        expect(marks[0]!.at).toBe(`space:${move.space}`);
        expect(after.track[move.space]).toEqual({ kind: "figure", seat });
      } else if (move.type === "place") {
        expect(marks).toEqual([{ kind: "placed", seat, at: `tile:${seat}:${move.x},${move.y}` }]);
        expect(after.playerStates[seat]!.tiles.some((t) => t.x === move.x && t.y === move.y)).toBe(true);
      } else if (move.type === "activate" || move.type === "promote") {
        const tile = after.playerStates[seat]!.tiles.find((t) => t.id === move.tile)!;
        expect(marks).toEqual([{ kind: "used", seat, at: `tile:${seat}:${tile.x},${tile.y}` }]);
      } else if (move.type === "end-turn" || move.type === "pass") {
        expect(marks).toEqual([]);
      }
    });
    expect([...seen]).toEqual(expect.arrayContaining(["take", "place", "activate"]));
  });
});

describe("Stone Age marks say where the people went and what was taken", () => {
  it.each([2, 4])("%i players", (players) => {
    const seen = new Set<string>();
    everyMove<StoneAgeMove>(stoneAge, players, `marks-sa-${players}`, (move, marks, b, a, seat) => {
      const before = b as StoneAgeView;
      const after = a as StoneAgeView;
      seen.add(move.type);
      if (move.type === "place") {
        expect(marks).toEqual([{ kind: "placed", seat, at: `location:${move.location}`, label: `+${move.count}` }]);
      } else if (move.type === "buy-card") {
        expect(marks).toEqual([{ kind: "taken", seat, at: `location:card-${move.slot}` }]);
        expect(before.slots[move.slot]).not.toBeNull();
        expect(after.slots[move.slot]).toBeNull();
      } else if (move.type === "build") {
        expect(marks).toEqual([{ kind: "taken", seat, at: `location:stack-${move.stack}` }]);
      } else if (move.type === "end-turn" || move.type === "feed") {
        expect(marks).toEqual([]);
      }
    });
    expect([...seen]).toEqual(expect.arrayContaining(["place", "buy-card", "build"]));
  });
});

describe("Clans marks say which huts moved where", () => {
  it("3 players", () => {
    let moves = 0;
    everyMove<ClansMove>(clans, 3, "marks-clans-3", (move, marks, _b, a, seat) => {
      const after = a as ClansView;
      if (move.type !== "move") return;
      moves += 1;
      const last = after.lastMoves[seat]!;
      expect(last).toMatchObject({ from: move.from, to: move.to });
      expect(marks).toEqual([
        { kind: "moved", seat, at: `territory:${move.to}`, from: `territory:${move.from}`, label: String(last.huts) },
      ]);
    });
    expect(moves).toBeGreaterThan(10);
  });
});
