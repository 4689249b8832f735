import { describe, expect, it } from "vitest";
import { clans, type ClansMove, type ClansView } from "@/lib/games/clans";
import {
  epochRows,
  hutPiles,
  villageMarkText,
  instruction,
  movableFrom,
  movesFrom,
  resolveClick,
  scoreTrack,
  territoryLabel,
  villageChoices,
  lastMoveText,
  arrowStop,
  moveSaid,
  HUT_FILL,
} from "./presentation";
import { boardTextFor } from "../board-text-for";
import type { ClansText } from "./text";
import { rejectionText } from "@/lib/engine";

const tx = boardTextFor("en", "clans") as ClansText;
const de = boardTextFor("de", "clans") as ClansText;

const start = clans.setup({ players: 2, seed: "presentation", options: {} });
const view = (seat: number | null = 0): ClansView => clans.playerView(start, seat);

function play(moves: ClansMove[]) {
  let s = start;
  for (const m of moves) {
    const r = clans.applyMove(s, s.turn, m);
    if (!r.ok) throw new Error(rejectionText(r));
    s = r.value;
  }
  return s;
}

describe("labels", () => {
  it("names a territory with its landscape and huts by colour", () => {
    const v: Pick<ClansView, "huts" | "villages"> = {
      huts: view().huts.map((h, i) => (i === 4 ? [2, 0, 0, 1, 0] : h)),
      villages: [],
    };
    expect(territoryLabel(tx, 4, v)).toBe("Territory 4, forest, 3 huts: 2 red, 1 blue");
    const empty = { huts: v.huts.map((h, i) => (i === 4 ? [0, 0, 0, 0, 0] : h)), villages: [] };
    expect(territoryLabel(tx, 4, empty)).toBe("Territory 4, forest, empty");
    expect(hutPiles([0, 1, 0, 0, 3])).toEqual([
      { colour: "yellow", count: 1 },
      { colour: "black", count: 3 },
    ]);
  });

  it("mentions a village and its score", () => {
    // Empty 1, 2 and 3 around territory 0 (2 onto 0 first): 0 becomes village 1 (steppe: neutral in epoch I).
    const s = play([
      { type: "move", from: 2, to: 0 },
      { type: "end-turn" },
      { type: "move", from: 1, to: 5 },
      { type: "end-turn" },
      { type: "move", from: 3, to: 15 },
    ]);
    const v = clans.playerView(s, 0);
    expect(v.villages.map((x) => x.territory)).toEqual([0]);
    expect(territoryLabel(tx, 0, v)).toMatch(/^Territory 0, steppe, 2 huts: .*; village 1, epoch I, 2 points each$/);
    expect(v.villages[0] && villageMarkText(v.villages[0])).toBe("+2");
    const hostile = { ...v.villages[0]!, effect: "hostile" as const, value: 0 };
    expect(villageMarkText(hostile)).toBe("✕ 0");
    expect(territoryLabel(tx, 0, { huts: v.huts, villages: [hostile] })).toMatch(
      /hostile landscape, destroyed, 0 points$/,
    );
    const rows = epochRows(tx, v);
    expect(rows[0]).toMatchObject({ name: "I", chipsLeft: 3, chips: 4, current: true });
    expect(rows[1]).toMatchObject({ name: "II", chipsLeft: 3, current: false });
  });
});

describe("moves from the legal moves only", () => {
  const legal = clans.legalMoves(start, start.turn);

  it("highlights the targets of the selected territory", () => {
    expect(movableFrom(legal).size).toBe(60);
    expect(movesFrom(legal, 0).map((m) => m.to)).toEqual([1, 2, 3]);
    expect(movesFrom(legal, null)).toEqual([]);
  });

  it("selects, moves onto a target (the very legal move object), and unselects", () => {
    expect(resolveClick(legal, null, 0)).toEqual({ selected: 0, move: null });
    const r = resolveClick(legal, 0, 2);
    expect(r.selected).toBeNull();
    expect(legal).toContain(r.move);
    expect(r.move).toEqual({ type: "move", from: 0, to: 2 });
    // Not a neighbour: selects the other territory instead.
    expect(resolveClick(legal, 0, 40)).toEqual({ selected: 40, move: null });
    expect(resolveClick(legal, 40, 40)).toEqual({ selected: null, move: null });
    // Read-only (spectator, replay): never a move.
    expect(resolveClick([], 0, 2)).toEqual({ selected: 2, move: null });
  });

  it("picks a village when the epoch choice is open", () => {
    const choosing: ClansMove[] = [
      { type: "choose-village", territory: 7 },
      { type: "choose-village", territory: 11 },
    ];
    expect(villageChoices(choosing)).toHaveLength(2);
    expect(resolveClick(choosing, null, 11)).toEqual({ selected: null, move: choosing[1] });
    expect(instruction(tx, { phase: "choose-village" }, choosing, true, null)).toMatch(/choose the village/);
  });

  it("tells the player what to do", () => {
    expect(instruction(tx, { phase: "move" }, legal, true, null)).toBe("Choose a territory whose huts you move.");
    expect(instruction(tx, { phase: "move" }, legal, true, 0)).toMatch(/territory 0 go/);
    expect(instruction(tx, { phase: "move" }, [], false, null)).toBe("Wait for your turn.");
    expect(instruction(tx, { phase: "move" }, [], false, null, true)).toMatch(/^Select a territory/);
    expect(instruction(tx, { phase: "end-turn" }, [], true, null)).toMatch(/end your turn/);
  });
});

