/**
 * stone-age: component names in English and German (lib/i18n/glossary/index.ts). Stone Age is a German game (Hans im
 * Glück 2008); the terms follow the German rule text (../shared/rules/003_…, the BGA help page): Jagdgründe,
 * Wald, Lehmgrube, Steinbruch, Fluss, Acker, Werkzeugmacher, Hütte; Nahrung, Holz, Ziegel, Stein, Gold.
 * The names of the anniversary edition's animals and mini-expansions come from the publisher's press text.
 */
import type { Glossary } from "../manifest";

export const stoneAgeGlossary: Glossary = {
  // Board locations (LOCATIONS)
  hunt: { en: "hunting grounds", de: "Jagdgründe", note: "The rule text also says „Jagdgebiet“ and „Jagdrevier“." },
  forest: { en: "forest", de: "Wald" },
  "clay-pit": {
    en: "clay pit",
    de: "Lehmgrube",
    note: "The rule text once says „Tongrube“; „Lehmgrube“ is its usual word.",
  },
  quarry: { en: "quarry", de: "Steinbruch" },
  river: { en: "river", de: "Fluss" },
  field: { en: "field", de: "Acker" },
  toolmaker: { en: "toolmaker", de: "Werkzeugmacher" },
  hut: { en: "hut", de: "Hütte" },
  "card-0": {
    en: "card slot 1",
    de: "Kartenfeld 1",
    note: "The four places of the civilization cards, left to right.",
  },
  "card-1": { en: "card slot 2", de: "Kartenfeld 2" },
  "card-2": { en: "card slot 3", de: "Kartenfeld 3" },
  "card-3": { en: "card slot 4", de: "Kartenfeld 4" },
  "stack-0": { en: "building stack 1", de: "Gebäudestapel 1" },
  "stack-1": { en: "building stack 2", de: "Gebäudestapel 2" },
  "stack-2": { en: "building stack 3", de: "Gebäudestapel 3" },
  "stack-3": { en: "building stack 4", de: "Gebäudestapel 4" },
  animal: {
    en: "wild animal",
    de: "Tierkarte",
    note: "Wild Animals variant: the rule text has people placed „auf die Karte“ of the animal.",
  },

  // Goods (GOODS) and their values
  food: { en: "food", de: "Nahrung" },
  wood: { en: "wood", de: "Holz" },
  clay: {
    en: "clay",
    de: "Ziegel",
    note: "The rule text says „Ziegel“ (once „Ziegelstein“) for what the clay pit yields; some German texts say „Lehm“.",
  },
  stone: { en: "stone", de: "Stein" },
  gold: { en: "gold", de: "Gold" },

  // Lottery prizes (LOTTERY_FACES) and lasting gains
  tool: { en: "tool", de: "Werkzeug" },
  agriculture: {
    en: "agriculture",
    de: "Ackerbau",
    note: "The level on the food track („Nahrungsleiste“); the rule text also says „Agrarstufe“ and „Landwirtschaftsstufe“.",
  },

  // Culture symbols of the green civilization cards (CULTURES). Not in the stored rule text: the usual
  // German names of the printed cards, unverified against a scan.
  medicine: { en: "medicine", de: "Heilkunde", note: "Unsure: not in the stored German texts." },
  art: { en: "art", de: "Kunst", note: "Unsure: not in the stored German texts." },
  writing: { en: "writing", de: "Schrift", note: "Unsure: not in the stored German texts." },
  pottery: { en: "pottery", de: "Töpferei", note: "Unsure: not in the stored German texts." },
  time: { en: "time", de: "Zeitmessung", note: "Unsure: the card shows a sundial; not in the stored German texts." },
  transport: { en: "transport", de: "Transport", note: "Unsure: not in the stored German texts." },
  music: { en: "music", de: "Musik", note: "Unsure: not in the stored German texts." },
  weaving: { en: "weaving", de: "Webkunst", note: "Unsure: not in the stored German texts." },

  // People of the sand-coloured civilization cards (MULTIPLIERS)
  farmer: { en: "farmer", de: "Bauer", note: "Unsure: not in the stored German texts." },
  "hut-builder": { en: "hut builder", de: "Hüttenbauer", note: "Unsure: not in the stored German texts." },
  shaman: { en: "shaman", de: "Schamane", note: "Unsure: not in the stored German texts." },

  // Variants (VARIANT_INFO names)
  "Harsh Winter": {
    en: "Harsh Winter",
    de: "Harter Winter",
    note: "The rule text's heading says „Harscher Winter“, its expansion section „Harter Winter“.",
  },
  Igloos: { en: "Igloos", de: "Iglus" },
  "Wild Animals": { en: "Wild Animals", de: "Wilde Tiere" },
  "The New Huts": { en: "The New Huts", de: "Die neuen Hütten" },
  "Mammoth Herd": { en: "Mammoth Herd", de: "Mammutherde" },

  // The Wild Animals variant's animals (ANIMALS names; the anniversary edition's press text)
  "bird of prey": { en: "bird of prey", de: "Raubvogel" },
  "wild boar": { en: "wild boar", de: "Wildschwein" },
  wolf: { en: "wolf", de: "Wolf" },
  "polar bear": { en: "polar bear", de: "Eisbär" },

  // Other components and terms of the rule text
  person: { en: "person", de: "Person", note: "Plural „Personen“ (the playing pieces)." },
  building: { en: "building", de: "Gebäude", note: "The tile: „Gebäudeplättchen“." },
  "civilization card": { en: "civilization card", de: "Zivilisationskarte" },
  "one-time tool": { en: "one-time tool", de: "Werkzeug zum einmaligen Gebrauch" },
  "food track": { en: "food track", de: "Nahrungsleiste" },
  igloo: { en: "igloo", de: "Iglu" },
  mammoth: { en: "mammoth", de: "Mammut" },
  "mammoth tile": { en: "mammoth tile", de: "Mammutplättchen" },
  tamer: { en: "mammoth tamer", de: "Mammutbändiger" },
  challenger: { en: "challenger", de: "Herausforderer" },
  lottery: {
    en: "lottery",
    de: "Würfelverteilung",
    note: "Unsure: the card where one die per player is rolled and each picks a die; not named in the stored texts.",
  },
};
