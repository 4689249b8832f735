/**
 * Every sentence Clans says to a player about a refused move, in one place. They never mention colours:
 * which player holds which colour is the game's secret.
 */
export const MESSAGES = {
  malformed: "That move is not understood.",
  gameOver: "The game is over.",
  notYourTurn: "It is not your turn.",
  alreadyMoved: "You have already moved this turn.",
  chooseVillageFirst: "First choose which village is founded next.",
  cannotMoveThere:
    "Those huts cannot move there: move all huts of a territory onto a neighbouring territory that is not empty (a group of 7 or more only onto a group at least as large).",
  noVillageWaiting: "That village is not waiting for its epoch.",
  moveFirst: "Move your huts before ending the turn.",
} as const;
