/** The variants' pieces rendered from real engine states: they show what is out and offer only legal moves. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stoneAge, type Location, type StoneAgeMove, type StoneAgeState } from "@/lib/games/stone-age";
import { LOCATION_INDEX } from "@/lib/games/stone-age/data";
import { VARIANTS } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/read/views";
import { StoneAgeBoard } from "./board";
import { ActionPanel } from "./action-panel";
import { boardTextFor } from "../board-text-for";
import { BoardTextProvider } from "../board-text";
import type { StoneAgeText } from "./text";

const tx = boardTextFor("en", "stone-age") as StoneAgeText;

const seats: SeatInfo[] = ["Anna", "Bruno", "Carla"].map((username, seatIndex) => ({
  seatIndex,
  username,
  userId: `u${seatIndex}`,
  name: username,
  bot: null,
  former: null,
  forfeit: null,
  deadline: null,
  pausedMs: null,
  bankMs: null,
  vacationUntil: null,
  invited: false,
  joined: true,
}));

const legal = (s: StoneAgeState, seat: number | null) =>
  seat === null ? [] : stoneAge.legalMoves(s, seat).filter((m) => m.type !== "end-turn");

function board(s: StoneAgeState, mySeat: number | null): string {
  return renderToStaticMarkup(
    createElement(
      BoardTextProvider,
      { text: tx },
      createElement(StoneAgeBoard, {
        view: stoneAge.playerView(s, mySeat),
        legalMoves: legal(s, mySeat),
        mySeat,
        seats,
        activeSeats: stoneAge.activeSeats(s),
        myTurn: mySeat !== null && stoneAge.activeSeats(s).includes(mySeat),
        busy: false,
        onMove: () => {},
      }),
    ),
  );
}

function panel(s: StoneAgeState, mySeat: number, selected: Location | null = null): string {
  return renderToStaticMarkup(
    createElement(ActionPanel, {
      tx,
      view: stoneAge.playerView(s, mySeat),
      legalMoves: legal(s, mySeat),
      mySeat,
      seats,
      busy: false,
      onMove: () => {},
      selected,
      onSelect: () => {},
    }),
  );
}

const all = (players = 2, seed = "render-variants") =>
  stoneAge.setup({ players, seed, options: { variants: [...VARIANTS] } });

/** Seat 0 in its action turn of a game with `variants`, with `placed` people out. */
function acting(
  variants: (typeof VARIANTS)[number][],
  placed: Partial<Record<Location, number>>,
  materials = { wood: 0, clay: 0, stone: 0, gold: 0 },
): StoneAgeState {
  const s = structuredClone(stoneAge.setup({ players: 2, seed: "render-acting", options: { variants } }));
  s.phase = "actions";
  s.startPlayer = 0;
  s.turn = 0;
  for (const p of s.player) p.placed = p.placed.map(() => 0);
  for (const [l, n] of Object.entries(placed)) s.player[0]!.placed[LOCATION_INDEX[l as Location]] = n ?? 0;
  s.player[0]!.materials = materials;
  return s;
}

