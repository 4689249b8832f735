/** The board rendered to static markup from real engine states: offers only legal moves, works read-only. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stoneAge, type StoneAgeMove, type StoneAgeState } from "@/lib/games/stone-age";
import type { SeatInfo } from "@/lib/matches/read/views";
import { StoneAgeBoard } from "./board";
import { PaymentPicker } from "./action-panel";
import { boardTextFor } from "../board-text-for";
import { BoardTextProvider } from "../board-text";
import type { StoneAgeText } from "./text";

const tx = boardTextFor("en", "stone-age") as StoneAgeText;

const seats: SeatInfo[] = ["Anna", "Bruno"].map((username, seatIndex) => ({
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

function render(s: StoneAgeState, mySeat: number | null): string {
  const legal = mySeat === null ? [] : stoneAge.legalMoves(s, mySeat).filter((m) => m.type !== "end-turn");
  return renderToStaticMarkup(
    createElement(
      BoardTextProvider,
      { text: tx },
      createElement(StoneAgeBoard, {
        view: stoneAge.playerView(s, mySeat),
        legalMoves: legal as StoneAgeMove[],
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

const start = (): StoneAgeState => stoneAge.setup({ players: 2, seed: "render-test", options: {} });

describe("StoneAgeBoard markup", () => {
  it("offers the lottery dice as pick buttons only to the picker", () => {
    const s = { ...start(), phase: "actions" as const, turn: 0, lottery: { dice: [5, 2], order: [0, 1], card: "S03" } };
    const mine = render(s, 0);
    expect(mine).toContain('aria-label="Pick the 5: a tool"');
    expect(mine).toContain('aria-label="Pick the 2: 1 clay"');
    const other = render(s, 1);
    expect(other).not.toContain("Pick the");
    expect(other).toContain("Waiting for Anna");
  });

  it("shows a feeding decision and names everyone awaited at once", () => {
    const base = start();
    const s: StoneAgeState = {
      ...base,
      phase: "feed",
      feeding: [0, 1],
      player: base.player.map((p) => ({ ...p, food: 2, materials: { wood: 2, clay: 2, stone: 0, gold: 0 } })),
    };
    const html = render(s, 0);
    expect(html).toContain("Your people are hungry");
    expect(html).toContain("Waiting for Anna and Bruno to decide how to feed their people.");
    expect(html).toContain("Take the penalty");
    // Missing 3 food from 2 wood + 2 clay: the engine lists 2 payments (2+1, 1+2), shown directly.
    expect(html.match(/Feed with/g)?.length).toBe(stoneAge.legalMoves(s, 0).filter((m) => m.type === "feed").length);
  });

  it("renders read-only for spectators: no choices, but the board, stacks and players", () => {
    const s = start();
    const html = render(s, null);
    // No choices: the only buttons open a player board's summary on a phone ("More").
    expect(
      [...html.matchAll(/<button[^>]*>/g)].map((b) => b[0]).filter((b) => !b.includes('data-testid="sa-more-')),
    ).toEqual([]);
    expect(html).toContain('data-testid="sa-more-1"');
    expect(html).toContain("Hunting grounds");
    expect(html).toContain(`deck: ${s.deck.length} left`);
    expect(html).toContain("Anna");
    // Hidden information never reaches the markup: the tile under a stack's top is not shown.
    const hidden = s.stacks[0]?.[1];
    if (hidden) expect(html).not.toContain(`data-building="${hidden}"`);
  });

  it("highlights exactly the places the legal moves offer during placement", () => {
    const s = start();
    const html = render(s, s.turn);
    const offered = new Set(stoneAge.legalMoves(s, s.turn).flatMap((m) => (m.type === "place" ? [m.location] : [])));
    const buttons = [...html.matchAll(/<button[^>]*data-location="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(buttons)).toEqual(offered);
  });
});

describe("PaymentPicker", () => {
  it("lists few payments directly and asks amount by amount when there are many", () => {
    const few = [
      {
        payment: { wood: 1, clay: 0, stone: 0, gold: 0 },
        move: { type: "buy-card", slot: 3, payment: { wood: 1, clay: 0, stone: 0, gold: 0 } } as StoneAgeMove,
      },
      {
        payment: { wood: 0, clay: 1, stone: 0, gold: 0 },
        move: { type: "buy-card", slot: 3, payment: { wood: 0, clay: 1, stone: 0, gold: 0 } } as StoneAgeMove,
      },
    ];
    const props = { tx, extra: () => null, busy: false, onPick: () => {}, verb: "Buy for" };
    const direct = renderToStaticMarkup(createElement(PaymentPicker, { ...props, options: few }));
    expect(direct.match(/Buy for/g)?.length).toBe(2);
    // A real "1 to 7 resources" building with plenty of materials: dozens of payments, asked stepwise.
    const have = { wood: 3, clay: 3, stone: 2, gold: 1 };
    const moves = [] as StoneAgeMove[];
    for (let w = 0; w <= have.wood; w++)
      for (let c = 0; c <= have.clay; c++)
        for (let st = 0; st <= have.stone; st++)
          for (let g = 0; g <= have.gold; g++) {
            const n = w + c + st + g;
            if (n >= 1 && n <= 7)
              moves.push({ type: "build", stack: 0, payment: { wood: w, clay: c, stone: st, gold: g } });
          }
    const many = moves.flatMap((m) => (m.type === "build" ? [{ payment: m.payment, move: m }] : []));
    const stepwise = renderToStaticMarkup(createElement(PaymentPicker, { ...props, options: many }));
    expect(stepwise).toContain(`${many.length} ways to pay`);
    expect(stepwise).not.toContain("Buy for");
    for (let w = 0; w <= have.wood; w++) expect(stepwise).toContain(`aria-label="${w} wood"`);
  });
});
