/**
 * The shape of a game's player guide (HOW-TO-PLAY.md, and HOW-TO-PLAY.de.md in German): `## ` sections, of
 * which four are required, and figure lines `[figure: name] caption` that the rules page replaces by a small
 * picture drawn with the board's own pieces. The caption stays in the guide so all of the guide's words are
 * in one file per language; both languages' files have the same sections and figures in the same order.
 */
import type { Locale } from "@/lib/i18n/locales";

/** Every guide explains these, in this order (other sections such as Tips or Variants may follow). */
export const REQUIRED_SECTIONS = ["Goal", "A turn", "Scoring", "End of the game", "The site's decisions"] as const;

/** The required sections' headings in each language, in the same order as REQUIRED_SECTIONS. */
export const REQUIRED_SECTIONS_IN: Record<Locale, readonly string[]> = {
  en: REQUIRED_SECTIONS,
  de: ["Ziel", "Ein Zug", "Wertung", "Spielende", "Entscheidungen dieser Seite"],
};

/** The guide's file name in each language (the English one is the original; rules-notes.ts reads them). */
export const GUIDE_FILES: Record<Locale, string> = { en: "HOW-TO-PLAY.md", de: "HOW-TO-PLAY.de.md" };

export type GuidePart = { kind: "text"; text: string } | { kind: "figure"; name: string; caption: string };

const FIGURE = /^\[figure:\s*([a-z0-9-]+)\]\s*(.*)$/;

/** The `## ` headings of a guide, in order. */
export function guideSections(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.match(/^##\s+(.*)$/)?.[1]?.trim())
    .filter((h): h is string => h !== undefined);
}

/** The figure names a guide asks for, in order. */
export function guideFigures(text: string): string[] {
  return splitGuide(text).flatMap((p) => (p.kind === "figure" ? [p.name] : []));
}

/** The guide cut into Markdown runs and figure lines, in reading order. */
export function splitGuide(text: string): GuidePart[] {
  const parts: GuidePart[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.join("").trim()) parts.push({ kind: "text", text: run.join("\n") });
    run = [];
  };
  for (const line of text.split("\n")) {
    const f = line.match(FIGURE);
    if (f) {
      flush();
      parts.push({ kind: "figure", name: f[1] ?? "", caption: (f[2] ?? "").trim() });
    } else run.push(line);
  }
  flush();
  return parts;
}

/**
 * RULES-NOTES.md shown under the page's own "Sources and reasons, for developers" heading: its title line goes, and its
 * headings move one level down so they sit below that heading.
 */
export function notesBelowHeading(notes: string): string {
  return notes
    .replace(/^#\s+.*\n/, "")
    .split("\n")
    .map((l) => (/^#{1,3}\s/.test(l) ? `#${l}` : l))
    .join("\n");
}
