// What `npm run size` counts (scripts/size.ts): the scripts a page's HTML loads and their gzip sizes.
// Pure apart from `fetch`: the HTML parsing and the sums are here so they can be read (and tested) alone.
import { gzipSync } from "node:zlib";

/** A kilobyte in the table and the budgets: 1,000 bytes, as `next build` prints its sizes. */
export const KB = 1000;

/**
 * The addresses of the scripts an HTML page loads: every `<script src=...>` tag, `nomodule` ones excluded (a
 * modern browser skips them), each address once, in document order, resolved against the page's address.
 * Inline scripts (Next's flight data, the bootstrap) have no src and are not counted: they are part of the
 * HTML.
 */
export function scriptSources(html: string, pageUrl: string): string[] {
  const out = new Set<string>();
  for (const tag of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(tag[1] ?? "");
    const src = attrs.get("src");
    if (src === undefined || src === "" || attrs.has("nomodule")) continue;
    out.add(new URL(decodeEntities(src), pageUrl).href);
  }
  return [...out];
}

/**
 * The scripts the HTML asks the browser to fetch ahead without a script tag: `<link rel="preload" as="script">`
 * and `<link rel="modulepreload">`, each once, those among `scriptSources` left out. Next.js announces this way
 * the chunks of a `next/dynamic` component rendered on the server (a game's board): the browser loads them
 * before the page becomes interactive, so they are shown beside the script tags.
 */
export function preloadedScripts(html: string, pageUrl: string): string[] {
  const tags = new Set(scriptSources(html, pageUrl));
  const out = new Set<string>();
  for (const tag of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(tag[1] ?? "");
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (
      !href ||
      !(rel.includes("modulepreload") || (rel.includes("preload") && attrs.get("as")?.toLowerCase() === "script"))
    )
      continue;
    const url = new URL(decodeEntities(href), pageUrl).href;
    if (!tags.has(url)) out.add(url);
  }
  return [...out];
}

/** A tag's attributes by lower-case name (valueless ones map to ""). */
function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (m[1] ?? "").toLowerCase();
    if (!out.has(name)) out.set(name, m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The gzip size of a body at zlib's default level (what a server compressing on the fly sends, roughly). */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body).length;
}

/** Fetches each script once per run (the same chunk on several pages is fetched and compressed once). */
export class ScriptSizes {
  private readonly sizes = new Map<string, Promise<{ raw: number; gzip: number }>>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  of(url: string): Promise<{ raw: number; gzip: number }> {
    let p = this.sizes.get(url);
    if (!p) {
      p = fetch(url, { headers: this.headers }).then(async (res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const body = new Uint8Array(await res.arrayBuffer());
        return { raw: body.length, gzip: gzipSize(body) };
      });
      this.sizes.set(url, p);
    }
    return p;
  }
}

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

export interface PageSize {
  label: string;
  path: string;
  budgetKb: number;
  /** The page's `<script src>` tags. */
  scripts: ScriptSize[];
  /** Scripts preloaded by `<link>` tags only (see `preloadedScripts`). */
  preloaded: ScriptSize[];
  /** Sum of the script tags' gzip sizes, in bytes: the figure held against the budget. */
  gzip: number;
  /** Sum of the preloaded scripts' gzip sizes, in bytes. */
  preloadedGzip: number;
  over: boolean;
}

export async function measurePage(
  sizes: ScriptSizes,
  page: { label: string; path: string; budgetKb: number },
  html: string,
  pageUrl: string,
): Promise<PageSize> {
  const sized = (urls: string[]) => Promise.all(urls.map(async (url) => ({ url, ...(await sizes.of(url)) })));
  const scripts = await sized(scriptSources(html, pageUrl));
  const preloaded = await sized(preloadedScripts(html, pageUrl));
  const sum = (list: ScriptSize[]) => list.reduce((total, s) => total + s.gzip, 0);
  const gzip = sum(scripts);
  return { ...page, scripts, preloaded, gzip, preloadedGzip: sum(preloaded), over: gzip > page.budgetKb * KB };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/**
 * The report: one row per page: the script tags (count, KB gzip: the budgeted figure), the budget, ok/OVER, and
 * for information the scripts preloaded by link tags and the total of both.
 */
export function sizeTable(rows: PageSize[]): string {
  const head = ["page", "path", "scripts", "KB gzip", "budget", "", "preloaded KB", "total KB"];
  const body = rows.map((r) => [
    r.label,
    r.path,
    String(r.scripts.length),
    kb(r.gzip),
    String(r.budgetKb),
    r.over ? "OVER" : "ok",
    r.preloaded.length > 0 ? `+${kb(r.preloadedGzip)} (${r.preloaded.length})` : "",
    kb(r.gzip + r.preloadedGzip),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const right = new Set([2, 3, 4, 6, 7]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/**
 * The scripts that differ between pages, for finding what makes a page heavy: each script loaded (by a tag or
 * a preload) by some pages but not all, with its gzip size and how many pages load it. (The ones every page
 * loads are summed.)
 */
export function scriptBreakdown(rows: PageSize[]): string {
  const count = new Map<string, { gzip: number; pages: number }>();
  for (const r of rows)
    for (const s of [...r.scripts, ...r.preloaded])
      count.set(s.url, { gzip: s.gzip, pages: (count.get(s.url)?.pages ?? 0) + 1 });
  const shared = [...count].filter(([, v]) => v.pages === rows.length);
  const sharedKb = shared.reduce((sum, [, v]) => sum + v.gzip, 0);
  const lines = [`loaded by every page: ${shared.length} scripts, ${kb(sharedKb)} KB gzip`];
  for (const [url, v] of [...count].filter(([, v]) => v.pages < rows.length).sort((a, b) => b[1].gzip - a[1].gzip)) {
    lines.push(
      `  ${kb(v.gzip).padStart(6)} KB  ${String(v.pages).padStart(2)}/${rows.length} pages  ${new URL(url).pathname}`,
    );
  }
  return lines.join("\n");
}
