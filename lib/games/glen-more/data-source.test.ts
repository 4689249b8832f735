/**
 * The game's data module is the project's own copy of the shared component data (tests/reference-data/
 * glenmore/tiles.json, a copy of ../shared/data/glenmore/tiles.json kept in sync by
 * tests/reference-data/in-sync.test.ts): every tile kind, read field by field, is the same.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  RESOURCES,
  SPECIAL_CARDS,
  TILE_INSTANCES,
  TILE_KINDS,
  type Activation,
  type ConvertOption,
  type Resource,
  type TileCost,
} from "./data";

interface SourceTile {
  key: string;
  name_en: string;
  name_de: string;
  deck: number | "start";
  copies: number;
  category: string;
  frame: string;
  special_location: string | null;
  cost: Record<string, number>;
  immediate: { gain?: Record<string, number>; take_special_location_card?: string }[];
  activation: null | Record<string, unknown>;
  card: null | { name: string; bonnets: number; text_de: string };
  river_ns: boolean;
  road_ew: boolean;
  source: { primary: string };
}

const source: SourceTile[] = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/reference-data/glenmore/tiles.json"), "utf8"),
);

const COST_KEYS: Record<string, keyof TileCost> = { clan_member: "clanMember", any_resource: "anyDifferent" };

function need(pay: Record<string, number>): Resource[] {
  return RESOURCES.flatMap((r) => Array<Resource>(pay[r] ?? 0).fill(r));
}

/** The source's activation in the data module's words. */
function activationOf(a: SourceTile["activation"]): Activation {
  if (a === null) return { type: "none" };
  switch (a.type) {
    case "produce":
      return { type: "produce", resource: a.resource as Resource | "any" };
    case "move_clan_member":
      return { type: "movement" };
    case "score":
      return { type: "score", vp: a.vp as number };
    case "convert": {
      if (!("options" in a)) return { type: "distill" }; // 1 grain for 1 whisky
      const options = (a.options as Record<string, unknown>[]).map((o): ConvertOption => {
        if ("pay_different_resources" in o)
          return { need: [], any: o.pay_different_resources as number, distinct: true, vp: o.vp as number };
        if ("pay_any_resources" in o)
          return { need: [], any: o.pay_any_resources as number, distinct: false, vp: o.vp as number };
        return { need: need(o.pay as Record<string, number>), any: 0, distinct: false, vp: o.vp as number };
      });
      return { type: "convert", options };
    }
    default:
      throw new Error(`unknown activation ${String(a.type)}`);
  }
}

/** `need` lists are multisets: compare them in one order. */
function sortedNeeds(a: Activation): Activation {
  return a.type === "convert" ? { ...a, options: a.options.map((o) => ({ ...o, need: o.need.slice().sort() })) } : a;
}

describe("Glen More data equals the shared component data", () => {
  it("has the same tile kinds, 72 tiles in all", () => {
    expect(TILE_KINDS.map((t) => t.kind).sort()).toEqual(source.map((t) => t.key).sort());
    expect(TILE_INSTANCES).toHaveLength(source.reduce((n, t) => n + t.copies, 0));
    expect(TILE_INSTANCES).toHaveLength(72);
  });

  it.each(source.map((t) => [t.key, t] as const))(
    "%s: names, deck, copies, frame, cost, effects, river and road",
    (key, t) => {
      const mine = TILE_KINDS.find((k) => k.kind === key);
      const cost: TileCost = {};
      for (const [k, n] of Object.entries(t.cost)) cost[COST_KEYS[k] ?? (k as keyof TileCost)] = n;
      const gains = (what: string) => t.immediate.reduce((n, i) => n + (i.gain?.[what] ?? 0), 0);
      const isStart = t.deck === "start";
      expect(mine && { ...mine, activation: sortedNeeds(mine.activation) }).toEqual({
        kind: key,
        name: t.name_en,
        nameDe: t.name_de,
        deck: isStart ? null : t.deck,
        copies: t.copies,
        category: t.category,
        frame: t.frame,
        special: t.special_location,
        cost,
        // The start village's clan member comes from the setup, not from the tile (source note).
        clanMembersOnPlacement: gains("clan_member"),
        whiskyOnPlacement: gains("whisky"),
        activation: sortedNeeds(activationOf(t.activation)),
        river: t.river_ns,
        road: t.road_ew,
        scan: mine?.scan,
      });
      // The module's scan reference is the source's primary scan (its file name).
      const scanFile = (mine?.scan ?? "?").split(" @")[0]?.replace(/^Scans /, "") ?? "?";
      expect(t.source.primary).toContain(scanFile);
    },
  );

  it("has the same special-location cards: German text and bonnets", () => {
    const cards = source.flatMap((t) => (t.card ? [t.card] : []));
    expect(cards.map((c) => c.name).sort()).toEqual(Object.keys(SPECIAL_CARDS).sort());
    for (const c of cards) {
      const mine = SPECIAL_CARDS[c.name as keyof typeof SPECIAL_CARDS];
      // A card printed without text (Cawdor Castle) says so in German in the module, in English in the source.
      const textDe = c.text_de.startsWith("(no text")
        ? mine.textDe.replace(/^\(keine Schrift;.*\)$/, c.text_de)
        : mine.textDe;
      expect({ name: c.name, bonnets: mine.bonnets, textDe }).toEqual({
        name: c.name,
        bonnets: c.bonnets,
        textDe: c.text_de,
      });
    }
  });
});
