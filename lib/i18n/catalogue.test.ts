import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { messagesFor, namespaces } from "./catalogue";
import { locales } from "./locales";
import { createTranslator } from "next-intl";
import { translator } from "./translator";

/** Every message as "namespace.path.to.key" -> text. */
function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else throw new Error(`${prefix}: a message must be a string or an object of messages`);
  return out;
}

/** The arguments a message uses ({name}, {count, plural, ...}, <b>tags</b>), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

const flat = Object.fromEntries(locales.map((l) => [l, flatten(messagesFor(l), "", new Map())])) as Record<
  (typeof locales)[number],
  Map<string, string>
>;

describe("message catalogues", () => {
  it("every language has the same namespaces and keys", () => {
    for (const l of locales) expect(Object.keys(messagesFor(l)).sort()).toEqual([...namespaces].sort());
    const [first, ...rest] = locales;
    for (const l of rest) {
      const missingHere = [...flat[first].keys()].filter((k) => !flat[l].has(k));
      const missingThere = [...flat[l].keys()].filter((k) => !flat[first].has(k));
      expect({ [`missing in ${l}`]: missingHere, [`missing in ${first}`]: missingThere }).toEqual({
        [`missing in ${l}`]: [],
        [`missing in ${first}`]: [],
      });
    }
  });

  it("every message parses and uses the same arguments in every language", () => {
    for (const [key, en] of flat.en) {
      const args = argumentsOf(en);
      for (const l of locales) expect([key, l, argumentsOf(flat[l].get(key) ?? "")]).toEqual([key, l, args]);
    }
  });

  it("no message is empty, and no German message is left in English by mistake", () => {
    const same: string[] = [];
    for (const [key, en] of flat.en) {
      expect([key, en.trim().length > 0, (flat.de.get(key) ?? "").trim().length > 0]).toEqual([key, true, true]);
      // Identical texts are fine for names and short words that are the same in both ("Glenboard", "OK").
      if (en === flat.de.get(key) && /\s/.test(en) && /[a-z]{4,}/.test(en)) same.push(key);
    }
    expect(same).toEqual(sameInBothLanguages.filter((k) => flat.en.has(k)));
  });

  it("a missing message shows a marker, never the raw key alone and never an exception", () => {
    const t = translator("de", "common");
    expect(t("nav.noSuchKey" as "nav.myGames")).toBe("⟦common.nav.noSuchKey⟧");
    expect(t("nav.myGames")).toBe("Meine Spiele");
  });

  it("formats plurals, numbers and dates for the language and the time zone", () => {
    const at = new Date("2026-03-01T23:30:00Z");
    const probe = {
      en: "{n, plural, one {# point} other {# points}} · {big, number} · {at, date, long}",
      de: "{n, plural, one {# Punkt} other {# Punkte}} · {big, number} · {at, date, long}",
    };
    // Through the same formatter the site uses (next-intl), with throwaway messages.
    const fmt = (l: "en" | "de", n: number) => formatWith(l, probe[l], { n, big: 12345.5, at });
    expect(fmt("en", 1)).toBe("1 point · 12,345.5 · March 2, 2026");
    expect(fmt("de", 2)).toBe("2 Punkte · 12.345,5 · 2. März 2026");
  });
});

/** English texts that are rightly the same in German (names, loanwords); a new one must be added here. */
const sameInBothLanguages: string[] = [
  // A push's line: who did it and what they did, both already in the reader's language.
  "mail.push.lastMove",
  // A drawn move's word: its label and an arrow. History lines' parts made of numbers, names and coordinates only.
  "history.marks.movedTo",
  "glenMoreLog.cost.resource",
  "glenMoreLog.tileAt",
  "glenMoreLog.gain.resource",
  "glenMoreLog.act.produce",
  "glenMoreLog.event.finalRow",
  "stoneAgeLog.amount",
  "stoneAgeLog.scoreOf",
  "stoneAgeLog.tamingRoll",
];

function formatWith(locale: "en" | "de", message: string, values: Record<string, string | number | Date>): string {
  return createTranslator({
    locale,
    timeZone: "Europe/Berlin",
    messages: { probe: { m: message } },
    namespace: "probe",
  })("m", values);
}
