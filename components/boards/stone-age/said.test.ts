import { describe, expect, it } from "vitest";
import { stoneAge, type StoneAgeMove, type StoneAgeState } from "@/lib/games/stone-age";
import { moveSaid, promptSaid } from "./said";
import { boardTextFor } from "../board-text-for";
import type { StoneAgeText } from "./text";
import { rejectionText } from "@/lib/engine";

const tx = boardTextFor("en", "stone-age") as StoneAgeText;

const start = (): StoneAgeState => stoneAge.setup({ players: 2, seed: "said-test", options: {} });
const apply = (s: StoneAgeState, seat: number, m: StoneAgeMove): StoneAgeState => {
  const r = stoneAge.applyMove(s, seat, m);
  if (!r.ok) throw new Error(rejectionText(r));
  return r.value;
};

describe("Stone Age in words for the live region", () => {
  it("says placing and the prompt before and after it, only to the player asked", () => {
    let s = start();
    const me = s.turn;
    const view = stoneAge.playerView(s, me);
    expect(moveSaid(tx, view, me, { type: "place", location: "forest", count: 3 })).toBe("Place 3 people on Forest");
    expect(promptSaid(tx, view, stoneAge.legalMoves(s, me), me)).toBe("Choose a place, then how many people.");
    expect(promptSaid(tx, stoneAge.playerView(s, 1 - me), [], 1 - me)).toBe("");
    expect(promptSaid(tx, stoneAge.playerView(s, null), [], null)).toBe("");
    s = apply(s, me, { type: "place", location: "forest", count: 3 });
    expect(promptSaid(tx, stoneAge.playerView(s, me), stoneAge.legalMoves(s, me), me)).toBe(
      "Placed: end your turn, or undo.",
    );
  });

  it("has words for every kind of move", () => {
    const s = start();
    const view = stoneAge.playerView(s, 0);
    const moves: StoneAgeMove[] = [
      { type: "resolve", location: "hunt" },
      { type: "resolve", location: "toolmaker" },
      { type: "buy-card", slot: 3, payment: { wood: 1, clay: 0, stone: 0, gold: 0 } },
      { type: "build", stack: 0, payment: { wood: 0, clay: 1, stone: 1, gold: 0 }, winter: true },
      { type: "decline", location: "stack-1" },
      { type: "choose-resource", resource: "gold" },
      { type: "pick-die", face: 5 },
      { type: "feed", payment: { wood: 2, clay: 0, stone: 0, gold: 0 } },
      { type: "starve" },
      { type: "tame", bonus: "all" },
    ];
    const said = moves.map((m) => moveSaid(tx, view, 0, m));
    expect(said).toEqual([
      "Roll 0 dice at Hunting grounds",
      "Use Toolmaker",
      "Buy the card of Card slot 4 for 1 wood",
      "Build from Building stack 1 for 1 clay, 1 stone (with the winter's extra stone)",
      "Give up Building stack 2",
      "Take 1 gold",
      "Pick the 5: a tool",
      "Feed with 2 wood",
      "Take the penalty: lose the food and 10 points",
      "Tame the mammoth: the “all” bonus",
    ]);
  });
});
