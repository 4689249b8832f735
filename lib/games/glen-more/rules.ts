/**
 * Legal moves and their effects: the single source of legality. A turn is a sequence of small steps:
 * take a tile from the chain (phase "choose"), pay its cost ("pay"), place it ("place"), its one-time
 * benefit ("lochy"/"shiel" when it needs a choice), activations ("activate"), clan movements ("move"),
 * end of turn. Selling is allowed in every phase of the player's own turn ("jederzeit im eigenen Spielzug").
 */
import { at, bump, count, must, ok, reject, type MessageRef, type Rejection, type Result } from "@/lib/engine";
import { sameJson } from "@/lib/engine/same-json";
import { MAX_CUBES, RESOURCES, tileDef, type Resource, type TileDef } from "./data";
import { chainIndex, currentDeck, finishTurn, trackSpace } from "./chain";
import {
  clanTotal,
  findTile,
  fitsCell,
  hasLegalPosition,
  legalPositions,
  neighbours8,
  openCells,
  removeCube,
  resourceCounts,
  type OpenCell,
} from "./display";
import { buyPrice, canAfford, dueAccepts, resIndex } from "./market";
import { ILLEGAL_MOVE_REASONS, REFUSALS } from "./messages";
import { wellFormed } from "./moves";
import { CURRENT_RULES, type GlenMoreRules } from "./rule-set";
import type { Due, GlenMoreMove, GlenMoreState, PlacedTile, PlayerState, TurnState } from "./types";
import { copyForMove, openDue, playerAt, tileInHand, tileToChange, tileToChangeAt } from "./state";

type MoveType = GlenMoreMove["type"];

export const IONA_ABBEY_KIND = "d2-abbey-44";

/** The placement cost as a due: resources (bought at the market if needed), two different ones for Loch Oich, a clan member for Loch Ness. */
export function costDue(def: TileDef): Due {
  const need: Resource[] = [];
  for (const r of RESOURCES) for (let i = 0; i < (def.cost[r] ?? 0); i++) need.push(r);
  return {
    need,
    any: def.cost.anyDifferent ?? 0,
    distinct: true,
    paidAny: [],
    clan: (def.cost.clanMember ?? 0) > 0,
    then: { kind: "place" },
  };
}

function dueDone(d: Due): boolean {
  return d.need.length === 0 && d.any === 0 && !d.clan;
}

/** The due once `r` is paid: a new due (dues are replaced, never changed, so turns share them). */
function dueAfter(d: Due, r: Resource): Due {
  const i = d.need.indexOf(r);
  if (i >= 0) {
    const need = d.need.slice();
    need.splice(i, 1);
    return { need, any: d.any, distinct: d.distinct, paidAny: d.paidAny, clan: d.clan, then: d.then };
  }
  return {
    need: d.need,
    any: d.any - 1,
    distinct: d.distinct,
    paidAny: [...d.paidAny, r],
    clan: d.clan,
    then: d.then,
  };
}

/** The due once the clan member or chieftain is given (Loch Ness). */
const dueWithClanGiven = (d: Due): Due => ({ ...d, clan: false });

function withClanRemoved(tiles: readonly PlacedTile[], id: number): PlacedTile[] {
  return tiles.map((t) => (t.id === id ? { ...t, clan: t.clan - 1 } : t));
}

/** Ways to give up a clan member for Loch Ness that still leave the tile placeable ("ein Clanmitglied oder ein Chieftain"). */
function clanPayments(p: PlayerState, def: TileDef): GlenMoreMove[] {
  const out: GlenMoreMove[] = [];
  for (const t of p.tiles) {
    if (t.clan > 0 && hasLegalPosition(withClanRemoved(p.tiles, t.id), def)) out.push({ type: "pay-clan", tile: t.id });
  }
  if (p.chieftains > 0 && hasLegalPosition(p.tiles, def)) out.push({ type: "pay-chieftain" });
  return out;
}

/**
 * What every take asks of the player's display, worked out at most once per choice of tile: the resource
 * counts, and the open cells (asked for only once a tile is affordable).
 */
