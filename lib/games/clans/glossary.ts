/**
 * clans: component names in English and German (lib/i18n/glossary/index.ts). Clans was published in German as „Clans“
 * (Winning Moves 2002); the terms follow the German rule text (../shared/rules/002_…): „Gebiete“,
 * „Regionen“, „Hütten“, „Dörfer“, „Epochen“, „Wertungs-Chips“ and the four landscapes.
 */
import type { Glossary } from "../manifest";

export const clansGlossary: Glossary = {
  // Landscapes (LANDSCAPES; rule text: „Bergland (grau), Wald (dunkelgrün), Steppen (gelb) und Grasland (hellgrün)“)
  mountain: { en: "mountain", de: "Bergland" },
  forest: { en: "forest", de: "Wald" },
  steppe: { en: "steppe", de: "Steppe" },
  grassland: { en: "grassland", de: "Grasland" },

  // Clan colours (COLOURS)
  red: { en: "red", de: "Rot", note: "As a colour name (the red clan: „der rote Clan“)." },
  yellow: { en: "yellow", de: "Gelb", note: "As a colour name (the yellow clan: „der gelbe Clan“)." },
  green: { en: "green", de: "Grün", note: "As a colour name (the green clan: „der grüne Clan“)." },
  blue: { en: "blue", de: "Blau", note: "As a colour name (the blue clan: „der blaue Clan“)." },
  black: { en: "black", de: "Schwarz", note: "As a colour name (the black clan: „der schwarze Clan“)." },

  // Epochs (EPOCHS names: Roman numerals, printed the same in German)
  I: { en: "I", de: "I" },
  II: { en: "II", de: "II" },
  III: { en: "III", de: "III" },
  IV: { en: "IV", de: "IV" },
  V: { en: "V", de: "V" },

  // Landscape effects in an epoch (LandscapeEffect)
  favourable: { en: "favourable", de: "günstig" },
  neutral: { en: "neutral", de: "neutral" },
  hostile: { en: "hostile", de: "lebensfeindlich" },

  // Components and terms of the rule text
  territory: { en: "territory", de: "Gebiet" },
  region: { en: "region", de: "Region" },
  hut: { en: "hut", de: "Hütte" },
  village: { en: "village", de: "Dorf", note: "Plural „Dörfer“; founding one: „ein Dorf gründen“." },
  epoch: { en: "epoch", de: "Epoche" },
  "epoch chart": { en: "epoch chart", de: "Epochenübersicht" },
  "scoring chip": {
    en: "scoring chip",
    de: "Wertungs-Chip",
    note: "The rule text writes both „Wertungschip“ and „Wertungs-Chip“.",
  },
  clan: { en: "clan", de: "Clan" },
  "clan colour": { en: "clan colour", de: "Clanfarbe" },
  strife: { en: "strife", de: "Streit", note: "Rule text: „Streit im Dorf“ (all five colours in a new village)." },
  river: { en: "river", de: "Fluss" },
  lake: { en: "lake", de: "See" },
  bonus: { en: "bonus", de: "Bonus", note: "Rule text: „Bonuspunkte“." },
};
