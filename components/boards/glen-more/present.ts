/**
 * Presentation helpers for the Glen More board: texts for tiles and moves, colours, the ring layout of
 * the chain, and reasons shown for tiles that cannot be taken. Pure functions of the view and the legal
 * moves; legality itself always comes from `legalMoves`.
 */
import type { GlenMoreMove, GlenMoreView, PlayerView } from "@/lib/games/glen-more";
import { RESOURCES, tileDef, type Resource, type SpecialLocation, type TileDef } from "@/lib/games/glen-more/data";
import { fill, plural, type PluralForms } from "@/lib/i18n/client-text";
import type { GlenMoreText } from "./text";
import { nameIn } from "../board-names";
import { winnersOf } from "@/lib/games/glen-more/scoring";
import { chosenActivation, costPartsOf, neededCounts } from "@/lib/games/glen-more/move-facts";

/** Cube colours of the printed game: wood brown, stone grey, sheep white, cattle black, grain yellow. */
export const RESOURCE_STYLE: Record<Resource, { fill: string; text: string; short: string }> = {
  wood: { fill: "#8b5a2b", text: "#fff", short: "W" },
  stone: { fill: "#9ca3af", text: "#111", short: "S" },
  sheep: { fill: "#fafaf9", text: "#111", short: "Sh" },
  cattle: { fill: "#292524", text: "#fff", short: "C" },
  grain: { fill: "#eab308", text: "#111", short: "G" },
};

export const FRAME_STYLE: Record<TileDef["frame"], { border: string; bg: string }> = {
  yellow: { border: "#ca8a04", bg: "#fefce8" },
  green: { border: "#15803d", bg: "#f0fdf4" },
  brown: { border: "#92400e", bg: "#fdf4e7" },
  grey: { border: "#57534e", bg: "#f5f5f4" },
  blue: { border: "#1d4ed8", bg: "#eff6ff" },
};

export const SEAT_COLOURS = ["#dc2626", "#2563eb", "#16a34a", "#9333ea", "#ea580c"] as const;
export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? "#000";
}

/** The tile definition of a placed or offered tile instance. */
export function defOf(id: number): TileDef {
  return tileDef(id);
}

/** A resource's word in the viewer's language. */
export const resourceName = (tx: GlenMoreText, r: Resource): string => tx.ui.resource[r];

/** A tile's name in the viewer's language (the glossary; English until it has the tile). */
export const tileName = (tx: GlenMoreText, def: TileDef): string => nameIn(tx, def.name);

/** What a special location's card does. */
export const specialEffect = (tx: GlenMoreText, special: SpecialLocation): string => tx.ui.special[special];

const count = (tx: GlenMoreText, forms: PluralForms, n: number) => plural(tx.locale, n, forms);

/** Cost as short parts: "1 wood", "1 whisky", "1 clan member", "2 different" (the game's `costPartsOf`). */
export function costParts(tx: GlenMoreText, def: TileDef): string[] {
  return costPartsOf(def).map((c) => {
    switch (c.part) {
      case "resource":
        return `${c.n} ${resourceName(tx, c.resource)}`;
      case "whisky":
        return fill(tx.ui.text.whisky, { count: c.n });
      case "clanMember":
        return count(tx, tx.ui.clanMembers, c.n);
      case "different":
        return fill(tx.ui.text.differentResources, { count: c.n });
    }
  });
}

export function costText(tx: GlenMoreText, def: TileDef): string {
  const p = costParts(tx, def);
  return p.length > 0 ? p.join(", ") : tx.ui.text.free;
}

function countText(tx: GlenMoreText, need: readonly Resource[], any: number, distinct: boolean): string {
  const parts = neededCounts(need).map(({ resource, n }) => `${n} ${resourceName(tx, resource)}`);
  if (any > 0) parts.push(fill(distinct && any > 1 ? tx.ui.text.anyDifferent : tx.ui.text.anyResource, { count: any }));
  return parts.join(" + ");
}

/** What activating the tile gives, in a few words (every option for brown tiles). */
export function activationText(tx: GlenMoreText, def: TileDef): string {
  const a = def.activation;
  const t = tx.ui.text;
  switch (a.type) {
    case "produce":
      return a.resource === "any" ? t.produceAny : `+1 ${resourceName(tx, a.resource)}`;
    case "distill":
      return t.distill;
    case "convert":
      return a.options
        .map((o) => fill(t.convert, { need: countText(tx, o.need, o.any, o.distinct), vp: o.vp }))
        .join("; ");
    case "score":
      return fill(t.score, { vp: a.vp });
    case "movement":
      return t.movement;
    case "none":
      return t.none;
  }
}

