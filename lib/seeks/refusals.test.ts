import { describe, expect, it } from "vitest";
import { refusalText } from "@/lib/presentation/refusal-text";
import { seekRefusal } from "./refusals";

describe("seek refusals", () => {
  it("carry the English sentence for the API and are said in German by their key", () => {
    const r = seekRefusal("FORBIDDEN", "tooManySeeks", { max: 5 });
    expect(r.message).toBe("You have 5 open requests already. Cancel one before asking for another game.");
    expect(refusalText(r, "de")).toBe(
      "Du hast schon 5 offene Anfragen. Zieh eine zurück, bevor du ein weiteres Spiel suchst.",
    );
    expect(refusalText(seekRefusal("NOT_FOUND", "noSuchSeek"), "de")).toBe(
      "Du hast keine offene Anfrage mit dieser Kennung.",
    );
  });
});
