import { describe, expect, it } from "vitest";
import { fail } from "./errors";
import { inLanguage, refusalText } from "./refusal-text";

describe("a refusal in the viewer's language", () => {
  it("translates a code's own sentence and the site's known sentences", () => {
    expect(refusalText(fail("NOT_YOUR_TURN"), "de")).toBe("Du bist nicht am Zug.");
    expect(refusalText(fail("FORBIDDEN", "This match has already started."), "de")).toBe("Diese Partie hat schon begonnen.");
    expect(inLanguage(fail("STALE_VERSION"), "de")).toMatchObject({ ok: false, code: "STALE_VERSION", message: expect.stringContaining("inzwischen") });
  });
  it("keeps English as it is, and a sentence it does not know (a game's reason) as it came", () => {
    expect(refusalText(fail("NOT_YOUR_TURN"), "en")).toBe("It is not your turn.");
    expect(refusalText(fail("ILLEGAL_MOVE", "You cannot pay for that tile."), "de")).toBe("You cannot pay for that tile.");
    expect(inLanguage({ ok: true, value: 1 }, "de")).toEqual({ ok: true, value: 1 });
  });
});

describe("the English catalogue", () => {
  it("has each code's sentence exactly as the services say it", async () => {
    const { MESSAGES } = await import("./errors");
    const en = (await import("@/lib/i18n/messages/en/errors.json")).default;
    expect(en.codes).toEqual(MESSAGES);
  });
});
