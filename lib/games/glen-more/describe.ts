/**
 * Readable history lines: the subject is the player, written without the name. Each line is a message ref
 * of the "glenMoreLog" namespace (lib/games/glen-more/i18n/<locale>-log.json; see `HistoryLine` in
 * lib/engine/types.ts): tile and card names go as `term…` values (the glossary names them in the reader's
 * language), resources as `termResource`, and phrases made of parts (costs, gains) as `refs…` values.
 * The automatic events of a turn (tiles laid out and removed, the die, scorings) are the refs the state
 * keeps (rules version 3 on, events.ts), or read back from the English sentences of older versions
 * (`eventLine`).
 */
import { at, ref, refsValue, type HistoryLine, type MessageRef } from "@/lib/engine";
import { RESOURCES, tileDef, type TileDef } from "./data";
import { chosenActivation, costPartsOf, neededCounts } from "./move-facts";
import { chainIndex } from "./chain";
import { clanTotal, findTile, resourceCounts } from "./display";
import { buyPrice } from "./market";
import type { GlenMoreMove, GlenMoreState } from "./types";

const COST_KEYS = { whisky: "cost.whisky", clanMember: "cost.clanMember", different: "cost.different" } as const;

function costParts(def: TileDef): MessageRef[] {
  return costPartsOf(def).map((c) =>
    c.part === "resource"
      ? ref("cost.resource", { n: c.n, termResource: c.resource })
      : ref(COST_KEYS[c.part], { n: c.n }),
  );
}

/** A tile of the player's area: its name and where it lies. */
function tilePart(s: GlenMoreState, seat: number, id: number): string {
  const t = findTile(s.playerStates[seat]?.tiles ?? [], id);
  const term = tileDef(id).name;
  return refsValue([t ? ref("tileAt", { term, x: t.x, y: t.y }) : ref("tile", { term })]);
}

function activationPart(move: { tile: number; option?: number; resource?: string }): MessageRef {
  const { def, produced, option: o } = chosenActivation(move);
  const a = def.activation;
  const term = def.name;
  switch (a.type) {
    case "produce":
      return ref("act.produce", { term, termResource: String(produced) });
    case "distill":
      return ref("act.distill", { term });
    case "convert": {
      if (!o) return ref("act.none", { term });
      const counts = neededCounts(o.need).map(({ resource, n }) => ref("cost.resource", { n, termResource: resource }));
      const given =
        counts.length > 0
          ? counts
          : [ref("act.anyResources", { n: o.any, different: o.distinct && o.any > 1 ? "yes" : "no" })];
      return ref("act.convert", { term, refsAndGiven: refsValue(given), vp: o.vp });
    }
    case "score":
      return ref("act.score", { term, vp: a.vp });
    case "movement":
      return ref("act.movement", { term });
    case "none":
      return ref("act.none", { term });
  }
}

