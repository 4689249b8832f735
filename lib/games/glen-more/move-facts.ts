/**
 * The one description of what Glen More's moves consist of (a tile's cost, what an activation chose), said
 * two ways: as history lines (describe.ts, message refs) and as the board's texts
 * (components/boards/glen-more/present.ts). Small and pure (data only): the board's bundle carries it.
 */
import { RESOURCES, tileDef, type ConvertOption, type Resource, type TileDef } from "./data";

/** A tile's cost as its parts, in the order the history and the board say them. */
export type CostPart =
  { part: "resource"; n: number; resource: Resource } | { part: "whisky" | "clanMember" | "different"; n: number };

export function costPartsOf(def: TileDef): CostPart[] {
  const parts: CostPart[] = [];
  for (const r of RESOURCES) if (def.cost[r]) parts.push({ part: "resource", n: def.cost[r], resource: r });
  if (def.cost.whisky) parts.push({ part: "whisky", n: def.cost.whisky });
  if (def.cost.clanMember) parts.push({ part: "clanMember", n: def.cost.clanMember });
  if (def.cost.anyDifferent) parts.push({ part: "different", n: def.cost.anyDifferent });
  return parts;
}

/** The resources a conversion needs, counted, in the order of RESOURCES. */
export function neededCounts(need: readonly Resource[]): { resource: Resource; n: number }[] {
  return RESOURCES.flatMap((resource) => {
    const n = need.filter((x) => x === resource).length;
    return n > 0 ? [{ resource, n }] : [];
  });
}

/** What an `activate` or `loch-ness` move chose: the resource a tile of any resource produces, the conversion. */
export function chosenActivation(move: { tile: number; option?: number; resource?: Resource | string }): {
  def: TileDef;
  produced: Resource | string | undefined;
  option: ConvertOption | undefined;
} {
  const def = tileDef(move.tile);
  const a = def.activation;
  return {
    def,
    produced: a.type === "produce" ? (a.resource === "any" ? move.resource : a.resource) : undefined,
    option: a.type === "convert" ? a.options[move.option ?? 0] : undefined,
  };
}
