/**
 * A <select> with a long fixed list (Settings' time zones: over 400) written by the server as one element's
 * inner HTML: the browser hydrates the select alone instead of one element per option, and the page's data
 * carries one string. The chosen option is marked `selected` in the HTML (there is no client state to keep).
 * For forms without client code only: React does not see the options.
 */
import { escapeHtml } from "./html";

export function StaticSelect({
  options,
  selected,
  ...props
}: {
  options: readonly { value: string; label: string }[];
  selected: string;
  id: string;
  name: string;
  className?: string;
}) {
  const html = options
    .map(
      (o) =>
        `<option value="${escapeHtml(o.value)}"${o.value === selected ? " selected" : ""}>${escapeHtml(o.label)}</option>`,
    )
    .join("");
  return <select {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
