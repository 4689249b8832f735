/**
 * A chat message as pieces of text and links. Only http and https addresses become links (never
 * javascript:, data: or anything else); the text itself is always shown as text (React escapes it). A
 * trailing full stop, comma or closing bracket belongs to the sentence, not the address. Pure: used by the
 * chat panel in the browser and by tests.
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
    const href = safeHref(url);
    if (!href) continue;
    if (start > at) parts.push({ kind: "text", text: text.slice(at, start) });
    parts.push({ kind: "link", text: url, href });
    at = start + url.length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** The address as the browser will open it, if it parses as http(s); otherwise none. */
function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}