describe("score track", () => {
  it("orders colours by points and marks only the viewer's colour", () => {
    const track = scoreTrack({ colourScores: [3, 0, 7, 0, 1], myColour: "red" });
    expect(track.map((t) => t.colour)).toEqual(["green", "red", "black", "yellow", "blue"]);
    expect(track.filter((t) => t.mine).map((t) => t.colour)).toEqual(["red"]);
    expect(scoreTrack({ colourScores: [0, 0, 0, 0, 0], myColour: null }).some((t) => t.mine)).toBe(false);
  });
});

describe("each player's last move", () => {
  it("reads as huts, from and to; nothing before the player's first move", () => {
    expect(lastMoveText(tx, { seat: 1, from: 12, to: 14, huts: 3 })).toBe("3 huts from territory 12 to 14");
    expect(lastMoveText(tx, { seat: 0, from: 2, to: 0, huts: 1 })).toBe("1 hut from territory 2 to 0");
    expect(lastMoveText(tx, null)).toBeNull();
    expect(lastMoveText(tx, undefined)).toBeNull();
  });
});

describe("keyboard and words", () => {
  it("steps the arrow keys through the given territories in number order, wrapping round", () => {
    expect(arrowStop([12, 3, 40], 3, 1)).toBe(12);
    expect(arrowStop([12, 3, 40], 40, 1)).toBe(3);
    expect(arrowStop([12, 3, 40], 12, -1)).toBe(3);
    expect(arrowStop([12, 3, 40], 3, -1)).toBe(40);
    // From a territory that is not a stop: the next one after it.
    expect(arrowStop([12, 3, 40], 20, 1)).toBe(40);
    expect(arrowStop([], 5, 1)).toBeNull();
  });

  it("says a move in words", () => {
    expect(moveSaid(tx, { type: "move", from: 2, to: 0 })).toBe("Move the huts of territory 2 to territory 0");
    expect(moveSaid(tx, { type: "choose-village", territory: 7 })).toBe("Found the village at territory 7 next");
  });

  it("gives every hut colour its own letter, in each language", () => {
    for (const words of [tx.ui.colourLetter, de.ui.colourLetter]) {
      const letters = Object.keys(HUT_FILL).map((c) => words[c as keyof typeof words]);
      expect(new Set(letters).size).toBe(letters.length);
    }
  });
});

describe("German", () => {
  it("names territories, moves and prompts in German", () => {
    const v: Pick<ClansView, "huts" | "villages"> = {
      huts: view().huts.map((h, i) => (i === 4 ? [2, 0, 0, 1, 0] : h)),
      villages: [],
    };
    expect(territoryLabel(de, 4, v)).toBe("Gebiet 4, Wald, 3 Hütten: 2 rot, 1 blau");
    expect(lastMoveText(de, { seat: 0, from: 2, to: 0, huts: 1 })).toBe("1 Hütte von Gebiet 2 nach 0");
    expect(moveSaid(de, { type: "move", from: 2, to: 0 })).toBe("Die Hütten von Gebiet 2 nach Gebiet 0 ziehen");
    expect(instruction(de, { phase: "move" }, [], false, null)).toBe("Warte, bis du am Zug bist.");
    expect(epochRows(de, view())[0]).toMatchObject({ favourable: "Wald +1", hostile: "Bergland" });
    expect(epochRows(de, view())[4]).toMatchObject({ favourable: "alle +5", hostile: "keine" });
  });
});
