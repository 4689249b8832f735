/**
 * Text in client components, without a message library in the browser: next-intl's client runtime (its ICU
 * formatter) adds 11.8 KB gzip to every page (measured with `npm run size`: the match pages went from 149.7
 * to 161.5 KB, over their 150 KB budget). So messages are looked up and formatted on the server (next-intl)
 * and client components receive finished strings as props. Where a client component must fill in a value it
 * only knows in the browser (a count that changes live, a time), the server hands it the raw template
 * (`t.raw("key")`) and the component fills it here: `{name}` arguments only, and plural forms chosen by the
 * platform's own CLDR rules (Intl.PluralRules), one message key per form (`key.one`, `key.other`).
 */
import type { Locale } from "./locales";

/** Replaces each `{name}` with its value; a missing value leaves the argument visible (a test finds it). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Plural forms of one message, as the server hands them over: at least "other". */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** The form for `count` in `locale` (English and German: "one" for 1, else "other"), with `{count}` filled. */
export function plural(
  locale: Locale,
  count: number,
  forms: PluralForms,
  values: Record<string, string | number> = {},
): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const form = forms[r.select(count)] ?? forms.other;
  return fill(form, { count: count.toLocaleString(locale), ...values });
}
