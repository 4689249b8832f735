import { describe, expect, it } from "vitest";
import { randomPlayout } from "@/lib/engine/playout";
import { games, getGame } from "@/lib/games";
import { packedFormat, packState, unpackState } from "./packed-state";

/** Every 7th state of a random 3-player game (2 for a game that allows no more). */
function statesOf(key: string): unknown[] {
  const game = getGame(key)!;
  const players = Math.min(3, game.maxPlayers);
  const states: unknown[] = [];
  randomPlayout({
    game,
    players,
    seed: `packed-${key}`,
    inspect: (s, step) => void (step % 7 === 0 && states.push(JSON.parse(JSON.stringify(s)))),
  });
  return states;
}

describe.each(Object.keys(games))("packed states of %s", (key) => {
  const states = statesOf(key);

  it("unpack to the state packed, key order included, and are deflated", () => {
    expect(states.length).toBeGreaterThan(5);
    for (const state of states) {
      const packed = packState(state);
      expect(packedFormat(packed)).toBe("deflate");
      const back = unpackState(packed);
      // The same text: not only equal values but the same key order (a jsonb column sorted the keys).
      expect(JSON.stringify(back)).toBe(JSON.stringify(state));
    }
  });

  it("are smaller than their JSON text, by half or more on average", () => {
    const json = states.reduce((t: number, s) => t + Buffer.byteLength(JSON.stringify(s)), 0);
    const packed = states.reduce((t: number, s) => t + packState(s).byteLength, 0);
    console.log(
      `[size] ${key}: ${states.length} states, JSON ${Math.round(json / states.length)} B, packed ${Math.round(packed / states.length)} B on average`,
    );
    expect(packed).toBeLessThan(json / 2);
  });
});

describe("the stored formats", () => {
  it("format 0 is the JSON text as is (what the migration made of older rows)", () => {
    const plain = new Uint8Array([0, ...Buffer.from('{"round":3,"board":[1,2]}')]);
    expect(packedFormat(plain)).toBe("plain");
    expect(unpackState(plain)).toEqual({ round: 3, board: [1, 2] });
  });

  it("reads from a view into a larger buffer (as a driver may hand it over)", () => {
    const packed = packState({ a: "ü ☃", n: null });
    const pool = new Uint8Array(packed.byteLength + 10);
    pool.set(packed, 5);
    expect(unpackState(pool.subarray(5, 5 + packed.byteLength))).toEqual({ a: "ü ☃", n: null });
  });

  it("null is no state; an unknown format or a state that is not JSON is an error, not a wrong state", () => {
    expect(unpackState(null)).toBeNull();
    expect(packedFormat(null)).toBeNull();
    expect(() => unpackState(new Uint8Array([7, 1, 2]))).toThrow(/unknown format 7/);
    expect(() => packedFormat(new Uint8Array([7]))).toThrow(/unknown format 7/);
    expect(() => packState(undefined)).toThrow(/not JSON/);
  });
});
