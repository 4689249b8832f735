/**
 * Each game's texts for players, read from the game's folder: RULES-NOTES.md (the decisions the online
 * version takes where the rule texts are silent; RULES-NOTES.de.md in German) and HOW-TO-PLAY.md (the
 * player's guide; HOW-TO-PLAY.de.md in German). Every sentence lives in its language's one file, so a
 * translation follows file by file. The English files are the source of truth: rules-notes.test.ts fails
 * when a German twin no longer has the English one's headings, numbers, code names and links.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { GUIDE_FILES } from "./how-to-play";

/** The rule notes' file name in each language (the English one is the original). */
export const NOTES_FILES: Record<Locale, string> = { en: "RULES-NOTES.md", de: "RULES-NOTES.de.md" };

/** A game text and the language it is in (English when the viewer's language has none yet). */
export type TextIn = { text: string; locale: Locale };

async function gameText(gameKey: string, file: string): Promise<string | null> {
  // The key comes from the URL: only plain game keys may name a folder.
  if (!/^[a-z-]+$/.test(gameKey)) return null;
  try {
    return await readFile(path.join(process.cwd(), "lib", "games", gameKey, file), "utf8");
  } catch {
    return null;
  }
}

/** The file of `files` in the viewer's language, or the English one when that language has none. */
async function textIn(gameKey: string, files: Record<Locale, string>, locale: Locale): Promise<TextIn | null> {
  for (const l of new Set<Locale>([locale, defaultLocale])) {
    const text = await gameText(gameKey, files[l]);
    if (text !== null) return { text, locale: l };
  }
  return null;
}

/**
 * A game's rule notes in the viewer's language, or in English when that language has none yet; `locale`
 * says which one it is (the page marks English notes on a German page as English). Null without notes.
 */
export function rulesNotes(gameKey: string, locale: Locale = defaultLocale): Promise<TextIn | null> {
  return textIn(gameKey, NOTES_FILES, locale);
}

export function howToPlay(gameKey: string, locale: Locale = defaultLocale): Promise<string | null> {
  return gameText(gameKey, GUIDE_FILES[locale]);
}

/**
 * A game's guide in the viewer's language, or in English when that language has none yet; `locale` says
 * which one it is (the page marks an English guide on a German page as English). Null without any guide.
 */
export function guideIn(gameKey: string, locale: Locale): Promise<TextIn | null> {
  return textIn(gameKey, GUIDE_FILES, locale);
}