interface Display {
  counts: number[];
  cells: OpenCell[] | null;
}

const displayOf = (p: PlayerState): Display => ({ counts: resourceCounts(p.tiles), cells: null });

/** Each tile's placement cost as a due, made once: only read here (a take puts a fresh `costDue` in the turn). */
const costDues = new Map<number, Due>();
function costDueOf(id: number, def: TileDef): Due {
  let due = costDues.get(id);
  if (!due) costDues.set(id, (due = costDue(def)));
  return due;
}

/** Can the player take this tile: pay it (selling and buying at the market as needed) and place it? */
export function canTake(s: GlenMoreState, p: PlayerState, id: number, display: Display = displayOf(p)): boolean {
  const def = tileDef(id);
  if ((def.cost.whisky ?? 0) > p.whisky) return false;
  if (def.cost.clanMember) return clanPayments(p, def).length > 0;
  const due = costDueOf(id, def);
  if ((due.need.length > 0 || due.any > 0) && !canAfford(display.counts, p.coins, s.market, due)) return false;
  if (!display.cells) display.cells = openCells(p.tiles);
  for (const c of display.cells) if (fitsCell(c, def)) return true;
  return false;
}

/**
 * The online rules allow promoting the very last clan member of the display only when exactly one tile
 * is left in the last deck, i.e. in the player's very last turn (rulebook: "zumindest bis zu seinem
 * allerletzten Zug").
 */
export function lastTurnException(s: GlenMoreState): boolean {
  return currentDeck(s) === 3 && at(s.decks, 3, "deck 3").length === 1;
}

/** The tile's cube `j` when it is the first of its resource on the tile, else undefined (each resource once). */
function firstCube(t: PlacedTile, j: number): Resource | undefined {
  const r = t.cubes[j];
  return r !== undefined && t.cubes.indexOf(r) === j ? r : undefined;
}

function sellMoves(s: GlenMoreState, p: PlayerState, out: GlenMoreMove[], due: Due | null): void {
  const counts = due ? resourceCounts(p.tiles) : null;
  for (const t of p.tiles) {
    for (let j = 0; j < t.cubes.length; j++) {
      const r = firstCube(t, j);
      if (r === undefined) continue;
      const i = resIndex(r);
      const m = count(s.market, i);
      if (m === 0) continue;
      if (due && counts && (due.need.length > 0 || due.any > 0)) {
        // While paying, a sale must not make the rest unpayable (so every started payment can be finished).
        const c = counts.slice();
        bump(c, i, -1);
        const market = s.market.slice();
        market[i] = m - 1;
        if (!canAfford(c, p.coins + m, market, due)) continue;
      }
      out.push({ type: "sell", resource: r, tile: t.id });
    }
  }
}

function payMoves(s: GlenMoreState, p: PlayerState, turn: TurnState, out: GlenMoreMove[], only?: MoveType): void {
  const due = openDue(turn);
  if (due.clan && (!only || only === "pay-clan" || only === "pay-chieftain"))
    out.push(...clanPayments(p, tileDef(tileInHand(turn))));
  const counts = resourceCounts(p.tiles);
  if (!only || only === "pay") {
    for (const t of p.tiles) {
      for (let j = 0; j < t.cubes.length; j++) {
        const r = firstCube(t, j);
        if (r === undefined || !dueAccepts(due, r)) continue;
        const c = counts.slice();
        bump(c, resIndex(r), -1);
        if (canAfford(c, p.coins, s.market, dueAfter(due, r))) out.push({ type: "pay", resource: r, tile: t.id });
      }
    }
  }
  if (!only || only === "buy") {
    // Buying is only allowed to cover what must be paid right now; the bought resource is used at once.
    for (const r of RESOURCES) {
      if (!dueAccepts(due, r)) continue;
      const i = resIndex(r);
      const price = buyPrice(count(s.market, i));
      if (price === null || price > p.coins) continue;
      const market = s.market.slice();
      bump(market, i, 1);
      if (canAfford(counts, p.coins - price, market, dueAfter(due, r))) out.push({ type: "buy", resource: r });
    }
  }
  if (!only || only === "sell") sellMoves(s, p, out, due);
}

