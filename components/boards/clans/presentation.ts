/**
 * Presentation helpers of the Clans board: labels, highlights and click handling derived from the view and
 * the legal moves only (the engine stays the single source of legality: the board never decides what is
 * legal, it only filters `legalMoves`).
 */
import type { ClansMove, ClansView, HutCounts, LastMove, Village } from "@/lib/games/clans";
import { territory, type Landscape } from "@/lib/games/clans/map-data";
import { COLOURS, EPOCHS, type Colour } from "@/lib/games/clans/rules-data";
import { fill, plural } from "@/lib/i18n/client-text";
import type { ClansText } from "./text";

export type MoveStep = Extract<ClansMove, { type: "move" }>;
export type VillageChoice = Extract<ClansMove, { type: "choose-village" }>;

/**
 * Screen colours of the five clans (the hut pieces) and the text colour that reads on them; the letter drawn
 * with the count, so that colour is never the only cue, is the catalogue's `colourLetter` (per language).
 */
export const HUT_FILL: Record<Colour, { fill: string; text: string }> = {
  red: { fill: "#c62828", text: "#ffffff" },
  yellow: { fill: "#facc15", text: "#1c1917" },
  green: { fill: "#15803d", text: "#ffffff" },
  blue: { fill: "#1d4ed8", text: "#ffffff" },
  black: { fill: "#1c1917", text: "#ffffff" },
};

/** Landscape fills, light enough for the hut badges and the highlights to read on top. */
export const LANDSCAPE_FILL = {
  mountain: "#b9ab98",
  forest: "#7fa66a",
  steppe: "#ecd9a0",
  grassland: "#c4e39a",
} as const;

export interface HutPile {
  colour: Colour;
  count: number;
}

/** The non-empty colours of one territory, in the fixed colour order. */
export function hutPiles(huts: HutCounts | undefined): HutPile[] {
  if (!huts) return [];
  return COLOURS.flatMap((colour, i) => {
    const count = huts[i] ?? 0;
    return count > 0 ? [{ colour, count }] : [];
  });
}

/** A landscape's and a colour's word in the viewer's language. */
export const landscapeName = (tx: ClansText, l: Landscape): string => tx.ui.landscape[l];
export const colourName = (tx: ClansText, c: Colour): string => tx.ui.colour[c];

/** One line about a village: its number, epoch and what it scored. */
export function villageText(tx: ClansText, v: Village): string {
  if (v.number === null) return tx.ui.village.twelfthTwin;
  const epoch = EPOCHS[v.epoch ?? 0]?.name ?? "?";
  if (v.effect === "hostile") return fill(tx.ui.village.hostile, { number: v.number, epoch });
  return fill(tx.ui.village.scored, { number: v.number, epoch, points: plural(tx.locale, v.value, tx.ui.points) });
}

/** The short mark beside a village on the map: the points each colour in it scored. */
export function villageMarkText(v: Village): string {
  if (v.number === null) return "0";
  return v.effect === "hostile" ? "✕ 0" : `+${v.value}`;
}

/** The accessible name of a territory, e.g. "Territory 12, forest, 3 huts: 2 red, 1 blue". */
export function territoryLabel(tx: ClansText, id: number, view: Pick<ClansView, "huts" | "villages">): string {
  const t = territory(id);
  const piles = hutPiles(view.huts[id]);
  const total = piles.reduce((a, p) => a + p.count, 0);
  const huts =
    total === 0
      ? tx.ui.territory.empty
      : `${plural(tx.locale, total, tx.ui.huts)}: ${piles.map((p) => `${p.count} ${colourName(tx, p.colour)}`).join(", ")}`;
  const village = view.villages.find((v) => v.territory === id);
  const label = fill(tx.ui.territory.label, { id, landscape: landscapeName(tx, t.landscape), huts });
  return village ? `${label}; ${villageText(tx, village)}` : label;
}

/** A player's last move in words, e.g. "3 huts from territory 12 to 14"; null before their first move. */
export function lastMoveText(tx: ClansText, m: LastMove | null | undefined): string | null {
  return m ? fill(tx.ui.lastMove, { huts: plural(tx.locale, m.huts, tx.ui.huts), from: m.from, to: m.to }) : null;
}

/** A move in the words the live region reads after it is made. */
export function moveSaid(tx: ClansText, move: ClansMove): string {
  switch (move.type) {
    case "move":
      return fill(tx.ui.said.move, { from: move.from, to: move.to });
    case "choose-village":
      return fill(tx.ui.said.chooseVillage, { territory: move.territory });
    case "end-turn":
      return tx.ui.said.endTurn;
  }
}

/** What a landscape means in each epoch (the tooltip of a territory and of the legend). */
export function landscapeTip(tx: ClansText, l: Landscape): string {
  return tx.ui.tip[l];
}

