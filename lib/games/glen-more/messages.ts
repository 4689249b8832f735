/** Every sentence Glen More says to a player about a refused move, in one place. */
import type { GlenMoreMove } from "./types";

export const MESSAGES = {
  malformed: "That move is not understood.",
  gameOver: "The game is over.",
  notYourTurn: "It is not your turn.",
} as const;

/** Why a move of each type is refused when it is not among the legal moves. */
export const ILLEGAL_MOVE_MESSAGES: Record<GlenMoreMove["type"], string> = {
  take: "You cannot take that tile now: you could not place it or pay for it.",
  pass: "You may only pass when no tile in the chain can be taken.",
  pay: "That payment is not possible now.",
  buy: "You may buy a resource only to cover a cost you are paying right now.",
  sell: "You cannot sell that resource now (the market row holds no coins, or you need it for what you are paying).",
  "pay-clan": "That clan member cannot be given up for Loch Ness.",
  "pay-chieftain": "No chieftain can be given up now.",
  place: "The tile cannot be placed there: it breaks the placement rules.",
  "choose-resource": "There is no Loch Lochy resource to choose now.",
  "loch-shiel": "Loch Shiel cannot be used now.",
  activate: "That tile cannot be activated now (already activated this turn, out of reach, full, or unaffordable).",
  "loch-ness": "Loch Ness cannot be used for that tile now.",
  promote:
    "You cannot promote that clan member now (promotions come first, and one clan member must stay in the display).",
  "move-clan": "That clan member cannot move there now.",
  "end-turn": "You cannot end your turn yet.",
};
