import { describe, expect, it } from "vitest";
import { submitWithRetry } from "./submit-with-retry";
import type { MatchResult } from "@/lib/errors/errors";

describe("submitWithRetry", () => {
  it("sends again after failures on the way, with the backoff, until an answer comes", async () => {
    const waits: number[] = [];
    const retries: number[] = [];
    let calls = 0;
    const r = await submitWithRetry<{ version: number }>(
      async () => {
        calls++;
        if (calls < 4) throw new TypeError("Failed to fetch");
        return { ok: true, value: { version: 8 } };
      },
      { onRetrying: (n) => retries.push(n), wait: async (ms) => void waits.push(ms) },
    );
    expect(r).toEqual({ result: { ok: true, value: { version: 8 } }, attempts: 4 });
    expect(retries).toEqual([1, 2, 3]);
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it("an answer, even a refusal, ends the retries at once", async () => {
    let calls = 0;
    const refusal: MatchResult<never> = { ok: false, code: "STALE_VERSION", message: "changed" };
    const r = await submitWithRetry(async () => (calls++, refusal), { onRetrying: () => {}, wait: async () => {} });
    expect(r).toEqual({ result: refusal, attempts: 1 });
    expect(calls).toBe(1);
  });

  it("the wait grows to 15 s and stays there", async () => {
    const waits: number[] = [];
    let calls = 0;
    await submitWithRetry(
      async () => {
        if (++calls < 10) throw new Error("502");
        return { ok: true, value: null };
      },
      { onRetrying: () => {}, wait: async (ms) => void waits.push(ms) },
    );
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);
  });
});
