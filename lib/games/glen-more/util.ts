/** Small helpers for strict indexed access and cheap copies of the state. */
import type { GlenMoreState, PlayerState } from "./types";

/** Element i of an array that must exist (a broken invariant otherwise). */
export function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`Index ${i} out of range`);
  return v;
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    tiles: p.tiles.map((t) => ({ id: t.id, x: t.x, y: t.y, cubes: t.cubes.slice(), clan: t.clan })),
    coins: p.coins,
    whisky: p.whisky,
    vp: p.vp,
    chieftains: p.chieftains,
    cards: p.cards.slice(),
  };
}

/** A deep copy written out by hand: applyMove never touches its input, and this is much faster than structuredClone. */
export function cloneState(s: GlenMoreState): GlenMoreState {
  const t = s.turn;
  return {
    players: s.players,
    rng: s.rng,
    chain: s.chain.map((e) => (e === null ? null : { ...e })),
    back: s.back,
    decks: s.decks.map((d) => d.slice()),
    market: s.market.slice(),
    supplyCoins: s.supplyCoins,
    playerStates: s.playerStates.map(clonePlayer),
    turn: {
      seat: t.seat,
      phase: t.phase,
      tile: t.tile,
      due: t.due === null ? null : { ...t.due, need: t.due.need.slice(), paidAny: t.due.paidAny.slice(), then: { ...t.due.then } },
      activatable: t.activatable.slice(),
      activated: t.activated.slice(),
      lochNessUsed: t.lochNessUsed,
      oich: t.oich,
      lochyLeft: t.lochyLeft,
      movement: t.movement,
      moved: t.moved,
    },
    scorings: s.scorings.map((r) => ({ round: r.round, rows: r.rows.map((row) => ({ ...row })) })),
    removed: s.removed.slice(),
    finished: s.finished,
    final: s.final === null ? null : s.final.map((r) => ({ ...r })),
    events: s.events.slice(),
    lastDie: s.lastDie,
  };
}
