/**
 * The six variants of the rule text's "Varianten" section (../shared/rules/003_8c2fb2293e190b27.txt,
 * lines 108-147): their keys, names, and the values the text itself gives. Values the text does not give
 * are the site's own and live in site-values.ts only. The expansion ("Die Erweiterung") is not offered: its
 * merchant table, buildings and cards are in no stored source (RULES-NOTES "Variants").
 */
import type { Material } from "./data";

/** The match options' variant keys, in the order the site lists them (and stores them). */
export const VARIANTS = ["harsh-winter", "igloos", "wild-animals", "new-huts", "mammoth-herd"] as const;
export type Variant = (typeof VARIANTS)[number];

/** Names and one-line summaries shown on the create form, in the lobby and on the match page. */
export const VARIANT_INFO: Record<Variant, { name: string; summary: string }> = {
  "harsh-winter": {
    name: "Harsh Winter",
    summary:
      "Pay 1 extra stone when building a building with a printed price for 5 points, or 1 extra gold when buying a card for 6 points.",
  },
  igloos: {
    name: "Igloos",
    summary: "Pay 3 resources of one kind for an igloo: it scores like a building but not for hut builders.",
  },
  "wild-animals": {
    name: "Wild Animals",
    summary: "Four animals in the card deck lower every dice roll until the players drive them off together.",
  },
  "new-huts": {
    name: "The New Huts",
    summary:
      "Six new buildings score fewer points but give a resource every round, or a person, a tool or agriculture.",
  },
  "mammoth-herd": {
    name: "Mammoth Herd",
    summary: "Each round a mammoth waits at a resource area; people who rolled there may try to tame it for a bonus.",
  },
};

export const isVariant = (x: unknown): x is Variant =>
  typeof x === "string" && (VARIANTS as readonly string[]).includes(x);

/** Values the rule text gives (each with its line); everything else a variant needs is in site-values.ts. */
export const TEXT_VALUES = {
  /** l.112: "Geben Sie einen zusätzlichen Stein aus, wenn Sie bestimmte Gebäude bauen, um 5 Punkte zu erhalten." */
  winterStone: { material: "stone" as Material, points: 5 },
  /** l.113: "Gib ein zusätzliches Gold aus, wenn du Karten kaufst, um 6 Punkte zu erhalten." */
  winterGold: { material: "gold" as Material, points: 6 },
  /** l.123: "Gib 3 Ressourcen desselben Typs aus, um ein Iglu zu kaufen" */
  iglooCost: 3,
  /** l.117: "Vier Tierkarten werden in den Zivilisationsstapel gemischt." */
  animalCards: 4,
  /** l.117: the animals "ziehen 1, 2 oder 3 von allen Würfelwürfen ab". */
  animalPenalties: [1, 2, 3] as readonly number[],
  /** l.118: "insgesamt X Personen auf die Karte setzen, um sie zu vertreiben (X = Anzahl der Spieler)". */
  driveOffPeople: (players: number): number => players,
  /** l.136: "Am Ende des Spiels erhält der Spieler mit den meisten Mammutplättchen 10 Punkte." */
  mammothMajorityPoints: 10,
  /** The Mammoth Herd rule sheet (MH_TG, MH_SCRIBD; variants.json): 16 bonus tiles. */
  mammothTiles: 16,
  /** The expansion's box lists the new huts as 6 tiles (SG_EN, SG_DE; variants.json). */
  newHutTiles: 6,
} as const;
