/**
 * Why Clans refuses a move, as message refs of its Log namespace (the sentences are in the catalogues,
 * lib/i18n/messages/<locale>/clans-log.json `refusals`). They never mention colours: which player holds
 * which colour is the game's secret.
 */
import { ref } from "@/lib/engine/types";

export const REFUSALS = {
  gameOver: ref("refusals.gameOver"),
  notYourTurn: ref("refusals.notYourTurn"),
  alreadyMoved: ref("refusals.alreadyMoved"),
  chooseVillageFirst: ref("refusals.chooseVillageFirst"),
  cannotMoveThere: ref("refusals.cannotMoveThere"),
  noVillageWaiting: ref("refusals.noVillageWaiting"),
  moveFirst: ref("refusals.moveFirst"),
} as const;