function activationOptions(
  s: GlenMoreState,
  p: PlayerState,
  type: "activate" | "loch-ness",
  id: number,
  out: GlenMoreMove[],
): void {
  const def = tileDef(id);
  const tile = findTile(p.tiles, id);
  if (!tile) return;
  const a = def.activation;
  switch (a.type) {
    case "produce":
      // "Würde man mehr erhalten, geht man leer aus": a full tile is not offered (it would give nothing).
      if (tile.cubes.length >= MAX_CUBES) return;
      if (a.resource === "any") for (const r of RESOURCES) out.push({ type, tile: id, resource: r });
      else out.push({ type, tile: id });
      return;
    case "distill":
      if (
        canAfford(resourceCounts(p.tiles), p.coins, s.market, { need: ["grain"], any: 0, distinct: false, paidAny: [] })
      )
        out.push({ type, tile: id });
      return;
    case "convert": {
      const counts = resourceCounts(p.tiles);
      a.options.forEach((o, i) => {
        if (canAfford(counts, p.coins, s.market, { need: o.need, any: o.any, distinct: o.distinct, paidAny: [] }))
          out.push({ type, tile: id, option: i });
      });
      return;
    }
    case "score":
    case "movement":
      out.push({ type, tile: id });
      return;
    case "none":
      // Lochs: "Die Aktivierung eines Sees hat keine weitere Auswirkung" — nothing to offer.
      return;
  }
}

function clanMoves(s: GlenMoreState, p: PlayerState, turn: TurnState, out: GlenMoreMove[], only?: MoveType): void {
  if (turn.movement <= 0) return;
  if (!turn.moved && (!only || only === "promote")) {
    // At least one clan member stays in the display, except in the very last turn (online notes).
    if (clanTotal(p.tiles) >= 2 || lastTurnException(s)) {
      for (const t of p.tiles) if (t.clan > 0) out.push({ type: "promote", tile: t.id });
    }
  }
  if (!only || only === "move-clan") {
    for (const t of p.tiles) {
      if (t.clan === 0) continue;
      for (const n of neighbours8(p.tiles, t)) out.push({ type: "move-clan", from: t.id, to: n.id });
    }
  }
}

/** Does the generation restricted to `only` (all types when absent) include moves of type `t`? */
const wants = (only: MoveType | undefined, t: MoveType): boolean => !only || only === t;

/**
 * Every legal move of `seat` under `rules` (a match's rules version, rule-set.ts); `only` restricts the
 * generation to one move type (used to validate a move cheaply).
 */
