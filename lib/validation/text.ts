/**
 * Text that arrives from outside is checked for characters no name, note or message needs and that break or
 * disguise things further on: NUL (PostgreSQL refuses it in text and JSON and answered with a 500), other
 * control characters, unpaired surrogates (not encodable as UTF-8) and the bidirectional overrides that
 * make a name display differently from what it is. One rule, used by every schema and by the JSON API.
 */
import { z } from "zod";

/** C0 controls except tab and newlines, DEL, C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
const BIDI_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters from this text.";

export function hasForbiddenCharacters(s: string, { multiLine = false } = {}): boolean {
  return CONTROLS.test(s) || LONE_SURROGATE.test(s) || BIDI_OVERRIDES.test(s) || (!multiLine && LINE_BREAKS.test(s));
}

/** A one-line text field (names, notes, tokens, search terms). */
export function singleLine() {
  return z.string().refine((s) => !hasForbiddenCharacters(s), CONTROL_CHARACTER_MESSAGE);
}

/** A text that may span lines (messages, notes). */
export function multiLine() {
  return z.string().refine((s) => !hasForbiddenCharacters(s, { multiLine: true }), CONTROL_CHARACTER_MESSAGE);
}

/** A password: anything a person can type, but no control characters. */
export function secretText() {
  return z.string().refine((s) => !CONTROLS.test(s) && !LONE_SURROGATE.test(s), CONTROL_CHARACTER_MESSAGE);
}

/**
 * The first string (key or value) anywhere in a parsed JSON body that holds a forbidden character, or null.
 * Moves and other structured input are checked as a whole before any schema sees them.
 */
export function findForbiddenText(value: unknown, depth = 0): string | null {
  if (depth > 64) return "(nested too deeply)";
  if (typeof value === "string") return hasForbiddenCharacters(value, { multiLine: true }) ? value : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = findForbiddenText(v, depth + 1);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const bad = hasForbiddenCharacters(k, { multiLine: true }) ? k : findForbiddenText(v, depth + 1);
      if (bad !== null) return bad;
    }
  }
  return null;
}
