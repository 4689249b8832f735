"use client";
/** The Clans board. (Placeholder: the generic board until the game's own board lands.) */
import type { ClansView, ClansMove } from "@/lib/games/clans";
import { GenericBoard } from "../generic-board";
import type { BoardProps } from "../types";

export function ClansBoard(props: BoardProps<ClansView, ClansMove>) {
  return <GenericBoard {...(props as BoardProps)} />;
}
