/**
 * One layout for every notification mail: plain text plus simple HTML built from the same parts. All text
 * handed in is treated as untrusted: it is escaped here for HTML; callers bound user-written fields.
 */
import { escapeHtml } from "./escape";

export interface MailSection {
  heading?: string;
  lines: string[];
}

export interface MailParts {
  greeting: string;
  intro: string[];
  sections?: MailSection[];
  action: { url: string; label: string };
  /** Links at the bottom: unsubscribe, mute this match, settings. */
  footer: { url: string; label: string }[];
}

export function renderMail(p: MailParts): { text: string; html: string } {
  const text: string[] = [p.greeting, "", ...p.intro];
  for (const s of p.sections ?? []) {
    text.push("");
    if (s.heading) text.push(s.heading);
    text.push(...s.lines.map((l) => `  ${l}`));
  }
  text.push("", `${p.action.label}: ${p.action.url}`, "", "--");
  for (const f of p.footer) text.push(`${f.label}: ${f.url}`);

  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html: string[] = [
    '<!doctype html><html><body style="font-family: system-ui, sans-serif; color: #1c1917; line-height: 1.4">',
    `<p>${escapeHtml(p.greeting)}</p>`,
    ...p.intro.map((l) => `<p>${escapeHtml(l)}</p>`),
  ];
  for (const s of p.sections ?? []) {
    if (s.heading) html.push(`<p><strong>${escapeHtml(s.heading)}</strong></p>`);
    html.push(`<ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`);
  }
  html.push(`<p style="font-size: 1.1em">${a(p.action.url, p.action.label)}</p>`);
  html.push(
    `<hr><p style="font-size: 0.85em; color: #57534e">${p.footer.map((f) => a(f.url, f.label)).join(" · ")}</p>`,
  );
  html.push("</body></html>");
  return { text: `${text.join("\n")}\n`, html: html.join("\n") };
}
