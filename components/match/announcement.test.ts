import { describe, expect, it } from "vitest";
import type { LogLine } from "@/lib/matches/read/views";
import en from "@/lib/i18n/messages/en/match.json";
import de from "@/lib/i18n/messages/de/match.json";
import { announcement as announce, MAX_ENTRIES, type AnnouncementInput } from "./announcement";

/** In English unless the test says otherwise: the words as the match page hands them over. */
const announcement = (input: Omit<AnnouncementInput, "words" | "locale">) =>
  announce({ ...input, words: en.announce, locale: "en" });

const names = ["Anna", "Bot 2 (greedy)", "Carl"];
const nameOf = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
const entry = (index: number, seat: number, lines: string[]): LogLine => ({
  index,
  seat,
  lines,
  keys: lines,
  marks: [],
  endsTurn: true,
  at: "2026-01-01T00:00:00Z",
  isNew: true,
});

describe("the live region's sentence", () => {
  it("says the own move in the board's words, then the prompt and whose turn it is", () => {
    const text = announcement({
      own: { action: "move", said: "Take Loch Ness (space 5)" },
      entries: [],
      mySeat: 0,
      nameOf,
      prompt: "Still to pay: 1 wood. Pay from your display or buy at the market.",
      turn: "Your turn.",
    });
    expect(text).toBe(
      "You chose: Take Loch Ness (space 5). Still to pay: 1 wood. Pay from your display or buy at the market. Your turn.",
    );
  });

  it("reads other players' new history lines with their names, but not the viewer's own", () => {
    const text = announcement({
      own: { action: "commit" },
      entries: [entry(4, 0, ["{seat:0} placed 2 people"]), entry(5, 1, ["{seat:1} took Forest", "paid 1 wood"])],
      mySeat: 0,
      nameOf,
      prompt: "",
      turn: "Your turn.",
    });
    expect(text).toBe("You ended your turn. Bot 2 (greedy): Bot 2 (greedy) took Forest. paid 1 wood. Your turn.");
  });

  it("sums up a long absence instead of reading every entry", () => {
    const entries = Array.from({ length: MAX_ENTRIES + 2 }, (_, i) => entry(i, 1 + (i % 2), [`move ${i}`]));
    const text = announcement({ own: null, entries, mySeat: 0, nameOf, prompt: "", turn: "Waiting for Carl." });
    expect(text.startsWith("2 earlier history entries are in the history.")).toBe(true);
    expect(text).toContain(`move ${MAX_ENTRIES + 1}.`);
    expect(text).not.toContain("move 1.");
    expect(text.endsWith("Waiting for Carl.")).toBe(true);
  });

  it("names undo and a move without words, and adds no doubled full stops", () => {
    expect(
      announcement({
        own: { action: "undo-step" },
        entries: [],
        mySeat: 0,
        nameOf,
        prompt: "Choose a place.",
        turn: "Your turn.",
      }),
    ).toBe("Step undone. Choose a place. Your turn.");
    expect(
      announcement({ own: { action: "undo-turn" }, entries: [], mySeat: 0, nameOf, prompt: "", turn: "Your turn." }),
    ).toBe("Turn undone. Your turn.");
    expect(
      announcement({ own: { action: "move" }, entries: [], mySeat: 1, nameOf, prompt: "", turn: "The match is over." }),
    ).toBe("Your move was made. The match is over.");
  });

  it("a spectator hears every player", () => {
    const text = announcement({
      own: null,
      entries: [entry(1, 0, ["{seat:0} moved 3 huts"])],
      mySeat: null,
      nameOf,
      prompt: "",
      turn: "Waiting for Bot 2 (greedy).",
    });
    expect(text).toBe("Anna: Anna moved 3 huts. Waiting for Bot 2 (greedy).");
  });

  it("speaks the viewer's language", () => {
    const entries = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => entry(i, 1, [`Zug ${i}`]));
    const text = announce({
      own: { action: "commit" },
      entries,
      mySeat: 0,
      nameOf,
      prompt: "",
      turn: "Warten auf Carl.",
      words: de.announce,
      locale: "de",
    });
    expect(
      text.startsWith("Du hast deinen Zug beendet. 1 früherer Eintrag steht im Verlauf. Bot 2 (greedy): Zug 1."),
    ).toBe(true);
    expect(
      announce({
        own: { action: "move", said: "Nimm Loch Ness" },
        entries: [],
        mySeat: 0,
        nameOf,
        prompt: "",
        turn: "Du bist am Zug.",
        words: de.announce,
        locale: "de",
      }),
    ).toBe("Du hast gewählt: Nimm Loch Ness. Du bist am Zug.");
  });
});
