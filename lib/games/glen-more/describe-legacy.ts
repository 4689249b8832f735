/**
 * The English history lines exactly as describe.ts wrote them before message keys (issue 19): the reference
 * that the keyed lines are checked against (lib/matches/history-text.test.ts). Test-only.
 */
import { at } from "@/lib/engine";
import { RESOURCES, tileDef, type TileDef } from "./data";
import { chainIndex } from "./chain";
import { clanTotal, findTile, resourceCounts } from "./display";
import { buyPrice } from "./market";
import type { GlenMoreMove, GlenMoreState } from "./types";

function costText(def: TileDef): string {
  const parts: string[] = [];
  for (const r of RESOURCES) if (def.cost[r]) parts.push(`${def.cost[r]} ${r}`);
  if (def.cost.whisky) parts.push(`${def.cost.whisky} whisky`);
  if (def.cost.clanMember) parts.push(`${def.cost.clanMember} clan member`);
  if (def.cost.anyDifferent) parts.push(`${def.cost.anyDifferent} different resources`);
  return parts.length > 0 ? ` (cost: ${parts.join(", ")})` : "";
}

function tileName(s: GlenMoreState, seat: number, id: number): string {
  const t = findTile(s.playerStates[seat]?.tiles ?? [], id);
  const name = tileDef(id).name;
  return t ? `${name} (${t.x}, ${t.y})` : name;
}

function activationText(move: { tile: number; option?: number; resource?: string }): string {
  const def = tileDef(move.tile);
  const a = def.activation;
  const name = def.name;
  switch (a.type) {
    case "produce":
      return `${name} (+1 ${a.resource === "any" ? move.resource : a.resource})`;
    case "distill":
      return `${name} (1 grain for 1 whisky)`;
    case "convert": {
      const o = a.options[move.option ?? 0];
      if (!o) return name;
      const counts = RESOURCES.flatMap((r) => {
        const n = o.need.filter((x) => x === r).length;
        return n > 0 ? [`${n} ${r}`] : [];
      });
      const given =
        counts.length > 0
          ? counts.join(" and ")
          : `${o.any} ${o.distinct && o.any > 1 ? "different " : ""}resource${o.any > 1 ? "s" : ""}`;
      return `${name} (${given} for ${o.vp} points)`;
    }
    case "score":
      return `${name} (+${a.vp} points)`;
    case "movement":
      return `${name} (+1 movement point)`;
    case "none":
      return name;
  }
}

export function describeMove(before: GlenMoreState, seat: number, move: GlenMoreMove, after: GlenMoreState): string {
  const pb = before.playerStates[seat];
  const pa = after.playerStates[seat];
  switch (move.type) {
    case "take": {
      const e = before.chain[chainIndex(before, move.space)];
      if (!e || e.kind !== "tile") return "took a tile";
      const def = tileDef(e.tile);
      return `took ${def.name}${costText(def)}`;
    }
    case "pass": {
      const e = before.chain.find((x, i) => i > 0 && x?.kind === "tile");
      const name = e && e.kind === "tile" ? tileDef(e.tile).name : "a tile";
      return `could take no tile: moved onto ${name}, which leaves the game`;
    }
    case "pay":
      return `paid 1 ${move.resource} from ${tileName(before, seat, move.tile)}`;
    case "buy": {
      const price = buyPrice(before.market[RESOURCES.indexOf(move.resource)] ?? 3) ?? 0;
      return `bought 1 ${move.resource} for ${price} coin${price === 1 ? "" : "s"} and paid with it`;
    }
    case "sell": {
      const price = before.market[RESOURCES.indexOf(move.resource)] ?? 0;
      return `sold 1 ${move.resource} for ${price} coin${price === 1 ? "" : "s"}`;
    }
    case "pay-clan":
      return `gave up a clan member from ${tileName(before, seat, move.tile)}`;
    case "pay-chieftain":
      return "gave up a chieftain";
    case "place": {
      const id = before.turn.tile;
      if (id === null || !pb || !pa) return "placed a tile";
      const def = tileDef(id);
      const gains: string[] = [];
      const clanB = clanTotal(pb.tiles);
      const clanA = clanTotal(pa.tiles);
      if (clanA > clanB) gains.push(`+${clanA - clanB} clan member${clanA - clanB > 1 ? "s" : ""}`);
      if (pa.whisky > pb.whisky) gains.push(`+${pa.whisky - pb.whisky} whisky`);
      if (pa.coins > pb.coins) gains.push(`+${pa.coins - pb.coins} coins`);
      if (def.special) gains.push(`the ${def.special} card`);
      return `placed ${def.name} at (${move.x}, ${move.y})${gains.length > 0 ? `: ${gains.join(", ")}` : ""}`;
    }
    case "choose-resource":
      return `took 1 ${move.resource} onto Loch Lochy`;
    case "loch-shiel": {
      if (!pb || !pa) return "used Loch Shiel";
      const b = resourceCounts(pb.tiles);
      const a = resourceCounts(pa.tiles);
      const got = RESOURCES.flatMap((r, i) => {
        const more = at(a, i, "resource count") - at(b, i, "resource count");
        return more > 0 ? [`+${more} ${r}`] : [];
      });
      return `used Loch Shiel${got.length > 0 ? `: ${got.join(", ")}` : " (no empty production tile)"}`;
    }
    case "activate":
      return `activated ${activationText(move)}`;
    case "loch-ness":
      return `used Loch Ness to activate ${activationText(move)}`;
    case "promote":
      return `promoted a clan member from ${tileName(before, seat, move.tile)} to chieftain`;
    case "move-clan":
      return `moved a clan member from ${tileName(before, seat, move.from)} to ${tileName(before, seat, move.to)}`;
    case "end-turn":
      return "ended the turn";
  }
}

/** Automatic events of a turn-ending move: tiles removed, new tiles, die rolls, scorings (the English events of rules versions 1 and 2). */
export function describeAftermath(
  _before: GlenMoreState,
  _seat: number,
  move: GlenMoreMove,
  after: GlenMoreState,
): string[] {
  return move.type === "end-turn" || move.type === "pass"
    ? after.events.filter((e): e is string => typeof e === "string")
    : [];
}