/** What placing the tile gives at once (clan members, whisky, the special card's effect). */
export function placementText(tx: GlenMoreText, def: TileDef): string {
  const parts: string[] = [];
  if (def.clanMembersOnPlacement) parts.push(`+${count(tx, tx.ui.clanMembers, def.clanMembersOnPlacement)}`);
  if (def.whiskyOnPlacement) parts.push(`+${fill(tx.ui.text.whisky, { count: def.whiskyOnPlacement })}`);
  if (def.special) parts.push(specialEffect(tx, def.special));
  return parts.join("; ");
}

/** A full sentence for screen readers and tooltips. */
export function tileDescription(tx: GlenMoreText, def: TileDef): string {
  const t = tx.ui.text;
  const bits = [
    fill(t.describeName, { name: tileName(tx, def), frame: tx.ui.frame[def.frame] }),
    fill(t.describeCost, { cost: costText(tx, def) }),
  ];
  const once = placementText(tx, def);
  if (once) bits.push(fill(t.describeOnce, { once }));
  bits.push(fill(t.describeActivation, { activation: activationText(tx, def) }));
  if (def.river) bits.push(t.river);
  if (def.road) bits.push(t.road);
  return bits.join("; ");
}

/** The tooltip of a tile: its full sentence, then what its colour of frame means. */
export function tileTip(tx: GlenMoreText, def: TileDef): string {
  return `${tileDescription(tx, def)}. ${tx.ui.tip.frame[def.frame]}`;
}

/**
 * The 14 track spaces as a ring on the perimeter of a `cols` x `rows` grid, clockwise from the top left
 * (6 x 3 on wide screens, 4 x 5 on phones: both perimeters have exactly 14 cells). 1-based grid lines.
 */
export function ringCells(cols: number, rows: number): { row: number; col: number }[] {
  const out: { row: number; col: number }[] = [];
  for (let c = 1; c <= cols; c++) out.push({ row: 1, col: c });
  for (let r = 2; r <= rows; r++) out.push({ row: r, col: cols });
  for (let c = cols - 1; c >= 1; c--) out.push({ row: rows, col: c });
  for (let r = rows - 1; r >= 2; r--) out.push({ row: r, col: 1 });
  return out;
}

export type ChainStatus = { takeable: true } | { takeable: false; reason: string };

/**
 * Why a tile in the chain cannot be taken, derived from the view for display only ("needs 1 whisky",
 * "needs 2 wood", "no legal place"). The engine decides; this only names the likeliest cause.
 */
export function unavailableReason(
  tx: GlenMoreText,
  def: TileDef,
  p: PlayerView,
  market: GlenMoreView["market"],
): string {
  const why = tx.ui.reason;
  if ((def.cost.whisky ?? 0) > p.whisky) return fill(why.needsWhisky, { count: def.cost.whisky ?? 0 });
  if (def.cost.clanMember) return why.noClanMember;
  const short: string[] = [];
  let price = 0;
  let buyable = true;
  for (const row of market) {
    const need = def.cost[row.resource] ?? 0;
    const missing = need - p.resources[row.resource];
    if (missing > 0) {
      short.push(`${missing} ${resourceName(tx, row.resource)}`);
      for (let k = 0; k < missing; k++) {
        const occupied = row.coins + k;
        if (occupied >= 3) buyable = false;
        else price += occupied + 1;
      }
    }
  }
  if (def.cost.anyDifferent) {
    const kinds = RESOURCES.filter((r) => p.resources[r] > 0).length;
    if (kinds < def.cost.anyDifferent)
      short.push(fill(tx.ui.text.differentResources, { count: def.cost.anyDifferent }));
  }
  // Missing resources the market can cover with the coins at hand are not the obstacle: placement is.
  if (short.length > 0 && (!buyable || price > p.coins || def.cost.anyDifferent)) {
    const because = !buyable
      ? why.marketSoldOut
      : price > p.coins
        ? fill(why.buyingCosts, { price, coins: p.coins })
        : "";
    return fill(because ? why.needsWhy : why.needs, { what: short.join(", "), why: because });
  }
  return why.noPlace;
}

