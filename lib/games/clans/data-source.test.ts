/**
 * The game's data modules are the project's own copy of the shared component data (tests/reference-data/
 * clans/clans.json, a copy of ../shared/data/clans/clans.json kept in sync by
 * tests/reference-data/in-sync.test.ts): the map (territories, regions, landscapes, neighbours, centres)
 * and the epoch chart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOARD_SIZE, REGIONS, TERRITORIES } from "./map-data";
import { EPOCHS } from "./rules-data";

const source = JSON.parse(readFileSync(path.join(process.cwd(), "tests/reference-data/clans/clans.json"), "utf8"));

type SourceTerritory = {
  id: number;
  region: number;
  landscape: string;
  neighbors: number[];
  center_xy: [number, number];
};
type SourceEpoch = { epoch: string; villages: number[]; favourable: string; bonus: number; hostile: string | null };

describe("Clans data equals the shared component data", () => {
  it("the 60 territories: region, landscape, neighbours and centre", () => {
    expect(TERRITORIES).toEqual(
      (source.territories as SourceTerritory[]).map((t) => ({
        id: t.id,
        region: t.region,
        landscape: t.landscape,
        neighbours: t.neighbors.slice().sort((a, b) => a - b),
        centre: t.center_xy,
      })),
    );
  });

  it("the neighbour pairs are the source's edges, and the regions and board size agree", () => {
    const pairs = TERRITORIES.flatMap((t) => t.neighbours.filter((n) => n > t.id).map((n) => [t.id, n]));
    expect(pairs).toEqual(
      (source.edges as number[][])
        .map(([a, b]) => [Math.min(a ?? -1, b ?? -1), Math.max(a ?? -1, b ?? -1)])
        .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0)),
    );
    expect(REGIONS).toEqual((source.regions as { territories: number[] }[]).map((r) => r.territories));
    expect([BOARD_SIZE.width, BOARD_SIZE.height]).toEqual(source.board_image_size);
  });

  it("the epoch chart: villages, favourable landscape and bonus, hostile landscape", () => {
    expect(EPOCHS).toEqual(
      (source.epochs as SourceEpoch[]).map((e) => ({
        name: e.epoch,
        first: Math.min(...e.villages),
        last: Math.max(...e.villages),
        favourable: e.favourable,
        bonus: e.bonus,
        hostile: e.hostile,
      })),
    );
  });
});
