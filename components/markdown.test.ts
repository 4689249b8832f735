/** The notes' Markdown becomes HTML with every piece of text escaped: a file cannot inject markup. */
import { describe, expect, it } from "vitest";
import { markdownHtml } from "./markdown";
import { escapeHtml } from "./ui/html";

describe("markdownHtml", () => {
  it("writes headings, lists, paragraphs, code and bold", () => {
    expect(markdownHtml("# Title\n\nOne\nline, `code` and **bold**.\n\n- a\n  continued\n- b\n### Small")).toBe(
      '<h2 class="mt-4">Title</h2><p class="my-2">One line, <code class="rounded bg-stone-100 px-1">code</code> and ' +
        '<strong>bold</strong>.</p><ul class="my-2 list-disc space-y-1 pl-6"><li>a continued</li><li>b</li></ul>' +
        '<h3 class="mt-3 font-semibold">Small</h3>',
    );
  });

  it("escapes markup in text, code, bold, headings and list items", () => {
    const evil = `<script>alert("x")</script> & 'q'`;
    const html = markdownHtml(`## ${evil}\n\n${evil} \`${evil}\` **<img src=x onerror=alert(1)>**\n\n- ${evil}`);
    expect(html).not.toMatch(/<(script|img)/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27;");
    expect(html).toContain("<strong>&lt;img src=x onerror=alert(1)&gt;</strong>");
  });

  it("escapes as React does", () => {
    expect(escapeHtml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&#x27;");
  });
});
