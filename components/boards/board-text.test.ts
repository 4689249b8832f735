/**
 * The boards' words: the server hands each board its namespace and names (board-text-for.ts), and every
 * component of each game's data has a tooltip in English and German.
 */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogue";
import { clans } from "@/lib/games/clans";
import { LANDSCAPES } from "@/lib/games/clans/map-data";
import { EPOCHS } from "@/lib/games/clans/rules-data";
import { glenMore, SPECIAL_CARDS, TILES } from "@/lib/games/glen-more";
import type { SeatInfo } from "@/lib/matches/read/views";
import { boardTextFor, genericBoardText } from "./board-text-for";
import { GenericBoard } from "./generic-board";
import { nameIn } from "./board-names";
import { BoardTextProvider, type BoardText } from "./board-text";
import type { ClansText } from "./clans/text";
import type { GlenMoreText } from "./glen-more/text";
import type { StoneAgeText } from "./stone-age/text";
import { epochTip, landscapeTip } from "./clans/presentation";
import { tileTip } from "./glen-more/present";
import { stoneAge, BUILDINGS, CARDS, VARIANTS } from "@/lib/games/stone-age";
import { ANIMALS } from "@/lib/games/stone-age/site-values";
import { LOCATIONS } from "@/lib/games/stone-age/data";
import { animalText, buildingCostText, cardTip, locationTip, locationTitle } from "./stone-age/labels";
import { StoneAgeBoard } from "./stone-age/board";
import { ClansBoard } from "./clans/board";
import { GlenMoreBoard } from "./glen-more/board";

const seats: SeatInfo[] = ["Anna", "Bruno"].map((username, seatIndex) => ({
  seatIndex,
  username,
  userId: `u${seatIndex}`,
  name: username,
  bot: null,
  former: null,
  forfeit: null,
  deadline: null,
  pausedMs: null,
  bankMs: null,
  vacationUntil: null,
  invited: false,
  joined: true,
}));

describe("boardTextFor", () => {
  it("hands a board its game's namespace, raw, and the names; nothing for a game without a board", () => {
    expect(boardTextFor("de", "clans")).toMatchObject({ locale: "de", ui: messagesFor("de").clans });
    expect(boardTextFor("en", "glen-more")?.ui).toBe(messagesFor("en").glenMore);
    expect(boardTextFor("en", "stone-age")?.ui).toBe(messagesFor("en").stoneAge);
    expect(boardTextFor("de", "no-such-game")).toBeNull();
  });

  it("names a component from the glossary, or in English when the glossary lacks it", () => {
    expect(nameIn({ names: { Forest: "Wald" } }, "Forest")).toBe("Wald");
    expect(nameIn({ names: {} }, "Loch Ness")).toBe("Loch Ness");
  });
});

describe("tooltips: every component has one, in every language", () => {
  const text = <T extends BoardText>(locale: (typeof locales)[number], game: string) => boardTextFor(locale, game) as T;

  it("Glen More: every tile, frame and special card", () => {
    for (const l of locales) {
      const tx = text<GlenMoreText>(l, "glen-more");
      for (const def of Object.values(TILES)) expect(tileTip(tx, def)).toMatch(/\S{3,}.*\. \S/);
      for (const s of Object.keys(SPECIAL_CARDS))
        expect(tx.ui.special[s as keyof typeof tx.ui.special]?.length ?? 0).toBeGreaterThan(10);
    }
    const [en, de] = [text<GlenMoreText>("en", "glen-more"), text<GlenMoreText>("de", "glen-more")];
    for (const def of Object.values(TILES)) expect(tileTip(de, def)).not.toBe(tileTip(en, def));
    expect(tileTip(de, TILES["d1-distillery-11"]!)).toContain("Kosten: 1 Stein");
  });

  it("Clans: every landscape and epoch", () => {
    for (const l of locales) {
      const tx = text<ClansText>(l, "clans");
      for (const land of LANDSCAPES) expect(landscapeTip(tx, land).length).toBeGreaterThan(20);
      EPOCHS.forEach((_, i) => expect(epochTip(tx, i)).toMatch(/ V?I*V?: /));
      for (const key of ["river", "lake", "hut", "village", "chip", "scoreTrack"] as const)
        expect(tx.ui.tip[key].length).toBeGreaterThan(20);
    }
    expect(epochTip(text<ClansText>("de", "clans"), 0)).toBe(
      "Epoche I: Dörfer 1–4; Wald bringt den Bonus, Bergland ist lebensfeindlich. Wer ein Dorf gründet, nimmt einen Wertungs-Chip (1 Punkt am Ende).",
    );
  });
});

