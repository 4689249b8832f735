/**
 * The variants as match options: the options' shape and its refusals, the base game unchanged when none is
 * chosen, version 1 matches, every combination, the expansion not offered, and randomness only in moves that
 * commit (RULES-NOTES "Variants").
 */
import { describe, expect, it } from "vitest";
import { canonicalJson, chosenVariants, gameForRulesVersion, type AnyGame, rejectionText } from "@/lib/engine";
import { randomPlayout } from "@/lib/engine/playout";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONFORMANCE_VARIANT_SETS, pairwiseTriples, VARIANT_COMBINATIONS } from "./conformance";
import { stoneAge } from "./index";
import { MESSAGES } from "./messages";
import type { StoneAgeState } from "./types";
import { upgradeFromV1, type StoneAgeStateV1 } from "./upgrade";
import { VARIANTS, VARIANT_INFO } from "./variants";

const parse = (options: unknown) => stoneAge.optionsSchema.safeParse(options);
const firstMessage = (options: unknown) => {
  const r = parse(options);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("options: { variants: [...] }", () => {
  it("the five keys, combinable; stored in one order whatever order they were given in", () => {
    expect(VARIANTS).toEqual(["harsh-winter", "igloos", "wild-animals", "new-huts", "mammoth-herd"]);
    expect(parse({ variants: ["mammoth-herd", "igloos"] })).toEqual({
      success: true,
      data: { variants: ["igloos", "mammoth-herd"] },
    });
    expect(parse({ variants: [...VARIANTS].reverse() })).toMatchObject({
      success: true,
      data: { variants: [...VARIANTS] },
    });
  });

  it("off by default: no options (or an empty list) is the base game, stored as before ({})", () => {
    expect(parse({})).toEqual({ success: true, data: {} });
    expect(parse({ variants: [] })).toEqual({ success: true, data: { variants: [] } });
    const base = stoneAge.setup({ players: 3, seed: "same", options: {} });
    expect(canonicalJson(stoneAge.setup({ players: 3, seed: "same", options: { variants: [] } }))).toBe(
      canonicalJson(base),
    );
    expect(base.variants).toEqual([]);
    expect(base.animals).toBeNull();
    expect(base.herd).toBeNull();
  });

  it("refuses an unknown key, a duplicate and a wrong type, each with a sentence", () => {
    expect(firstMessage({ variants: ["igloo"] })).toBe(MESSAGES.unknownVariant("igloo"));
    expect(firstMessage({ variants: ["expansion"] })).toContain('There is no Stone Age variant called "expansion"');
    expect(firstMessage({ variants: ["igloos", "igloos"] })).toBe(MESSAGES.variantTwice);
    expect(firstMessage({ variants: "igloos" })).toBe(MESSAGES.variantsNotAList);
    expect(firstMessage({ variants: [1] })).toBe(MESSAGES.unknownVariant(1));
    expect(firstMessage({ variants: null })).toBe(MESSAGES.variantsNotAList);
  });

  it("unknown option names are dropped, as before variants existed (the API adds, never breaks)", () => {
    expect(parse({ colour: "blue" })).toEqual({ success: true, data: {} });
  });

  it("the game offers its variants by name to the form, the lobby and the match page", () => {
    expect(stoneAge.variants?.map((v) => v.key)).toEqual([...VARIANTS]);
    expect(stoneAge.variants?.map((v) => v.name)).toEqual(VARIANTS.map((v) => VARIANT_INFO[v].name));
    expect(chosenVariants(stoneAge as AnyGame, { variants: ["igloos", "harsh-winter"] }).map((v) => v.name)).toEqual([
      "Harsh Winter",
      "Igloos",
    ]);
    expect(chosenVariants(stoneAge as AnyGame, {})).toEqual([]);
    expect(chosenVariants(stoneAge as AnyGame, { variants: ["gone"] })).toEqual([]);
  });

  it("the expansion ('Die Erweiterung') is not offered, and the rules notes say why", () => {
    expect((VARIANTS as readonly string[]).some((v) => /expansion|erweiterung|style/i.test(v))).toBe(false);
    const notes = readFileSync(path.join(process.cwd(), "lib/games/stone-age/RULES-NOTES.md"), "utf8");
    expect(notes).toMatch(/The expansion \("Die Erweiterung"\) is not offered/);
  });
});

describe("every combination, 2 to 4 players", () => {
  it.each([2, 3, 4])("all %i combinations set up and play to the end with %i players (random bots)", (players) => {
    expect(VARIANT_COMBINATIONS).toHaveLength(31);
    for (const options of VARIANT_COMBINATIONS) {
      const r = randomPlayout({
        game: stoneAge,
        players,
        seed: `combo-${options.variants.join("+")}`,
        options,
        style: "random",
      });
      expect(r.outcome?.scores, options.variants.join("+")).toHaveLength(players);
    }
  });

  it("the greedy bot plays every variant to the end", () => {
    for (const v of VARIANTS) {
      const r = randomPlayout({
        game: stoneAge,
        players: 2,
        seed: `greedy-${v}`,
        options: { variants: [v] },
        style: "greedy",
      });
      expect(r.outcome, v).not.toBeNull();
    }
  });

  it("randomness (rolls, draws, the herd's tiles) happens only in moves that commit: a step never moves the dice", () => {
    for (const seed of ["k1", "k2"]) {
      randomPlayout({
        game: stoneAge,
        players: 3,
        seed,
        options: { variants: [...VARIANTS] },
        style: "uniform",
        check: (before, seat, move, after) => {
          const b = before as StoneAgeState;
          const a = after as StoneAgeState;
          const revealed = a.rng !== b.rng || a.herd?.tile !== b.herd?.tile || a.deck.length !== b.deck.length;
          if (revealed) expect(stoneAge.moveKind(b, seat, move as never), JSON.stringify(move)).not.toBe("step");
        },
      });
    }
  });
});

describe("rules versions (RULES-NOTES 'Rules versions')", () => {
  it("version 2 is current; a version 1 match (base game) is played on by rulesFor(1), its stored states upgraded as read", () => {
    expect(stoneAge.rulesVersion).toBe(2);
    const v1 = gameForRulesVersion(stoneAge as AnyGame, 1);
    if (!v1.ok) throw new Error(rejectionText(v1));
    const now = stoneAge.setup({ players: 2, seed: "v1", options: {} });
    // What version 1 stored: no variant fields, 16 places per player.
    const { variants: _v, animals: _a, herd: _h, ...rest } = now;
    const stored: StoneAgeStateV1 = {
      ...rest,
      player: now.player.map(({ igloos: _i, mammoths: _m, winter: _w, ...p }) => ({
        ...p,
        placed: p.placed.slice(0, 16),
      })),
    };
    expect(canonicalJson(upgradeFromV1(stored))).toBe(canonicalJson(now));
    expect(v1.value.legalMoves(stored, now.turn)).toEqual(stoneAge.legalMoves(now, now.turn));
    const move = stoneAge.legalMoves(now, now.turn)[0]!;
    const a = v1.value.applyMove(stored, now.turn, move);
    const b = stoneAge.applyMove(now, now.turn, move);
    expect(a.ok && b.ok && canonicalJson(a.value) === canonicalJson(b.value)).toBe(true);
    expect(upgradeFromV1(now)).toBe(now);
  });
});

describe("the conformance suite's variant sets", () => {
  it("are each variant alone, all together, and a pairwise set: every two variants meet in a set", () => {
    const sets = CONFORMANCE_VARIANT_SETS.map((o) => o.variants);
    for (const v of VARIANTS) expect(sets).toContainEqual([v]);
    expect(sets).toContainEqual([...VARIANTS]);
    for (const a of VARIANTS)
      for (const b of VARIANTS)
        if (a < b)
          expect(sets.filter((s) => s.length < VARIANTS.length).some((s) => s.includes(a) && s.includes(b))).toBe(true);
    expect(sets.length).toBeLessThan(VARIANT_COMBINATIONS.length);
  });

  it("the pairwise triples cover every pair for any number of variants", () => {
    for (let n = 2; n <= 9; n++) {
      const items = Array.from({ length: n }, (_, i) => i);
      const triples = pairwiseTriples(items);
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++)
          expect(
            triples.some((t) => t.includes(a) && t.includes(b)),
            `${n}: ${a}+${b}`,
          ).toBe(true);
    }
    expect(pairwiseTriples(["a"])).toEqual([]);
  });
});
