/** A component's name in each language; `note` says where a German name comes from when it is not obvious. */
export interface Term {
  en: string;
  de: string;
  note?: string;
}
/** One game's table (lib/i18n/glossary/<game>.ts), keyed by the English name the engine's data uses. */
export type Glossary = Readonly<Record<string, Term>>;
