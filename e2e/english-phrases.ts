/**
 * The site's English phrases that German never uses: read from the catalogues themselves (the site's
 * namespaces and each game's), so a page a German reader sees can be searched for any of them. A phrase is a
 * run of the English messages' literal text between arguments and punctuation, of two words or more; one that
 * also occurs in a German message (a game's name, "Glen More") is shared and left out.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Playwright and the scripts run from the repository's root. */
const ROOT = process.cwd();

function catalogueFiles(locale: "en" | "de"): string[] {
  const site = path.join(ROOT, "lib/i18n/messages", locale);
  const files = readdirSync(site).map((f) => path.join(site, f));
  const games = path.join(ROOT, "lib/games");
  for (const game of readdirSync(games)) {
    const dir = path.join(games, game, "i18n");
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    files.push(
      ...names.filter((n) => n === `${locale}.json` || n === `${locale}-log.json`).map((n) => path.join(dir, n)),
    );
  }
  return files;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(messagesOf);
  return [];
}

/** The literal runs of one ICU message: plural and select branches and tags' children included. */
function literals(elements: MessageFormatElement[]): string[] {
  const runs: string[] = [];
  let current = "";
  const cut = () => {
    runs.push(current);
    current = "";
  };
  for (const e of elements) {
    if (e.type === TYPE.literal) current += e.value;
    else if (e.type === TYPE.plural || e.type === TYPE.select) {
      cut();
      for (const option of Object.values(e.options)) runs.push(...literals(option.value));
    } else if (e.type === TYPE.tag) {
      cut();
      runs.push(...literals(e.children));
    } else cut();
  }
  cut();
  return runs;
}

function runsOf(message: string): string[] {
  try {
    return literals(parse(message, { ignoreTag: false }));
  } catch {
    return [message];
  }
}

const PUNCTUATION = /[.,:;!?()[\]"“”„‘’«»–—…/·•|+=<>#*%→←↶↷⏭⏮▶◀✓✗×\n]+/;

function phrasesOf(run: string): string[] {
  return run
    .split(PUNCTUATION)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => (p.match(/[A-Za-z]{2,}/g) ?? []).length >= 2 && /^[A-Za-z]/.test(p));
}

function corpus(locale: "en" | "de"): string[] {
  return catalogueFiles(locale).flatMap((f) => messagesOf(JSON.parse(readFileSync(f, "utf8"))));
}

/** English phrases of the site that no German message contains, longest first. */
export function englishOnlyPhrases(): string[] {
  const german = corpus("de").flatMap(runsOf).join("\n").toLowerCase();
  const phrases = new Set(corpus("en").flatMap(runsOf).flatMap(phrasesOf));
  return [...phrases].filter((p) => !german.includes(p.toLowerCase())).sort((a, b) => b.length - a.length);
}

/** The English phrases in a text, each as a whole-word match. */
export function englishIn(text: string, phrases: readonly string[]): string[] {
  const flat = text.replace(/\s+/g, " ");
  return phrases.filter((p) => {
    const at = flat.indexOf(p);
    if (at < 0) return false;
    const before = flat[at - 1] ?? " ";
    const after = flat[at + p.length] ?? " ";
    return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
  });
}
