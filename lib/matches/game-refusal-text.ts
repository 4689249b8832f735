/**
 * The games' refusal sentences in the reader's language. Engines refuse with an English sentence (the
 * `message` of a rejection, which the JSON API has always carried); each game's messages module holds them
 * in one table (lib/games/<game>/messages.ts), and the game's Log namespace has the same table under
 * `refusals` (English texts identical: game-refusal-text.test.ts checks every one). A sentence is recognised by
 * its English text, with the numbers of parameterised ones ("That card costs 3 resources") read back, and
 * written in the reader's language. A sentence of no table (the site's own) stays as it is: the site's
 * refusals are translated by refusalText (lib/matches/refusal-text.ts), which leaves a game's reason alone;
 * a caller that shows either chains the two.
 */
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogue";
import { logMessage, logNamespace, type LogNamespace } from "./history-text";

interface Pattern {
  key: string;
  names: string[];
  match: RegExp;
}

const patterns = new Map<LogNamespace, Pattern[]>();

function flatten(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([prefix, value]);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}.${k}`, out);
  return out;
}

/** The English refusals of a namespace as patterns: `{name}` arguments match a number. */
function patternsOf(namespace: LogNamespace): Pattern[] {
  let list = patterns.get(namespace);
  if (!list) {
    const table = (messagesFor("en")[namespace] as { refusals?: unknown }).refusals;
    list = flatten(table, "refusals", []).map(([key, text]) => {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const arg = /^\{(\w+)\}$/.exec(part);
          if (!arg) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(arg[1]!);
          return "(-?\\d+)";
        })
        .join("");
      return { key, names, match: new RegExp(`^${source}$`) };
    });
    patterns.set(namespace, list);
  }
  return list;
}

/** A game's refusal `message` (English, as the engine gave it) in `locale`; unknown sentences unchanged. */
export function gameRefusalText(gameKey: string, message: string, locale: Locale): string {
  if (locale === "en") return message;
  const namespace = logNamespace(gameKey);
  if (!namespace) return message;
  for (const p of patternsOf(namespace)) {
    const m = p.match.exec(message);
    if (m)
      return logMessage(locale, namespace, p.key, Object.fromEntries(p.names.map((n, i) => [n, Number(m[i + 1])])));
  }
  return message;
}