export function legalMoves(
  s: GlenMoreState,
  seat: number,
  rules: GlenMoreRules = CURRENT_RULES,
  only?: MoveType,
): GlenMoreMove[] {
  const turn = s.turn;
  if (s.finished || seat !== turn.seat) return [];
  const p = playerAt(s, seat);
  const out: GlenMoreMove[] = [];
  switch (turn.phase) {
    case "choose": {
      if (wants(only, "take") || wants(only, "pass")) {
        const takes: GlenMoreMove[] = [];
        const display = displayOf(p);
        for (let k = 1; k < s.chain.length; k++) {
          const e = s.chain[k];
          if (e && e.kind === "tile" && canTake(s, p, e.tile, display))
            takes.push({ type: "take", space: trackSpace(s, k) });
        }
        if (wants(only, "take")) out.push(...takes);
        // No tile can be taken: see RULES-NOTES.md "A player who cannot take any tile".
        if (takes.length === 0 && wants(only, "pass")) out.push({ type: "pass" });
      }
      if (wants(only, "sell")) sellMoves(s, p, out, null);
      break;
    }
    case "pay":
      payMoves(s, p, turn, out, only);
      break;
    case "place":
      if (wants(only, "place"))
        for (const pos of legalPositions(p.tiles, tileDef(tileInHand(turn))))
          out.push({ type: "place", x: pos.x, y: pos.y });
      if (wants(only, "sell")) sellMoves(s, p, out, null);
      break;
    case "lochy":
      if (wants(only, "choose-resource")) for (const r of RESOURCES) out.push({ type: "choose-resource", resource: r });
      // Selling is allowed "jederzeit im eigenen Spielzug", also between Loch Lochy's two choices.
      if (wants(only, "sell") && rules.sellWhileChoosingLochy) sellMoves(s, p, out, null);
      break;
    case "shiel": {
      if (wants(only, "loch-shiel")) {
        const abbey = p.tiles.find((t) => tileDef(t.id).kind === IONA_ABBEY_KIND);
        const emptyAbbey = abbey !== undefined && abbey.cubes.length === 0;
        // "darf er hierauf eine beliebige Ressource legen": an empty Iona Abbey may also stay empty.
        if (!emptyAbbey || rules.lochShielAbbeyOptional) out.push({ type: "loch-shiel", abbey: null });
        if (emptyAbbey) for (const r of RESOURCES) out.push({ type: "loch-shiel", abbey: r });
      }
      // "Der Spieler darf vorher beliebig viele Ressourcen ans Lager verkaufen".
      if (wants(only, "sell")) sellMoves(s, p, out, null);
      break;
    }
    case "activate": {
      if (wants(only, "activate"))
        for (const id of turn.activatable)
          if (!turn.activated.includes(id)) activationOptions(s, p, "activate", id, out);
      if (wants(only, "loch-ness") && p.cards.includes("Loch Ness") && !turn.lochNessUsed && !turn.oich) {
        // Loch Ness: any tile not yet activated; tiles still activatable the normal way are left out (it would gain nothing).
        for (const t of p.tiles) {
          if (!turn.activated.includes(t.id) && !turn.activatable.includes(t.id))
            activationOptions(s, p, "loch-ness", t.id, out);
        }
      }
      if (wants(only, "sell")) sellMoves(s, p, out, null);
      clanMoves(s, p, turn, out, only);
      if (wants(only, "end-turn")) out.push({ type: "end-turn" });
      break;
    }
    case "move":
      if (wants(only, "sell")) sellMoves(s, p, out, null);
      clanMoves(s, p, turn, out, only);
      if (wants(only, "end-turn")) out.push({ type: "end-turn" });
      break;
  }
  return out;
}

export function isLegal(
  s: GlenMoreState,
  seat: number,
  move: GlenMoreMove,
  rules: GlenMoreRules = CURRENT_RULES,
): boolean {
  return legalMoves(s, seat, rules, move.type).some((m) => sameJson(m, move));
}

/**
 * How `applyMove` asks whether a move is legal under its rules: `isLegal` by default; the game object passes
 * its memo of each state's legal moves (lib/engine/legal-memo.ts), the same answer without working them out
 * again for a state whose legal moves were just asked for.
 */
export type LegalCheck = (s: GlenMoreState, seat: number, move: GlenMoreMove) => boolean;

export function validate(
  s: GlenMoreState,
  seat: number,
  move: GlenMoreMove,
  rules: GlenMoreRules = CURRENT_RULES,
  legal?: LegalCheck,
): Rejection | null {
  if (s.finished) return reject("GAME_OVER", REFUSALS.gameOver);
  if (seat !== s.turn.seat) return reject("NOT_YOUR_TURN", REFUSALS.notYourTurn);
  if (!(legal ? legal(s, seat, move) : isLegal(s, seat, move, rules)))
    return reject("ILLEGAL_MOVE", ILLEGAL_MOVE_REASONS[move.type]);
  return null;
}

/** Why a well-formed move is not legal for `seat` now (the gate asks; a ref from messages.ts), or null. */
export function explainIllegal(
  s: GlenMoreState,
  seat: number,
  move: GlenMoreMove,
  rules: GlenMoreRules = CURRENT_RULES,
): MessageRef | null {
  return validate(s, seat, move, rules)?.reason ?? null;
}

