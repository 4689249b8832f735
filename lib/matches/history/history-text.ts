/**
 * History lines as text in a language. Games describe moves as message refs (lib/engine/types.ts
 * `HistoryLine`: a key of the game's Log namespace and its values); stored logs hold those refs, and lines
 * written before keys existed as plain English sentences, which are shown as they are; the site's own lines
 * (a player left, resigned, ran out of time) are refs of the "history" namespace (`site.…`). Seat values become seat tokens, so the text names players
 * by `nameSeats`; `term` values are the engine's English component names, shown through the
 * game's glossary (or the Log namespace's own `terms` table for plain words: colours, landscapes). Server
 * side only (next-intl's formatter): client components receive the finished lines.
 */
import { seatToken, type HistoryLine, type MessageRef } from "@/lib/engine/types";
import { termIn } from "@/lib/i18n/glossary";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import englishHistory from "@/lib/i18n/messages/en/history.json";
import { logNamespace, type LogNamespace } from "@/lib/i18n/log-namespaces";
import { games, manifestOf } from "@/lib/games";

export { logNamespace, type LogNamespace };

/** The games of the registry whose history lines are message refs: those with a Log namespace. */
export const KEYED_GAMES: readonly string[] = Object.keys(games).filter((key) => logNamespace(key) !== null);

type Format = (key: string, values?: Record<string, string | number>) => string;

/** A Log namespace's translator with its keys as plain strings (they come from stored refs). */
function formatter(locale: Locale, namespace: LogNamespace) {
  const t = translator(locale, namespace);
  return { t: t as unknown as Format, has: (key: string) => (t.has as (k: string) => boolean)(key) };
}

/** One message of a game's Log namespace in `locale`. */
export function logMessage(
  locale: Locale,
  namespace: LogNamespace,
  key: string,
  values?: Record<string, string | number>,
): string {
  return formatter(locale, namespace).t(key, values);
}

/** A component's name in `locale`: as given in English; else the glossary's, else the Log namespace's `terms` table, else as given. */
function termText(locale: Locale, gameKey: string, namespace: LogNamespace, english: string): string {
  // English lines keep the engine's own names (the glossary's English may be worded for boards: "hut builder").
  if (locale === "en") return english;
  const named = termIn(locale, gameKey, english);
  if (named !== english) return named;
  const f = formatter(locale, namespace);
  const key = `terms.${english}`;
  return /^[\w -]+$/.test(english) && f.has(key) ? f.t(key) : english;
}

/** The values as the message shows them: seats as tokens, names translated, lists joined. */
function shownValues(
  ref: MessageRef,
  locale: Locale,
  gameKey: string,
  namespace: LogNamespace,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(ref.values ?? {})) {
    if (name.startsWith("seat") && typeof value === "number") out[name] = seatToken(value);
    else if (name.startsWith("refs"))
      out[name] = partsText(
        String(value),
        name.startsWith("refsAnd") ? "and" : name.startsWith("refsSemi") ? "semicolon" : "comma",
        locale,
        gameKey,
        namespace,
      );
    else if (name.startsWith("terms"))
      out[name] = String(value)
        .split("|")
        .filter((v) => v.length > 0)
        .map((v) => termText(locale, gameKey, namespace, v))
        .join(", ");
    else if (name.startsWith("term")) out[name] = termText(locale, gameKey, namespace, String(value));
    else out[name] = value;
  }
  return out;
}

/**
 * A `refs…` value: a JSON array of message refs of the same namespace (the parts of a phrase: "1 wood, 2 stone"),
 * each shown in `locale` and joined by ", " (`refsAnd…`: by the namespace's `join.and`, " and "; `refsSemi…`: "; ").
 */
function partsText(
  json: string,
  and: "and" | "semicolon" | "comma",
  locale: Locale,
  gameKey: string,
  namespace: LogNamespace,
): string {
  let parts: unknown;
  try {
    parts = JSON.parse(json);
  } catch {
    return json;
  }
  if (!Array.isArray(parts)) return json;
  const f = formatter(locale, namespace);
  const separator = and === "and" ? (f.has("join.and") ? f.t("join.and") : " and ") : and === "semicolon" ? "; " : ", ";
  return parts.map((p) => lineText(p, locale, gameKey)).join(separator);
}

