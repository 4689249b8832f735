"use client";
/** The StoneAge board. (Placeholder: the generic board until the game's own board lands.) */
import type { StoneAgeView, StoneAgeMove } from "@/lib/games/stone-age";
import { GenericBoard } from "../generic-board";
import type { BoardProps } from "../types";

export function StoneAgeBoard(props: BoardProps<StoneAgeView, StoneAgeMove>) {
  return <GenericBoard {...(props as BoardProps)} />;
}