/** What an epoch of the chart does (the tooltip of its row). */
export function epochTip(tx: ClansText, index: number): string {
  const e = EPOCHS[index];
  if (!e || e.favourable === "all") return tx.ui.tip.epochV;
  return fill(tx.ui.tip.epoch, {
    epoch: e.name,
    villages: e.first === e.last ? `${e.first}` : `${e.first}–${e.last}`,
    favourable: landscapeName(tx, e.favourable),
    hostile: e.hostile ? landscapeName(tx, e.hostile) : tx.ui.epochRow.noHostile,
  });
}

/**
 * The arrow keys on the map: the next (`dir` 1) or previous (-1) territory of `stops` after `id`, in number
 * order and wrapping round; null when there is none.
 */
export function arrowStop(stops: Iterable<number>, id: number, dir: 1 | -1): number | null {
  const list = [...new Set(stops)].sort((a, b) => a - b);
  if (list.length === 0) return null;
  if (dir === 1) return list.find((t) => t > id) ?? list[0]!;
  return list.findLast((t) => t < id) ?? list[list.length - 1]!;
}

export const moveSteps = (legal: readonly ClansMove[]): MoveStep[] =>
  legal.filter((m): m is MoveStep => m.type === "move");
export const villageChoices = (legal: readonly ClansMove[]): VillageChoice[] =>
  legal.filter((m): m is VillageChoice => m.type === "choose-village");

/** Territories whose huts may move now. */
export function movableFrom(legal: readonly ClansMove[]): Set<number> {
  return new Set(moveSteps(legal).map((m) => m.from));
}

/** The legal moves out of `from` (the highlighted targets once a territory is selected). */
export function movesFrom(legal: readonly ClansMove[], from: number | null): MoveStep[] {
  return from === null ? [] : moveSteps(legal).filter((m) => m.from === from);
}

export interface ClickResult {
  selected: number | null;
  /** A move to submit: always one of the objects in `legal`. */
  move: ClansMove | null;
}

/**
 * What a click (or Enter) on a territory does: pick a village when the epoch choice is open; with a territory
 * selected, move onto a highlighted target; otherwise select (or unselect) the territory, which also shows its
 * details when it cannot move.
 */
export function resolveClick(legal: readonly ClansMove[], selected: number | null, id: number): ClickResult {
  const choice = villageChoices(legal).find((m) => m.territory === id);
  if (choice) return { selected: null, move: choice };
  const step = movesFrom(legal, selected).find((m) => m.to === id);
  if (step) return { selected: null, move: step };
  return { selected: selected === id ? null : id, move: null };
}

export interface EpochRow {
  index: number;
  name: string;
  villages: string;
  favourable: string;
  hostile: string;
  /** Scoring chips of this epoch still on the chart. */
  chipsLeft: number;
  chips: number;
  current: boolean;
}

/** The epoch chart with the chips left, from the villages that count so far. */
export function epochRows(tx: ClansText, view: Pick<ClansView, "villages" | "currentEpoch" | "phase">): EpochRow[] {
  return EPOCHS.map((e, index) => {
    const chips = e.last - e.first + 1;
    const used = view.villages.filter((v) => v.number !== null && v.epoch === index).length;
    return {
      index,
      name: e.name,
      villages: e.first === e.last ? `${e.first}` : `${e.first}–${e.last}`,
      favourable:
        e.favourable === "all"
          ? fill(tx.ui.epochRow.all, { bonus: e.bonus })
          : `${landscapeName(tx, e.favourable)} +${e.bonus}`,
      hostile: e.hostile ? landscapeName(tx, e.hostile) : tx.ui.epochRow.noHostile,
      chipsLeft: chips - used,
      chips,
      current: view.phase !== "over" && view.currentEpoch === index,
    };
  });
}

/** The colour score track, highest first (ties in the fixed colour order); `mine` marks the viewer's colour. */
export function scoreTrack(
  view: Pick<ClansView, "colourScores" | "myColour">,
): { colour: Colour; score: number; mine: boolean }[] {
  return COLOURS.map((colour, i) => ({
    colour,
    score: view.colourScores[i] ?? 0,
    mine: view.myColour === colour,
  })).sort((a, b) => b.score - a.score || COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour));
}

/** The line that tells the viewer what to do now. */
export function instruction(
  tx: ClansText,
  view: Pick<ClansView, "phase">,
  legal: readonly ClansMove[],
  myTurn: boolean,
  selected: number | null,
  spectator = false,
): string {
  const say = tx.ui.instruction;
  if (view.phase === "over") return say.over;
  if (spectator) return say.spectator;
  if (!myTurn) return say.wait;
  if (villageChoices(legal).length > 0) return say.chooseVillage;
  if (moveSteps(legal).length > 0) {
    const targets = movesFrom(legal, selected);
    if (selected !== null && targets.length > 0) return fill(say.chooseTarget, { id: selected });
    if (selected !== null) return fill(say.cannotMove, { id: selected });
    return say.chooseSource;
  }
  return say.moved;
}
