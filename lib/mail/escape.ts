/** Escapes and bounds user-written text before it goes into a mail. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

export function bounded(s: string, max = 80): string {
  const flat = s.replace(/[\r\n\t]+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