function settleDue(p: PlayerState, turn: TurnState): void {
  const due = turn.due;
  if (!due || !dueDone(due)) return;
  turn.due = null;
  switch (due.then.kind) {
    case "place":
      turn.phase = "place";
      break;
    case "vp":
      p.vp += due.then.vp;
      turn.phase = "activate";
      break;
    case "whisky":
      p.whisky += 1;
      turn.phase = "activate";
      break;
  }
}

function payWith(p: PlayerState, turn: TurnState, r: Resource): void {
  turn.due = dueAfter(openDue(turn), r);
  settleDue(p, turn);
}

function activate(
  p: PlayerState,
  turn: TurnState,
  id: number,
  option: number | undefined,
  resource: Resource | undefined,
): void {
  turn.activated.push(id);
  const def = tileDef(id);
  const tile = tileToChange(p, id);
  const a = def.activation;
  switch (a.type) {
    case "produce":
      tile.cubes.push(a.resource === "any" ? must(resource, "resource of choice") : a.resource);
      break;
    case "distill":
      turn.due = {
        need: ["grain"],
        any: 0,
        distinct: false,
        paidAny: [],
        clan: false,
        then: { kind: "whisky", tile: id },
      };
      turn.phase = "pay";
      break;
    case "convert": {
      const o = at(a.options, option ?? -1);
      turn.due = {
        need: o.need.slice(),
        any: o.any,
        distinct: o.distinct,
        paidAny: [],
        clan: false,
        then: { kind: "vp", tile: id, vp: o.vp },
      };
      turn.phase = "pay";
      break;
    }
    case "score":
      p.vp += a.vp;
      break;
    case "movement":
      turn.movement += 1;
      break;
    case "none":
      break;
  }
}

/** What a move of each type does to the copy of the state: one handler per move type, called once it is legal. */
type Handler<T extends GlenMoreMove["type"]> = (
  s: GlenMoreState,
  p: PlayerState,
  move: Extract<GlenMoreMove, { type: T }>,
  seat: number,
  rules: GlenMoreRules,
) => void;

