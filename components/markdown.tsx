/**
 * A deliberately small Markdown renderer for our own notes files (headings, lists, paragraphs, `code`,
 * **bold**): React escapes all text, so nothing in a file can inject markup.
 */
import type { ReactNode } from "react";

function inline(text: string): ReactNode[] {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return parts.map((p, i) =>
    p.startsWith("`") && p.endsWith("`") ? (
      <code key={i} className="rounded bg-stone-100 px-1">
        {p.slice(1, -1)}
      </code>
    ) : p.startsWith("**") && p.endsWith("**") ? (
      <strong key={i}>{p.slice(2, -2)}</strong>
    ) : (
      p
    ),
  );
}

export function Markdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (list.length)
      blocks.push(
        <ul key={blocks.length} className="my-2 list-disc space-y-1 pl-6">
          {list.map((l, i) => (
            <li key={i}>{inline(l)}</li>
          ))}
        </ul>,
      );
    if (para.length)
      blocks.push(
        <p key={blocks.length} className="my-2">
          {inline(para.join(" "))}
        </p>,
      );
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
      blocks.push(
        level <= 2 ? (
          <h2 key={blocks.length} className="mt-4">
            {content}
          </h2>
        ) : (
          <h3 key={blocks.length} className="mt-3 font-semibold">
            {content}
          </h3>
        ),
      );
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
  return <div>{blocks}</div>;
}
