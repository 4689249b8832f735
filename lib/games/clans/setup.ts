/** Setup ("Vorbereitungen", rules page 002). */
import { Rng, bySeat, seedRng, type SetupContext } from "@/lib/engine";
import { REGIONS, TERRITORY_COUNT } from "./map-data";
import { COLOUR_COUNT } from "./rules-data";
import type { ClansOptions, ClansState, HutCounts } from "./types";

export function setup({ players, seed }: SetupContext<ClansOptions>): ClansState {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error("Clans is for 2 to 4 players.");
  const rng = new Rng(seedRng(seed));
  const colourIds = Array.from({ length: COLOUR_COUNT }, (_, c) => c);
  const huts: HutCounts[] = Array.from({ length: TERRITORY_COUNT }, () => Array<number>(COLOUR_COUNT).fill(0));
  // "erst 12 Fünfergruppen aus je einer Hütte pro Farbe ... eine Gruppe in jede Region ... auf die einzelnen
  // Gebiete der Region verteilt": each region gets one hut of each colour, shuffled over its territories.
  // (The source engine also forbids same colours in adjacent territories; the rules do not, so neither do we.)
  for (const region of REGIONS) {
    const order = rng.shuffle(colourIds);
    region.forEach((t, i) => {
      const row = huts[t];
      const c = order[i];
      if (row && c !== undefined) row[c] = 1;
    });
  }
  // "Jeder Spieler erhält eine der fünf Clanfarben zugeordnet": distinct secret colours; the rest belong
  // to nobody (they still score on the track, for no player).
  const colours = rng.shuffle(colourIds).slice(0, players);
  // "Ein Startspieler wird ausgelost, ... in Sitzreihenfolge."
  const startSeat = rng.int(players);
  return {
    players,
    rng: rng.state,
    colours,
    huts,
    villages: [],
    colourScores: Array<number>(COLOUR_COUNT).fill(0),
    chips: Array<number>(players).fill(0),
    startSeat,
    turn: startSeat,
    phase: "move",
    unassigned: [],
    lastMove: null,
    lastMoves: bySeat(players, () => null),
    endReason: null,
    turnsTaken: 0,
    // Each territory holds exactly one hut now: its colour is the opening board of the public history.
    history: { opening: huts.map((row) => row.indexOf(1)), steps: [] },
  };
}
