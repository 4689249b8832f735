/**
 * The boards: one line per game with its own board (its manifest, components/boards/<key>/index.ts); a game
 * without one is played on the generic board. Each board is loaded per game (its own chunk, as Rally the
 * Troops loads each module's play.js): a page of one game does not ship the others' boards.
 * docs/adding-a-game.md.
 */
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { AnyBoard, BoardManifest } from "./manifest";
import type { BoardProps } from "./types";
import { glenMoreBoard } from "./glen-more";
import { clansBoard } from "./clans";
import { stoneAgeBoard } from "./stone-age";

export const BOARDS: readonly BoardManifest[] = [glenMoreBoard, clansBoard, stoneAgeBoard];

const byKey = new Map(BOARDS.map((b) => [b.gameKey, b.Board]));

// Only the tiny test game (TEST_MODE) and a game still without its own board use it: its own chunk too.
const generic: AnyBoard = dynamic(() => import("./generic-board").then((m) => m.GenericBoard));

export function boardFor(gameKey: string): ComponentType<BoardProps> {
  return byKey.get(gameKey) ?? generic;
}
