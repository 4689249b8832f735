/**
 * Each game's texts for players, read from the game's folder: RULES-NOTES.md (the decisions the online
 * version takes where the rule texts are silent) and HOW-TO-PLAY.md (the player's guide). Every English
 * sentence of a guide lives in its one file, so a translation can follow file by file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

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

export function howToPlay(gameKey: string): Promise<string | null> {
  return gameText(gameKey, "HOW-TO-PLAY.md");
}
