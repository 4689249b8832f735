/** Stone Age's manifest: everything the site lists for it (lib/games/manifest.ts). */
import { gameManifest } from "../manifest";
import { stoneAgeConformance } from "./conformance";
import { stoneAgeGlossary } from "./glossary";
import { stoneAge } from "./index";
import en from "./i18n/en.json";
import de from "./i18n/de.json";
import enLog from "./i18n/en-log.json";
import deLog from "./i18n/de-log.json";

export const stoneAgeManifest = gameManifest({
  game: stoneAge,
  conformance: stoneAgeConformance,
  messages: { en: { stoneAge: en, stoneAgeLog: enLog }, de: { stoneAge: de, stoneAgeLog: deLog } },
  namespaces: { board: "stoneAge", log: "stoneAgeLog" },
  glossary: stoneAgeGlossary,
  // Every placement turn ends with it: in each history entry it would say nothing.
  unshownHistoryLines: { keys: ["endPlacement"], sentences: ["ended placement turn"] },
});
