import { describe, expect, it } from "vitest";
import { createMatchSchema } from "../store/schemas";
import { englishListWords } from "../read/list";
import { archiveBotName, createErrorText, listWords, variantText, waitingText } from "./lobby-text";
import { timeControlText } from "@/lib/clocks/time-control-text";
import { getGame } from "@/lib/games";

describe("My games in the reader's language", () => {
  const cases = [{ username: "Ana" }, { bot: "greedy" }, { bot: "random", former: "Bo" }, {}];

  it("names seats, results and variants in English exactly as the JSON API does", () => {
    const en = listWords("en");
    for (const seat of cases) expect(en.seatName(seat, 1)).toBe(englishListWords.seatName(seat, 1));
    for (const [winners, forfeit] of [
      [["Ana"], null],
      [["Ana", "Bo"], null],
      [["Ana", "Bo", "Cy"], null],
      [["Ana"], { name: "Bo", reason: "resign" }],
      [["Ana"], { name: "Bot 2 (random)", reason: "timeout" }],
    ] as const) {
      expect(en.result([...winners], forfeit)).toBe(englishListWords.result([...winners], forfeit));
    }
    const variant = getGame("stone-age")!.variants![0]!;
    expect(en.variantName("stone-age", variant)).toBe(variant.name);
  });

  it("names them in German", () => {
    const de = listWords("de");
    expect(cases.map((s) => de.seatName(s, 1))).toEqual([
      "Ana",
      "Bot auf Platz 2 (punktegierig)",
      "Bot für Bo",
      "freier Platz",
    ]);
    expect(de.seatName({ bot: "someday" }, 0)).toBe("Bot auf Platz 1 (someday)");
    expect(de.result(["Ana"], null)).toBe("Ana hat gewonnen");
    expect([archiveBotName("en", "greedy"), archiveBotName("de", "random"), archiveBotName("de", "?")]).toEqual([
      "Bot (greedy)",
      "Bot (zufällig)",
      "Bot (?)",
    ]);
    expect(de.result(["Ana", "Bo"], { name: "Cy", reason: "timeout" })).toBe(
      "Ana und Bo haben gewonnen (Cy hatte keine Zeit mehr)",
    );
    expect(de.result(["Ana"], { name: "Bo", reason: "resign" })).toBe("Ana hat gewonnen (Bo hat aufgegeben)");
  });

  it("has every Stone Age variant in German, by the rule text's names", () => {
    const names = getGame("stone-age")!.variants!.map((v) => variantText("de", "stone-age", v).name);
    expect(names).toEqual(["Harscher Winter", "Iglus", "Wilde Tiere", "Die neuen Hütten", "Mammutherde"]);
    for (const v of getGame("stone-age")!.variants!)
      expect(variantText("en", "stone-age", v)).toEqual({ name: v.name, summary: v.summary });
    expect(variantText("de", "glen-more", { key: "x", name: "X", summary: "S" })).toEqual({ name: "X", summary: "S" });
  });

  it("describes time controls and waiting times", () => {
    expect(timeControlText({ kind: "perMove", days: 1 }, "en")).toBe("1 day per move");
    expect(timeControlText({ kind: "bank", initialDays: 10, incrementDays: 0.25 }, "en")).toBe(
      "a time bank of 10 days, +0.25 days per turn",
    );
    expect(timeControlText({ kind: "bank", initialDays: 10, incrementDays: 0 }, "en")).toBe(
      "a time bank of 10 days, nothing added per turn",
    );
    expect(timeControlText({ kind: "none" }, "en")).toBe(
      "no time limit (a player who does not move for 21 days runs out of time)",
    );
    expect(timeControlText({ kind: "perMove", days: 3 }, "de")).toBe("3 Tage pro Zug");
    expect(timeControlText({ kind: "bank", initialDays: 1, incrementDays: 0.5 }, "de")).toBe(
      "ein Zeitkonto von 1 Tag, +0,5 Tage pro Zug",
    );
    const now = new Date("2026-11-24T12:00:00Z");
    const ago = (mins: number) => new Date(now.getTime() - mins * 60000);
    expect([5, 120, 60 * 72].map((m) => waitingText("en", ago(m), now))).toEqual([
      "waiting 5 min",
      "waiting 2 h",
      "waiting 3 days",
    ]);
    expect([5, 120, 60 * 72].map((m) => waitingText("de", ago(m), now))).toEqual([
      "wartet seit 5 Min.",
      "wartet seit 2 Std.",
      "wartet seit 3 Tagen",
    ]);
  });

  it("translates the create form's errors; English stays the schema's sentence", () => {
    const bad = createMatchSchema.safeParse({
      gameKey: "",
      seats: [{ kind: "invite", username: "x" }],
      note: "a".repeat(301),
      timeControl: { kind: "perMove", days: 4 },
    });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues;
    expect(issues.map((i) => createErrorText("en", i))).toEqual(issues.map((i) => i.message));
    expect(issues.map((i) => createErrorText("de", i)).sort()).toEqual(
      [
        "Wähle ein Spiel.",
        "Gib einen Benutzernamen mit 3 bis 20 Zeichen ein.",
        "Eine Notiz hat höchstens 300 Zeichen.",
        "Wähle einen der angebotenen Zeitmodi.",
      ].sort(),
    );
    expect(createErrorText("de", { path: ["note"], message: "Remove the control characters from this text." })).toBe(
      "Entferne die Steuerzeichen aus diesem Text.",
    );
    expect(createErrorText("de", { path: ["other"], message: "Something new." })).toBe("Dieser Wert ist ungültig.");
  });
});
