"use client";
/**
 * Board components by game key; a game without its own board is played on the generic one. Each board is
 * loaded per game (its own chunk, as Rally the Troops loads each module's play.js): a page of one game does
 * not ship the others' boards. Adding a game: one line here (docs/adding-a-game.md).
 */
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { BoardProps } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBoard = ComponentType<BoardProps<any, any>>;

const boards: Record<string, AnyBoard> = {
  "glen-more": dynamic(() => import("./glen-more/board").then((m) => m.GlenMoreBoard)),
  clans: dynamic(() => import("./clans/board").then((m) => m.ClansBoard)),
  "stone-age": dynamic(() => import("./stone-age/board").then((m) => m.StoneAgeBoard)),
};

// Only the tiny test game (TEST_MODE) and a game still without its own board use it: its own chunk too.
const generic: AnyBoard = dynamic(() => import("./generic-board").then((m) => m.GenericBoard));

export function boardFor(gameKey: string): ComponentType<BoardProps> {
  return boards[gameKey] ?? generic;
}
