/** History lines of the tiny game. */
import type { Seat } from "@/lib/engine";
import type { TinyMove, TinyState } from "./types";

export function describeMove(before: TinyState, _seat: Seat, m: TinyMove, after: TinyState): string {
  switch (m.type) {
    case "add":
      return `added ${m.n}`;
    case "roll":
      return `rolled ${after.running - before.running}`;
    case "end-turn":
      return `banked ${before.running}`;
  }
}
