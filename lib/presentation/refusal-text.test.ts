import { describe, expect, it } from "vitest";
import { ref, submitStep, type MessageRef, type Rejection } from "@/lib/engine";
import { games } from "@/lib/games";
import { stoneAge } from "@/lib/games/stone-age";
import { actionsState } from "@/lib/games/stone-age/test-helpers";
import { logNamespace } from "@/lib/i18n/log-namespaces";
import { refusalOf } from "@/lib/matches/write/engine-refusal";
import { fail } from "@/lib/errors/errors";
import { refuse } from "@/lib/errors/refuse";
import { limited } from "@/lib/errors/errors";
import { waitText, type LimitName } from "@/lib/rate-limits";
import { limitRules } from "@/lib/rate-limits/limits";
import { inLanguage, refusalText } from "./refusal-text";

describe("a refusal in the viewer's language", () => {
  it("translates a code's own sentence and the site's sentences by their key, never by their English text", () => {
    expect(refusalText(fail("NOT_YOUR_TURN"), "de")).toBe("Du bist nicht am Zug.");
    expect(refusalText(refuse("FORBIDDEN", "alreadyStarted"), "de")).toBe("Diese Partie hat schon begonnen.");
    expect(refusalText(fail("FORBIDDEN", "This match has already started."), "de")).toBe(
      "This match has already started.",
    );
    expect(inLanguage(fail("STALE_VERSION"), "de")).toMatchObject({
      ok: false,
      code: "STALE_VERSION",
      message: expect.stringContaining("inzwischen"),
    });
  });
  it("keeps English as it is, and a sentence it does not know (a game's reason) as it came", () => {
    expect(refusalText(fail("NOT_YOUR_TURN"), "en")).toBe("It is not your turn.");
    expect(refusalText(fail("ILLEGAL_MOVE", "Something no one ever says."), "de")).toBe("Something no one ever says.");
    expect(inLanguage({ ok: true, value: 1 }, "de")).toEqual({ ok: true, value: 1 });
  });
});

describe("a game's own reason", () => {
  it("is said in the viewer's language whichever game refused, by its reference (never by its English text)", () => {
    const r = refusalOf("glen-more", { ok: false, code: "ILLEGAL_MOVE", reason: ref("refusals.illegal.end-turn") });
    expect(refusalText(r, "en")).toBe("You cannot end your turn yet.");
    expect(refusalText(r, "de")).not.toBe("You cannot end your turn yet.");
    // The English sentence alone is not read back.
    expect(refusalText(fail("ILLEGAL_MOVE", "You cannot end your turn yet."), "de")).toBe(
      "You cannot end your turn yet.",
    );
  });
});

describe("a rate limit in the viewer's language", () => {
  /** A limit's refusal as lib/rate-limits makes it: English for the API, the sentence by name and wait. */
  const refusal = (key: LimitName, retryAfterSeconds: number) => {
    const message = limitRules()[key].message.replace("{wait}", waitText(retryAfterSeconds));
    const sentence = { namespace: "errors.limits" as const, key, values: { waitSeconds: retryAfterSeconds } };
    return limited({ message, retryAfterSeconds, sentence });
  };

  it("says the sentence by its name and the wait in the reader's words", () => {
    process.env.SIGNIN_LIMIT_PER_MINUTE ??= "5";
    expect(refusalText(refusal("chat", 42), "en")).toBe(
      "You have sent many messages in a short time. Wait 1 minute before the next one.",
    );
    expect(refusalText(refusal("chat", 42), "de")).toBe(
      "Du hast in kurzer Zeit viele Nachrichten geschickt. Warte 1 Minute bis zur nächsten.",
    );
    expect(refusalText(refusal("lobby", 3 * 3600 - 5), "de")).toContain("in 3 Stunden noch einmal");
    expect(refusalText(refusal("signInAddress", 30), "de")).toBe(
      "Zu viele fehlgeschlagene Anmeldungen aus deinem Netz. Versuch es in 1 Minute noch einmal.",
    );
    expect(refusalText(refusal("accountMailAddress", 700), "de")).toBe(
      "Zu viele Mail-Anfragen aus deinem Netz. Versuch es in 12 Minuten noch einmal.",
    );
    // Its English text alone is not read back.
    const { sentence: _sentence, ...english } = refusal("chat", 42);
    expect(refusalText(english, "de")).toBe(english.message);
  });
});

describe("the English catalogue", () => {
  it("is where every rate limit takes its English sentence from", async () => {
    process.env.SIGNIN_LIMIT_PER_MINUTE ??= "5";
    const { limitRules } = await import("@/lib/rate-limits/limits");
    const en = (await import("@/lib/i18n/messages/en/errors.json")).default;
    const rules = limitRules();
    expect(Object.keys(en.limits).sort()).toEqual(Object.keys(rules).sort());
    for (const [key, text] of Object.entries(en.limits)) expect(rules[key as keyof typeof rules].message).toBe(text);
  });

  it("has the chat's checks, said by their keys with their figures", async () => {
    const { chatTextSchema, noteTextSchema, reportReasonSchema, refusedText } = await import("@/lib/chat/text");
    const refused = [
      chatTextSchema.safeParse("x".repeat(501)),
      chatTextSchema.safeParse("  "),
      noteTextSchema.safeParse("x".repeat(5001)),
      reportReasonSchema.safeParse("x".repeat(301)),
      chatTextSchema.safeParse("a\u0000b"),
    ].map((r) => refusedText(r.error!));
    expect(refused.map((r) => r.message)).toEqual([
      "A message has at most 500 characters.",
      "Write a message first.",
      "Notes have at most 5000 characters.",
      "Say why in at most 300 characters.",
      "Remove the control characters from this text.",
    ]);
    expect(refused.map((r) => refusalText(r, "de"))).toEqual([
      "Eine Nachricht hat höchstens 500 Zeichen.",
      "Schreib zuerst eine Nachricht.",
      "Notizen haben höchstens 5000 Zeichen.",
      "Sag in höchstens 300 Zeichen, warum.",
      "Entferne die Steuerzeichen aus diesem Text.",
    ]);
    // Input that is no text at all keeps the schema's own sentence (a script's mistake).
    expect(refusedText(chatTextSchema.safeParse(5).error!)).toMatchObject({ code: "INVALID_INPUT" });
  });

  it("has each code's sentence exactly as the services say it", async () => {
    const { MESSAGES } = await import("@/lib/errors/errors");
    const en = (await import("@/lib/i18n/messages/en/errors.json")).default;
    expect(en.codes).toEqual(MESSAGES);
  });
});

