/**
 * Hidden colours. Non-interference check: for each viewer we run a twin game whose only difference is that
 * every OTHER seat holds a different colour (the four colours the viewer does not hold, rotated). Before the
 * end, everything that viewer can receive (its view, every history line, legal moves, rejection messages,
 * outcome) must be identical in both games, so nothing in it can depend on the other seats' colours.
 * A view that spread the state (or leaked a colour in any field) makes the twins differ and fails.
 */
import { describe, expect, it } from "vitest";
import { Rng, seedRng, rejectionText } from "@/lib/engine";
import { clans } from "./index";
import { COLOURS } from "./rules-data";
import type { ClansMove, ClansState } from "./types";

/** The same state with every seat other than `viewer` holding another colour. */
function twin(s: ClansState, viewer: number): ClansState {
  const mine = s.colours[viewer] ?? -1;
  const others = [0, 1, 2, 3, 4].filter((c) => c !== mine);
  const colours = s.colours.map((c, seat) => {
    if (seat === viewer) return c;
    const i = others.indexOf(c);
    return others[(i + 1) % others.length] ?? c;
  });
  return { ...structuredClone(s), colours };
}

const ILLEGAL: ClansMove[] = [
  { type: "end-turn" },
  { type: "move", from: 0, to: 59 },
  { type: "choose-village", territory: 7 },
];

/** What `viewer` receives in state `s` after `move` led from `before`. */
function observable(before: ClansState, move: ClansMove, s: ClansState, viewer: number) {
  const seat = before.turn;
  return JSON.stringify({
    view: clans.playerView(s, viewer),
    spectator: clans.playerView(s, null),
    line: clans.describeMove(before, seat, move, s),
    aftermath: clans.describeAftermath?.(before, seat, move, s) ?? [],
    legal: clans.legalMoves(s, s.turn),
    rejections: [0, 1, 2, 3].flatMap((seat2) =>
      ILLEGAL.map((m) => {
        const r = clans.applyMove(s, seat2, m);
        return r.ok ? "ok" : `${r.code}:${rejectionText(r)}`;
      }),
    ),
    outcome: s.phase === "over" ? "over" : clans.outcome(s),
  });
}

function scanGame(players: number, seed: string, viewView: (s: ClansState, v: number) => unknown = clans.playerView) {
  const rng = new Rng(seedRng(`scan-${seed}`));
  const a0 = clans.setup({ players, seed, options: {} });
  let games = Array.from({ length: players }, (_, v) => ({ real: a0, twin: twin(a0, v) }));
  let leaks = 0;
  let steps = 0;
  for (let guard = 0; guard < 1000 && !clans.outcome(games[0]?.real ?? a0); guard++) {
    const real = games[0]?.real ?? a0;
    const legal = clans.legalMoves(real, real.turn);
    const m = legal[rng.int(legal.length)];
    if (!m) throw new Error("no legal move");
    games = games.map(({ real: r, twin: t }, viewer) => {
      const r2 = clans.applyMove(r, r.turn, m);
      const t2 = clans.applyMove(t, t.turn, m);
      if (!r2.ok || !t2.ok) throw new Error("twin diverged");
      if (r2.value.phase !== "over") {
        const same =
          observable(r, m, r2.value, viewer) === observable(t, m, t2.value, viewer) &&
          JSON.stringify(viewView(r2.value, viewer)) === JSON.stringify(viewView(t2.value, viewer));
        if (!same) leaks++;
      }
      return { real: r2.value, twin: t2.value };
    });
    steps++;
  }
  return { leaks, steps, final: games[0]?.real ?? a0 };
}

describe("hidden colours", () => {
  it("no seat can tell the other seats' colours from anything it receives before the end", () => {
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 6; g++) {
        const { leaks, steps, final } = scanGame(players, `hid-${players}-${g}`);
        expect(steps).toBeGreaterThan(20);
        expect(leaks).toBe(0);
        expect(final.phase).toBe("over");
      }
    }
  });

  it("the scan catches a view that spreads the state", () => {
    const leaky = (s: ClansState, v: number) => ({ ...clans.playerView(s, v), ...s });
    expect(scanGame(3, "leaky", leaky).leaks).toBeGreaterThan(0);
    const subtle = (s: ClansState, v: number) => ({
      ...clans.playerView(s, v),
      seatsHolding: s.colours.slice().sort(),
    });
    expect(scanGame(2, "subtle", subtle).leaks).toBeGreaterThan(0);
  });

  it("a view shows only the viewer's own colour while running, everyone's at the end", () => {
    const s = clans.setup({ players: 4, seed: "view", options: {} });
    for (let seat = 0; seat < 4; seat++) {
      const v = clans.playerView(s, seat);
      expect(v.myColour).toBe(COLOURS[s.colours[seat] ?? -1]);
      expect(v.revealedColours).toBeNull();
      const json = JSON.stringify(v);
      expect(json).not.toContain('"colours"');
      expect(json).not.toContain('"rng"');
      for (const other of [0, 1, 2, 3].filter((o) => o !== seat)) {
        expect(json).not.toContain(`"${COLOURS[s.colours[other] ?? -1]}"`);
      }
    }
    expect(clans.playerView(s, null).myColour).toBeNull();
    const { final } = scanGame(4, "end");
    const names = final.colours.map((c) => COLOURS[c]);
    expect(clans.playerView(final, null).revealedColours).toEqual(names);
    expect(clans.playerView(final, 2).revealedColours).toEqual(names);
    expect((clans.outcome(final)?.details as { colours: string[] }).colours).toEqual(names);
  });
});
