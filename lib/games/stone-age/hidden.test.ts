/**
 * Hidden information in the variants never reaches a view: the animal cards' places in the deck and the faces
 * of the face-down mammoth tiles. The conformance suite's hidden-information check covers both (its spec's
 * hideFrom redraws them): a view that leaks either is caught.
 */
import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "@/lib/engine";
import { checkConformance } from "@/lib/engine/conformance";
import { randomPlayout } from "@/lib/engine/playout";
import { stoneAgeConformance } from "./conformance";
import { isAnimalCard } from "./data";
import type { StoneAgeState } from "./types";
import { VARIANTS } from "./variants";

describe("views of games with every variant", () => {
  it("never show a card of the deck (animal or not) or a face-down mammoth tile", () => {
    for (const players of [2, 4]) {
      randomPlayout({
        game: stoneAgeConformance.game,
        players,
        seed: `hidden-${players}`,
        options: { variants: [...VARIANTS] },
        style: "uniform",
        inspect: (state, step) => {
          if (step % 10 !== 0) return;
          const s = state as StoneAgeState;
          const secret = [...s.deck, ...(s.herd?.pile ?? [])];
          for (const viewer of [null, ...s.player.map((_, i) => i)]) {
            const text = JSON.stringify(stoneAgeConformance.game.playerView(s, viewer));
            for (const id of secret)
              expect(text.includes(`"${id}"`), `${id} in the view of ${viewer} at step ${step}`).toBe(false);
          }
        },
      });
    }
  });
});

describe("the conformance suite catches a view that leaks a variant's hidden part", () => {
  const leaking = (peek: (s: StoneAgeState) => unknown) => {
    const g = stoneAgeConformance.game;
    const game = {
      ...g,
      playerView: (s: StoneAgeState, v: Seat | null) => ({ ...g.playerView(s, v), peek: peek(s) }),
    } as AnyGame;
    return { ...stoneAgeConformance, game };
  };

  it("where the next animal lies in the deck", () => {
    const spec = leaking((s) => s.deck.findIndex(isAnimalCard));
    const report = checkConformance(spec, {
      players: 2,
      seeds: ["leak-animal"],
      deepEvery: 5,
      maxFailures: 3,
      options: { variants: ["wild-animals"] },
    });
    expect(report.failures.map((f) => f.check)).toContain("view-hidden");
  });

  it("the face of the next mammoth tile", () => {
    const spec = leaking((s) => s.herd?.pile[0] ?? null);
    const report = checkConformance(spec, {
      players: 2,
      seeds: ["leak-herd"],
      deepEvery: 5,
      maxFailures: 3,
      options: { variants: ["mammoth-herd"] },
    });
    expect(report.failures.map((f) => f.check)).toContain("view-hidden");
  });

  it("while the honest views pass the same runs", () => {
    for (const variants of [["wild-animals"], ["mammoth-herd"]]) {
      const report = checkConformance(stoneAgeConformance, {
        players: 2,
        seeds: [`leak-${variants[0]}`],
        deepEvery: 5,
        maxFailures: 3,
        options: { variants },
      });
      expect(report.failures).toEqual([]);
    }
  });
});
