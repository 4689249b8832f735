import { describe, expect, it } from "vitest";
import {
  checkTargets,
  figuresOf,
  median,
  medianFigures,
  mediansTable,
  ratio,
  roundOrder,
  targetsTable,
  type LighthouseResult,
  type PageFigures,
} from "../../scripts/lib/page-bench";

/** The shape of a Lighthouse 12 result, as much of it as the benchmark reads. */
function lhr(o: { perf?: number | null; tbt?: number; cls?: number; main?: number } = {}): LighthouseResult {
  return {
    environment: { benchmarkIndex: 1234.5 },
    categories: {
      performance: { score: o.perf === undefined ? 0.93 : o.perf },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      "total-blocking-time": { numericValue: o.tbt ?? 300 },
      "largest-contentful-paint": { numericValue: 1500 },
      "cumulative-layout-shift": { numericValue: o.cls ?? 0 },
      "mainthread-work-breakdown": {
        numericValue: o.main ?? 1200,
        details: {
          items: [
            { group: "scriptEvaluation", duration: 500 },
            { group: "styleLayout", duration: 150 },
            { group: "other", duration: 400 },
            { group: "scriptEvaluation", duration: 100 },
          ],
        },
      },
    },
  };
}

const figures = (over: Partial<PageFigures> = {}): PageFigures => ({
  performance: 95,
  tbt: 300,
  lcp: 1500,
  cls: 0,
  mainThread: 1000,
  scriptEvaluation: 500,
  styleLayout: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  benchmarkIndex: 1500,
  ...over,
});

describe("figuresOf", () => {
  it("reads scores as 0-100, the metrics, and sums the main thread's groups", () => {
    expect(figuresOf(lhr())).toEqual({
      performance: 93,
      tbt: 300,
      lcp: 1500,
      cls: 0,
      mainThread: 1200,
      scriptEvaluation: 600,
      styleLayout: 150,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      benchmarkIndex: 1234.5,
    });
  });

  it("says why a run has no figures: a runtime error, a score Lighthouse could not compute", () => {
    expect(figuresOf({ ...lhr(), runtimeError: { code: "NO_FCP", message: "no paint" } })).toBe("NO_FCP: no paint");
    expect(figuresOf({ ...lhr(), runtimeError: { code: "NO_ERROR" } })).not.toBeTypeOf("string");
    expect(figuresOf(lhr({ perf: null }))).toBe("no value for performance");
    expect(figuresOf({ categories: {}, audits: {} })).toMatch(/^no value for performance, tbt, lcp.*, benchmarkIndex$/);
  });
});

describe("median and ratio", () => {
  it("takes the middle value, the mean of the middle two of an even count, without reordering the input", () => {
    const xs = [30, 10, 20];
    expect(median(xs)).toBe(20);
    expect(xs).toEqual([30, 10, 20]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's median on its own", () => {
    const m = medianFigures([
      figures({ tbt: 100, performance: 99 }),
      figures({ tbt: 500, performance: 80 }),
      figures({ tbt: 300, performance: 90 }),
    ]);
    expect(m.tbt).toBe(300);
    expect(m.performance).toBe(90);
  });

  it("has no ratio to a floor of 0", () => {
    expect(ratio(600, 300)).toBe(2);
    expect(ratio(10, 0)).toBeNull();
  });
});

describe("checkTargets", () => {
  const floor = figures({ tbt: 300, mainThread: 1000 });

  it("passes a page at the limits", () => {
    const text = checkTargets("text", figures({ performance: 90, tbt: 600, cls: 0.02, mainThread: 1500 }), floor);
    expect(text.every((t) => t.ok)).toBe(true);
    expect(checkTargets("match", figures({ mainThread: 2500 }), floor).every((t) => t.ok)).toBe(true);
  });

  it("fails each target just past its limit, the main thread's by the page's kind", () => {
    const failing = (kind: "text" | "match", over: Partial<PageFigures>) =>
      checkTargets(kind, figures(over), floor)
        .filter((t) => !t.ok)
        .map((t) => t.target);
    expect(failing("text", { performance: 89 })).toEqual(["performance >= 90"]);
    expect(failing("text", { tbt: 601 })).toEqual(["TBT <= 2x floor"]);
    expect(failing("text", { cls: 0.021 })).toEqual(["CLS <= 0.02"]);
    expect(failing("text", { mainThread: 1501 })).toEqual(["main-thread work <= 1.5x floor"]);
    expect(failing("match", { mainThread: 1501 })).toEqual([]);
    expect(failing("match", { mainThread: 2501 })).toEqual(["main-thread work <= 2.5x floor"]);
    expect(failing("text", { accessibility: 98, bestPractices: 96, seo: 92 })).toEqual([
      "accessibility 100",
      "best practices 100",
      "SEO 100",
    ]);
  });

  it("shows the ratios in what it measured, and holds a floor page to nothing", () => {
    const [, tbt, , main] = checkTargets("text", figures({ tbt: 900, mainThread: 1234 }), floor);
    expect(tbt!.measured).toBe("900 ms (3.00x)");
    expect(main!.measured).toBe("1,234 ms (1.23x)");
    expect(checkTargets("floor", figures(), floor)).toEqual([]);
  });
});

describe("roundOrder and the tables", () => {
  it("reverses the order every other round", () => {
    expect(roundOrder(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(roundOrder(["a", "b", "c"], 1)).toEqual(["c", "b", "a"]);
    expect(roundOrder(["a", "b", "c"], 2)).toEqual(["a", "b", "c"]);
  });

  it("prints a row a page, ratios beside the site's pages, and ok / not met per target", () => {
    const floor = figures({ tbt: 300, mainThread: 1000 });
    const home = figures({ tbt: 600, mainThread: 3000, performance: 81 });
    const pages = [
      { label: "floor", path: "/link", kind: "floor" as const, runs: [floor], failures: [], median: floor },
      { label: "home", path: "/", kind: "text" as const, runs: [home], failures: ["NO_FCP"], median: home },
      { label: "gone", path: "/x", kind: "text" as const, runs: [], failures: ["NO_FCP"], median: null },
    ];
    const table = mediansTable(pages, floor);
    expect(table).toContain("| floor (/link) | 1 | 95 | 300 ms |");
    expect(table).toContain("| home (/) | 1 (1 failed) | 81 | 600 ms | 1.5 s | 0.000 | 3.0 s | 0.5 s | 0.1 s");
    expect(table).toContain("| 2.00x | 3.00x | 1500 |");
    const targets = targetsTable(pages, [[], checkTargets("text", home, floor), []]);
    expect(targets).toContain("| home | not met (81) | ok (600 ms (2.00x)) |");
    expect(targets).toContain("| gone | not measured");
    expect(targets).not.toContain("| floor |");
  });
});
