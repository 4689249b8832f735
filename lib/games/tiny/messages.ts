/** Every sentence the tiny game says to a player about a refused move (one place, as for each game). */
import type { TinyMove } from "./types";

export const ILLEGAL_MOVE_MESSAGES: Record<TinyMove["type"], string> = {
  add: "You can add only 1 or 2.",
  roll: "You have already rolled this turn.",
  "end-turn": "You cannot end your turn now.",
};

export const MALFORMED = "That move is not understood.";
export const NOT_YOUR_TURN = "It is not your turn.";
export const GAME_OVER = "The game is over.";
