/**
 * The chain of figures and tiles on the 14-space track, the refill at the end of a turn, the die of the
 * 2-3 player game, and the scorings triggered when the last tile of deck 1, 2 or 3 is laid out.
 */
import { Rng, at, must } from "@/lib/engine";
import { DIE_FACES, TRACK_SPACES, tileDef } from "./data";
import { eventWriter, type EventWriter } from "./events";
import { applyScoring, finalRows } from "./scoring";
import type { GlenMoreState, TurnState } from "./types";

/** 13 of the 14 spaces are taken at the end of every turn (rulebook "Merke"). */
export const CHAIN_LENGTH = TRACK_SPACES - 1;

export function newTurn(seat: number): TurnState {
  return {
    seat,
    phase: "choose",
    tile: null,
    due: null,
    activatable: [],
    activated: [],
    lochNessUsed: false,
    oich: false,
    lochyLeft: 0,
    movement: 0,
    moved: false,
  };
}

/** The deck tiles are drawn from: the lowest one not yet empty (0s, then 1s, 2s, 3s). */
export function currentDeck(s: GlenMoreState): number | null {
  for (let d = 0; d < s.decks.length; d++) if ((s.decks[d]?.length ?? 0) > 0) return d;
  return null;
}

/** Draws one tile to the front of the chain; scores when it was the last of deck 1, 2 or 3. */
function layOut(s: GlenMoreState, laid: string[], say: EventWriter): void {
  const d = currentDeck(s);
  if (d === null) throw new Error("no tiles left to lay out");
  const deck = at(s.decks, d, "deck");
  const id = must(deck.pop(), "tile of the current deck");
  s.chain.push({ kind: "tile", tile: id });
  laid.push(tileDef(id).name);
  if (deck.length === 0 && d >= 1) {
    flushLaid(laid, say);
    const round = d as 1 | 2 | 3;
    const res = applyScoring(s, round);
    say.scoring(
      round,
      res.rows.map((r) => ({
        total: r.whiskyVp + r.chieftainVp + r.cardVp,
        whisky: r.whiskyVp,
        chieftains: r.chieftainVp,
        cards: r.cardVp,
      })),
    );
    if (round === 3) {
      // "Direkt nach der dritten Wertung kommt es zur Schlussabrechnung": the game ends here.
      s.final = finalRows(s.playerStates);
      s.finished = true;
      say.final(s.final.map((r) => r.total));
    }
  }
}

function flushLaid(laid: string[], say: EventWriter): void {
  say.newTiles(laid);
  laid.length = 0;
}

/** Removes empty spaces and the tiles left behind the last figure ("zurück in die Schachtel"). */
function trimBack(s: GlenMoreState, say: EventWriter): void {
  const gone: string[] = [];
  while (s.chain.length > 0) {
    const e = s.chain[0];
    if (e === undefined || (e !== null && e.kind !== "tile")) break;
    if (e !== null) {
      s.removed.push(e.tile);
      gone.push(tileDef(e.tile).name);
    }
    s.chain.shift();
    s.back = (s.back + 1) % TRACK_SPACES;
  }
  say.removed(gone);
}

function refill(s: GlenMoreState, say: EventWriter): void {
  const laid: string[] = [];
  while (s.chain.length < CHAIN_LENGTH && !s.finished) layOut(s, laid, say);
  flushLaid(laid, say);
}

/**
 * The die "moves" when it is last in the chain: rolled, it advances that many tiles (figures are not
 * counted) and the tile it lands on leaves the game (rulebook "Das Spiel mit 2 und 3 Spielern").
 */
function moveDie(s: GlenMoreState, rng: Rng, say: EventWriter): void {
  // A die roll (rng.die counts as one for the fairness verifier): the same draw as rng.int(DIE_FACES.length).
  const roll = at(DIE_FACES, rng.die(DIE_FACES.length) - 1, "die face");
  s.lastDie = roll;
  let seen = 0;
  for (let k = 1; k < s.chain.length; k++) {
    const e = s.chain[k];
    if (e && e.kind === "tile") {
      seen++;
      if (seen === roll) {
        s.removed.push(e.tile);
        say.die(roll, tileDef(e.tile).name);
        s.chain[k] = { kind: "die" };
        s.chain[0] = null;
        return;
      }
    }
  }
  throw new Error("the die found no tile to land on");
}

/**
 * Phase 4 of a turn, done automatically inside the turn-ending move: trim, refill, then the die's own
 * moves while it is last (online notes: the die player moves automatically after the commit). The events
 * are written as message refs, or as English sentences for rules versions before 3 (events.ts).
 */
export function finishTurn(s: GlenMoreState, eventsAsRefs: boolean): void {
  s.events = [];
  const say = eventWriter(s.events, eventsAsRefs);
  s.lastDie = null;
  const rng = new Rng(s.rng);
  trimBack(s, say);
  refill(s, say);
  while (!s.finished && s.chain[0]?.kind === "die") {
    moveDie(s, rng, say);
    trimBack(s, say);
    refill(s, say);
  }
  s.rng = rng.state;
  const first = s.chain[0];
  s.turn = newTurn(!s.finished && first && first.kind === "figure" ? first.seat : -1);
}

/** Chain index of track position `space`. */
export function chainIndex(s: GlenMoreState, space: number): number {
  return (space - s.back + TRACK_SPACES) % TRACK_SPACES;
}
export function trackSpace(s: GlenMoreState, index: number): number {
  return (s.back + index) % TRACK_SPACES;
}
