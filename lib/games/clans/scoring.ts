/** Village founding and scoring ("3. Dörfer", "4. Wertung eines Dorfes") and the final result. */
import type { Outcome } from "@/lib/engine";
import { territory } from "./map-data";
import { hutTotal } from "./movement";
import { COLOUR_COUNT, EPOCHS, LAST_VILLAGE, epochIndexOf, landscapeEffect } from "./rules-data";
import type { ClansState } from "./types";

export const countedVillages = (s: ClansState): number => s.villages.filter((v) => v.number !== null).length;

/**
 * Scores one village as the next village number. Mutates `s` (callers work on a clone).
 * Order per the rules: the founder takes the top chip; strife; value; points to every colour present.
 */
export function foundVillage(s: ClansState, t: number, founder: number): void {
  const n = countedVillages(s) + 1;
  const row = s.huts[t] ?? [];
  const before = row.slice();
  if (n > LAST_VILLAGE) {
    // "Werden mit dem letzten Zug das 12. und das 13. Dorf gegründet, so entscheidet ... welches der
    // entstandenen Dörfer als 12. noch gewertet wird": the others score nothing and take no chip.
    s.villages.push({
      territory: t,
      number: null,
      epoch: null,
      founder,
      huts: before,
      strife: zeros(),
      effect: "uncounted",
      value: 0,
      scored: [],
    });
    return;
  }
  const epoch = epochIndexOf(n);
  // "Der Spieler, der das Dorf gegründet hat, erhält den obersten Wertungs-Chip" (also on hostile land:
  // "Nur der Gründer des Dorfs bekommt den Wertungs-Chip").
  s.chips[founder] = (s.chips[founder] ?? 0) + 1;
  // "Streit im Dorf": with all 5 colours present every colour with exactly one hut loses it before scoring.
  const strife = zeros();
  if (before.every((c) => c > 0)) {
    for (let c = 0; c < COLOUR_COUNT; c++) if (before[c] === 1) strife[c] = 1;
  }
  const after = before.map((c, i) => c - (strife[i] ?? 0));
  const effect = landscapeEffect(epoch, territory(t).landscape);
  let value = 0;
  let scored: number[] = [];
  if (effect === "hostile") {
    // "gibt es gar keine Punkte, weder für die Hütten, noch als Bonuspunkte". The printed rules call the
    // village destroyed and its huts leave the board (RULES-NOTES: hostile villages).
    s.huts[t] = zeros();
  } else {
    s.huts[t] = after;
    const hutsLeft = hutTotal(after);
    scored = after.flatMap((c, i) => (c > 0 ? [i] : []));
    // "jede im Dorf vertretene Clanfarbe [bekommt] so viele Punkte, wie Hütten im Dorf stehen", plus the
    // epoch bonus on the favourable landscape. A village emptied by strife scores for nobody.
    value = scored.length > 0 ? hutsLeft + (effect === "favourable" ? (EPOCHS[epoch]?.bonus ?? 0) : 0) : 0;
    for (const c of scored) s.colourScores[c] = (s.colourScores[c] ?? 0) + value;
  }
  s.villages.push({ territory: t, number: n, epoch, founder, huts: before, strife, effect, value, scored });
}

/**
 * Founds the villages still waiting in `s.unassigned` as long as no choice is needed. A choice is needed
 * when they do not all fit into the current epoch ("so zählt eines der Dörfer schon zur folgenden Epoche.
 * Der Spieler am Zug bestimmt, welches Dorf zu welcher Epoche gehört"), including the 12th ("welches der
 * entstandenen Dörfer als 12. noch gewertet wird"). Inside one epoch the order does not matter (every chip
 * is worth 1 and the epoch fixes bonus and hostility), so those are founded in territory order.
 * Mutates `s`; sets the phase to "choose-village" or "end-turn".
 */
export function settleVillages(s: ClansState, founder: number): void {
  const counted = countedVillages(s);
  if (s.unassigned.length > 0 && counted < LAST_VILLAGE) {
    const epoch = EPOCHS[epochIndexOf(counted + 1)];
    const slots = (epoch?.last ?? LAST_VILLAGE) - counted;
    // More new villages than the epoch has room for: the mover chooses, one at a time.
    if (s.unassigned.length > slots) {
      s.phase = "choose-village";
      return;
    }
  }
  // They all fit (or the 12th is past and the rest do not count): found them in territory order.
  for (const t of s.unassigned) foundVillage(s, t, founder);
  s.unassigned = [];
  s.phase = "end-turn";
}

function zeros(): number[] {
  return Array<number>(COLOUR_COUNT).fill(0);
}

/** Per seat: its colour's points plus its chips. */
export function finalScores(s: ClansState): number[] {
  return s.colours.map((c, seat) => (s.colourScores[c] ?? 0) + (s.chips[seat] ?? 0));
}

export interface ClansOutcomeDetails {
  colours: string[];
  colourPoints: number[];
  chips: number[];
  endReason: string | null;
}

/**
 * "Es gewinnt der Spieler, der in dieser Summe die meisten Punkte hat." The text has no tie-break, so
 * tied players share the win (RULES-NOTES: ties).
 */
export function outcomeOf(s: ClansState, colourNames: readonly string[]): Outcome | null {
  if (s.phase !== "over") return null;
  const scores = finalScores(s);
  const best = Math.max(...scores);
  const details: ClansOutcomeDetails = {
    colours: s.colours.map((c) => colourNames[c] ?? "?"),
    colourPoints: s.colours.map((c) => s.colourScores[c] ?? 0),
    chips: s.chips.slice(),
    endReason: s.endReason,
  };
  return { scores, winners: scores.flatMap((v, i) => (v === best ? [i] : [])), details };
}
