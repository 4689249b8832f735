/**
 * A V8 CPU profile (`node --cpu-prof`), summed up: where a server process spent its time, by self time per
 * place (package, the site's own code in the build, Node's internals, garbage collection, idle) and the
 * functions that took the most. Used by `npm run bench:server -- --profile` to show why a target is missed.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Wall time the profile covers, ms. */
  totalMs: number;
  /** Time not idle, ms. */
  busyMs: number;
  /** Self time by place, ms, biggest first (idle left out). */
  places: [string, number][];
  /** Self time by function, ms, biggest first (idle left out). */
  functions: [string, number][];
}

/** Where a frame's code lives: a package, the site's own bundled code, Next's runtime, Node, or V8's own bookkeeping. */
export function placeOf(url: string, functionName: string): string {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  // The build bundles packages into its chunks under their own paths: `[project]/node_modules/<pkg>/...`.
  if (pkg) return pkg[1]!;
  if (/\/\.next[^/]*\/server\//.test(url))
    return /\[project\]\/(lib|app|components)\//.test(url) ? "site (bundled)" : "next build chunks";
  if (/\/(lib|app|components|scripts)\//.test(url) || url.endsWith("server.ts")) return "site";
  return "other";
}

export function summarizeProfile(file: string): ProfileSummary {
  const p = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) {
    const id = p.samples[i]!;
    // timeDeltas[i] is the time before sample i; the sample's own duration is the next delta.
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + dt);
  }
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") continue;
    busy += ms;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + ms);
    const where = url ? `${url.replace(/^.*\/(node_modules|\.next[^/]*)\//, "$1/")}:${lineNumber + 1}` : "";
    const name = `${functionName || "(anonymous)"} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: (p.endTime - p.startTime) / 1000,
    busyMs: busy,
    places: sorted(places),
    functions: sorted(functions),
  };
}

/** The summary as lines: the places with their share of busy time, then the top `top` functions. */
export function profileLines(label: string, s: ProfileSummary, top = 25): string[] {
  const pct = (ms: number) => `${((100 * ms) / Math.max(1, s.busyMs)).toFixed(1).padStart(5)}%`;
  return [
    `profile ${label}: ${(s.busyMs / 1000).toFixed(1)} s busy of ${(s.totalMs / 1000).toFixed(1)} s`,
    "  self time by place:",
    ...s.places.slice(0, 20).map(([place, ms]) => `    ${pct(ms)}  ${place}`),
    `  top ${top} functions by self time:`,
    ...s.functions.slice(0, top).map(([name, ms]) => `    ${pct(ms)}  ${name.slice(0, 150)}`),
  ];
}
