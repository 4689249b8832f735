import { describe, expect, it } from "vitest";
import type { AnyGame, HistoryLine } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { describeLines } from "@/lib/engine/turn";
import { clans } from "@/lib/games/clans";
import { glenMore } from "@/lib/games/glen-more";
import { stoneAge } from "@/lib/games/stone-age";
import clansGolden from "@/tests/fixtures/history-lines/clans.json";
import glenMoreGolden from "@/tests/fixtures/history-lines/glen-more.json";
import stoneAgeGolden from "@/tests/fixtures/history-lines/stone-age.json";
import { lineText, linesText, storedLines } from "./history-text";

/**
 * The English lines of seeded games as the games wrote them before their lines became message keys
 * (tests/fixtures/history-lines/<game>.json, recorded once): per game its seed, players, options and each
 * step's lines.
 */
interface Golden {
  games: { seed: string; players: number; options?: unknown; steps: string[][] }[];
}

/** Every step's history lines of a seeded whole game, keyed (as the engine writes them). */
function lines(game: AnyGame, players: number, seed: string, options?: unknown): HistoryLine[][] {
  const out: HistoryLine[][] = [];
  randomPlayout({
    game,
    players,
    seed,
    options,
    style: "uniform",
    check: (before, seat, move, after) => out.push(describeLines(game, before, seat, move, after)),
  });
  return out;
}

const ALL_VARIANTS = { variants: ["harsh-winter", "igloos", "wild-animals", "new-huts", "mammoth-herd"] };
const games: { key: string; game: AnyGame; golden: Golden; minKeys: number; germanOptions?: unknown }[] = [
  { key: "clans", game: clans as AnyGame, golden: clansGolden, minKeys: 7 },
  { key: "glen-more", game: glenMore as AnyGame, golden: glenMoreGolden, minKeys: 16 },
  // Its golden games play every variant too: animals, the mammoth herd, igloos, new huts and the harsh winter have lines of their own.
  { key: "stone-age", game: stoneAge as AnyGame, golden: stoneAgeGolden, minKeys: 25, germanOptions: ALL_VARIANTS },
];

describe("history lines as message keys", () => {
  for (const g of games) {
    it(`${g.key}: the English catalogue writes exactly the sentences of the golden games, move by move`, () => {
      let count = 0;
      const keys = new Set<string>();
      for (const { seed, players, options, steps } of g.golden.games) {
        const keyed = lines(g.game, players, seed, options);
        expect(keyed).toHaveLength(steps.length);
        keyed.forEach((step, i) => {
          expect(step.map((l) => lineText(l, "en", g.key))).toEqual(steps[i]);
          count += step.length;
          for (const l of step) if (typeof l === "object") keys.add(l.key);
        });
      }
      expect(count).toBeGreaterThan(100);
      // The games reach most of their sentences (the rest are pinned by the hand-written cases below).
      expect(keys.size).toBeGreaterThanOrEqual(g.minKeys);
    });

    it(`${g.key}: every line has a German text, with no placeholder or missing message left`, () => {
      for (const step of lines(g.game, 4, "de-1", g.germanOptions)) {
        for (const l of step) {
          const de = lineText(l, "de", g.key);
          expect(de).not.toMatch(/⟦|\{(?!seat:\d)|undefined|NaN/);
          expect(typeof l).toBe("object");
        }
      }
    });
  }
});

describe("stored lines", () => {
  it("shows an old plain sentence as it is, in any language, and drops what is not a line", () => {
    expect(linesText(["moved 2 huts", { key: "end.noMoves" }, 7], "de", "clans")).toEqual([
      "moved 2 huts",
      "Kein Zug ist mehr möglich: Das Spiel endet.",
      "",
    ]);
    expect(storedLines(["a", { key: "b", values: { n: 1 } }, 3, null])).toEqual(["a", { key: "b", values: { n: 1 } }]);
    expect(linesText(null, "en", "clans")).toEqual([]);
  });

  it("names seats by token, translates terms and term lists, and marks an unknown key", () => {
    const moved = { key: "move", values: { huts: 1, from: 3, termFrom: "forest", to: 4, termTo: "mountain" } };
    expect(lineText(moved, "de", "clans")).toBe("zog 1 Hütte von Gebiet 3 (Wald) nach Gebiet 4 (Bergland)");
    const scored = {
      key: "village.scored",
      values: {
        number: 2,
        epoch: "I",
        territory: 5,
        term: "forest",
        strife: "yes",
        termsStrife: "red|blue",
        points: 6,
        favourable: "yes",
        bonus: 1,
        termsScored: "green",
      },
    };
    expect(lineText(scored, "de", "clans")).toBe(
      "Dorf 2 (Epoche I) in Gebiet 5 (Wald) gegründet; Streit: die einzelnen Hütten von Rot, Blau verschwinden: 6 Punkte, davon 1 Bonus für die günstige Landschaft, für Grün.",
    );
    expect(lineText({ key: "no.such.line" }, "en", "clans")).toBe("⟦clansLog.no.such.line⟧");
    const given = JSON.stringify([
      { key: "cost.resource", values: { n: 1, termResource: "sheep" } },
      { key: "cost.resource", values: { n: 1, termResource: "cattle" } },
    ]);
    const lochNess = {
      key: "lochNess",
      values: {
        term: "Loch Ness",
        refsActivation: JSON.stringify([
          { key: "act.convert", values: { term: "Butcher", refsAndGiven: given, vp: 3 } },
        ]),
      },
    };
    expect(lineText(lochNess, "en", "glen-more")).toBe(
      "used Loch Ness to activate Butcher (1 sheep and 1 cattle for 3 points)",
    );
    expect(lineText(lochNess, "de", "glen-more")).toMatch(
      /^nutzte Loch Ness, um .+ \(1 Schaf und 1 Rind für 3 Punkte\) zu aktivieren$/,
    );
    expect(lineText({ key: "anything" }, "en", "tiny")).toBe("anything");
  });

  it("shows a line formatted before in its own language and game, again the same", () => {
    const line = { key: "end.noMoves" };
    const english = lineText(line, "en", "clans");
    const german = lineText(line, "de", "clans");
    expect(german).toBe("Kein Zug ist mehr möglich: Das Spiel endet.");
    expect(english).not.toBe(german);
    // The same ref again, and the same key in a game without a Log namespace: each its own text.
    expect(lineText({ ...line }, "en", "clans")).toBe(english);
    expect(lineText({ ...line }, "de", "clans")).toBe(german);
    expect(lineText(line, "de", "tiny")).toBe("end.noMoves");
    const moved = (huts: number) => ({
      key: "move",
      values: { huts, from: 3, termFrom: "forest", to: 4, termTo: "mountain" },
    });
    expect(lineText(moved(1), "de", "clans")).toBe("zog 1 Hütte von Gebiet 3 (Wald) nach Gebiet 4 (Bergland)");
    expect(lineText(moved(2), "de", "clans")).toBe("zog 2 Hütten von Gebiet 3 (Wald) nach Gebiet 4 (Bergland)");
  });
});
