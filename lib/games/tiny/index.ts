/**
 * A tiny game that exercises the machinery without any real rules (see rules.ts), for the site's tests
 * before and besides the real games. Registered only with TEST_MODE on (lib/games/index.ts). It is built
 * like every game module (docs/adding-a-game.md) and passes the same conformance suite.
 */
import type { GameDefinition } from "@/lib/engine";
import { describeMove } from "./describe";
import { activeSeats, applyMove, explainIllegal, legalMoves, moveKind, outcome, setup } from "./rules";
import { moveSchema, optionsSchema, type TinyMove, type TinyOptions, type TinyState, type TinyView } from "./types";
import { playerView } from "./view";
import { sampleState } from "./sample-state";

export const tinyGame: GameDefinition<TinyState, TinyMove, TinyView, TinyOptions> = {
  key: "tiny",
  name: "Tiny",
  rulesVersion: 1,
  minPlayers: 1,
  maxPlayers: 4,
  optionsSchema,
  moveSchema,
  setup,
  activeSeats,
  legalMoves,
  applyMove,
  explainIllegal,
  moveKind,
  playerView,
  sampleState,
  outcome,
  describeMove,
  evaluate: (s, seat) => (s.banked[seat] ?? 0) + s.running,
  botMarginScale: 4,
};

export type { TinyMove, TinyState, TinyView, TinyOptions } from "./types";
