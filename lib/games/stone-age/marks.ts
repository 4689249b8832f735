/**
 * What a Stone Age move did, for the board (lib/engine/marks.ts): the people placed on a location (with
 * their number), the locations used, the card or building taken. Built from spectator views only.
 */
import type { MoveMark } from "@/lib/engine";
import type { Location } from "./data";
import type { StoneAgeMove } from "./types";
import type { StoneAgeView } from "./view";

/** The board's name for a location (the board component uses the same function). */
export const locationElement = (location: Location | string) => `location:${location}`;

export function markMove(_before: StoneAgeView, seat: number, move: StoneAgeMove, _after: StoneAgeView): MoveMark[] {
  switch (move.type) {
    case "place":
      return [{ kind: "placed", seat, at: locationElement(move.location), label: `+${move.count}` }];
    case "resolve":
    case "decline":
      return [{ kind: "used", seat, at: locationElement(move.location) }];
    case "buy-card":
      return [{ kind: "taken", seat, at: locationElement(`card-${move.slot}`) }];
    case "build":
      return [{ kind: "taken", seat, at: locationElement(`stack-${move.stack}`) }];
    default:
      return [];
  }
}
