/** Every game has a player's guide in each language with the required sections and pictures, and its page renders them. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { games, MANIFESTS } from "@/lib/games";
import { guideIn, howToPlay, rulesNotes } from "@/lib/games/rules-notes";
import {
  GUIDE_FILES,
  REQUIRED_SECTIONS,
  REQUIRED_SECTIONS_IN,
  guideFigures,
  guideSections,
  notesBelowHeading,
  splitGuide,
} from "@/lib/games/how-to-play";
import { englishNamesIn } from "@/lib/i18n/glossary";
import { locales, type Locale } from "@/lib/i18n/locales";
import GameRulesPage, { generateMetadata } from "@/app/rules/[game]/page";
import RulesIndex from "@/app/rules/page";
import { figuresOf } from "@/components/boards/guide-figures";

// The pages ask next-intl for the request's language; here the test sets it and the site's own translator answers.
const request = vi.hoisted(() => ({ locale: "en" as "en" | "de" }));
vi.mock("next-intl/server", async () => {
  const { translator } = await import("@/lib/i18n/translator");
  return {
    getLocale: async () => request.locale,
    getTranslations: async (namespace: "rules") => translator(request.locale, namespace),
  };
});

// The page's "Try it against a bot" form posts a server action that loads the session (Auth.js), which needs
// Next's server runtime: the form is tested by e2e/guest.spec.ts, here it draws nothing.
vi.mock("@/components/guest/try-button", () => ({ TryButton: () => null }));

// A test-only game (the machinery's tiny one) has no guide; the real games each need one.
const realGames = MANIFESTS.filter((m) => !m.testOnly).map((m) => m.game);
const guide = async (key: string, locale: Locale): Promise<string> => (await guideIn(key, locale))!.text;
/** A heading as React writes it into HTML (an apostrophe becomes an entity). */
const htmlText = (s: string): string => s.replace(/'/g, "&#x27;");

async function renderPage(key: string, locale: Locale): Promise<string> {
  request.locale = locale;
  return renderToStaticMarkup(await GameRulesPage({ params: Promise.resolve({ game: key }) }));
}

describe("How to play", () => {
  it("covers the three games", () => {
    expect(realGames.map((g) => g.key).sort()).toEqual(["clans", "glen-more", "stone-age"]);
  });

  const cases = realGames.flatMap((g) => locales.map((l) => [g.key, l] as const));
  it.each(cases)(
    "%s (%s): the guide has the required sections in order and only known figures",
    async (key, locale) => {
      const found = await guideIn(key, locale);
      expect(found?.locale).toBe(locale);
      const text = found!.text;
      const required = REQUIRED_SECTIONS_IN[locale];
      const sections = guideSections(text);
      expect(sections.filter((s) => required.includes(s))).toEqual([...required]);
      // Each required section says something (not a heading with nothing under it).
      for (const s of required) {
        const body = text.split(`## ${s}\n`)[1]?.split(/\n## /)[0] ?? "";
        expect(body.trim().length, s).toBeGreaterThan(100);
      }
      const figures = guideFigures(text);
      expect(figures.length).toBeGreaterThanOrEqual(2);
      const drawn = Object.keys(await figuresOf(key));
      for (const f of figures) expect(drawn).toContain(f);
      for (const p of splitGuide(text)) if (p.kind === "figure") expect(p.caption.length, p.name).toBeGreaterThan(20);
    },
  );

  it.each(realGames.map((g) => g.key))(
    "%s: the German guide follows the English one section by section and figure by figure",
    async (key) => {
      const en = await guide(key, "en");
      const de = await guide(key, "de");
      const enSections = guideSections(en);
      const deSections = guideSections(de);
      expect(deSections).toHaveLength(enSections.length);
      REQUIRED_SECTIONS.forEach((s, i) => expect(deSections[enSections.indexOf(s)]).toBe(REQUIRED_SECTIONS_IN.de[i]));
      expect(guideFigures(de)).toEqual(guideFigures(en));
      // The same figures sit in the same sections.
      const figuresBySection = (text: string) => text.split(/\n## /).map((part) => guideFigures(part));
      expect(figuresBySection(de)).toEqual(figuresBySection(en));
      // The same lists: bullet items and bold button names per section.
      const shape = (text: string) =>
        text.split(/\n## /).map((part) => [(part.match(/^- /gm) ?? []).length, (part.match(/\*\*/g) ?? []).length]);
      expect(shape(de)).toEqual(shape(en));
    },
  );

  it.each(realGames.map((g) => g.key))(
    "%s: the German guide names components as the glossary does, not in English",
    async (key) => {
      const de = await guide(key, "de");
      expect(englishNamesIn(key, de)).toEqual([]);
    },
  );

  it.each(realGames.map((g) => [g.key, g.name]))(
    "%s: the English page shows one h1, the guide with its pictures, then the site's decisions",
    async (key, name) => {
      const html = await renderPage(key, "en");
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`How to play ${name}</h1>`);
      for (const s of REQUIRED_SECTIONS) expect(html).toContain(`>${htmlText(s)}</h2>`);
      const text = (await howToPlay(key))!;
      for (const f of guideFigures(text))
        expect(html).toMatch(new RegExp(`data-figure="${f}"><div aria-hidden="true"><(div|svg|span)`));
      expect(html.match(/<figcaption/g)?.length).toBe(guideFigures(text).length);
      // The guide comes first; the decisions follow under their own heading, with no second h1.
      expect(html.indexOf('data-testid="how-to-play"')).toBeLessThan(
        html.indexOf("Sources and reasons, for developers</h2>"),
      );
      expect(html).not.toContain("lang=");
    },
  );

  it.each(realGames.map((g) => [g.key, g.name]))(
    "%s: the German page shows the German guide and the German decisions",
    async (key, name) => {
      const html = await renderPage(key, "de");
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`So spielst du ${name}</h1>`);
      for (const s of REQUIRED_SECTIONS_IN.de) expect(html).toContain(`>${htmlText(s)}</h2>`);
      for (const s of REQUIRED_SECTIONS) expect(html).not.toContain(`>${htmlText(s)}</h2>`);
      const text = await guide(key, "de");
      for (const f of guideFigures(text))
        expect(html).toMatch(new RegExp(`data-figure="${f}"><div aria-hidden="true"><(div|svg|span)`));
      expect(html.match(/<figcaption/g)?.length).toBe(guideFigures(text).length);
      expect(html.indexOf('data-testid="how-to-play"')).toBeLessThan(
        html.indexOf("Quellen und Gründe, für Entwickler</h2>"),
      );
      // The decisions are RULES-NOTES.de.md: its first section heading, one level down, and nothing marked English.
      const notes = (await rulesNotes(key, "de"))!;
      expect(notes.locale).toBe("de");
      const firstSection = notes.text.match(/^## (.*)$/m)![1]!;
      expect(html).toContain(`font-semibold">${htmlText(firstSection)}</h3>`);
      expect(html).not.toContain("Dieser Teil ist auf Englisch");
      expect(html).not.toContain("lang=");
      expect(html).not.toContain("⟦");
    },
  );

  it("titles the pages in the viewer's language", async () => {
    request.locale = "de";
    expect((await generateMetadata({ params: Promise.resolve({ game: "stone-age" }) })).title).toBe(
      "So spielst du Stone Age",
    );
    expect((await generateMetadata({ params: Promise.resolve({ game: "nope" }) })).title).toBe("Spielanleitungen");
    request.locale = "en";
    expect((await generateMetadata({ params: Promise.resolve({ game: "clans" }) })).title).toBe("How to play Clans");
  });

  it("lists the games on the index in the viewer's language", async () => {
    request.locale = "de";
    const de = renderToStaticMarkup(await RulesIndex());
    expect(de).toContain("<h1>Spielanleitungen</h1>");
    for (const g of Object.values(games)) expect(de).toContain(`href="/rules/${g.key}"`);
    request.locale = "en";
    expect(renderToStaticMarkup(await RulesIndex())).toContain("<h1>How to play</h1>");
  });

  it("finds a guide only for plain game keys, and falls back to English", async () => {
    expect(await guideIn("../glen-more", "de")).toBeNull();
    expect(await guideIn("tiny", "de")).toBeNull();
    expect(GUIDE_FILES.en).toBe("HOW-TO-PLAY.md");
    expect((await guideIn("clans", "en"))?.text).toBe(await howToPlay("clans"));
  });

  it("moves the notes' headings below the page's heading", () => {
    expect(notesBelowHeading("# X — rules notes\n\n## A\ntext\n### B\n")).toBe("\n### A\ntext\n#### B\n");
  });
});
