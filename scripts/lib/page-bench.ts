// The pure part of `npm run bench:pages` (scripts/bench-pages.ts): a Lighthouse result's figures, their
// medians over runs, the ratios to the framework's floor, the issue's targets and the tables. Tested in
// tests/scripts/page-bench.test.ts.

/** What a page is held to: the floor is only measured; text and match pages have their own main-thread limit. */
export type PageKind = "floor" | "text" | "match";

/** The figures of one Lighthouse run (scores 0-100, times in ms, CLS unitless). */
export interface PageFigures {
  performance: number;
  tbt: number;
  lcp: number;
  cls: number;
  /** The "mainthread-work-breakdown" audit's total (simulated: the trace's times times the CPU slowdown). */
  mainThread: number;
  scriptEvaluation: number;
  styleLayout: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (higher is faster; below 1,000 it is slower than
   * Lighthouse's 4x slowdown expects): not the page's, but it says how busy the shared machine was.
   */
  benchmarkIndex: number;
}

export const FIGURE_KEYS: readonly (keyof PageFigures)[] = [
  "performance",
  "tbt",
  "lcp",
  "cls",
  "mainThread",
  "scriptEvaluation",
  "styleLayout",
  "accessibility",
  "bestPractices",
  "seo",
  "benchmarkIndex",
];

/** Below this benchmark index Lighthouse calls the machine slower than its CPU slowdown expects. */
export const SLOW_BENCHMARK_INDEX = 1000;

/** The part of a Lighthouse result (its `lhr`) read here. */
export interface LighthouseResult {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
  categories?: Record<string, { score: number | null } | undefined>;
  audits?: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: readonly { group?: string; duration?: number }[] };
      }
    | undefined
  >;
}

