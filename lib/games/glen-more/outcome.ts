/** A finished game's result: scores, winners and the score sheet the match page shows (details). */
import { at, type Outcome } from "@/lib/engine";
import { winnersOf } from "./scoring";
import { playerAt } from "./state";
import type { GlenMoreState } from "./types";

export function glenMoreOutcome(s: GlenMoreState): Outcome | null {
  if (!s.finished || !s.final) return null;
  const final = s.final;
  const winners = winnersOf(final);
  return {
    scores: final.map((r) => r.total),
    winners,
    details: {
      players: final.map((r, seat) => {
        const p = playerAt(s, seat);
        const scorings = s.scorings.map((sc) => {
          const row = at(sc.rows, seat, "scoring row");
          return row.whiskyVp + row.chieftainVp + row.cardVp;
        });
        return {
          seat,
          tilePoints: p.vp - scorings.reduce((a, b) => a + b, 0),
          scorings,
          abbey: r.abbey,
          morar: r.morar,
          duart: r.duart,
          cards: r.abbey + r.morar + r.duart,
          coins: r.coins,
          tiles: r.tiles,
          tilePenalty: r.tilePenalty,
          resources: r.resources,
          total: r.total,
        };
      }),
      scorings: s.scorings,
    },
  };
}
