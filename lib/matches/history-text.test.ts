import { describe, expect, it } from "vitest";
import type { AnyGame, HistoryLine } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { describeLines } from "@/lib/engine/turn";
import { clans } from "@/lib/games/clans";
import * as clansLegacy from "@/lib/games/clans/describe-legacy";
import { glenMore } from "@/lib/games/glen-more";
import * as glenMoreLegacy from "@/lib/games/glen-more/describe-legacy";
import { stoneAge } from "@/lib/games/stone-age";
import * as stoneAgeLegacy from "@/lib/games/stone-age/describe-legacy";
import { lineText, linesText, storedLines } from "./history-text";

/** Every history line of a seeded whole game, keyed (as the engine now writes them) and in the old English. */
function lines(
  game: AnyGame,
  legacy: { describeMove: (...a: never[]) => string; describeAftermath?: (...a: never[]) => string[] },
  players: number,
  seed: string,
  options?: unknown,
) {
  const out: { keyed: HistoryLine[]; english: string[] }[] = [];
  randomPlayout({
    game,
    players,
    seed,
    options,
    style: "uniform",
    check: (before, seat, move, after) => {
      const args = [before, seat, move, after] as never[];
      const english = [legacy.describeMove(...args), ...(legacy.describeAftermath?.(...args) ?? [])].filter(
        (l) => l.length > 0,
      );
      out.push({ keyed: describeLines(game, before, seat, move, after), english });
    },
  });
  return out;
}

const ALL_VARIANTS = { variants: ["harsh-winter", "igloos", "wild-animals", "new-huts", "mammoth-herd"] };
const games: {
  key: string;
  game: AnyGame;
  legacy: typeof clansLegacy | typeof glenMoreLegacy | typeof stoneAgeLegacy;
  seeds: string[];
  players: number[];
  options?: unknown[];
  minKeys: number;
}[] = [
  {
    key: "clans",
    game: clans as AnyGame,
    legacy: clansLegacy,
    seeds: ["h1", "h2", "h3", "h4", "h5", "h6"],
    players: [2, 3, 4, 4, 3, 2],
    minKeys: 7,
  },
  {
    key: "glen-more",
    // Rules version 2: the last whose state keeps English events, as the old functions read them (version 3
    // keeps the same events as refs: glen-more/events.test.ts).
    game: glenMore.rulesFor!(2) as AnyGame,
    legacy: glenMoreLegacy,
    seeds: ["h1", "h2", "h3", "h4"],
    players: [2, 3, 4, 5],
    minKeys: 16,
  },
  {
    key: "stone-age",
    game: stoneAge as AnyGame,
    legacy: stoneAgeLegacy,
    players: [2, 3, 4, 4, 3, 2],
    seeds: ["h1", "h2", "h3", "h4", "h5", "h6"],
    // Every variant too: animals, the mammoth herd, igloos, new huts and the harsh winter have lines of their own.
    options: [
      {},
      {},
      ALL_VARIANTS,
      ALL_VARIANTS,
      { variants: ["wild-animals"] },
      { variants: ["mammoth-herd", "new-huts"] },
    ],
    minKeys: 25,
  },
];

describe("history lines as message keys", () => {
  for (const g of games) {
    it(`${g.key}: the English catalogue writes exactly the sentences of the old describe, move by move`, () => {
      let count = 0;
      const keys = new Set<string>();
      g.seeds.forEach((seed, i) => {
        for (const step of lines(g.game, g.legacy, g.players[i] ?? 2, seed, g.options?.[i])) {
          expect(step.keyed.map((l) => lineText(l, "en", g.key))).toEqual(step.english);
          count += step.english.length;
          for (const l of step.keyed) if (typeof l === "object") keys.add(l.key);
        }
      });
      expect(count).toBeGreaterThan(100);
      // The games reach most of their sentences (the rest are pinned by the hand-written cases below).
      expect(keys.size).toBeGreaterThanOrEqual(g.minKeys);
    });

    it(`${g.key}: every line has a German text, with no placeholder or missing message left`, () => {
      for (const step of lines(g.game, g.legacy, 4, "de-1", g.options?.[2])) {
        for (const l of step.keyed) {
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
});