/** A Lighthouse result's figures, or the reason it has none (a runtime error, a category or audit without a value). */
export function figuresOf(lhr: LighthouseResult): PageFigures | string {
  if (lhr.runtimeError?.code && lhr.runtimeError.code !== "NO_ERROR")
    return `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ""}`;
  const score = (key: string) => {
    const s = lhr.categories?.[key]?.score;
    return typeof s === "number" ? Math.round(s * 100) : null;
  };
  const audit = (key: string) => {
    const v = lhr.audits?.[key]?.numericValue;
    return typeof v === "number" && Number.isFinite(v) ? v : null;
  };
  const groups = lhr.audits?.["mainthread-work-breakdown"]?.details?.items ?? [];
  const group = (name: string) => groups.filter((i) => i.group === name).reduce((sum, i) => sum + (i.duration ?? 0), 0);
  const f = {
    performance: score("performance"),
    tbt: audit("total-blocking-time"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    mainThread: audit("mainthread-work-breakdown"),
    scriptEvaluation: group("scriptEvaluation"),
    styleLayout: group("styleLayout"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : null,
  };
  const missing = Object.entries(f)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  if (missing.length > 0) return `no value for ${missing.join(", ")}`;
  return f as PageFigures;
}

/** The median (the mean of the middle two of an even count); NaN of none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Each figure's median over the runs (each figure on its own: the medians need not come from one run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const out = {} as PageFigures;
  for (const key of FIGURE_KEYS) out[key] = median(runs.map((r) => r[key]));
  return out;
}

/** `value / floor`; null when the floor is 0 (no ratio to speak of). */
export function ratio(value: number, floor: number): number | null {
  return floor > 0 ? value / floor : null;
}

export interface TargetCheck {
  target: string;
  measured: string;
  ok: boolean;
}

/** Main-thread work against the floor's: the issue's limit for a text page and for a match page (replays included). */
export const MAIN_THREAD_LIMIT: Readonly<Record<Exclude<PageKind, "floor">, number>> = { text: 1.5, match: 2.5 };

const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;
const x = (v: number | null) => (v === null ? "-" : `${v.toFixed(2)}x`);

/** The issue's targets for one page's medians against the floor page's medians (a floor page has none). */
export function checkTargets(kind: PageKind, page: PageFigures, floor: PageFigures): TargetCheck[] {
  if (kind === "floor") return [];
  const limit = MAIN_THREAD_LIMIT[kind];
  return [
    { target: "performance >= 90", measured: String(Math.round(page.performance)), ok: page.performance >= 90 },
    {
      target: "TBT <= 2x floor",
      measured: `${ms(page.tbt)} (${x(ratio(page.tbt, floor.tbt))})`,
      ok: page.tbt <= 2 * floor.tbt,
    },
    { target: "CLS <= 0.02", measured: page.cls.toFixed(3), ok: page.cls <= 0.02 },
    {
      target: `main-thread work <= ${limit}x floor`,
      measured: `${ms(page.mainThread)} (${x(ratio(page.mainThread, floor.mainThread))})`,
      ok: page.mainThread <= limit * floor.mainThread,
    },
    { target: "accessibility 100", measured: String(page.accessibility), ok: page.accessibility >= 100 },
    { target: "best practices 100", measured: String(page.bestPractices), ok: page.bestPractices >= 100 },
    { target: "SEO 100", measured: String(page.seo), ok: page.seo >= 100 },
  ];
}

/**
 * The order of the pages in round `round` (0-based): as given in even rounds, reversed in odd ones, so a
 * machine that slows down or speeds up during the run weighs on every page alike.
 */
export function roundOrder<T>(pages: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...pages] : [...pages].reverse();
}

export interface PageResult {
  label: string;
  path: string;
  kind: PageKind;
  runs: PageFigures[];
  /** Why the runs that have no figures failed. */
  failures: string[];
  median: PageFigures | null;
}

/** The medians table (markdown): one row a page, with the ratios of TBT and main-thread work to `floor`. */
export function mediansTable(pages: readonly PageResult[], floor: PageFigures | null): string {
  const head = [
    "page",
    "runs",
    "perf",
    "TBT",
    "LCP",
    "CLS",
    "main thread",
    "script eval",
    "style/layout",
    "a11y",
    "BP",
    "SEO",
    "TBT / floor",
    "main thread / floor",
    "CPU index",
  ];
  const lines = [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`];
  for (const p of pages) {
    const m = p.median;
    const runs = `${p.runs.length}${p.failures.length ? ` (${p.failures.length} failed)` : ""}`;
    if (!m) {
      lines.push(
        `| ${p.label} (${p.path}) | ${runs} | ${head
          .slice(2)
          .map(() => "-")
          .join(" | ")} |`,
      );
      continue;
    }
    const cells = [
      `${p.label} (${p.path})`,
      runs,
      String(Math.round(m.performance)),
      ms(m.tbt),
      `${(m.lcp / 1000).toFixed(1)} s`,
      m.cls.toFixed(3),
      `${(m.mainThread / 1000).toFixed(1)} s`,
      `${(m.scriptEvaluation / 1000).toFixed(1)} s`,
      `${(m.styleLayout / 1000).toFixed(1)} s`,
      String(Math.round(m.accessibility)),
      String(Math.round(m.bestPractices)),
      String(Math.round(m.seo)),
      p.kind === "floor" || !floor ? "-" : x(ratio(m.tbt, floor.tbt)),
      p.kind === "floor" || !floor ? "-" : x(ratio(m.mainThread, floor.mainThread)),
      String(Math.round(m.benchmarkIndex)),
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

/** The targets table (markdown): one row a page that has targets, each cell "ok" or "not met" with the measured value. */
export function targetsTable(pages: readonly PageResult[], checks: readonly TargetCheck[][]): string {
  const names =
    checks
      .find((c) => c.length > 0)
      ?.map((c) => c.target.replace(/main-thread work <= [\d.]+x/, "main-thread work <= 1.5x (text) / 2.5x (match)")) ??
    [];
  if (names.length === 0) return "(no page with targets measured)";
  const lines = [`| page | ${names.join(" | ")} |`, `| --- | ${names.map(() => "---").join(" | ")} |`];
  pages.forEach((p, i) => {
    const c = checks[i] ?? [];
    if (p.kind === "floor") return;
    if (c.length === 0) return void lines.push(`| ${p.label} | ${names.map(() => "not measured").join(" | ")} |`);
    lines.push(`| ${p.label} | ${c.map((t) => `${t.ok ? "ok" : "not met"} (${t.measured})`).join(" | ")} |`);
  });
  const met = checks.flat().filter((t) => t.ok).length;
  lines.push(
    "",
    `${met} of ${checks.flat().length} met; main-thread limit: ${MAIN_THREAD_LIMIT.text}x the floor's for a text page, ${MAIN_THREAD_LIMIT.match}x for a match page or replay.`,
  );
  return lines.join("\n");
}
