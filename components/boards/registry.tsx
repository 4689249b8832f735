"use client";
/** Board components by game key; a game without its own board is played on the generic one. */
import type { ComponentType } from "react";
import { GenericBoard } from "./generic-board";
import type { BoardProps } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const boards: Record<string, ComponentType<BoardProps<any, any>>> = {};

export function boardFor(gameKey: string): ComponentType<BoardProps> {
  return boards[gameKey] ?? GenericBoard;
}
