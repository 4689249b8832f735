/**
 * Old logs in every language: history entries written before games described moves as message keys hold
 * English sentences. This rewrites them as the keys the game gives today, by replaying each match from its
 * seed and committed moves (the engines are deterministic) and describing every move again. A stored
 * sentence is replaced only where the recomputed line, written in English, is exactly that sentence, so
 * the English history reads the same before and after. The site's own old sentences (a player left, resigned,
 * ran out of time) become the "history" namespace's `site.…` refs; a line that matches nothing stays as it is
 * (still shown, in English). Idempotent.
 * Run once after deploying (`npm run admin -- key-history`); until then old lines are simply shown in English.
 */
import type { Db } from "@/lib/db";
import { Prisma } from "@/lib/db";
import { describeLines, replayStates, type HistoryLine } from "@/lib/engine";
import { gameOfMatch } from "../store/game-of";
import { KEYED_GAMES, lineText, logNamespace, siteLineOf } from "./history-text";

/**
 * An entry's stored lines with each game sentence replaced by its key: `recomputed` are the lines the game
 * writes for the entry's moves today, in order. Null when nothing changes.
 */
export function keyedLines(stored: unknown, recomputed: readonly HistoryLine[], gameKey: string): unknown[] | null {
  if (!Array.isArray(stored)) return null;
  let next = 0;
  let changed = false;
  const out = stored.map((line: unknown) => {
    if (typeof line !== "string") return line;
    // The first of the game's remaining lines that writes this sentence (a line in between that matches
    // nothing is left as it is and does not hold up the ones after it).
    for (let i = next; i < recomputed.length; i++) {
      const candidate = recomputed[i]!;
      if (typeof candidate !== "string" && lineText(candidate, "en", gameKey) === line) {
        next = i + 1;
        changed = true;
        return candidate;
      }
    }
    const site = siteLineOf(line);
    if (site) changed = true;
    return site ?? line;
  });
  return changed ? out : null;
}

/** Keys the old lines of one match; how many entries changed (0 for a match that cannot be replayed). */
export async function keyMatchHistory(db: Db, matchId: number): Promise<number> {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: {
      gameKey: true,
      rulesVersion: true,
      seed: true,
      playerCount: true,
      options: true,
      moves: { orderBy: { index: "asc" }, select: { index: true, seat: true, moves: true, lines: true } },
    },
  });
  if (!match || !logNamespace(match.gameKey)) return 0;
  const stale = match.moves.some((e) => Array.isArray(e.lines) && e.lines.some((l) => typeof l === "string"));
  if (!stale) return 0;
  const game = gameOfMatch(match);
  if (!game.ok) return 0;
  const log = match.moves.map((e) => ({ seat: e.seat, moves: Array.isArray(e.moves) ? (e.moves as unknown[]) : [] }));
  const states = replayStates(
    game.value,
    { players: match.playerCount, seed: match.seed, options: match.options },
    log,
  );
  if (!states.ok) return 0;
  const recomputed: HistoryLine[][] = match.moves.map(() => []);
  const frames = states.value;
  for (let i = 1; i < frames.length; i++) {
    const before = frames[i - 1]!.state;
    const { entry, move, state } = frames[i]!;
    const seat = log[entry]!.seat;
    recomputed[entry]!.push(...describeLines(game.value, before, seat, log[entry]!.moves[move], state));
  }
  let changed = 0;
  for (const [i, e] of match.moves.entries()) {
    const keyed = keyedLines(e.lines, recomputed[i] ?? [], match.gameKey);
    if (!keyed) continue;
    await db.moveLog.update({
      where: { matchId_index: { matchId, index: e.index } },
      data: { lines: keyed as Prisma.InputJsonArray },
    });
    changed += 1;
  }
  return changed;
}

/** Every match of a keyed game: (matches looked at, entries changed). One match at a time: small memory. */
export async function keyAllHistories(
  db: Db,
  onProgress?: (matchId: number, changed: number) => void,
): Promise<{ matches: number; entries: number }> {
  const ids = await db.match.findMany({
    where: { gameKey: { in: [...KEYED_GAMES] }, status: { in: ["running", "finished", "aborted"] } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  let entries = 0;
  for (const { id } of ids) {
    const n = await keyMatchHistory(db, id);
    entries += n;
    onProgress?.(id, n);
  }
  return { matches: ids.length, entries };
}
