/**
 * The suite catches broken games: each real game wrapped in a deliberately broken copy (one that writes
 * into its input, one whose view leaks a hidden part or the seed, one that accepts garbage, one that
 * returns undefined for a move it does not know, one whose sampled states are not the position) must fail with the matching check.
 */
import { describe, expect, it } from "vitest";
import { checkConformance, formatFailures, type ConformanceCheck, type ConformanceSpec } from "./conformance";
import { moveType } from "./move-shape";
import { ok, type AnyGame, type Result, type Seat } from "./types";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";

type Breakage = { name: string; expect: ConformanceCheck; break: (game: AnyGame) => Partial<AnyGame> };

/** A hidden part of each game's state, as a buggy view might show it. */
const HIDDEN: Record<string, (s: Record<string, unknown>, viewer: Seat | null) => unknown> = {
  "glen-more": (s) => s.decks, // the deck order
  clans: (s) => s.colours, // every seat's secret colour
  "stone-age": (s) => s.deck, // the card deck's order
  tiny: (s) => s.secrets, // every seat's secret
};

const BREAKAGES: Breakage[] = [
  {
    name: "applyMove writes into its input",
    expect: "input-mutated",
    break: (g) => ({
      applyMove: (s: Record<string, unknown>, seat: Seat, m: unknown) => {
        const r = g.applyMove(s, seat, m);
        if (r.ok) Object.assign(s, { touched: true });
        return r;
      },
    }),
  },
  {
    name: "the view shows a hidden part of the state",
    expect: "view-hidden",
    break: (g) => ({
      playerView: (s: Record<string, unknown>, v: Seat | null) => ({
        ...g.playerView(s, v),
        peek: HIDDEN[g.key]?.(s, v),
      }),
    }),
  },
  {
    name: "setup keeps the seed and the view shows it",
    expect: "view-hidden",
    break: (g) => ({
      setup: (ctx: { players: number; seed: string; options: unknown }) => ({
        ...g.setup(ctx),
        label: `match ${ctx.seed}`,
      }),
      playerView: (s: Record<string, unknown>, v: Seat | null) => ({ ...g.playerView(s, v), label: s.label }),
    }),
  },
  {
    name: "applyMove accepts garbage (an illegal move leaves the state as it was, but 'succeeds')",
    expect: "refuses-illegal",
    break: (g) => ({
      applyMove: (s: unknown, seat: Seat, m: unknown) => {
        const r = g.applyMove(s, seat, m);
        return r.ok ? r : ok(s);
      },
    }),
  },
  {
    name: "explainIllegal and the refusals say English instead of a message reference",
    expect: "refuses-illegal",
    break: (g) => ({
      explainIllegal: () => "You cannot do that now." as never,
      applyMove: (s: unknown, seat: Seat, m: unknown) => {
        const r = g.applyMove(s, seat, m);
        return r.ok ? r : ({ ...r, reason: "You cannot do that now." } as never);
      },
    }),
  },
  {
    name: "applyMove returns undefined for a move type it does not know",
    expect: "refuses-illegal",
    break: (g) => ({
      applyMove: (s: unknown, seat: Seat, m: unknown) => {
        const known = (g.legalMoves(s, seat) as unknown[]).some((l) => moveType(l) === moveType(m));
        // The bug on purpose: a switch without a default falls through to undefined.
        return known ? g.applyMove(s, seat, m) : (undefined as unknown as Result<unknown>);
      },
    }),
  },
  {
    name: "describeMove writes a part it forgot to compute (NaN inside a refs… value)",
    expect: "describe",
    break: () => ({
      describeMove: () => ({
        key: "took",
        values: { refsCost: JSON.stringify([{ key: "cost.resource", values: { n: Number.NaN } }]) },
      }),
    }),
  },
  {
    name: "sampleState ignores the view (a fresh game instead of the position)",
    expect: "sample-state",
    break: (g) => ({
      sampleState: (v: unknown, seat: Seat) =>
        g.setup({ players: Math.max(2, g.minPlayers), seed: `sample-${seat}`, options: g.optionsSchema.parse({}) }),
    }),
  },
  {
    name: "markMove draws a seat that does not exist and an element without a name",
    expect: "marks",
    break: () => ({ markMove: (_b: unknown, seat: Seat) => [{ kind: "placed", seat: seat + 9, at: "" }] }),
  },
];

const cases = CONFORMANCE_SPECS.flatMap((spec) =>
  BREAKAGES.map((b) => ({ spec, b, key: spec.game.key, name: b.name })),
);

describe("the conformance suite catches broken copies of every game", () => {
  it.each(cases)("$key: $name", ({ spec, b }) => {
    const broken: ConformanceSpec = { ...spec, game: { ...spec.game, ...b.break(spec.game) } as AnyGame };
    const players = Math.max(2, spec.game.minPlayers);
    const report = checkConformance(broken, {
      players,
      seeds: [`broken-${spec.game.key}`],
      deepEvery: 5,
      maxFailures: 3,
    });
    expect(
      report.failures.map((f) => f.check),
      formatFailures(report),
    ).toContain(b.expect);
  });

  it("the unbroken games pass the same short run", () => {
    for (const spec of CONFORMANCE_SPECS) {
      const report = checkConformance(spec, {
        players: Math.max(2, spec.game.minPlayers),
        seeds: [`broken-${spec.game.key}`],
        deepEvery: 5,
        maxFailures: 3,
      });
      expect(formatFailures(report)).toBe("");
    }
  });
});
