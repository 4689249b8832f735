/**
 * Seeded PRNG whose whole state is a plain number kept inside the game state, so moves stay pure
 * and replayable (boardgame.io's lesson). sfc32-free and tiny: mulberry32 over a 32-bit state.
 * The state never reaches a browser: views are allow-lists that do not include it.
 */

export type RngState = number;

/** FNV-1a hash of the seed string to a 32-bit start state. */
export function seedRng(seed: string): RngState {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Next float in [0, 1) and the next state. */
export function nextFloat(state: RngState): [number, RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next];
}

/** Integer in [0, n). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  const [f, s] = nextFloat(state);
  return [Math.floor(f * n), s];
}

/** A shuffled copy (Fisher-Yates) and the next state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = nextInt(s, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}

/** A mutable cursor for code that draws many numbers in a row; read `.state` back when done. */
export class Rng {
  constructor(public state: RngState) {}
  float(): number {
    const [v, s] = nextFloat(this.state);
    this.state = s;
    return v;
  }
  int(n: number): number {
    const [v, s] = nextInt(this.state, n);
    this.state = s;
    return v;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const [v, s] = shuffle(this.state, items);
    this.state = s;
    return v;
  }
  /** One die: 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }
}
