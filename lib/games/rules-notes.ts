/**
 * Each game's texts for players, read from the game's folder: RULES-NOTES.md (the decisions the online
 * version takes where the rule texts are silent) and HOW-TO-PLAY.md (the player's guide; HOW-TO-PLAY.de.md
 * in German). Every sentence of a guide lives in its language's one file, so a translation follows file by file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { GUIDE_FILES } from "./how-to-play";

async function gameText(gameKey: string, file: string): Promise<string | null> {
  // The key comes from the URL: only plain game keys may name a folder.
  if (!/^[a-z-]+$/.test(gameKey)) return null;
  try {
    return await readFile(path.join(process.cwd(), "lib", "games", gameKey, file), "utf8");
  } catch {
    return null;
  }
}

export function rulesNotes(gameKey: string): Promise<string | null> {
  return gameText(gameKey, "RULES-NOTES.md");
}

export function howToPlay(gameKey: string, locale: Locale = defaultLocale): Promise<string | null> {
  return gameText(gameKey, GUIDE_FILES[locale]);
}

/**
 * A game's guide in the viewer's language, or in English when that language has none yet; `locale` says
 * which one it is (the page marks an English guide on a German page as English). Null without any guide.
 */
export async function guideIn(gameKey: string, locale: Locale): Promise<{ text: string; locale: Locale } | null> {
  for (const l of new Set<Locale>([locale, defaultLocale])) {
    const text = await howToPlay(gameKey, l);
    if (text !== null) return { text, locale: l };
  }
  return null;
}