describe("tooltips: Stone Age", () => {
  it("every place, card, building and animal, in every language", () => {
    const [en, de] = [boardTextFor("en", "stone-age") as StoneAgeText, boardTextFor("de", "stone-age") as StoneAgeText];
    for (const tx of [en, de]) {
      for (const l of LOCATIONS)
        expect([l, locationTip(tx, l).length > 20, locationTitle(tx, l).length > 2]).toEqual([l, true, true]);
      for (const c of CARDS) expect(cardTip(tx, c.id)).toMatch(/\. \S/);
      for (const b of BUILDINGS) expect(buildingCostText(tx, b.id)).toContain("→");
      for (const a of ANIMALS) expect(animalText(tx, a.id)).not.toBe(a.id);
    }
    for (const c of CARDS) expect(cardTip(de, c.id)).not.toBe(cardTip(en, c.id));
    expect(locationTitle(de, "card-2")).toBe("Kartenfeld 3");
    expect(locationTip(de, "card-0")).toContain("bezahle 1 beliebige");
  });
});

describe("the generic board (a game without a board of its own)", () => {
  it("shows its headings in the reader's language", () => {
    const props = { view: { running: 1 }, legalMoves: [{ type: "roll" }], mySeat: 0, seats, activeSeats: [0] };
    const html = (locale: "de" | "en") =>
      renderToStaticMarkup(
        createElement(BoardTextProvider, {
          text: genericBoardText(locale),
          children: createElement(GenericBoard, { ...props, myTurn: true, busy: false, onMove: () => {} }),
        }),
      );
    expect(html("de")).toContain("Deine Möglichkeiten");
    expect(html("de")).toContain('aria-label="Erlaubte Züge"');
    expect(html("de")).not.toMatch(/Your options|Legal moves|>Position</);
    expect(html("en")).toContain("Your options");
  });
});

describe("boards in German", () => {
  const render = <P extends object>(game: string, board: ComponentType<P>, props: P) =>
    renderToStaticMarkup(
      createElement(BoardTextProvider, { text: boardTextFor("de", game), children: createElement(board, props) }),
    );

  it("Glen More shows its headings and tooltips in German", () => {
    const s = glenMore.setup({ players: 2, seed: "de-render", options: {} as never });
    const html = render("glen-more", GlenMoreBoard, {
      view: glenMore.playerView(s, 0),
      legalMoves: glenMore.legalMoves(s, 0),
      mySeat: 0,
      seats,
      activeSeats: [0],
      myTurn: true,
      busy: false,
      onMove: () => {},
    });
    for (const words of ["Deine Möglichkeiten", "Die Kette", "Markt", "Wertungen", "Auslage von Anna", "Kosten:"])
      expect(html).toContain(words);
    expect(html).not.toMatch(/>(Your options|The chain|Market|Scorings)</);
  });

  it("Clans shows its map and charts in German", () => {
    const s = clans.setup({ players: 2, seed: "de-render", options: {} });
    const html = render("clans", ClansBoard, {
      view: clans.playerView(s, 0),
      legalMoves: clans.legalMoves(s, 0),
      mySeat: 0,
      seats,
      activeSeats: [0],
      myTurn: true,
      busy: false,
      onMove: () => {},
    });
    for (const words of ["Deine Farbe:", "Epochen", "Punkteleiste", "Gebiet 0, ", "Bergland: günstig in Epoche II"])
      expect(html).toContain(words);
  });

  it("Stone Age shows its places, panel and player boards in German", () => {
    const s = stoneAge.setup({ players: 2, seed: "de-render", options: {} });
    const html = render("stone-age", StoneAgeBoard, {
      view: stoneAge.playerView(s, 0),
      legalMoves: stoneAge.legalMoves(s, 0),
      mySeat: 0,
      seats,
      activeSeats: stoneAge.activeSeats(s),
      myTurn: stoneAge.activeSeats(s).includes(0),
      busy: false,
      onMove: () => {},
    });
    for (const words of [
      "Jagdgründe",
      "Lehmgrube",
      "Zivilisationskarten",
      "Gebäude",
      "Punkteleiste",
      "Personen",
      "Nahrung",
      "Runde 1",
    ])
      expect(html).toContain(words);
    expect(html).not.toMatch(/>(Hunting grounds|Buildings|Score track|Food|People)</);
  });

  it("Stone Age shows its variants in German", () => {
    const s = stoneAge.setup({ players: 2, seed: "de-variants", options: { variants: [...VARIANTS] } });
    const html = render("stone-age", StoneAgeBoard, {
      view: stoneAge.playerView(s, null),
      legalMoves: [],
      mySeat: null,
      seats,
      activeSeats: stoneAge.activeSeats(s),
      myTurn: false,
      busy: false,
      onMove: () => {},
    });
    for (const words of ["Varianten", "Harter Winter", "Iglus", "Wilde Tiere", "Mammutherde", "Bonus „1“:"])
      expect(html).toContain(words);
    expect(html).not.toMatch(/in play|bonus:|Variants|face down/);
  });

  it("a board without its words says so", () => {
    expect(() => renderToStaticMarkup(createElement(ClansBoard, {} as never))).toThrow(/BoardTextProvider/);
  });
});
