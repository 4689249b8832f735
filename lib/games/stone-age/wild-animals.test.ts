/**
 * Wild Animals ("Wilde Tiere", rule text l.115-119): each sentence of the text, then each decision the site
 * took where it is silent (RULES-NOTES "Wild Animals"; penalties and rewards are site-values.ts ANIMALS).
 */
import { describe, expect, it } from "vitest";
import { lineText } from "@/lib/matches/history/history-text";
import { randomPlayout } from "@/lib/engine/playout";
import { ANIMAL_BY_ID, CARDS, LOCATION_INDEX, MATERIALS, isAnimalCard } from "./data";
import { stoneAge } from "./index";
import { ANIMALS } from "./site-values";
import { cloneState, civCardsInDeck, slideAndFill } from "./state";
import { actionsState, freshWith, isLegal, place, placeTurn, play, refuse, seatOf } from "./test-helpers";
import type { StoneAgeState } from "./types";

/** A history line as the English history shows it (the game writes message refs). */
const english = (l: unknown) => lineText(l, "en", "stone-age");

const ANIMAL_IDS = ANIMALS.map((a) => a.id);

/** Ends the placement: every seat puts all its people left on the first place that is not the animal. */
function finishPlacement(start: StoneAgeState): StoneAgeState {
  let s = start;
  while (s.phase === "place") {
    const places = stoneAge.legalMoves(s, s.turn).filter((m) => m.type === "place" && m.location !== "animal");
    const first = places[0];
    if (!first || first.type !== "place") throw new Error("nowhere to place");
    const most = places.filter((m) => m.type === "place" && m.location === first.location).at(-1) ?? first;
    s = play(play(s, s.turn, most), s.turn, { type: "end-turn" });
  }
  return s;
}

/** A game with the variant where exactly `inPlay` are out (the rest of the animals back in the deck). */
function withAnimals(players: number, inPlay: string[], seed = "animals"): StoneAgeState {
  const s = cloneState(freshWith(players, ["wild-animals"], seed));
  const a = s.animals!;
  s.deck = [...s.deck.filter((id) => !isAnimalCard(id)), ...ANIMAL_IDS.filter((id) => !inPlay.includes(id))];
  a.inPlay = inPlay.slice();
  a.gone = [];
  return s;
}

/** Seat 0 about to take a roll of `dice` for `good` while `inPlay` animals are out. */
function rollWith(
  inPlay: string[],
  good: "food" | "wood" | "gold",
  dice: number[],
  source: "location" | "card" = "location",
): StoneAgeState {
  const s = actionsState(2, 0, {}, "animal-roll", ["wild-animals"]);
  s.animals!.inPlay = inPlay;
  s.roll = { good, dice, bonus: 0, source };
  return s;
}

describe("the text: 'Vier Tierkarten werden in den Zivilisationsstapel gemischt. Wenn sie aufgedeckt werden, bleiben die Tiere im Spiel, bis sie vertrieben werden, und ziehen 1, 2 oder 3 von allen Würfelwürfen ab.'", () => {
  it.each(["a", "b", "c", "d", "e"])(
    "four animal cards are shuffled into the deck (seed %s); none ever lies in a card slot",
    (seed) => {
      const s = freshWith(3, ["wild-animals"], `deck-${seed}`);
      const animals = [...s.deck, ...s.animals!.inPlay].filter(isAnimalCard).sort();
      expect(animals).toEqual(ANIMAL_IDS.slice().sort());
      expect(s.deck.length + s.slots.length + s.animals!.inPlay.length).toBe(CARDS.length + 4);
      expect(s.slots.every((c) => c !== null && !isAnimalCard(c))).toBe(true);
    },
  );

  it("a revealed animal stays in play beside the display, and the next card fills the slot", () => {
    const s = withAnimals(2, []);
    s.slots = [null, "G01", "G02", "G03"];
    s.deck = ["A4", "G05", "G06", ...s.deck.filter((id) => !["A4", "G05", "G06", "G01", "G02", "G03"].includes(id))];
    expect(slideAndFill(s)).toBe(true);
    expect(s.slots).toEqual(["G05", "G01", "G02", "G03"]);
    expect(s.animals!.inPlay).toEqual(["A4"]);
  });

  it("while in play it lowers every dice roll: 3 + 3 for wood with the wild boar (-2) gives 1 wood, not 2", () => {
    const after = play(rollWith(["A2"], "wood", [3, 3]), 0, { type: "take" });
    expect(seatOf(after, 0).materials.wood).toBe(1);
    expect(seatOf(play(rollWith([], "wood", [3, 3]), 0, { type: "take" }), 0).materials.wood).toBe(2);
  });

  it("every roll: the '2 dice for a resource' cards too (6 + 6 for gold with the polar bear: 1 gold, not 2)", () => {
    expect(seatOf(play(rollWith(["A4"], "gold", [6, 6], "card"), 0, { type: "take" }), 0).materials.gold).toBe(1);
  });

  it("the animals subtract 1, 2 or 3", () => {
    expect([...new Set(ANIMALS.map((a) => a.penalty))].sort()).toEqual([1, 2, 3]);
    expect(ANIMALS).toHaveLength(4);
  });
});

