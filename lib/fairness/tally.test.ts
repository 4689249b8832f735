import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/engine";
import { tallyDraws } from "./tally";

describe("tallyDraws", () => {
  it("counts dice, shuffles and other draws, the same numbers as without it, and unwraps Rng after", () => {
    const draw = (rng: Rng) => [rng.die(), rng.die(6), rng.shuffle([1, 2, 3, 4]), rng.int(10), rng.float()];
    const plain = draw(new Rng(42));
    const methods = { ...Object.getOwnPropertyDescriptors(Rng.prototype) };
    const { value, tally } = tallyDraws(() => draw(new Rng(42)));
    expect(value).toEqual(plain);
    expect(tally).toEqual({ dice: 2, shuffles: 1, draws: 2 });
    expect(Object.getOwnPropertyDescriptors(Rng.prototype)).toEqual(methods);
    expect(() =>
      tallyDraws(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(Object.getOwnPropertyDescriptors(Rng.prototype)).toEqual(methods);
  });
});
