/**
 * Presentation helpers for the Glen More board: texts for tiles and moves, colours, the ring layout of
 * the chain, and reasons shown for tiles that cannot be taken. Pure functions of the view and the legal
 * moves; legality itself always comes from `legalMoves`.
 */
import type { GlenMoreMove, GlenMoreView, PlayerView } from "@/lib/games/glen-more";
import { RESOURCES, SPECIAL_CARDS, tileDef, type Resource, type TileDef } from "@/lib/games/glen-more/data";
import { winnersOf } from "@/lib/games/glen-more/scoring";

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

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Cost as short parts: "1 wood", "1 whisky", "1 clan member", "2 different". */
export function costParts(def: TileDef): string[] {
  const parts: string[] = [];
  for (const r of RESOURCES) if (def.cost[r]) parts.push(`${def.cost[r]} ${r}`);
  if (def.cost.whisky) parts.push(`${def.cost.whisky} whisky`);
  if (def.cost.clanMember) parts.push(plural(def.cost.clanMember, "clan member"));
  if (def.cost.anyDifferent) parts.push(`${def.cost.anyDifferent} different resources`);
  return parts;
}

export function costText(def: TileDef): string {
  const p = costParts(def);
  return p.length > 0 ? p.join(", ") : "free";
}

function countText(need: readonly Resource[], any: number, distinct: boolean): string {
  const parts = RESOURCES.flatMap((r) => {
    const n = need.filter((x) => x === r).length;
    return n > 0 ? [`${n} ${r}`] : [];
  });
  if (any > 0) parts.push(`${any} ${distinct && any > 1 ? "different" : "any"}`);
  return parts.join(" + ");
}

/** What activating the tile gives, in a few words (every option for brown tiles). */
export function activationText(def: TileDef): string {
  const a = def.activation;
  switch (a.type) {
    case "produce":
      return a.resource === "any" ? "+1 resource of your choice" : `+1 ${a.resource}`;
    case "distill":
      return "1 grain → 1 whisky";
    case "convert":
      return a.options.map((o) => `${countText(o.need, o.any, o.distinct)} → ${o.vp} pts`).join("; ");
    case "score":
      return `+${a.vp} points`;
    case "movement":
      return "+1 movement";
    case "none":
      return "no activation";
  }
}

/** What placing the tile gives at once (clan members, whisky, the special card's effect). */
export function placementText(def: TileDef): string {
  const parts: string[] = [];
  if (def.clanMembersOnPlacement) parts.push(`+${plural(def.clanMembersOnPlacement, "clan member")}`);
  if (def.whiskyOnPlacement) parts.push(`+${def.whiskyOnPlacement} whisky`);
  if (def.special) parts.push(SPECIAL_CARDS[def.special].effect);
  return parts.join("; ");
}