/**
 * One line as text in `locale`, seat tokens left in (the caller names the seats as they were then). A plain
 * string is an English sentence from before keys: shown as it is. A ref whose key the catalogue lacks shows
 * the missing-message marker (and is logged), never an exception.
 */
export function lineText(line: unknown, locale: Locale, gameKey: string): string {
  if (typeof line === "string") return line;
  if (!isMessageRef(line)) return "";
  // A ref's text depends on nothing but the ref, the language and the game (the catalogues are fixed), and a
  // match's history is shown again and again (every view and page of it): formatted once per process.
  const id = `${locale}\u0000${gameKey}\u0000${JSON.stringify(line)}`;
  const known = shownText.get(id);
  if (known !== undefined) return known;
  const text = refText(line, locale, gameKey);
  if (shownText.size >= SHOWN_TEXT_LIMIT) shownText.delete(shownText.keys().next().value!);
  shownText.set(id, text);
  return text;
}

/** Lines and their parts formatted so far, oldest first; at most SHOWN_TEXT_LIMIT (a few MB), the oldest dropped. */
const shownText = new Map<string, string>();
const SHOWN_TEXT_LIMIT = 10_000;

function refText(line: MessageRef, locale: Locale, gameKey: string): string {
  // The site's own lines (a player left, resigned, ran out of time): the "history" namespace, any game.
  if (line.key.startsWith("site.")) {
    const t = translator(locale, "history");
    const values = line.values ?? {};
    // `deleted`: the named player deleted their account since (their name was taken out: lib/account-data/deletion.ts).
    const name = values.deleted
      ? t("site.deletedPlayer")
      : values.name === ""
        ? t("site.someone")
        : (values.name ?? "");
    return t(line.key as "site.left", { ...values, name });
  }
  const namespace = logNamespace(gameKey);
  if (!namespace) return line.key;
  return formatter(locale, namespace).t(line.key, shownValues(line, locale, gameKey, namespace));
}

/** Every line of a stored entry as text in `locale` (stored `lines` is JSON: anything but an array is no line). */
export function linesText(lines: unknown, locale: Locale, gameKey: string): string[] {
  return Array.isArray(lines) ? lines.map((l) => lineText(l, locale, gameKey)) : [];
}

/**
 * A stored entry's lines without the ones its game's history does not show (its manifest's
 * `unshownHistoryLines`: lines that say nothing the entry's other lines do not), for the history panel, the
 * JSON view and the mails; anything but an array: none. The engine still writes them (its English lines are
 * fixed: history-text.test.ts), and a step-by-step replay and a match's full record keep them.
 */
export function shownLines(lines: unknown, gameKey: string): unknown[] {
  if (!Array.isArray(lines)) return [];
  const unshown = manifestOf(gameKey)?.unshownHistoryLines;
  if (!unshown) return lines;
  return lines.filter((l) =>
    typeof l === "string" ? !unshown.sentences.includes(l) : !(isMessageRef(l) && unshown.keys.includes(l.key)),
  );
}

/** Stored lines as they are (refs and plain sentences), for API clients that translate themselves. */
export function storedLines(lines: unknown): HistoryLine[] {
  return Array.isArray(lines) ? lines.filter((l): l is HistoryLine => typeof l === "string" || isMessageRef(l)) : [];
}

function isMessageRef(line: unknown): line is MessageRef {
  return !!line && typeof line === "object" && typeof (line as { key?: unknown }).key === "string";
}

/** Each of the site's own lines as a pattern of its English sentence ("{name} resigned." -> /^(.+) resigned\.$/). */
const sitePatterns = Object.entries(englishHistory.site)
  .filter(([, text]) => text.includes("{name}"))
  .map(([key, text]) => {
    const [before = "", after = ""] = text.split("{name}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return { key: `site.${key}`, pattern: new RegExp(`^${before}(.+?)${after}$`) };
  });

/** An old English sentence of the site's own (before keys) as its ref, or null (lib/matches/history/history-keys.ts). */
export function siteLineOf(sentence: string): MessageRef | null {
  for (const { key, pattern } of sitePatterns) {
    const name = sentence.match(pattern)?.[1];
    if (name !== undefined) return { key, values: { name } };
  }
  return null;
}
