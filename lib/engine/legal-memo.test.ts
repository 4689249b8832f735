import { describe, expect, it } from "vitest";
import { legalMemo } from "./legal-memo";

type Move = { type: string; n?: number };

function counted() {
  const calls: number[] = [];
  const memo = legalMemo((s: { n: number }, seat: number): Move[] => {
    calls.push(seat);
    return [{ type: "take", n: s.n + seat }, { type: "end-turn" }];
  });
  return { memo, calls };
}

describe("legalMemo", () => {
  it("works a state's legal moves out once per seat and answers legality from them", () => {
    const { memo, calls } = counted();
    const s = { n: 1 };
    expect(memo.legalMoves(s, 0)).toEqual([{ type: "take", n: 1 }, { type: "end-turn" }]);
    expect(memo.isLegal(s, 0, { type: "take", n: 1 })).toBe(true);
    expect(memo.isLegal(s, 0, { n: 1, type: "take" })).toBe(true);
    expect(memo.isLegal(s, 0, { type: "take", n: 2 })).toBe(false);
    expect(memo.isLegal(s, 0, { type: "take", n: 1, extra: true })).toBe(false);
    expect(calls).toEqual([0]);
    expect(memo.isLegal(s, 1, { type: "take", n: 2 })).toBe(true);
    expect(memo.legalMoves(s, 1)).toEqual([{ type: "take", n: 2 }, { type: "end-turn" }]);
    expect(calls).toEqual([0, 1]);
    // Another state object is worked out anew, even when it is equal.
    expect(memo.legalMoves({ n: 1 }, 0)).toHaveLength(2);
    expect(calls).toEqual([0, 1, 0]);
  });

  it("hands out a fresh array each time, so a caller's change does not reach the next caller", () => {
    const { memo } = counted();
    const s = { n: 5 };
    const first = memo.legalMoves(s, 0);
    first.pop();
    first.push({ type: "cheat" });
    expect(memo.legalMoves(s, 0)).toEqual([{ type: "take", n: 5 }, { type: "end-turn" }]);
    expect(memo.isLegal(s, 0, { type: "cheat" })).toBe(false);
  });

  it("remembers the latest states only", () => {
    const { memo, calls } = counted();
    const states = Array.from({ length: 6 }, (_, n) => ({ n }));
    for (const s of states) memo.legalMoves(s, 0);
    expect(calls).toHaveLength(6);
    // The last few are remembered; the first ones were let go and are worked out anew.
    memo.legalMoves(states[5]!, 0);
    expect(calls).toHaveLength(6);
    memo.legalMoves(states[0]!, 0);
    expect(calls).toHaveLength(7);
  });

  it("keeps seats apart, whatever number a caller passes as a seat", () => {
    const { memo } = counted();
    const s = { n: 0 };
    expect(memo.isLegal(s, 1.5, { type: "take", n: 1.5 })).toBe(true);
    expect(memo.isLegal(s, -1, { type: "take", n: -1 })).toBe(true);
    expect(memo.isLegal(s, Number.NaN, { type: "take", n: 0 })).toBe(false);
  });
});
