/**
 * glen-more: component names in English and German (lib/i18n/glossary/index.ts), as the German edition (alea 2010)
 * prints them. Sources: the German rulebook and the online rules page (../shared/rules/001_…, 000_…) and
 * the tile data read from the scanned German tiles (lib/games/glen-more/data.ts `nameDe`). The 13 special
 * locations keep their Scottish names in the German edition ("Iona Abbey", "Loch Ness", "Duart Castle").
 */
import type { Glossary } from "../manifest";

export const glenMoreGlossary: Glossary = {
  // Tiles (TILE_KINDS names; German = the name printed on the tile)
  Quarry: { en: "Quarry", de: "Steinbruch" },
  Forest: { en: "Forest", de: "Wald" },
  "Meadow (sheep)": { en: "Meadow (sheep)", de: "Wiese", note: "The tile says only „Wiese“ (it produces sheep)." },
  "Pasture (cattle)": { en: "Pasture (cattle)", de: "Weide", note: "The tile says only „Weide“ (it produces cattle)." },
  "Grain field": { en: "Grain field", de: "Getreidefeld" },
  Village: { en: "Village", de: "Dorf" },
  "Start village": {
    en: "Start village",
    de: "Startdorf",
    note: "The tile itself says „Dorf“; the rulebook calls the five start tiles „Start“-Dörfer.",
  },
  Butcher: { en: "Butcher", de: "Fleischerei" },
  Distillery: { en: "Distillery", de: "Destille" },
  "Fair (market)": { en: "Fair (market)", de: "Jahrmarkt" },
  Grocer: { en: "Grocer", de: "Krämer" },
  Bridge: { en: "Bridge", de: "Brücke" },
  Tavern: { en: "Tavern", de: "Taverne" },

  // The 13 special locations (SPECIAL_LOCATIONS): the German edition keeps the Scottish names
  "Loch Lochy": { en: "Loch Lochy", de: "Loch Lochy" },
  "Loch Morar": { en: "Loch Morar", de: "Loch Morar" },
  "Loch Ness": { en: "Loch Ness", de: "Loch Ness" },
  "Loch Oich": { en: "Loch Oich", de: "Loch Oich" },
  "Loch Shiel": { en: "Loch Shiel", de: "Loch Shiel" },
  "Iona Abbey": { en: "Iona Abbey", de: "Iona Abbey" },
  "Castle Stalker": { en: "Castle Stalker", de: "Castle Stalker" },
  "Castle Moil": { en: "Castle Moil", de: "Castle Moil" },
  "Armadale Castle": { en: "Armadale Castle", de: "Armadale Castle" },
  "Duart Castle": { en: "Duart Castle", de: "Duart Castle" },
  "Donan Castle": { en: "Donan Castle", de: "Donan Castle" },
  "Castle of Mey": { en: "Castle of Mey", de: "Castle of Mey" },
  "Cawdor Castle": { en: "Cawdor Castle", de: "Cawdor Castle" },

  // Resources (RESOURCES; rulebook component list: Holz, Stein, Getreide, Rinder, Schafe)
  wood: { en: "wood", de: "Holz" },
  stone: { en: "stone", de: "Stein" },
  sheep: { en: "sheep", de: "Schaf", note: "Plural „Schafe“." },
  cattle: { en: "cattle", de: "Rind", note: "Plural „Rinder“; the rulebook lists the cubes as „Rinder (braun)“." },
  grain: { en: "grain", de: "Getreide" },

  // Frame colours (FRAMES; rulebook „gelber/grüner/brauner/grauer/blauer Rahmen“)
  yellow: { en: "yellow", de: "gelb" },
  green: { en: "green", de: "grün" },
  brown: { en: "brown", de: "braun" },
  grey: { en: "grey", de: "grau" },
  blue: { en: "blue", de: "blau" },

  // Tile categories (CATEGORIES)
  production: {
    en: "production tile",
    de: "Produktionsfeld",
    note: "Rulebook: „Produktionsfelder“ (yellow and green frame).",
  },
  distillery: { en: "distillery", de: "Destille" },
  abbey: {
    en: "abbey",
    de: "Abtei",
    note: "Only Iona Abbey; the rulebook says „die Abbey“, „Abtei“ is the plain German word.",
  },
  butcher: { en: "butcher", de: "Fleischerei" },
  fair: { en: "fair", de: "Jahrmarkt" },
  grocer: { en: "grocer", de: "Krämer" },
  bridge: { en: "bridge", de: "Brücke" },
  tavern: { en: "tavern", de: "Taverne" },
  village: { en: "village", de: "Dorf" },
  castle: { en: "castle", de: "Burg", note: "Rulebook: „Dörfer bzw. Burgen („Castles“)“." },
  start_village: { en: "start village", de: "Startdorf" },
  loch: { en: "loch", de: "See", note: "Rulebook: „Seen („Lochs“)“." },

  // Other components and terms of the rulebook
  tile: { en: "tile", de: "Plättchen" },
  "special location": { en: "special location", de: "besonderer Ort", note: "Plural „besondere Orte“." },
  "special location card": { en: "special location card", de: "Karte eines besonderen Ortes" },
  whisky: { en: "whisky", de: "Whisky" },
  "whisky barrel": { en: "whisky barrel", de: "Whiskyfass", note: "Plural „Whiskyfässer“." },
  coin: { en: "coin", de: "Münze" },
  "victory point": { en: "victory point", de: "Siegpunkt", note: "Abbreviated „SP“ in the rulebook." },
  "clan member": { en: "clan member", de: "Clanmitglied" },
  chieftain: { en: "chieftain", de: "Chieftain", note: "The German rulebook keeps „Chieftain“ (plural „Chieftains“)." },
  bonnet: { en: "bonnet", de: "Bonnet", note: "The German rulebook keeps „Bonnets“." },
  "player figure": { en: "player figure", de: "Spielfigur" },
  die: { en: "die", de: "Würfel" },
  market: { en: "market", de: "Lager", note: "The rulebook calls the market board „das Lager“." },
  chain: {
    en: "chain",
    de: "Kette",
    note: "The rulebook's „Rundkurs“ of tiles and figures; „Kettenanfang“ = where new tiles go.",
  },
  display: { en: "display", de: "Auslage", note: "A player's own tiles: „seine Auslage“." },
  scoring: { en: "scoring", de: "Wertung" },
  "final scoring": { en: "final scoring", de: "Schlussabrechnung" },
  movement: { en: "movement", de: "Bewegung", note: "Rulebook: „Bewegungspunkte“." },
  river: { en: "river", de: "Fluss" },
  road: { en: "road", de: "Straße" },
};
