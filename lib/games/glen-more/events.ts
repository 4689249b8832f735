/**
 * What happened automatically in a turn-ending move (tiles laid out and removed, the die, scorings), as the
 * state's `events`. From rules version 3 on each event is a message ref of the "glenMoreLog" namespace
 * (`event.…`), the history line itself; versions 1 and 2 keep the English sentences their stored matches
 * have always had (describe.ts `eventLine` reads them back), so an older match replays to the same state.
 */
import { ref, refsValue, seatToken, type HistoryLine } from "@/lib/engine";

export interface ScoringEventRow {
  total: number;
  whisky: number;
  chieftains: number;
  cards: number;
}

/** Writes the events of one turn into `events`, as refs or (`asRefs` false) as the old English sentences. */
export function eventWriter(events: HistoryLine[], asRefs: boolean) {
  return {
    newTiles(names: readonly string[]): void {
      if (names.length === 0) return;
      events.push(
        asRefs
          ? ref("event.newTiles", { count: names.length, termsTiles: names.join("|") })
          : `New tile${names.length > 1 ? "s" : ""}: ${names.join(", ")}.`,
      );
    },
    removed(names: readonly string[]): void {
      if (names.length === 0) return;
      events.push(
        asRefs
          ? ref("event.removed", { termsTiles: names.join("|") })
          : `Left behind and removed: ${names.join(", ")}.`,
      );
    },
    die(roll: number, name: string): void {
      events.push(asRefs ? ref("event.die", { roll, term: name }) : `The die rolled ${roll} and removed ${name}.`);
    },
    scoring(round: number, rows: readonly ScoringEventRow[]): void {
      events.push(
        asRefs
          ? ref("event.scoring", {
              round,
              refsSemiRows: refsValue(rows.map((r, seat) => ref("event.scoringRow", { seat, ...r }))),
            })
          : `Scoring ${round}: ` +
              rows
                .map(
                  (r, seat) =>
                    `${seatToken(seat)} ${r.total} (whisky ${r.whisky}, chieftains ${r.chieftains}, cards ${r.cards})`,
                )
                .join("; ") +
              ".",
      );
    },
    final(totals: readonly number[]): void {
      events.push(
        asRefs
          ? ref("event.final", {
              refsRows: refsValue(totals.map((total, seat) => ref("event.finalRow", { seat, total }))),
            })
          : "Final scoring: " + totals.map((total, seat) => `${seatToken(seat)} ${total}`).join(", ") + ".",
      );
    },
  };
}

export type EventWriter = ReturnType<typeof eventWriter>;