export function describeMove(
  before: GlenMoreState,
  seat: number,
  move: GlenMoreMove,
  after: GlenMoreState,
): MessageRef {
  const pb = before.playerStates[seat];
  const pa = after.playerStates[seat];
  switch (move.type) {
    case "take": {
      const e = before.chain[chainIndex(before, move.space)];
      if (!e || e.kind !== "tile") return ref("take.unknown");
      const def = tileDef(e.tile);
      const cost = costParts(def);
      return cost.length > 0
        ? ref("take.withCost", { term: def.name, refsCost: refsValue(cost) })
        : ref("take.free", { term: def.name });
    }
    case "pass": {
      const e = before.chain.find((x, i) => i > 0 && x?.kind === "tile");
      return e && e.kind === "tile" ? ref("pass.tile", { term: tileDef(e.tile).name }) : ref("pass.unknown");
    }
    case "pay":
      return ref("pay", { termResource: move.resource, refsTile: tilePart(before, seat, move.tile) });
    case "buy":
      return ref("buy", {
        termResource: move.resource,
        price: buyPrice(before.market[RESOURCES.indexOf(move.resource)] ?? 3) ?? 0,
      });
    case "sell":
      return ref("sell", { termResource: move.resource, price: before.market[RESOURCES.indexOf(move.resource)] ?? 0 });
    case "pay-clan":
      return ref("payClan", { refsTile: tilePart(before, seat, move.tile) });
    case "pay-chieftain":
      return ref("payChieftain");
    case "place": {
      const id = before.turn.tile;
      if (id === null || !pb || !pa) return ref("place.unknown");
      const def = tileDef(id);
      const gains: MessageRef[] = [];
      const clanB = clanTotal(pb.tiles);
      const clanA = clanTotal(pa.tiles);
      if (clanA > clanB) gains.push(ref("gain.clan", { n: clanA - clanB }));
      if (pa.whisky > pb.whisky) gains.push(ref("gain.whisky", { n: pa.whisky - pb.whisky }));
      if (pa.coins > pb.coins) gains.push(ref("gain.coins", { n: pa.coins - pb.coins }));
      if (def.special) gains.push(ref("gain.card", { term: def.special }));
      const where = { term: def.name, x: move.x, y: move.y };
      return gains.length > 0
        ? ref("place.withGains", { ...where, refsGains: refsValue(gains) })
        : ref("place.plain", where);
    }
    case "choose-resource":
      return ref("chooseResource", { termResource: move.resource, term: "Loch Lochy" });
    case "loch-shiel": {
      if (!pb || !pa) return ref("lochShiel.unknown", { term: "Loch Shiel" });
      const b = resourceCounts(pb.tiles);
      const a = resourceCounts(pa.tiles);
      const got = RESOURCES.flatMap((r, i) => {
        const more = at(a, i, "resource count") - at(b, i, "resource count");
        return more > 0 ? [ref("gain.resource", { n: more, termResource: r })] : [];
      });
      return got.length > 0
        ? ref("lochShiel.got", { term: "Loch Shiel", refsGot: refsValue(got) })
        : ref("lochShiel.nothing", { term: "Loch Shiel" });
    }
    case "activate":
      return ref("activate", { refsActivation: refsValue([activationPart(move)]) });
    case "loch-ness":
      return ref("lochNess", { term: "Loch Ness", refsActivation: refsValue([activationPart(move)]) });
    case "promote":
      return ref("promote", { refsTile: tilePart(before, seat, move.tile) });
    case "move-clan":
      return ref("moveClan", { refsFrom: tilePart(before, seat, move.from), refsTo: tilePart(before, seat, move.to) });
    case "end-turn":
      return ref("endTurn");
  }
}

/**
 * Automatic events of a turn-ending move: tiles removed, new tiles, die rolls, scorings. The state keeps them
 * as message refs (rules version 3 on), taken as they are, or, in matches of versions 1 and 2, as English
 * sentences of a few fixed forms (events.ts), each read back into its message ref here. A sentence of no
 * known form stays a plain line (shown as it is).
 */
export function describeAftermath(
  _before: GlenMoreState,
  _seat: number,
  move: GlenMoreMove,
  after: GlenMoreState,
): HistoryLine[] {
  return move.type === "end-turn" || move.type === "pass"
    ? after.events.map((e) => (typeof e === "string" ? eventLine(e) : e))
    : [];
}

const names = (list: string) => list.split(", ").join("|");

/** One English event sentence (rules versions 1 and 2, events.ts) as a message ref; unchanged when it has no known form. */
export function eventLine(event: string): HistoryLine {
  let m = /^Scoring (\d): (.*)\.$/.exec(event);
  if (m) {
    const rows = m[2]!
      .split("; ")
      .map((row) => /^\{seat:(\d+)\} (-?\d+) \(whisky (-?\d+), chieftains (-?\d+), cards (-?\d+)\)$/.exec(row));
    if (rows.every((r) => r !== null)) {
      const parts = rows.map((r) =>
        ref("event.scoringRow", {
          seat: Number(r![1]),
          total: Number(r![2]),
          whisky: Number(r![3]),
          chieftains: Number(r![4]),
          cards: Number(r![5]),
        }),
      );
      return ref("event.scoring", { round: Number(m[1]), refsSemiRows: refsValue(parts) });
    }
    return event;
  }
  m = /^Final scoring: (.*)\.$/.exec(event);
  if (m) {
    const rows = m[1]!.split(", ").map((row) => /^\{seat:(\d+)\} (-?\d+)$/.exec(row));
    return rows.every((r) => r !== null)
      ? ref("event.final", {
          refsRows: refsValue(rows.map((r) => ref("event.finalRow", { seat: Number(r![1]), total: Number(r![2]) }))),
        })
      : event;
  }
  m = /^New tiles?: (.*)\.$/.exec(event);
  if (m) return ref("event.newTiles", { count: m[1]!.split(", ").length, termsTiles: names(m[1]!) });
  m = /^Left behind and removed: (.*)\.$/.exec(event);
  if (m) return ref("event.removed", { termsTiles: names(m[1]!) });
  m = /^The die rolled (\d) and removed (.*)\.$/.exec(event);
  if (m) return ref("event.die", { roll: Number(m[1]), term: m[2]! });
  return event;
}
