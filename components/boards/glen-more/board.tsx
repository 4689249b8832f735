"use client";
/** The GlenMore board. (Placeholder: the generic board until the game's own board lands.) */
import type { GlenMoreView, GlenMoreMove } from "@/lib/games/glen-more";
import { GenericBoard } from "../generic-board";
import type { BoardProps } from "../types";

export function GlenMoreBoard(props: BoardProps<GlenMoreView, GlenMoreMove>) {
  return <GenericBoard {...(props as BoardProps)} />;
}
