/**
 * Counts the random draws of a replay (lib/fairness/verify.ts): while `tallyDraws` runs, every `Rng` (lib/engine/
 * rng.ts) counts its dice (`die`), shuffles and other numbers (`int`, `float`). Done by wrapping the class's
 * methods for that synchronous call only, so the engine (which every match page ships) carries no counters.
 */
import { Rng } from "@/lib/engine";

export interface RngTally {
  dice: number;
  shuffles: number;
  draws: number;
}

export function tallyDraws<T>(work: () => T): { value: T; tally: RngTally } {
  const tally: RngTally = { dice: 0, shuffles: 0, draws: 0 };
  const proto = Rng.prototype;
  const { die, shuffle, int, float } = proto;
  // `die` draws through `int` (one die: one draw counted as a die, not as a number too).
  let inDie = false;
  proto.die = function (this: Rng, sides?: number) {
    tally.dice++;
    inDie = true;
    try {
      return die.call(this, sides);
    } finally {
      inDie = false;
    }
  };
  proto.shuffle = function <U>(this: Rng, items: readonly U[]) {
    tally.shuffles++;
    return shuffle.call(this, items) as U[];
  };
  proto.int = function (this: Rng, n: number) {
    if (!inDie) tally.draws++;
    return int.call(this, n);
  };
  proto.float = function (this: Rng) {
    tally.draws++;
    return float.call(this);
  };
  try {
    return { value: work(), tally };
  } finally {
    Object.assign(proto, { die, shuffle, int, float });
  }
}
