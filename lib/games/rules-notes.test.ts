/**
 * The rule notes in German follow the English ones (the source of truth): for each game with a German
 * file, the same headings, numbers, code names and link targets. A change to an English RULES-NOTES.md
 * without its German twin fails here, naming the file, the game and what differs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MANIFESTS } from "@/lib/games";
import { NOTES_FILES, rulesNotes } from "./rules-notes";
import { codeSpans, headings, notesDrift, numbers } from "./rules-notes-drift";
import { siteValueLines } from "./stone-age/site-values-text";
import { englishNamesIn } from "@/lib/i18n/glossary";

const file = (key: string, name: string) => path.join(process.cwd(), "lib", "games", key, name);
const read = (key: string, name: string) => readFileSync(file(key, name), "utf8");
const realGames = MANIFESTS.filter((m) => !m.testOnly).map((m) => m.game.key);
const translated = MANIFESTS.map((m) => m.game.key).filter((k) => existsSync(file(k, NOTES_FILES.de)));

describe("RULES-NOTES.de.md", () => {
  it("exists for every real game", () => {
    for (const key of realGames) expect(translated, key).toContain(key);
  });

  it.each(translated)("%s: keeps the English file's headings, numbers, code names and link targets", (key) => {
    const drift = notesDrift(key, NOTES_FILES.de, read(key, NOTES_FILES.en), read(key, NOTES_FILES.de));
    expect(drift, drift.join("\n")).toEqual([]);
  });

  it.each(translated)("%s: names components as the glossary does, not in English", (key) => {
    // Code names (file names, commands) stay as they are; the guides' test makes the same exceptions.
    const de = read(key, NOTES_FILES.de).replace(/`[^`\n]+`/g, "");
    expect(englishNamesIn(key, de)).toEqual([]);
  });

  it.each(translated)("%s: is German, not the English text again", (key) => {
    const de = read(key, NOTES_FILES.de);
    const enLines = new Set(
      read(key, NOTES_FILES.en)
        .split("\n")
        .filter((l) => l.trim().length > 40),
    );
    expect(de.split("\n").filter((l) => enLines.has(l))).toEqual([]);
  });
});

describe("Stone Age's own values in German", () => {
  /** The list items under the heading numbered `index` (in file order), up to the next heading. */
  const itemsUnder = (text: string, index: number): string[] => {
    const lines = text.split("\n");
    const starts = lines.flatMap((l, i) => (/^#{1,6}\s/.test(l) ? [i] : []));
    const from = starts[index] ?? lines.length;
    const to = starts[index + 1] ?? lines.length;
    return lines.slice(from + 1, to).filter((l) => l.startsWith("- "));
  };

  it("lists each of the site's values, line for line with the same numbers in the same order", () => {
    const en = read("stone-age", NOTES_FILES.en);
    const index = headings(en).findIndex((h) => h.line === "### The site's own values");
    expect(index).toBeGreaterThan(0);
    expect(itemsUnder(en, index)).toEqual(siteValueLines());
    const de = itemsUnder(read("stone-age", NOTES_FILES.de), index);
    expect(de).toHaveLength(siteValueLines().length);
    siteValueLines().forEach((line, i) => expect(numbers(de[i] ?? ""), `German line ${i + 1}`).toEqual(numbers(line)));
  });
});

describe("notesDrift", () => {
  const en = "# T\n\n## A\n- 12 people, 63.0% of `x.ts`, see [the doc](docs/a.md).\n### B\ntext 1,000\n";
  const de = "# T\n\n## A\n- 12 Personen, 63,0 % von `x.ts`, siehe [die Doku](docs/a.md).\n### B\nText 1.000\n";

  it("accepts a translation that keeps the facts (numbers in German formatting too)", () => {
    expect(notesDrift("g", "X.de.md", en, de)).toEqual([]);
  });

  it("names a heading whose level or count differs", () => {
    expect(notesDrift("g", "X.de.md", en, de.replace("### B", "## B"))).toEqual([
      'X.de.md of g: heading 3 is "## B" (level 2), the English heading 3 is "### B" (level 3) (3 headings, the English file has 3)',
    ]);
    expect(notesDrift("g", "X.de.md", `${en}## C\n`, de)[0]).toBe(
      'X.de.md of g: heading 4 is missing, the English heading 4 is "## C" (level 2) (3 headings, the English file has 4)',
    );
  });

  it("names a number, code name or link target the English text changed, added or repeated", () => {
    expect(notesDrift("g", "X.de.md", en.replace("12 people", "13 people"), de)).toEqual([
      "X.de.md of g: the English number 13 is missing",
      "X.de.md of g: the number 12 is not in the English file",
    ]);
    expect(notesDrift("g", "X.de.md", en.replace("12 people", "12 people in 12 huts"), de)).toEqual([
      "X.de.md of g: the number 12 occurs 1× here, 2× in the English file",
    ]);
    expect(notesDrift("g", "X.de.md", en.replace("`x.ts`", "`y.ts`"), de)).toEqual([
      "X.de.md of g: the English code name y.ts is missing",
      "X.de.md of g: the code name x.ts is not in the English file",
    ]);
    expect(notesDrift("g", "X.de.md", en.replace("docs/a.md", "docs/b.md"), de)).toEqual([
      "X.de.md of g: the English link target docs/b.md is missing",
      "X.de.md of g: the link target docs/a.md is not in the English file",
    ]);
  });

  it("reads headings, numbers and code names as written", () => {
    expect(headings(en).map((h) => h.level)).toEqual([1, 2, 3]);
    expect(numbers(en)).toEqual(["12", "63.0", "1,000"]);
    expect(codeSpans(en)).toEqual(["x.ts"]);
  });
});

describe("rulesNotes", () => {
  it("gives the viewer's language when the game has it, else English", async () => {
    const de = await rulesNotes("stone-age", "de");
    expect(de?.locale).toBe("de");
    expect(de?.text).toBe(read("stone-age", NOTES_FILES.de));
    expect((await rulesNotes("stone-age", "en"))?.text).toBe(read("stone-age", NOTES_FILES.en));
    expect(await rulesNotes("../stone-age", "de")).toBeNull();
    expect(await rulesNotes("no-such-game", "de")).toBeNull();
  });

  it("falls back to the English notes (and says they are English) for a game without German ones", async () => {
    // A game folder with English notes only, in a scratch working directory (the files are read from there).
    const root = mkdtempSync(path.join(os.tmpdir(), "rules-notes-"));
    const cwd = process.cwd();
    try {
      mkdirSync(path.join(root, "lib", "games", "new-game"), { recursive: true });
      writeFileSync(path.join(root, "lib", "games", "new-game", NOTES_FILES.en), "# New: rules notes\n");
      process.chdir(root);
      expect(await rulesNotes("new-game", "de")).toEqual({ text: "# New: rules notes\n", locale: "en" });
    } finally {
      process.chdir(cwd);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
