/** What a seat (or a spectator) sees: built field by field. Deck orders and the PRNG state never appear. */
import { at, byWord } from "@/lib/engine";
import { RESOURCES, TRACK_SPACES, tileDef } from "./data";
import { currentDeck } from "./chain";
import { clanTotal, resourceCounts } from "./display";
import { buyPrice, sellPrice } from "./market";
import { bonnets } from "./scoring";
import type { GlenMoreState, GlenMoreView, TrackSpaceView, TurnState } from "./types";

function turnView(t: TurnState): TurnState {
  return {
    seat: t.seat,
    phase: t.phase,
    tile: t.tile,
    due:
      t.due === null
        ? null
        : {
            need: t.due.need.slice(),
            any: t.due.any,
            distinct: t.due.distinct,
            paidAny: t.due.paidAny.slice(),
            clan: t.due.clan,
            then: { ...t.due.then },
          },
    activatable: t.activatable.slice(),
    activated: t.activated.slice(),
    lochNessUsed: t.lochNessUsed,
    oich: t.oich,
    lochyLeft: t.lochyLeft,
    movement: t.movement,
    moved: t.moved,
  };
}

/**
 * Who moves after the current player if the chain stayed as it is: the figure furthest back ("immer der
 * Letzte in der Kette"), which is the current player again when he stays last after his move. Before he
 * has moved, his figure is still last; then it is the figure behind him.
 */
function nextMover(figures: readonly { seat: number; index: number }[], current: number): number {
  const last = figures[0];
  if (!last) return current;
  const notMovedYet = last.index === 0 && last.seat === current;
  return notMovedYet ? (figures[1]?.seat ?? current) : last.seat;
}

export function playerView(s: GlenMoreState, viewer: number | null): GlenMoreView {
  const track: TrackSpaceView[] = Array.from({ length: TRACK_SPACES }, () => null);
  /** Figures from the back of the chain to its front, with their chain index. */
  const figures: { seat: number; index: number }[] = [];
  s.chain.forEach((e, i) => {
    const pos = (s.back + i) % TRACK_SPACES;
    if (e === null) return;
    if (e.kind === "tile") track[pos] = { kind: "tile", tile: e.tile, tileKind: tileDef(e.tile).kind };
    else if (e.kind === "figure") {
      track[pos] = { kind: "figure", seat: e.seat };
      figures.push({ seat: e.seat, index: i });
    } else track[pos] = { kind: "die" };
  });
  const current = s.finished ? null : s.turn.seat;
  return {
    players: s.players,
    track,
    back: s.back,
    deckCounts: s.decks.map((d) => d.length),
    currentDeck: currentDeck(s),
    market: RESOURCES.map((resource, i) => ({
      resource,
      coins: s.market[i] ?? 0,
      buyPrice: buyPrice(s.market[i] ?? 0),
      sellPrice: sellPrice(s.market[i] ?? 0),
    })),
    supplyCoins: s.supplyCoins,
    playerStates: s.playerStates.map((p, seat) => {
      const counts = resourceCounts(p.tiles);
      return {
        seat,
        tiles: p.tiles.map((t) => ({
          id: t.id,
          kind: tileDef(t.id).kind,
          x: t.x,
          y: t.y,
          cubes: t.cubes.slice(),
          clan: t.clan,
        })),
        coins: p.coins,
        whisky: p.whisky,
        vp: p.vp,
        chieftains: p.chieftains,
        clanMembers: clanTotal(p.tiles),
        resources: byWord(RESOURCES, (_, i) => at(counts, i, "resource count")),
        cards: p.cards.slice(),
        bonnets: bonnets(p),
      };
    }),
    currentSeat: current,
    nextSeat: current === null ? null : nextMover(figures, current),
    turn: s.finished ? null : turnView(s.turn),
    scorings: s.scorings.map((r) => ({ round: r.round, rows: r.rows.map((row) => ({ ...row })) })),
    final: s.final === null ? null : s.final.map((r) => ({ ...r })),
    removed: s.removed.map((tile) => ({ tile, tileKind: tileDef(tile).kind })),
    finished: s.finished,
    lastDie: s.lastDie,
    events: s.events.slice(),
    viewer,
  };
}
