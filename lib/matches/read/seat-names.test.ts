import { describe, expect, it } from "vitest";
import { seatDisplayName, seatNameAt } from "@/lib/format/seat-name";
import { seatNameIn } from "./seat-names";
import { deletedPlayerWords } from "./deleted-player";

describe("seat names in the reader's language", () => {
  it("names bots and open seats in English and German; a username stays as it is", () => {
    expect(seatNameIn("en", { bot: "greedy" }, 1)).toBe("Bot 2 (greedy)");
    expect(seatNameIn("de", { bot: "greedy" }, 1)).toBe("Bot 2 (punktegierig)");
    expect(seatNameIn("de", { bot: "random" }, 0)).toBe("Bot 1 (zufällig)");
    expect(seatNameIn("en", { bot: "greedy", former: "Ana" }, 0)).toBe("Bot for Ana");
    expect(seatNameIn("de", { bot: "greedy", former: "Ana" }, 0)).toBe("Bot für Ana");
    expect(seatNameIn("en", {}, 2)).toBe("Seat 3");
    expect(seatNameIn("de", {}, 2)).toBe("Platz 3");
    expect(seatNameIn("de", { username: "Ana" }, 0)).toBe("Ana");
    expect(seatNameIn("de", { bot: "greedy", deleted: deletedPlayerWords("de") }, 0)).toBe(
      "Bot für einen gelöschten Spieler",
    );
  });

  it("the pages' pure naming uses the server's name, and the former player's before the bot took over", () => {
    const seat = { bot: "greedy", former: "Ana", replacedAt: 4 };
    const de = { ...seat, name: seatNameIn("de", seat, 0) };
    expect(seatDisplayName(de, 0)).toBe("Bot für Ana");
    expect(seatNameAt(de, 0, 3)).toBe("Ana");
    expect(seatNameAt(de, 0, 4)).toBe("Bot für Ana");
    expect(seatDisplayName({ name: "Platz 2" }, 1)).toBe("Platz 2");
    expect(seatDisplayName({ name: "Platz 2" }, 1, "freier Platz")).toBe("freier Platz");
    // Without the server's words (API clients' copies, old tests): English as always.
    expect(seatDisplayName(seat, 0)).toBe("Bot for Ana");
    expect(seatDisplayName(undefined, 3)).toBe("Seat 4");
  });
});
