/**
 * The drift between a game's English rule notes (the source of truth) and a translation: what a translation
 * must keep exactly. The same headings (count and levels, in order), the same numbers as often (digits only,
 * so 63.0 and 63,0 or 1,000 and 1.000 are the same number), the same backticked code names and the same link
 * targets, each as often as the English text has them. Words are the translator's; these are facts the English
 * text states and a reader must get alike.
 */

/** One sentence per difference, naming the translated file and the game; empty when the two agree. */
export function notesDrift(gameKey: string, file: string, english: string, translated: string): string[] {
  const where = `${file} of ${gameKey}`;
  return [
    ...headingDrift(where, headings(english), headings(translated)),
    ...countDrift(where, "number", numbers(english), numbers(translated), digitsOf),
    ...countDrift(where, "code name", codeSpans(english), codeSpans(translated)),
    ...countDrift(where, "link target", linkTargets(english), linkTargets(translated)),
  ];
}

type Heading = { level: number; line: string };

export function headings(text: string): Heading[] {
  return text.split("\n").flatMap((line) => {
    const m = line.match(/^(#{1,6})\s/);
    return m ? [{ level: (m[1] ?? "").length, line: line.trim() }] : [];
  });
}

function headingDrift(where: string, en: Heading[], tr: Heading[]): string[] {
  for (let i = 0; i < Math.max(en.length, tr.length); i++) {
    const e = en[i];
    const t = tr[i];
    if (!e || !t || e.level !== t.level) {
      const theirs = t ? `"${t.line}" (level ${t.level})` : "missing";
      const ours = e ? `"${e.line}" (level ${e.level})` : "none";
      return [
        `${where}: heading ${i + 1} is ${theirs}, the English heading ${i + 1} is ${ours} ` +
          `(${tr.length} headings, the English file has ${en.length})`,
      ];
    }
  }
  return [];
}

/** Every number as written, separators included ("63.0", "1,000"). */
export function numbers(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

/** A number's digits only: "63.0" and "63,0" are one number, "1,000" and "1.000" too. */
const digitsOf = (n: string): string => n.replace(/[.,]/g, "");

export function codeSpans(text: string): string[] {
  return (text.match(/`[^`\n]+`/g) ?? []).map((s) => s.slice(1, -1));
}

export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
}

/**
 * Each value the English text has and the translation lacks, each the other way round, and each that the two
 * have a different number of times (so a changed 14 is found even when another 14 stays); compared by `key`.
 */
function countDrift(
  where: string,
  kind: string,
  en: string[],
  tr: string[],
  key: (v: string) => string = (v) => v,
): string[] {
  const count = (vs: string[]) => {
    const counts = new Map<string, { shown: string; n: number }>();
    for (const v of vs)
      counts.set(key(v), { shown: counts.get(key(v))?.shown ?? v, n: (counts.get(key(v))?.n ?? 0) + 1 });
    return counts;
  };
  const enCounts = count(en);
  const trCounts = count(tr);
  const drift: string[] = [];
  for (const [k, e] of enCounts) {
    const t = trCounts.get(k);
    if (!t) drift.push(`${where}: the English ${kind} ${e.shown} is missing`);
    else if (t.n !== e.n)
      drift.push(`${where}: the ${kind} ${e.shown} occurs ${t.n}× here, ${e.n}× in the English file`);
  }
  for (const [k, t] of trCounts)
    if (!enCounts.has(k)) drift.push(`${where}: the ${kind} ${t.shown} is not in the English file`);
  return drift;
}
