import { describe, expect, it } from "vitest";
import { messagesFor, namespaces } from "./catalogue";
import { locales } from "./locales";
import { translator } from "./translator";
import { plural } from "./client-text";

/** Every message as [key, text], the rules pages' namespace aside (the rules notes' own). */
function texts(value: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([prefix, value]);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) texts(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

describe("plural rules, not '(s)'", () => {
  it("no message in either language counts with a bracketed ending: 'seat(s)', 'Tag(e)', 'Clanmitglied(er)'", () => {
    for (const l of locales) {
      const all = namespaces.filter((n) => n !== "rules").flatMap((n) => texts(messagesFor(l)[n], n));
      expect([l, all.filter(([, text]) => /\p{L}\((s|e|n|en|er|es)\)/u.test(text)).map(([key]) => key)]).toEqual([
        l,
        [],
      ]);
    }
  });

  it("counts through ICU plurals in both languages: 0, 1, 2", () => {
    const lobby = { en: translator("en", "lobby"), de: translator("de", "lobby") };
    expect([0, 1, 2].map((count) => lobby.en("myGames.openSeats", { count }))).toEqual([
      "no open seat",
      "1 open seat",
      "2 open seats",
    ]);
    expect([0, 1, 2].map((count) => lobby.de("myGames.openSeats", { count }))).toEqual([
      "kein freier Platz",
      "1 freier Platz",
      "2 freie Plätze",
    ]);
    const started = (l: "en" | "de", count: number) => translator(l, "settings")("vacation.started", { count });
    expect(started("en", 1)).toContain("1 vacation day left");
    expect(started("en", 2)).toContain("2 vacation days left");
    expect(started("de", 1)).toContain("1 Urlaubstag übrig");
    expect(started("de", 0)).toContain("0 Urlaubstage übrig");
    const wait = (l: "en" | "de", count: number) => translator(l, "errors")("wait.hours", { count });
    expect([wait("en", 1), wait("en", 2), wait("de", 1), wait("de", 2)]).toEqual([
      "1 hour",
      "2 hours",
      "1 Stunde",
      "2 Stunden",
    ]);
    const points = (l: "en" | "de", points: number) => translator(l, "match")("scores.points", { points });
    expect([points("en", 0), points("en", 1), points("en", 2), points("de", 1), points("de", 2)]).toEqual([
      "0 points",
      "1 point",
      "2 points",
      "1 Punkt",
      "2 Punkte",
    ]);
    const minutes = (l: "en" | "de", count: number) => translator(l, "settings")("notifications.minutes", { count });
    expect([minutes("en", 1), minutes("en", 5), minutes("de", 1), minutes("de", 5)]).toEqual([
      "1 minute",
      "5 minutes",
      "1 Minute",
      "5 Minuten",
    ]);
  });

  it("the boards' counted words (filled in the browser) have a form for one and for more", () => {
    const en = messagesFor("en").glenMore.display;
    const de = messagesFor("de").glenMore.display;
    expect([1, 2].map((n) => plural("en", n, en.clan))).toEqual(["1 clan member; ", "2 clan members; "]);
    expect([1, 2].map((n) => plural("de", n, de.clan))).toEqual(["1 Clanmitglied; ", "2 Clanmitglieder; "]);
    expect([1, 2].map((n) => plural("en", n, en.bonnetCount))).toEqual(["1 bonnet", "2 bonnets"]);
    expect(plural("en", 1, en.summary, { name: "Ana" })).toBe("Display of Ana: 1 tile.");
    expect(plural("de", 3, de.summary, { name: "Ana" })).toBe("Auslage von Ana: 3 Plättchen.");
    expect(plural("en", 1, messagesFor("en").stoneAge.board.inStack)).toBe("1 tile in stack");
  });
});

describe("the players panel's timeout sentence", () => {
  it("says what happens once, without a doubled label, in both languages", () => {
    const en = translator("en", "match");
    const de = translator("de", "match");
    expect(en("players.whenOut", { policy: "bot" })).toBe("When time runs out, a bot plays the seat.");
    expect(en("players.whenOut", { policy: "lose" })).toBe("When time runs out, the match is lost.");
    expect(de("players.whenOut", { policy: "bot" })).toBe("Wenn die Zeit abläuft, spielt ein Bot den Platz.");
    expect(de("players.whenOut", { policy: "last" })).toContain("letzten Platz");
  });
});
