/**
 * Text for HTML the server writes itself (components/markdown.tsx, components/ui/static-select.tsx), escaped
 * as React escapes it: nothing in the text can become markup.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
