/**
 * The three scorings and the final scoring (rulebook "Die 3 Wertungen" and "Spielende").
 */
import { at } from "@/lib/engine";
import { SPECIAL_CARDS, pointsForDifference, tileDef } from "./data";
import { resourceTotal } from "./display";
import type { FinalRow, GlenMoreState, PlayerState, ScoringResult, ScoringRow } from "./types";

/** Bonnets on the player's cards (Cawdor Castle shows three). */
export function bonnets(p: PlayerState): number {
  let n = 0;
  for (const c of p.cards) n += SPECIAL_CARDS[c].bonnets;
  return n;
}

/**
 * Chieftain strength for the comparison: chieftains (doubled with Castle of Mey) plus bonnets, which
 * "zählen auch für diesen Spieler weiterhin einfach" (Castle of Mey card text in the rulebook).
 */
export function chieftainStrength(p: PlayerState): number {
  return p.chieftains * (p.cards.includes("Castle of Mey") ? 2 : 1) + bonnets(p);
}

/** Each value compared with the lowest value among all players (0 counts), turned into points by the table. */
export function differencePoints(values: readonly number[]): number[] {
  const low = Math.min(...values);
  return values.map((v) => pointsForDifference(v - low));
}

export function scoringRows(players: readonly PlayerState[]): ScoringRow[] {
  const whisky = players.map((p) => p.whisky);
  const chief = players.map(chieftainStrength);
  const cards = players.map((p) => p.cards.length);
  const wv = differencePoints(whisky);
  const cv = differencePoints(chief);
  const kv = differencePoints(cards);
  return players.map((_, i) => ({
    whisky: at(whisky, i),
    whiskyVp: at(wv, i),
    chieftains: at(chief, i),
    chieftainVp: at(cv, i),
    cards: at(cards, i),
    cardVp: at(kv, i),
  }));
}

/** Runs scoring `round` on a state being built (mutates it). */
export function applyScoring(s: GlenMoreState, round: 1 | 2 | 3): ScoringResult {
  const rows = scoringRows(s.playerStates);
  // Each player replaced by a copy with the points added: the records may be shared with earlier states.
  s.playerStates = s.playerStates.map((p, i) => {
    const r = at(rows, i, "scoring row");
    return { ...p, vp: p.vp + r.whiskyVp + r.chieftainVp + r.cardVp };
  });
  const result: ScoringResult = { round, rows };
  s.scorings.push(result);
  return result;
}

/**
 * Final scoring, right after the third: Iona Abbey 2 per yellow tile (abbey included), Loch Morar 2 per
 * green tile, Duart Castle 3 per village (not castles; the start village is a village), 1 point per coin,
 * minus 3 per tile more than the player with the fewest tiles.
 */
export function finalRows(players: readonly PlayerState[]): FinalRow[] {
  const counts = players.map((p) => p.tiles.length);
  const fewest = Math.min(...counts);
  return players.map((p) => {
    const frames = p.tiles.map((t) => tileDef(t.id));
    const abbey = p.cards.includes("Iona Abbey") ? 2 * frames.filter((d) => d.frame === "yellow").length : 0;
    const morar = p.cards.includes("Loch Morar") ? 2 * frames.filter((d) => d.frame === "green").length : 0;
    const duart = p.cards.includes("Duart Castle")
      ? 3 * frames.filter((d) => d.category === "village" || d.category === "start_village").length
      : 0;
    const tilePenalty = 3 * (fewest - p.tiles.length);
    return {
      abbey,
      morar,
      duart,
      coins: p.coins,
      tiles: p.tiles.length,
      tilePenalty,
      resources: resourceTotal(p.tiles),
      total: p.vp + abbey + morar + duart + p.coins + tilePenalty,
    };
  });
}

/** Most points wins; on a tie, more resources; still tied, a shared win. */
export function winnersOf(rows: readonly FinalRow[]): number[] {
  const best = Math.max(...rows.map((r) => r.total));
  const tied = rows.map((r, i) => ({ r, i })).filter((x) => x.r.total === best);
  const most = Math.max(...tied.map((x) => x.r.resources));
  return tied.filter((x) => x.r.resources === most).map((x) => x.i);
}
