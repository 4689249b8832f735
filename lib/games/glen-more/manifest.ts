/** Glen More's manifest: everything the site lists for it (lib/games/manifest.ts). */
import { gameManifest } from "../manifest";
import { glenMoreConformance } from "./conformance";
import { glenMoreGlossary } from "./glossary";
import { glenMore } from "./index";
import en from "./i18n/en.json";
import de from "./i18n/de.json";
import enLog from "./i18n/en-log.json";
import deLog from "./i18n/de-log.json";

export const glenMoreManifest = gameManifest({
  game: glenMore,
  conformance: glenMoreConformance,
  messages: { en: { glenMore: en, glenMoreLog: enLog }, de: { glenMore: de, glenMoreLog: deLog } },
  namespaces: { board: "glenMore", log: "glenMoreLog" },
  glossary: glenMoreGlossary,
});
