/** The rules page (RULES-NOTES.md) shows the values the game plays with: the site's own values, line by line. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteValueLines } from "./site-values-text";
import { VARIANTS, VARIANT_INFO } from "./variants";

const notes = readFileSync(path.join(process.cwd(), "lib/games/stone-age/RULES-NOTES.md"), "utf8");

describe("RULES-NOTES.md", () => {
  it.each(siteValueLines())("lists the site's value: %s", (line) => {
    expect(notes.split("\n")).toContain(line);
  });

  it("has a section with the site's decisions for every variant offered", () => {
    for (const v of VARIANTS) expect(notes).toContain(`### ${VARIANT_INFO[v].name}\n`);
    expect(notes.replace(/\s+/g, " ").match(/The site.s decisions:/g)?.length).toBeGreaterThanOrEqual(VARIANTS.length);
  });
});
