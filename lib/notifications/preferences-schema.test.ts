import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { preferencesSchema, preferencesSchemaIn } from "./preferences";

const base = { notifyMode: "digest", digestHour: "7", timeZone: "Europe/Berlin" };
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("notification settings schema in a language", () => {
  it("speaks English by default (the JSON API), with the allowed choices filled in", () => {
    expect(messagesOf(preferencesSchema.safeParse({ ...base, turnMailDelayMinutes: "7" }))).toEqual([
      "Wait 0, 5, 10, 15, 30, 60 minutes.",
    ]);
    expect(messagesOf(preferencesSchema.safeParse({ ...base, quietFromHour: 3, quietToHour: null }))).toEqual([
      "Quiet hours need a start and an end.",
    ]);
  });

  it("built with the German messages, answers in German", () => {
    const de = preferencesSchemaIn(translator("de", "settings.validation"));
    expect(messagesOf(de.safeParse({ ...base, autoEndTurnSeconds: "4" }))).toEqual([
      "Beende den Zug nach 0, 1, 3, 5, 10, 15, 30, 60 Sekunden (0: nie).",
    ]);
    expect(messagesOf(de.safeParse({ ...base, digestHour: "24", timeZone: "Mars/Olympus" }))).toEqual([
      "Wähle eine Stunde von 0 bis 23.",
      "Wähle eine Zeitzone aus der Liste.",
    ]);
    expect(de.safeParse({ ...base, quietFromHour: 22, quietToHour: 7 }).success).toBe(true);
  });
});
