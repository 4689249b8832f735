"use client";
/** Board components by game key; a game without its own board is played on the generic one. */
import type { ComponentType } from "react";
import { GenericBoard } from "./generic-board";
import type { BoardProps } from "./types";
import { GlenMoreBoard } from "./glen-more/board";
import { ClansBoard } from "./clans/board";
import { StoneAgeBoard } from "./stone-age/board";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const boards: Record<string, ComponentType<BoardProps<any, any>>> = {
  "glen-more": GlenMoreBoard,
  clans: ClansBoard,
  "stone-age": StoneAgeBoard,
};

export function boardFor(gameKey: string): ComponentType<BoardProps> {
  return boards[gameKey] ?? GenericBoard;
}
