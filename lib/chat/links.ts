/**
 * A chat message as pieces of text and links. Only http and https addresses become links (never
 * javascript:, data: or anything else); the text itself is always shown as text (React escapes it). A
 * trailing full stop, comma or closing bracket belongs to the sentence, not the address. Pure: used by the
 * chat panel in the browser and by tests.
 *
 * A link is shown as where it goes, not as typed: the host as the browser resolves it, in punycode (a
 * Cyrillic "а" in "pаypal.com" shows as "xn--pypal-4ve.com"), and without user info, which is dropped from
 * the link too ("https://paypal.com@evil.example" shows and opens "https://evil.example"). The path, query
 * and fragment are shown decoded where that is harmless, so ordinary links still read as typed.
 */
export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'»”]+$/;

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const start = m.index ?? 0;
    let url = m[0];
    const trail = url.match(TRAILING)?.[0] ?? "";
    // Keep a closing bracket that has its opening one inside the address (Wikipedia-style links).
    const keep = trail.startsWith(")") && url.slice(0, -trail.length).includes("(") ? 1 : 0;
    url = url.slice(0, url.length - trail.length + keep);
    const link = safeLink(url);
    if (!link) continue;
    if (start > at) parts.push({ kind: "text", text: text.slice(at, start) });
    parts.push({ kind: "link", ...link });
    at = start + url.length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** The address as the browser will open it (without user info) and as it is shown, if it parses as http(s). */
function safeLink(url: string): { text: string; href: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  u.username = "";
  u.password = "";
  const rest = u.pathname + u.search + u.hash;
  return { text: `${u.protocol}//${u.host}${rest === "/" ? "" : readable(rest)}`, href: u.href };
}

/**
 * Percent-escapes decoded for reading ("/straße" rather than "/stra%C3%9Fe"), unless decoding would show
 * something that hides what the text is: spaces, control characters or bidirectional overrides.
 */
function readable(encoded: string): string {
  try {
    const decoded = decodeURI(encoded);
    return /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/.test(decoded)
      ? encoded
      : decoded;
  } catch {
    return encoded;
  }
}
