/**
 * Hidden information beyond the setup: the decks' order and content (only their sizes are public) and the
 * PRNG state (it decides the die and nothing else may reveal it). At every state of random games, no view
 * names a tile that still lies in a deck, and no view changes when the decks are reshuffled and the PRNG
 * state redrawn. The conformance suite checks the same on a sample of states; this runs on all of them.
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { glenMore } from "./index";
import type { GlenMoreMove, GlenMoreState } from "./types";
import { playerView } from "./view";

/** Every tile id a view mentions (track, displays, removed tiles, the tile in hand). */
function tileIds(view: unknown, out: number[] = []): number[] {
  if (Array.isArray(view)) for (const v of view) tileIds(v, out);
  else if (view && typeof view === "object") {
    for (const [k, v] of Object.entries(view)) {
      if ((k === "tile" || k === "id") && typeof v === "number") out.push(v);
      else tileIds(v, out);
    }
  }
  return out;
}

describe("hidden information in Glen More", () => {
  it("no view shows a tile still in a deck, the deck order or the PRNG state, at any state of random games", () => {
    const rng = new Rng(seedRng("gm-hidden"));
    let views = 0;
    const problems: string[] = [];
    for (const players of [2, 3, 4, 5]) {
      for (let g = 0; g < 3; g++) {
        randomPlayout<GlenMoreState, GlenMoreMove>({
          game: glenMore,
          players,
          seed: `gm-hidden-${players}-${g}`,
          inspect: (s) => {
            const hidden = new Set(s.decks.flat());
            const reshuffled: GlenMoreState = {
              ...s,
              rng: rng.int(2 ** 32),
              decks: s.decks.map((d) => rng.shuffle(d)),
            };
            for (const viewer of [null, ...s.playerStates.map((_, i) => i)]) {
              const view = playerView(s, viewer);
              views++;
              const json = JSON.stringify(view);
              if (json.includes('"decks"') || json.includes('"rng"'))
                problems.push(`decks or rng in the view of ${viewer}`);
              for (const id of tileIds(view))
                if (hidden.has(id)) problems.push(`deck tile ${id} in the view of ${viewer}`);
              if (JSON.stringify(playerView(reshuffled, viewer)) !== json)
                problems.push(`the view of ${viewer} depends on the deck order`);
            }
          },
        });
      }
    }
    expect(views).toBeGreaterThan(5000);
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it("the deck sizes are public and change as tiles are laid out", () => {
    const s = glenMore.setup({ players: 3, seed: "sizes", options: {} });
    const v = playerView(s, 0);
    expect(v.deckCounts).toEqual(s.decks.map((d) => d.length));
    expect(v.currentDeck).toBe(s.decks[0]!.length > 0 ? 0 : 1);
  });
});