describe("the site's own sentences", () => {
  it("travel with their key: English for the API, the reader's language on pages, arguments filled", async () => {
    const { refuse } = await import("@/lib/errors/refuse");
    const r = refuse("UNKNOWN_USER", "noSuchUser", { name: "Zed" });
    expect(r.message).toBe("There is no user called “Zed”.");
    expect(refusalText(r, "de")).toBe("Es gibt keinen Benutzer namens „Zed“.");
    expect(refusalText(r, "en")).toBe(r.message);
    expect(refusalText(refuse("BAD_SEAT_COUNT", "seatCount", { game: "Clans", min: 4, max: 4 }), "de")).toBe(
      "Clans ist für 4 bis 4 Spieler.",
    );
  });

  it("are never written as English text where a refusal is made (a scan of lib/)", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const path = await import("node:path");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) {
          if (!["games", "generated", "engine"].includes(name)) walk(p);
        } else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) files.push(p);
      }
    };
    walk("lib");
    // fail(CODE, "a sentence") or fail(CODE, `a ${template}`): the sentence belongs in the catalogue, said by refuse().
    const written = files.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/fail\(\s*"[A-Z_]+"\s*,\s*(["`])((?:(?!\1).)*)\1/g)].map(
        (m) => `${f}: ${m[2]}`,
      ),
    );
    // The one exception: an internal failure (a bot's move refused), never shown as a player's mistake.
    expect(written.filter((w) => !w.includes("A bot could not move"))).toEqual([]);
  });
});

describe("a game's reasons", () => {
  /** Every message ref a game's messages module holds (its refusals), found by walking its exports. */
  const refsOf = (value: unknown, out: MessageRef[] = []): MessageRef[] => {
    if (value && typeof value === "object") {
      if (typeof (value as MessageRef).key === "string") out.push(value as MessageRef);
      else for (const v of Object.values(value)) refsOf(v, out);
    }
    return out;
  };
  const keyed = Object.keys(games).filter((key) => logNamespace(key) !== null);

  it("every game with a Log namespace is asked (no list of games here)", () => {
    expect(keyed.length).toBeGreaterThanOrEqual(3);
  });

  for (const gameKey of keyed) {
    it(`${gameKey}: every refusal of its messages module has an English and a different German sentence`, async () => {
      const refs = refsOf(await import(`@/lib/games/${gameKey}/messages.ts`));
      expect(refs.length).toBeGreaterThan(0);
      for (const reason of refs) {
        const r = refusalOf(gameKey, { ok: false, code: "ILLEGAL_MOVE", reason });
        const de = refusalText(r, "de");
        expect([reason.key, r.message]).not.toContainEqual(expect.stringMatching(/⟦|\{/));
        expect([reason.key, de]).not.toContainEqual(expect.stringMatching(/⟦|\{/));
        expect([reason.key, de === r.message]).toEqual([reason.key, false]);
      }
    });
  }

  it("travel from the engine with their values: English for the API, German with the numbers filled", () => {
    const s = actionsState(2, 0, { "card-3": 1 });
    s.player[0]!.materials = { wood: 2, clay: 0, stone: 0, gold: 0 };
    const move = { type: "buy-card", slot: 3, payment: { wood: 2, clay: 0, stone: 0, gold: 0 } };
    const rejected = submitStep(stoneAge, s, {}, 0, move);
    expect(rejected).toEqual({ ok: false, code: "ILLEGAL_MOVE", reason: ref("refusals.cardCost", { cost: 1 }) });
    const r = refusalOf("stone-age", rejected as Rejection);
    expect(r).toMatchObject({ code: "ILLEGAL_MOVE", message: "That card costs 1 resources (never food)." });
    expect(refusalText(r, "de")).toBe("Diese Karte kostet 1 Rohstoffe (nie Nahrung).");
    expect(inLanguage(r, "de")).toMatchObject({ message: "Diese Karte kostet 1 Rohstoffe (nie Nahrung)." });
  });

  it("the engine's own sentences and the codes' sentences, and a game without a Log namespace", () => {
    const stuck = refusalOf("clans", { ok: false, code: "ILLEGAL_MOVE", sentence: { key: "cannotEndTurn" } });
    expect(stuck.message).toBe("You cannot end your turn now.");
    expect(refusalText(stuck, "de")).toBe("Du kannst deinen Zug jetzt nicht beenden.");
    expect(refusalOf("clans", { ok: false, code: "NOT_YOUR_TURN" })).toEqual(fail("NOT_YOUR_TURN"));
    // The tiny test game has no Log namespace: its reasons are said as the code's sentence.
    expect(refusalOf("tiny", { ok: false, code: "ILLEGAL_MOVE", reason: ref("refusals.roll") })).toEqual(
      fail("ILLEGAL_MOVE"),
    );
  });
});