/** Status of every tile in the chain for the viewer, keyed by track space; empty unless it is the viewer's choice. */
export function chainStatuses(
  tx: GlenMoreText,
  view: GlenMoreView,
  legalMoves: readonly GlenMoreMove[],
  mySeat: number | null,
): Map<number, ChainStatus> {
  const out = new Map<number, ChainStatus>();
  if (mySeat === null || view.turn === null || view.turn.phase !== "choose" || view.currentSeat !== mySeat) return out;
  const takes = new Set(legalMoves.flatMap((m) => (m.type === "take" ? [m.space] : [])));
  const me = view.playerStates[mySeat];
  if (!me) return out;
  // Tiles are only offered in front of the current figure: chain order starts at `back`.
  view.track.forEach((t, space) => {
    if (t?.kind !== "tile") return;
    if (takes.has(space)) out.set(space, { takeable: true });
    else out.set(space, { takeable: false, reason: unavailableReason(tx, defOf(t.tile), me, view.market) });
  });
  return out;
}

export function tileLabel(tx: GlenMoreText, view: GlenMoreView, seat: number, id: number): string {
  const t = view.playerStates[seat]?.tiles.find((q) => q.id === id);
  const name = tileName(tx, defOf(id));
  return t ? `${name} (${t.x}, ${t.y})` : name;
}

/** The text of one activation option (an `activate` or `loch-ness` move). */
export function activationOptionText(
  tx: GlenMoreText,
  move: { tile: number; option?: number; resource?: Resource },
): string {
  const { def, produced: r, option: o } = chosenActivation(move);
  switch (def.activation.type) {
    case "produce":
      return `+1 ${r ? resourceName(tx, r as Resource) : tx.ui.text.resourceWord}`;
    case "convert": {
      return o
        ? fill(tx.ui.text.payConvert, { need: countText(tx, o.need, o.any, o.distinct), vp: o.vp })
        : activationText(tx, def);
    }
    default:
      return activationText(tx, def);
  }
}

/** Short button text for any move (used for lists and aria labels). */
export function moveText(tx: GlenMoreText, view: GlenMoreView, seat: number, move: GlenMoreMove): string {
  const market = (r: Resource) => view.market.find((m) => m.resource === r);
  const t = tx.ui.move;
  const label = (id: number) => tileLabel(tx, view, seat, id);
  switch (move.type) {
    case "take": {
      const e = view.track[move.space];
      return e?.kind === "tile"
        ? fill(t.takeTile, { tile: tileName(tx, defOf(e.tile)), space: move.space + 1 })
        : fill(t.takeSpace, { space: move.space + 1 });
    }
    case "pass":
      return t.pass;
    case "pay":
      return fill(t.pay, { resource: resourceName(tx, move.resource), tile: label(move.tile) });
    case "buy":
      return fill(t.buy, {
        resource: resourceName(tx, move.resource),
        coins: count(tx, tx.ui.coins, market(move.resource)?.buyPrice ?? 0),
      });
    case "sell":
      return fill(t.sell, {
        resource: resourceName(tx, move.resource),
        tile: label(move.tile),
        coins: count(tx, tx.ui.coins, market(move.resource)?.sellPrice ?? 0),
      });
    case "pay-clan":
      return fill(t.payClan, { tile: label(move.tile) });
    case "pay-chieftain":
      return t.payChieftain;
    case "place":
      // "Place here" is what the square shows; the name keeps those words (speech input says what it sees).
      return fill(t.place, { x: move.x, y: move.y });
    case "choose-resource":
      return fill(t.chooseResource, { resource: resourceName(tx, move.resource) });
    case "loch-shiel":
      return move.abbey === null ? t.shiel : fill(t.shielAbbey, { resource: resourceName(tx, move.abbey) });
    case "activate":
      return fill(t.activate, { tile: label(move.tile), option: activationOptionText(tx, move) });
    case "loch-ness":
      return fill(t.lochNess, { tile: label(move.tile), option: activationOptionText(tx, move) });
    case "promote":
      return fill(t.promote, { tile: label(move.tile) });
    case "move-clan":
      return fill(t.moveClan, { from: label(move.from), to: label(move.to) });
    case "end-turn":
      return t.endTurn;
  }
}

/**
 * Activatable tiles that offer nothing right now, with the reason (full, a loch, not affordable):
 * the list shows every tile of the activation area, not only the offered ones.
 */
