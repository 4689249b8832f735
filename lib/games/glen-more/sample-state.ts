/**
 * A full Glen More state that a seat's view allows (GameDefinition.sampleState). Everything but the decks is
 * public: the decks' contents are the tiles of each deck nobody has seen yet (not on the track, in a display,
 * in hand or removed), in a random order; the PRNG state (the die of 2-3 players) is redrawn.
 */
import type { Rng, Seat } from "@/lib/engine";
import { TRACK_SPACES, deckTileIds } from "./data";
import { newTurn } from "./chain";
import type { ChainEntry, GlenMoreState, GlenMoreView } from "./types";

/** The chain from its back: the track spaces from `back` on, up to the last occupied one. */
function chainOf(v: GlenMoreView): (ChainEntry | null)[] {
  const chain: (ChainEntry | null)[] = [];
  for (let i = 0; i < TRACK_SPACES; i++) {
    const t = v.track[(v.back + i) % TRACK_SPACES] ?? null;
    chain.push(
      t === null
        ? null
        : t.kind === "tile"
          ? { kind: "tile", tile: t.tile }
          : t.kind === "figure"
            ? { kind: "figure", seat: t.seat }
            : { kind: "die" },
    );
  }
  while (chain.length > 0 && chain[chain.length - 1] === null) chain.pop();
  return chain;
}

export function sampleState(v: GlenMoreView, _seat: Seat, rng: Rng): GlenMoreState {
  const chain = chainOf(v);
  const seen = new Set<number>();
  for (const e of chain) if (e?.kind === "tile") seen.add(e.tile);
  for (const p of v.playerStates) for (const t of p.tiles) seen.add(t.id);
  for (const r of v.removed) seen.add(r.tile);
  if (v.turn?.tile != null) seen.add(v.turn.tile);
  const decks = ([0, 1, 2, 3] as const).map((d) => {
    const unseen = rng.shuffle(deckTileIds(d).filter((id) => !seen.has(id)));
    return unseen.slice(0, v.deckCounts[d] ?? 0);
  });
  return {
    players: v.players,
    rng: rng.int(2 ** 32),
    chain,
    back: v.back,
    decks,
    market: v.market.map((m) => m.coins),
    supplyCoins: v.supplyCoins,
    playerStates: v.playerStates.map((p) => ({
      tiles: p.tiles.map((t) => ({ id: t.id, x: t.x, y: t.y, cubes: t.cubes.slice(), clan: t.clan })),
      coins: p.coins,
      whisky: p.whisky,
      vp: p.vp,
      chieftains: p.chieftains,
      cards: p.cards.slice(),
    })),
    turn: v.turn === null ? newTurn(-1) : structuredClone(v.turn),
    scorings: v.scorings.map((r) => ({ round: r.round, rows: r.rows.map((row) => ({ ...row })) })),
    removed: v.removed.map((r) => r.tile),
    finished: v.finished,
    final: v.final === null ? null : v.final.map((r) => ({ ...r })),
    events: structuredClone(v.events),
    lastDie: v.lastDie,
  };
}
