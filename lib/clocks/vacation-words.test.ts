import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";

// The settings page words a refused vacation by its reason (lib/jobs/vacations.ts); the English
// must stay the sentence the JSON API gives.
describe("a refused vacation on the settings page", () => {
  it("reads in English as the service's sentence, and in German", () => {
    const en = translator("en", "settings");
    const de = translator("de", "settings");
    expect(en("vacation.refused.notEnough", { daysLeft: 1, needs: 3 })).toBe(
      "You have 1 vacation day left; this vacation needs 3.",
    );
    expect(en("vacation.refused.notEnough", { daysLeft: 2, needs: 5 })).toBe(
      "You have 2 vacation days left; this vacation needs 5.",
    );
    expect(de("vacation.refused.notEnough", { daysLeft: 1, needs: 3 })).toBe(
      "Du hast noch 1 Urlaubstag; dieser Urlaub braucht 3.",
    );
    expect(en("vacation.refused.already")).toBe("You are on vacation already; end it first to book another.");
    expect(de("vacation.refused.past")).toBe("Ein Urlaub endet in der Zukunft.");
  });
});
