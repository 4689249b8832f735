/**
 * A deliberately small Markdown renderer for our own notes files (headings, lists, paragraphs, `code`,
 * **bold**). It writes HTML, every piece of text escaped (markdownHtml), and the page carries it as one
 * element's inner HTML: the browser then hydrates one element instead of one per paragraph, item and word
 * in bold (a rules page has several hundred), and the page's data carries one string instead of their tree.
 * Nothing in a file can inject markup: the only tags are the ones written here.
 */
import { escapeHtml } from "./ui/html";

function inline(text: string): string {
  return text
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/g)
    .map((p) =>
      p.startsWith("`") && p.endsWith("`") && p.length > 1
        ? `<code class="rounded bg-stone-100 px-1">${escapeHtml(p.slice(1, -1))}</code>`
        : p.startsWith("**") && p.endsWith("**") && p.length > 3
          ? `<strong>${escapeHtml(p.slice(2, -2))}</strong>`
          : escapeHtml(p),
    )
    .join("");
}

/** The Markdown as HTML: h2 for # and ##, h3 below, lists, paragraphs; inline `code` and **bold**. */
export function markdownHtml(text: string): string {
  const blocks: string[] = [];
  let list: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (list.length)
      blocks.push(
        `<ul class="my-2 list-disc space-y-1 pl-6">${list.map((l) => `<li>${inline(l)}</li>`).join("")}</ul>`,
      );
    if (para.length) blocks.push(`<p class="my-2">${inline(para.join(" "))}</p>`);
    list = [];
    para = [];
  };
  for (const line of text.split("\n")) {
    const h = line.match(/^(#{1,4})\s+(.*)$/);
    const li = line.match(/^\s*[-*]\s+(.*)$/);
    if (h) {
      flush();
      const level = h[1]?.length ?? 1;
      const content = inline(h[2] ?? "");
      blocks.push(level <= 2 ? `<h2 class="mt-4">${content}</h2>` : `<h3 class="mt-3 font-semibold">${content}</h3>`);
    } else if (li) {
      if (para.length) flush();
      list.push(li[1] ?? "");
    } else if (line.trim() === "") flush();
    else if (list.length && /^\s+/.test(line)) list[list.length - 1] += ` ${line.trim()}`;
    else {
      if (list.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  return blocks.join("");
}

export function Markdown({ text }: { text: string }) {
  return <div dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}
