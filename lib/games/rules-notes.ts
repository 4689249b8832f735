/** Each game's RULES-NOTES.md (the decisions the online version takes where the rule texts are silent). */
import { readFile } from "node:fs/promises";
import path from "node:path";

export async function rulesNotes(gameKey: string): Promise<string | null> {
  if (!/^[a-z-]+$/.test(gameKey)) return null;
  try {
    return await readFile(path.join(process.cwd(), "lib", "games", gameKey, "RULES-NOTES.md"), "utf8");
  } catch {
    return null;
  }
}