describe("the text: 'Die Spieler müssen gemeinsam insgesamt X Personen auf die Karte setzen, um sie zu vertreiben (X = Anzahl der Spieler).'", () => {
  it("3 players: the animal takes 3 people in all, from one player or several", () => {
    let s = withAnimals(3, ["A1"]);
    const first = s.turn;
    expect(isLegal(s, first, place("animal", 3))).toBe(true);
    refuse(s, first, place("animal", 4));
    s = placeTurn(s, first, "animal", 2);
    const second = s.turn;
    refuse(s, second, place("animal", 2));
    s = placeTurn(s, second, "animal", 1);
    refuse(s, s.turn, place("animal", 1));
  });

  it("with X people on it, the animal is driven off when the placement ends: its penalty is gone for this round's rolls", () => {
    let s = withAnimals(2, ["A2"]);
    const a = s.turn;
    const b = 1 - a;
    s = placeTurn(s, a, "animal", 1);
    s = placeTurn(s, b, "animal", 1);
    s = finishPlacement(s);
    expect(s.animals!.inPlay).toEqual([]);
    expect(s.animals!.gone).toEqual(["A2"]);
    expect(s.player.every((p) => (p.placed[LOCATION_INDEX.animal] ?? 0) === 0)).toBe(true);
  });

  it("nobody may put people there when no animal is in play, and nobody twice in a round", () => {
    const none = withAnimals(2, []);
    refuse(none, none.turn, place("animal", 1));
    let s = withAnimals(4, ["A1"]);
    const a = s.turn;
    s = placeTurn(s, a, "animal", 1);
    for (let i = 0; i < 3; i++) s = placeTurn(s, s.turn, "hunt", 1);
    expect(s.turn).toBe(a);
    refuse(s, a, place("animal", 1));
  });
});

describe("the text: 'Nach der Verjagung eines wilden Tieres würfelt jeder Spieler 1 Würfel pro Person, die er auf der Karte platziert hat, und erhält die Belohnungen.'", () => {
  it("each player rolls one die per person he put there and takes the animal's reward for each face", () => {
    let s = withAnimals(3, ["A4"], "rewards");
    const [a, b, c] = [s.turn, (s.turn + 1) % 3, (s.turn + 2) % 3];
    s = placeTurn(s, a, "animal", 2);
    s = placeTurn(s, b, "animal", 1);
    const before = cloneState(s);
    s = finishPlacement(s);
    const drive = s.animals!.lastDriveOff!;
    expect(drive.animal).toBe("A4");
    expect(drive.dice.map((d) => d.length)).toEqual([0, 1, 2].map((k) => (k === a ? 2 : k === b ? 1 : 0)));
    for (const seat of [a, b]) {
      const expected = { food: seatOf(before, seat).food, ...seatOf(before, seat).materials };
      for (const face of drive.dice[seat]!) {
        const r = ANIMAL_BY_ID.A4!.rewards[face - 1]!;
        expected.food += r.food ?? 0;
        for (const m of MATERIALS) expected[m] += r[m] ?? 0;
      }
      expect({ food: seatOf(s, seat).food, ...seatOf(s, seat).materials }).toEqual(expected);
    }
    expect(stoneAge.describeAftermath?.(before, c, { type: "end-turn" }, s).map(english).join(" ") ?? "").toContain(
      "The players drove off the polar bear",
    );
  });
});