const HANDLERS: { [T in GlenMoreMove["type"]]: Handler<T> } = {
  take: (s, p, move, seat) => {
    const turn = s.turn;
    const k = chainIndex(s, move.space);
    const e = s.chain[k];
    if (!e || e.kind !== "tile") throw new Error("take: no tile");
    s.chain[k] = { kind: "figure", seat };
    s.chain[0] = null;
    turn.tile = e.tile;
    const def = tileDef(e.tile);
    p.whisky -= def.cost.whisky ?? 0; // taverns: the whisky is simply given back
    const due = costDue(def);
    if (dueDone(due)) turn.phase = "place";
    else {
      turn.due = due;
      turn.phase = "pay";
    }
  },
  pass: (s, _p, _move, seat, rules) => {
    // Onto the first tile ahead (RULES-NOTES: "A player who cannot take any tile").
    const k = s.chain.findIndex((e, i) => i > 0 && e?.kind === "tile");
    const e = s.chain[k];
    if (!e || e.kind !== "tile") throw new Error("pass: no tile ahead");
    s.removed.push(e.tile);
    s.chain[k] = { kind: "figure", seat };
    s.chain[0] = null;
    finishTurn(s, rules.eventsAsRefs);
  },
  pay: (s, p, move) => {
    const turn = s.turn;
    removeCube(tileToChange(p, move.tile), move.resource);
    payWith(p, turn, move.resource);
  },
  buy: (s, p, move) => {
    const turn = s.turn;
    const i = resIndex(move.resource);
    p.coins -= must(buyPrice(count(s.market, i)), "buy price");
    bump(s.market, i, 1);
    payWith(p, turn, move.resource);
  },
  sell: (s, p, move) => {
    const i = resIndex(move.resource);
    removeCube(tileToChange(p, move.tile), move.resource);
    p.coins += count(s.market, i);
    bump(s.market, i, -1);
  },
  "pay-clan": (s, p, move) => {
    const turn = s.turn;
    tileToChange(p, move.tile).clan -= 1;
    turn.due = dueWithClanGiven(openDue(turn));
    settleDue(p, turn);
  },
  "pay-chieftain": (s, p) => {
    const turn = s.turn;
    p.chieftains -= 1;
    turn.due = dueWithClanGiven(openDue(turn));
    settleDue(p, turn);
  },
  place: (s, p, move) => {
    const turn = s.turn;
    const id = tileInHand(turn);
    const def = tileDef(id);
    const tile: PlacedTile = { id, x: move.x, y: move.y, cubes: [], clan: def.clanMembersOnPlacement };
    p.tiles.push(tile);
    p.whisky += def.whiskyOnPlacement;
    turn.phase = "activate";
    turn.activatable = [id, ...neighbours8(p.tiles, tile).map((t) => t.id)];
    if (def.special) {
      p.cards.push(def.special);
      switch (def.special) {
        case "Castle Stalker":
          tile.clan += 1;
          break;
        case "Castle Moil":
          p.whisky += 1;
          break;
        case "Donan Castle":
          p.whisky += 2;
          break;
        case "Armadale Castle":
          p.coins += 3;
          s.supplyCoins -= 3;
          break;
        case "Loch Lochy":
          turn.phase = "lochy";
          turn.lochyLeft = 2;
          break;
        case "Loch Shiel":
          turn.phase = "shiel";
          break;
        case "Loch Oich":
          // All own tiles instead of the normal activations; no Loch Ness this turn.
          turn.oich = true;
          turn.activatable = p.tiles.map((t) => t.id);
          break;
        default:
          break;
      }
    }
  },
  "choose-resource": (s, p, move) => {
    const turn = s.turn;
    tileToChange(p, tileInHand(turn)).cubes.push(move.resource);
    turn.lochyLeft -= 1;
    if (turn.lochyLeft === 0) turn.phase = "activate";
  },
  "loch-shiel": (s, p, move) => {
    const turn = s.turn;
    p.tiles.forEach((t, i) => {
      const a = tileDef(t.id).activation;
      if (
        tileDef(t.id).category === "production" &&
        a.type === "produce" &&
        a.resource !== "any" &&
        t.cubes.length === 0
      )
        tileToChangeAt(p, i).cubes.push(a.resource);
    });
    if (move.abbey !== null) {
      const abbey = p.tiles.findIndex((t) => tileDef(t.id).kind === IONA_ABBEY_KIND);
      if (abbey < 0) throw new Error("Missing Iona Abbey");
      tileToChangeAt(p, abbey).cubes.push(move.abbey);
    }
    turn.phase = "activate";
  },
  activate: (s, p, move) => {
    const turn = s.turn;
    activate(p, turn, move.tile, move.option, move.resource);
  },
  "loch-ness": (s, p, move) => {
    const turn = s.turn;
    turn.lochNessUsed = true;
    activate(p, turn, move.tile, move.option, move.resource);
  },
  promote: (s, p, move) => {
    const turn = s.turn;
    tileToChange(p, move.tile).clan -= 1;
    p.chieftains += 1;
    turn.movement -= 1;
    turn.phase = "move";
  },
  "move-clan": (s, p, move) => {
    const turn = s.turn;
    tileToChange(p, move.from).clan -= 1;
    tileToChange(p, move.to).clan += 1;
    turn.movement -= 1;
    turn.moved = true;
    turn.phase = "move";
  },
  "end-turn": (s, _p, _move, _seat, rules) => {
    finishTurn(s, rules.eventsAsRefs);
  },
};

export function applyMove(
  state: GlenMoreState,
  seat: number,
  move: unknown,
  rules: GlenMoreRules = CURRENT_RULES,
  legal?: LegalCheck,
): Result<GlenMoreState> {
  if (!wellFormed(move)) return reject("MALFORMED_MOVE");
  const bad = validate(state, seat, move, rules, legal);
  if (bad) return bad;
  const s = copyForMove(state, seat, move.type === "end-turn" || move.type === "pass");
  (HANDLERS[move.type] as Handler<GlenMoreMove["type"]>)(s, playerAt(s, seat), move, seat, rules);
  return ok(s);
}