describe("the variants on the board", () => {
  it("the base game shows no variants panel", () => {
    expect(board(stoneAge.setup({ players: 2, seed: "base", options: {} }), 0)).not.toContain(
      'data-testid="sa-variants"',
    );
  });

  it("names every chosen variant and shows the herd's area and tile, never a face-down tile", () => {
    const s = all();
    const html = board(s, null);
    expect(html).toContain("Harsh Winter");
    expect(html).toContain("Igloos");
    expect(html).toContain("The New Huts");
    expect(html).toContain("Wild Animals");
    expect(html).toContain('data-testid="sa-herd-here"');
    expect(html).toContain(`data-mammoth="${s.herd!.tile}"`);
    for (const id of s.herd!.pile) expect(html).not.toContain(`data-mammoth="${id}"`);
  });

  it("an animal in play is a place on the board, with the people it takes, and rolls show its penalty", () => {
    const s = structuredClone(all(3, "render-animal"));
    s.animals!.inPlay = ["A4"];
    s.deck = s.deck.filter((id) => id !== "A4");
    const html = board(s, s.turn);
    expect(html).toContain('data-testid="sa-animal-card"');
    expect(html).toContain("polar bear (every roll −3): 3 people together drive it off");
    expect(html).toMatch(/<button[^>]*data-location="animal"/);
    const rolled = acting(["wild-animals"], {});
    rolled.animals!.inPlay = ["A2"];
    rolled.roll = { good: "wood", dice: [3, 3], bonus: 0, source: "location" };
    expect(panel(rolled, 0)).toContain("Dice 6 − wild animals 2 = 4 ÷ 3 → <strong>1 wood</strong>");
  });

  it("Harsh Winter: the extra stone is a checkbox beside the payments, only where the legal moves offer it", () => {
    const s = acting(["harsh-winter"], { "stack-0": 1 }, { wood: 2, clay: 1, stone: 1, gold: 0 });
    s.stacks[0] = ["B01", ...s.stacks[0]!.filter((t) => t !== "B01")];
    expect(stoneAge.legalMoves(s, 0)).toContainEqual({
      type: "build",
      stack: 0,
      payment: { wood: 2, clay: 1, stone: 0, gold: 0 },
      winter: true,
    });
    const html = panel(s, 0, "stack-0");
    expect(html).toContain('data-testid="sa-winter-extra"');
    expect(html).toContain("also pay 1 extra stone (+5 points)");
    const poor = acting(["harsh-winter"], { "stack-0": 1 }, { wood: 2, clay: 1, stone: 0, gold: 0 });
    poor.stacks[0] = ["B01", ...poor.stacks[0]!.filter((t) => t !== "B01")];
    expect(panel(poor, 0, "stack-0")).not.toContain("sa-winter-extra");
  });

  it("Igloos: one button per resource the player has three of", () => {
    const s = acting(["igloos"], {}, { wood: 3, clay: 1, stone: 3, gold: 0 });
    const html = panel(s, 0);
    expect(html).toContain("3 wood → 9 points");
    expect(html).toContain("3 stone → 15 points");
    expect(html).not.toContain("3 clay →");
  });

  it("Mammoth Herd: after the roll at its area, the choice of people and payment; the tamer's bonus buttons", () => {
    const s = acting(["mammoth-herd"], {});
    s.herd!.offer = 2;
    s.player[0]!.food = 1;
    const html = panel(s, 0);
    expect(html).toContain("Move people onto the mammoth tile?");
    expect(html).toContain("Keep them away");
    const joins = stoneAge.legalMoves(s, 0).filter((m) => m.type === "join-herd");
    expect(joins.length).toBeGreaterThan(0);

    const t = acting(["mammoth-herd"], {});
    t.phase = "tame";
    t.herd!.taming = { tile: "M04", dice: [[5], [2]], tamer: 0, bonus: null };
    const mine = panel(t, 0);
    expect(mine).toContain("You tamed the mammoth!");
    expect(mine).toContain("“1” bonus: 3 points");
    expect(mine).toContain("“all” bonus: 2 food");
    const other = panel(t, 1);
    expect(other).not.toContain("You tamed the mammoth!");
    expect(other).toContain("Waiting for Anna to choose the mammoth");
  });

  it("The New Huts: a new hut on a stack says what it gives", () => {
    const s = structuredClone(stoneAge.setup({ players: 2, seed: "render-huts", options: { variants: ["new-huts"] } }));
    s.stacks[0] = ["NH1", ...s.stacks[0]!.filter((t) => t !== "NH1")];
    expect(board(s, null)).toContain("new hut: +1 wood every round");
  });

  it("offers nothing but legal moves: every button of a variant choice maps to a legal move", () => {
    const s = acting(["mammoth-herd", "igloos"], {}, { wood: 3, clay: 0, stone: 0, gold: 0 });
    s.herd!.offer = 1;
    const moves: StoneAgeMove[] = stoneAge.legalMoves(s, 0);
    expect(moves.every((m) => m.type === "join-herd" || m.type === "skip-herd")).toBe(true);
    expect(panel(s, 0)).not.toContain("Build an igloo");
  });
});
