/** The tiny test game's manifest: on the site only with TEST_MODE on; no catalogue words (its lines are English keys). */
import { gameManifest } from "../manifest";
import { tinyConformance } from "./conformance";
import { tinyGame } from "./index";

export const tinyManifest = gameManifest({
  game: tinyGame,
  conformance: tinyConformance,
  testOnly: true,
  messages: { en: {}, de: {} },
  glossary: {},
});
