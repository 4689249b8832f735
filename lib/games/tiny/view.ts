/** What a seat (or a spectator) sees, from an allow-list: its own secret only, never the PRNG state. */
import type { Seat } from "@/lib/engine";
import type { TinyState, TinyView } from "./types";

export function playerView(s: TinyState, viewer: Seat | null): TinyView {
  return {
    turn: s.turn,
    running: s.running,
    banked: s.banked.slice(),
    mySecret: viewer === null ? null : (s.secrets[viewer] ?? null),
    target: s.target,
    rolls: s.rolls,
  };
}
