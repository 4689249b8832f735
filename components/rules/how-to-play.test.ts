/** Every game has a player's guide with the required sections and pictures, and its page renders them. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { games } from "@/lib/games";
import { howToPlay } from "@/lib/games/rules-notes";
import { REQUIRED_SECTIONS, guideFigures, guideSections, notesBelowHeading } from "@/lib/games/how-to-play";
import GameRulesPage from "@/app/rules/[game]/page";
import { FIGURES } from "./guide";

// The machinery's tiny test game has no guide; the real games each need one.
const realGames = Object.values(games).filter((g) => g.key !== "tiny");

describe("How to play", () => {
  it("covers the three games", () => {
    expect(realGames.map((g) => g.key).sort()).toEqual(["clans", "glen-more", "stone-age"]);
  });

  it.each(realGames.map((g) => g.key))("%s: the guide has the required sections in order and only known figures", async (key) => {
    const text = await howToPlay(key);
    expect(text).not.toBeNull();
    const sections = guideSections(text!);
    expect(sections.filter((s) => (REQUIRED_SECTIONS as readonly string[]).includes(s))).toEqual([...REQUIRED_SECTIONS]);
    // Each required section says something (not a heading with nothing under it).
    for (const s of REQUIRED_SECTIONS) {
      const body = text!.split(`## ${s}\n`)[1]?.split(/\n## /)[0] ?? "";
      expect(body.trim().length, s).toBeGreaterThan(100);
    }
    const figures = guideFigures(text!);
    expect(figures.length).toBeGreaterThanOrEqual(2);
    for (const f of figures) expect(Object.keys(FIGURES[key] ?? {})).toContain(f);
  });

  it.each(realGames.map((g) => [g.key, g.name]))("%s: the page shows one h1, the guide with its pictures, then the site's decisions", async (key, name) => {
    const html = renderToStaticMarkup(await GameRulesPage({ params: Promise.resolve({ game: key }) }));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`How to play ${name}</h1>`);
    for (const s of REQUIRED_SECTIONS) expect(html).toContain(`>${s}</h2>`);
    const text = (await howToPlay(key))!;
    for (const f of guideFigures(text)) expect(html).toMatch(new RegExp(`data-figure="${f}"><div aria-hidden="true"><(div|svg|span)`));
    expect(html.match(/<figcaption/g)?.length).toBe(guideFigures(text).length);
    // The guide comes first; the decisions follow under their own heading, with no second h1.
    expect(html.indexOf("data-testid=\"how-to-play\"")).toBeLessThan(html.indexOf("The site’s decisions</h2>"));
  });

  it("moves the notes' headings below the page's heading", () => {
    expect(notesBelowHeading("# X — rules notes\n\n## A\ntext\n### B\n")).toBe("\n### A\ntext\n#### B\n");
  });
});
