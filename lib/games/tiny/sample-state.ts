/** A full tiny state that a seat's view allows (GameDefinition.sampleState): the other secrets and the PRNG redrawn. */
import type { Rng, Seat } from "@/lib/engine";
import type { TinyState, TinyView } from "./types";

export function sampleState(v: TinyView, seat: Seat, rng: Rng): TinyState {
  return {
    players: v.banked.length,
    turn: v.turn,
    running: v.running,
    banked: v.banked.slice(),
    secrets: v.banked.map((_, s) => (s === seat && v.mySecret !== null ? v.mySecret : rng.int(1000))),
    rng: rng.int(2 ** 32),
    target: v.target,
    rolls: v.rolls,
  };
}