/** A full sentence for screen readers and tooltips. */
export function tileDescription(def: TileDef): string {
  const bits = [`${def.name} (${def.frame} frame)`, `cost: ${costText(def)}`];
  const once = placementText(def);
  if (once) bits.push(`when placed: ${once}`);
  bits.push(`activation: ${activationText(def)}`);
  if (def.river) bits.push("river north–south");
  if (def.road) bits.push("road east–west");
  return bits.join("; ");
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
export function unavailableReason(def: TileDef, p: PlayerView, market: GlenMoreView["market"]): string {
  if ((def.cost.whisky ?? 0) > p.whisky) return `needs ${def.cost.whisky} whisky`;
  if (def.cost.clanMember) return "no clan member to give up";
  const short: string[] = [];
  let price = 0;
  let buyable = true;
  for (const row of market) {
    const need = def.cost[row.resource] ?? 0;
    const missing = need - p.resources[row.resource];
    if (missing > 0) {
      short.push(`${missing} ${row.resource}`);
      for (let k = 0; k < missing; k++) {
        const occupied = row.coins + k;
        if (occupied >= 3) buyable = false;
        else price += occupied + 1;
      }
    }
  }
  if (def.cost.anyDifferent) {
    const kinds = RESOURCES.filter((r) => p.resources[r] > 0).length;
    if (kinds < def.cost.anyDifferent) short.push(`${def.cost.anyDifferent} different resources`);
  }
  // Missing resources the market can cover with the coins at hand are not the obstacle: placement is.
  if (short.length > 0 && (!buyable || price > p.coins || def.cost.anyDifferent)) {
    const why = !buyable ? "market sold out" : price > p.coins ? `buying costs ${price}, you have ${p.coins} coins` : "";
    return `needs ${short.join(", ")}${why ? ` (${why})` : ""}`;
  }
  return "no legal place in your display";
}

/** Status of every tile in the chain for the viewer, keyed by track space; empty unless it is the viewer's choice. */
export function chainStatuses(view: GlenMoreView, legalMoves: readonly GlenMoreMove[], mySeat: number | null): Map<number, ChainStatus> {
  const out = new Map<number, ChainStatus>();
  if (mySeat === null || view.turn === null || view.turn.phase !== "choose" || view.currentSeat !== mySeat) return out;
  const takes = new Set(legalMoves.flatMap((m) => (m.type === "take" ? [m.space] : [])));
  const me = view.playerStates[mySeat];
  if (!me) return out;
  // Tiles are only offered in front of the current figure: chain order starts at `back`.
  view.track.forEach((t, space) => {
    if (t?.kind !== "tile") return;
    if (takes.has(space)) out.set(space, { takeable: true });
    else out.set(space, { takeable: false, reason: unavailableReason(defOf(t.tile), me, view.market) });
  });
  return out;
}

export function tileLabel(view: GlenMoreView, seat: number, id: number): string {
  const t = view.playerStates[seat]?.tiles.find((q) => q.id === id);
  const name = defOf(id).name;
  return t ? `${name} (${t.x}, ${t.y})` : name;
}

/** The text of one activation option (an `activate` or `loch-ness` move). */
export function activationOptionText(move: { tile: number; option?: number; resource?: Resource }): string {
  const def = defOf(move.tile);
  const a = def.activation;
  switch (a.type) {
    case "produce":
      return `+1 ${a.resource === "any" ? (move.resource ?? "resource") : a.resource}`;
    case "convert": {
      const o = a.options[move.option ?? 0];
      return o ? `pay ${countText(o.need, o.any, o.distinct)} → ${o.vp} points` : activationText(def);
    }
    default:
      return activationText(def);
  }
}

/** Short button text for any move (used for lists and aria labels). */
export function moveText(view: GlenMoreView, seat: number, move: GlenMoreMove): string {
  const market = (r: Resource) => view.market.find((m) => m.resource === r);
  switch (move.type) {
    case "take": {
      const t = view.track[move.space];
      return t?.kind === "tile" ? `Take ${defOf(t.tile).name} (space ${move.space + 1})` : `Take space ${move.space + 1}`;
    }
    case "pass":
      return "Pass (no tile can be taken)";
    case "pay":
      return `Pay 1 ${move.resource} from ${tileLabel(view, seat, move.tile)}`;
    case "buy":
      return `Buy 1 ${move.resource} for ${plural(market(move.resource)?.buyPrice ?? 0, "coin")}`;
    case "sell":
      return `Sell 1 ${move.resource} from ${tileLabel(view, seat, move.tile)} for ${plural(market(move.resource)?.sellPrice ?? 0, "coin")}`;
    case "pay-clan":
      return `Give up the clan member on ${tileLabel(view, seat, move.tile)}`;
    case "pay-chieftain":
      return "Give up a chieftain";
    case "place":
      // "Place here" is what the square shows; the name keeps those words (speech input says what it sees).
      return `Place here at (${move.x}, ${move.y})`;
    case "choose-resource":
      return `Take 1 ${move.resource}`;
    case "loch-shiel":
      return move.abbey === null ? "Fill empty production tiles" : `Fill empty production tiles, ${move.abbey} on Iona Abbey`;
    case "activate":
      return `Activate ${tileLabel(view, seat, move.tile)}: ${activationOptionText(move)}`;
    case "loch-ness":
      return `Loch Ness: activate ${tileLabel(view, seat, move.tile)}: ${activationOptionText(move)}`;
    case "promote":
      return `Promote the clan member on ${tileLabel(view, seat, move.tile)} to chieftain`;
    case "move-clan":
      return `Move a clan member from ${tileLabel(view, seat, move.from)} to ${tileLabel(view, seat, move.to)}`;
    case "end-turn":
      return "End turn";
  }
}

/**
 * Activatable tiles that offer nothing right now, with the reason (full, a loch, not affordable):
 * the list shows every tile of the activation area, not only the offered ones.
 */
export function idleActivations(view: GlenMoreView, seat: number, legalMoves: readonly GlenMoreMove[]): { tile: number; reason: string }[] {
  const turn = view.turn;
  if (!turn || turn.phase !== "activate") return [];
  const offered = new Set(legalMoves.flatMap((m) => (m.type === "activate" ? [m.tile] : [])));
  const p = view.playerStates[seat];
  return turn.activatable
    .filter((id) => !offered.has(id))
    .map((id) => {
      const def = defOf(id);
      const placed = p?.tiles.find((t) => t.id === id);
      let reason = "nothing to gain";
      if (turn.activated.includes(id)) reason = "already activated";
      else if (def.activation.type === "none") reason = "a loch has no activation";
      else if ((placed?.cubes.length ?? 0) >= 3 && (def.activation.type === "produce")) reason = "full (3 cubes)";
      else if (def.activation.type === "distill" || def.activation.type === "convert") reason = "cannot pay for it";
      return { tile: id, reason };
    });
}

/** One line telling the player what to do now. */
export function phasePrompt(view: GlenMoreView, mySeat: number | null, legalMoves: readonly GlenMoreMove[]): string {
  const turn = view.turn;
  if (view.finished || !turn) return "The game is over.";
  if (mySeat === null || view.currentSeat !== mySeat) return "";
  const has = (t: GlenMoreMove["type"]) => legalMoves.some((m) => m.type === t);
  switch (turn.phase) {
    case "choose":
      return has("take") ? "Choose a highlighted tile in the chain." : "No tile can be taken: you may sell, then pass.";
    case "pay": {
      const due = turn.due;
      if (!due) return "Pay.";
      const bits: string[] = [];
      const need = countText(due.need, due.any, due.distinct);
      if (need) bits.push(need);
      if (due.clan) bits.push("1 clan member or chieftain");
      return `Still to pay: ${bits.join(" + ")}. Pay from your display or buy at the market.`;
    }
    case "place":
      return "Place the tile on a highlighted square of your display.";
    case "lochy":
      return `Loch Lochy: choose ${plural(turn.lochyLeft, "more resource")}${has("sell") ? " (you may sell at the market meanwhile)" : ""}.`;
    case "shiel":
      return "Loch Shiel: sell first if you like, then use it.";
    case "activate":
      return turn.movement > 0
        ? `Activate tiles, then use ${plural(turn.movement, "movement point")} or end your turn.`
        : "Activate tiles of the highlighted area, or end your turn.";
    case "move":
      return `Use ${plural(turn.movement, "movement point")} (promote first, then move) or end your turn.`;
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
export function displayBounds(cells: readonly { x: number; y: number }[], pad = 0): { minX: number; maxX: number; minY: number; maxY: number } {
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