describe("decisions (RULES-NOTES 'Wild Animals')", () => {
  it("several animals in play: their penalties add up (bird of prey 1 + polar bear 3 = 4)", () => {
    expect(seatOf(play(rollWith(["A1", "A4"], "wood", [4, 5]), 0, { type: "take" }), 0).materials.wood).toBe(1);
    expect(stoneAge.playerView(rollWith(["A1", "A4"], "wood", [4, 5]), 0).animals?.penalty).toBe(4);
  });

  it("the penalty lowers the dice, never below zero, and tools are added after (1 die showing 1, -3, tool 2: 1 food)", () => {
    let s = rollWith(["A4"], "food", [1]);
    seatOf(s, 0).tools = [2];
    seatOf(s, 0).toolsUsed = [false];
    s = play(s, 0, { type: "use-tool", tool: 0 });
    expect(seatOf(play(s, 0, { type: "take" }), 0).food - seatOf(s, 0).food).toBe(1);
  });

  it("the lottery's dice are not lowered (they name prizes, not sums)", () => {
    const s = actionsState(2, 0, {}, "lottery", ["wild-animals"]);
    s.animals!.inPlay = ["A4"];
    s.lottery = { dice: [4, 1], order: [0, 1], card: "S03" };
    const after = play(s, 0, { type: "pick-die", face: 4 });
    expect(seatOf(after, 0).materials.gold).toBe(seatOf(s, 0).materials.gold + 1);
  });

  it("people go on the oldest animal; with fewer than X the people come back with nothing and the animal stays", () => {
    let s = withAnimals(2, ["A3", "A1"]);
    const a = s.turn;
    s = placeTurn(s, a, "animal", 1);
    const before = cloneState(s);
    s = finishPlacement(s);
    expect(s.animals!.inPlay).toEqual(["A3", "A1"]);
    expect(s.animals!.lastDriveOff).toBeNull();
    expect(seatOf(s, a).placed[LOCATION_INDEX.animal]).toBe(0);
    expect(
      stoneAge.describeAftermath?.(before, s.turn, { type: "end-turn" }, s).map(english).join(" ") ?? "",
    ).not.toContain("drove off");
  });

  it("an animal under the 'extra card' (G05) comes into play, and the card below it is the extra card", () => {
    const s = actionsState(2, 0, { "card-3": 1 }, "extra", ["wild-animals"]);
    s.slots[3] = "G05";
    s.animals!.inPlay = [];
    s.deck = ["A3", "G10", ...s.deck.filter((id) => id !== "A3" && id !== "G10" && id !== "G05")];
    seatOf(s, 0).materials = { wood: 1, clay: 0, stone: 0, gold: 0 };
    const after = play(s, 0, { type: "buy-card", slot: 3, payment: { wood: 1, clay: 0, stone: 0, gold: 0 } });
    expect(seatOf(after, 0).cards).toEqual(["G05", "G10"]);
    expect(after.animals!.inPlay).toEqual(["A3"]);
  });

  it("the game ends when the civilization cards cannot fill the display: animal cards do not count", () => {
    const s = withAnimals(2, []);
    s.deck = ["A1", "A2", "G01"];
    s.slots = [null, null, "G02", "G03"];
    expect(civCardsInDeck(s)).toBe(1);
    expect(slideAndFill(s)).toBe(false);
  });

  it("animals are revealed only by moves that commit (reveal or end), never by an undoable step", () => {
    for (const seed of ["r1", "r2", "r3"]) {
      randomPlayout({
        game: stoneAge,
        players: 3,
        seed,
        options: { variants: ["wild-animals"] },
        style: "uniform",
        check: (before, seat, move, after) => {
          const b = before as StoneAgeState;
          if (((after as StoneAgeState).animals?.inPlay.length ?? 0) > (b.animals?.inPlay.length ?? 0)) {
            expect(stoneAge.moveKind(b, seat, move as never)).not.toBe("step");
          }
        },
      });
    }
  });
});
