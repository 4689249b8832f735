import { describe, expect, it } from "vitest";
import { groupTurns, marksToDraw } from "./history-turns";
import { seatNameAt } from "@/lib/format/seat-name";
import type { LogLine } from "../read/views";

const at = (i: number) => new Date(Date.UTC(2026, 10, 24, 10, i)).toISOString();
const entry = (index: number, seat: number, lines: string[], endsTurn: boolean): LogLine => ({
  index,
  seat,
  lines,
  keys: lines,
  marks: [],
  endsTurn,
  at: at(index),
  isNew: false,
});

describe("groupTurns: one history entry per committed turn", () => {
  const names = (seat: number) => ["Ana", "Bo"][seat]!;
  const plain = (line: string) => line;

  it("joins the committed parts of one turn (a die roll commits the part before it) and splits at the end of a turn", () => {
    const log = [
      entry(0, 0, ["placed 2 people on the forest"], false),
      entry(1, 0, ["rolled 4, 5: 3 wood"], false),
      entry(2, 0, ["ended the turn"], true),
      entry(3, 1, ["took the river"], true),
      entry(4, 0, ["fed the people"], true),
    ];
    const turns = groupTurns(log, names, plain, null);
    expect(turns.map((t) => [t.name, t.first, t.last, t.lines.map((l) => l.text)])).toEqual([
      ["Ana", 0, 2, ["placed 2 people on the forest", "rolled 4, 5: 3 wood", "ended the turn"]],
      ["Bo", 3, 3, ["took the river"]],
      ["Ana", 4, 4, ["fed the people"]],
    ]);
    // The turn's time is when it was committed (its last part).
    expect(turns[0]!.at).toBe(at(2));
  });

  it("two turns of the same seat in a row stay two entries; so do entries with a gap between them (an earlier page not loaded)", () => {
    const turns = groupTurns(
      [entry(5, 0, ["a"], true), entry(6, 0, ["b"], true), entry(9, 1, ["c"], false), entry(12, 1, ["d"], true)],
      names,
      plain,
      null,
    );
    expect(turns.map((t) => [t.first, t.last])).toEqual([
      [5, 5],
      [6, 6],
      [9, 9],
      [12, 12],
    ]);
  });

  it("marks the turns after the viewer's last look; spectators get no marks", () => {
    const log = [
      entry(0, 0, ["a"], true),
      entry(1, 1, ["b"], false),
      entry(2, 1, ["c"], true),
      entry(3, 0, ["d"], true),
    ];
    expect(groupTurns(log, names, plain, 1).map((t) => t.unseen)).toEqual([false, true, true]);
    expect(groupTurns(log, names, plain, -1).map((t) => t.unseen)).toEqual([true, true, true]);
    expect(groupTurns(log, names, plain, null).map((t) => t.unseen)).toEqual([false, false, false]);
  });

  it("names a seat that changed hands as it was: the player's own moves, then the bot for them", () => {
    const seat = { bot: "greedy", former: "Ana", replacedAt: 3 };
    const nameAt = (s: number, index: number) => (s === 0 ? seatNameAt(seat, 0, index) : "Bo");
    const log = [
      entry(0, 0, ["x"], true),
      entry(1, 1, ["y"], true),
      entry(2, 0, ["Ana left; a bot plays the seat"], false),
      entry(3, 0, ["z"], true),
    ];
    expect(groupTurns(log, nameAt, plain, null).map((t) => [t.name, t.first, t.last])).toEqual([
      ["Ana", 0, 0],
      ["Bo", 1, 1],
      ["Ana", 2, 2],
      ["Bot for Ana", 3, 3],
    ]);
    // Lines name other seats as they were at that entry too.
    const lineText = (line: string, index: number) => line.replace("{0}", seatNameAt(seat, 0, index));
    expect(
      groupTurns(
        [entry(1, 1, ["passed {0}"], true), entry(4, 1, ["passed {0}"], true)],
        nameAt,
        lineText,
        null,
      ).flatMap((t) => t.lines.map((l) => l.text)),
    ).toEqual(["passed Ana", "passed Bot for Ana"]);
  });
});

describe("seat names", () => {
  it("a bot that took over is 'Bot for <name>'; a bot from the start keeps its number and style; unknown moments name it as now", () => {
    expect(seatNameAt({ bot: "greedy", former: "Ana", replacedAt: 10 }, 0, 9)).toBe("Ana");
    expect(seatNameAt({ bot: "greedy", former: "Ana", replacedAt: 10 }, 0, 10)).toBe("Bot for Ana");
    expect(seatNameAt({ bot: "greedy", former: "Ana", replacedAt: null }, 0, 3)).toBe("Bot for Ana");
    expect(seatNameAt({ bot: "random" }, 1, 0)).toBe("Bot 2 (random)");
    expect(seatNameAt({ username: "Cy" }, 2, 0)).toBe("Cy");
    expect(seatNameAt(undefined, 3, 0)).toBe("Seat 4");
  });
});

describe("marksToDraw: what the live board draws", () => {
  const mark = (seat: number, at: string) => ({ kind: "placed" as const, seat, at });
  const e = (index: number, seat: number, endsTurn: boolean, isNew: boolean, at: string): LogLine => ({
    ...entry(index, seat, ["x"], endsTurn),
    isNew,
    marks: [mark(seat, at)],
  });

  it("a player sees what every other seat did since the player's own last turn", () => {
    const log = [
      e(0, 0, true, false, "location:hunt"),
      e(1, 1, true, true, "location:forest"),
      e(2, 2, false, true, "location:river"),
      e(3, 2, true, true, "location:card-0"),
    ];
    expect(marksToDraw(log, 0).map((m) => m.at)).toEqual(["location:forest", "location:river", "location:card-0"]);
  });

  it("the viewer's own entries are never 'new' to them", () => {
    const log = [
      e(0, 1, true, false, "location:hunt"),
      e(1, 0, false, true, "location:forest"),
      e(2, 0, true, true, "location:river"),
    ];
    // Nothing by others since: the last turn (the viewer's own) is drawn, whole.
    expect(marksToDraw(log, 0).map((m) => m.at)).toEqual(["location:forest", "location:river"]);
  });

  it("a spectator sees the last turn, with all its committed parts", () => {
    const log = [
      e(0, 0, true, false, "location:hunt"),
      e(1, 1, false, false, "location:forest"),
      e(2, 1, true, false, "location:river"),
    ];
    expect(marksToDraw(log, null).map((m) => m.at)).toEqual(["location:forest", "location:river"]);
    expect(marksToDraw([], null)).toEqual([]);
  });
});
