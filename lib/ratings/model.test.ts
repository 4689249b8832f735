import { describe, expect, it } from "vitest";
import { NEW_RATING, rateMatch, shownRating } from "./model";

const close = (a: { mu: number; sigma: number }, mu: number, sigma: number) => {
  // openskill's README prints three decimals, not always rounded: agree to two.
  expect(a.mu).toBeCloseTo(mu, 2);
  expect(a.sigma).toBeCloseTo(sigma, 2);
};

describe("Weng-Lin ratings (openskill's published examples)", () => {
  it("four new players ranked 4, 1, 3, 2", () => {
    const [a, b, c, d] = rateMatch([4, 1, 3, 2].map((rank) => ({ rating: NEW_RATING, rank })));
    close(a!, 20.963, 8.084);
    close(b!, 27.795, 8.263);
    close(c!, 24.689, 8.084);
    close(d!, 26.553, 8.179);
  });

  it("ties share the change: two second places", () => {
    // openskill's README score example [37, 19, 37, 42] as ranks.
    const [a, b, c, d] = rateMatch([2, 4, 2, 1].map((rank) => ({ rating: NEW_RATING, rank })));
    close(a!, 24.689, 8.179);
    close(b!, 22.826, 8.179);
    close(c!, 24.689, 8.179);
    close(d!, 27.795, 8.263);
  });

  it("hand-checked two-player case: the winner gains what the loser loses, the uncertainty shrinks, the shown rating is mu - 3 sigma", () => {
    const [w, l] = rateMatch([
      { rating: NEW_RATING, rank: 1 },
      { rating: NEW_RATING, rank: 2 },
    ]);
    expect(w!.mu - 25).toBeCloseTo(25 - l!.mu, 9);
    expect(w!.mu).toBeGreaterThan(25);
    expect(w!.sigma).toBeLessThan(NEW_RATING.sigma);
    expect(shownRating(NEW_RATING)).toBe(0);
    expect(shownRating(w!)).toBe(Math.round((w!.mu - 3 * w!.sigma) * 10) / 10);
  });

  it("beating a much stronger player moves the rating more than beating a weaker one", () => {
    const strong = { mu: 35, sigma: 3 };
    const weak = { mu: 15, sigma: 3 };
    const me = { mu: 25, sigma: 3 };
    const [upset] = rateMatch([
      { rating: me, rank: 1 },
      { rating: strong, rank: 2 },
    ]);
    const [expected] = rateMatch([
      { rating: me, rank: 1 },
      { rating: weak, rank: 2 },
    ]);
    expect(upset!.mu - 25).toBeGreaterThan(expected!.mu - 25);
  });
});
