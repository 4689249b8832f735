/** Clans' manifest: everything the site lists for it (lib/games/manifest.ts). */
import { gameManifest } from "../manifest";
import { clansConformance } from "./conformance";
import { clansGlossary } from "./glossary";
import { clans } from "./index";
import en from "./i18n/en.json";
import de from "./i18n/de.json";
import enLog from "./i18n/en-log.json";
import deLog from "./i18n/de-log.json";

export const clansManifest = gameManifest({
  game: clans,
  conformance: clansConformance,
  messages: { en: { clans: en, clansLog: enLog }, de: { clans: de, clansLog: deLog } },
  namespaces: { board: "clans", log: "clansLog" },
  glossary: clansGlossary,
});
