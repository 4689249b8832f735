/** The direct check of hut moves (isLegalHutMove) answers exactly as the list of legal moves does. */
import { describe, expect, it } from "vitest";
import { mutations } from "@/lib/engine/move-mutations";
import { randomPlayout } from "@/lib/engine/playout";
import { clans } from "./index";
import { isLegal, isLegalHutMove } from "./rules";
import { wellFormed, type ClansMove, type ClansState } from "./types";

describe("isLegalHutMove", () => {
  it("agrees with isLegal on every pair of territories, the legal moves and their mutations", () => {
    let legal = 0;
    let asked = 0;
    const disagreements: unknown[] = [];
    for (const seed of ["hut-moves-1", "hut-moves-2"]) {
      randomPlayout<ClansState, ClansMove>({
        game: clans,
        players: 3,
        seed,
        inspect: (s, step) => {
          if (step % 4 !== 0) return;
          const candidates: unknown[] = [{ type: "move", from: 0, to: 1, extra: undefined }, { type: "end-turn" }];
          for (let from = 0; from < 60; from++)
            for (let to = 0; to < 60; to++) candidates.push({ type: "move", from, to });
          for (const m of clans.legalMoves(s, s.turn)) candidates.push(...mutations(m), { ...m, extra: 1 });
          for (const seat of [s.turn, (s.turn + 1) % 3]) {
            for (const m of candidates) {
              if (!wellFormed(m)) continue;
              const expected = isLegal(s, seat, m);
              if (isLegalHutMove(s, seat, m) !== expected) disagreements.push({ m, seat, expected });
              if (expected) legal++;
              asked++;
            }
          }
        },
      });
    }
    expect(disagreements).toEqual([]);
    expect(legal).toBeGreaterThan(1000);
    expect(asked).toBeGreaterThan(100_000);
  });
});