export function idleActivations(
  tx: GlenMoreText,
  view: GlenMoreView,
  seat: number,
  legalMoves: readonly GlenMoreMove[],
): { tile: number; reason: string }[] {
  const turn = view.turn;
  if (!turn || turn.phase !== "activate") return [];
  const offered = new Set(legalMoves.flatMap((m) => (m.type === "activate" ? [m.tile] : [])));
  const p = view.playerStates[seat];
  return turn.activatable
    .filter((id) => !offered.has(id))
    .map((id) => {
      const def = defOf(id);
      const placed = p?.tiles.find((t) => t.id === id);
      const why = tx.ui.reason;
      let reason = why.nothingToGain;
      if (turn.activated.includes(id)) reason = why.alreadyActivated;
      else if (def.activation.type === "none") reason = why.loch;
      else if ((placed?.cubes.length ?? 0) >= 3 && def.activation.type === "produce") reason = why.full;
      else if (def.activation.type === "distill" || def.activation.type === "convert") reason = why.cannotPay;
      return { tile: id, reason };
    });
}

/** One line telling the player what to do now. */
export function phasePrompt(
  tx: GlenMoreText,
  view: GlenMoreView,
  mySeat: number | null,
  legalMoves: readonly GlenMoreMove[],
): string {
  const turn = view.turn;
  const say = tx.ui.prompt;
  if (view.finished || !turn) return say.over;
  if (mySeat === null || view.currentSeat !== mySeat) return "";
  const has = (t: GlenMoreMove["type"]) => legalMoves.some((m) => m.type === t);
  const points = () => count(tx, tx.ui.movementPoints, turn.movement);
  switch (turn.phase) {
    case "choose":
      return has("take") ? say.choose : say.cannotTake;
    case "pay": {
      const due = turn.due;
      if (!due) return say.pay;
      const bits: string[] = [];
      const need = countText(tx, due.need, due.any, due.distinct);
      if (need) bits.push(need);
      if (due.clan) bits.push(say.clanDue);
      return fill(say.stillToPay, { due: bits.join(" + ") });
    }
    case "place":
      return say.place;
    case "lochy":
      return fill(has("sell") ? say.lochySell : say.lochy, { more: count(tx, tx.ui.moreResources, turn.lochyLeft) });
    case "shiel":
      return say.shiel;
    case "activate":
      return turn.movement > 0 ? fill(say.activateThenMove, { points: points() }) : say.activate;
    case "move":
      return fill(say.move, { points: points() });
  }
}

export interface FinalLine {
  seat: number;
  tilePoints: number;
  scorings: number[];
  cards: number;
  coins: number;
  tilePenalty: number;
  total: number;
  resources: number;
}

/** The final breakdown from the view: points from tiles, each scoring, card bonuses, coins, tile penalty. */
export function finalLines(view: GlenMoreView): FinalLine[] {
  if (!view.final) return [];
  return view.final.map((r, seat) => {
    const scorings = view.scorings.map((sc) => {
      const row = sc.rows[seat];
      return row ? row.whiskyVp + row.chieftainVp + row.cardVp : 0;
    });
    const vp = view.playerStates[seat]?.vp ?? 0;
    return {
      seat,
      tilePoints: vp - scorings.reduce((a, b) => a + b, 0),
      scorings,
      cards: r.abbey + r.morar + r.duart,
      coins: r.coins,
      tilePenalty: r.tilePenalty,
      total: r.total,
      resources: r.resources,
    };
  });
}

/** Winners by the engine's own rule (most points, then most resources). */
export function finalWinners(view: GlenMoreView): number[] {
  return view.final ? winnersOf(view.final) : [];
}

/** Bounding box of a display plus extra (highlighted) positions, with a margin of `pad` cells. */
export function displayBounds(
  cells: readonly { x: number; y: number }[],
  pad = 0,
): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  return {
    minX: Math.min(0, ...xs) - pad,
    maxX: Math.max(0, ...xs) + pad,
    minY: Math.min(0, ...ys) - pad,
    maxY: Math.max(0, ...ys) + pad,
  };
}

/** A short fingerprint of what the board shows (tests wait for it to change after a move). */
export function viewKey(view: GlenMoreView, legalMoves: readonly GlenMoreMove[]): string {
  const text = JSON.stringify([view, legalMoves]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
