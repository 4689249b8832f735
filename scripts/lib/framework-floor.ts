// The framework's floor: a site with nothing of its own on this repository's Next.js and React, written to a
// temporary folder, built and served by `next start`. `npm run size:floor` counts its first-load JavaScript,
// `npm run bench:pages` runs Lighthouse on it beside the site's pages.
//
// One layout (html, body) and two pages rendered per request, as every page of Glenboard is: "/" shows a
// paragraph, "/link" a paragraph and a next/link link (every Glenboard page has links in its header). It is
// built by `next build` (Turbopack, as the site builds; `webpack` for the other bundler) with the site's
// chunking setting (next.config.mjs, experimental.turbopackChunking), so the two are packed alike.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { stopChild } from "./bench-site";

/** The floor's pages: the path and what each shows. */
export const FLOOR_PAGES = [
  { label: "a paragraph", path: "/" },
  { label: "a paragraph and a link", path: "/link" },
] as const;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "framework-floor", private: true, type: "module" }),
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.jsx": `export const dynamic = "force-dynamic";
export default function Page() { return <p>A page with nothing of its own.</p>; }
`,
  "app/link/page.jsx": `import Link from "next/link";
export const dynamic = "force-dynamic";
export default function Page() { return <p>A page and <Link href="/">a link</Link>.</p>; }
`,
};

/** The deepest folder holding both paths: Turbopack compiles only files under its root, and node_modules is a link to this repository's. */
function commonRoot(a: string, b: string): string {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

const nextBin = () => path.join(realpathSync("node_modules"), "next", "dist", "bin", "next");
const floorEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" });

/** Writes the floor site to a new temporary folder (run from the repository's root) and returns the folder. */
export async function writeFloorSite(): Promise<string> {
  const modules = realpathSync("node_modules");
  const dir = mkdtempSync(path.join(tmpdir(), "glenboard-floor-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const site = (await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as {
    default: { experimental?: { turbopackChunking?: unknown } };
  };
  const config = {
    turbopack: { root: commonRoot(realpathSync(dir), modules) },
    experimental: { turbopackChunking: site.default.experimental?.turbopackChunking },
  };
  writeFileSync(path.join(dir, "next.config.mjs"), `export default ${JSON.stringify(config)};\n`);
  symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  return dir;
}

/** `next build` in the floor's folder; an error with the build's output when it fails. */
export function buildFloorSite(dir: string, webpack: boolean): void {
  const built = spawnSync(process.execPath, [nextBin(), "build", ...(webpack ? ["--webpack"] : [])], {
    cwd: dir,
    env: floorEnv(),
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`next build failed:\n${built.stdout}${built.stderr}`);
}

export interface FloorServer {
  url: string;
  stop(): Promise<void>;
}

/** `next start` on the built floor, ready once "/" answers (at most a minute); an error when the port is taken. */
export async function startFloorServer(dir: string, host: string, port: number): Promise<FloorServer> {
  const url = `http://${host}:${port}`;
  if (
    await fetch(`${url}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${port} is taken: stop what runs there or pass another port.`);
  // Node runs Next's own bin (no npx wrapper), so stopping the child stops the server.
  const child = spawn(process.execPath, [nextBin(), "start", "-H", host, "-p", String(port)], {
    cwd: dir,
    env: floorEnv(),
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = () => stopChild(child, exited);
  for (
    let tries = 0;
    !(await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (child.exitCode !== null || tries > 240) {
      await stop();
      throw new Error("next start did not answer within a minute.");
    }
    await sleep(250);
  }
  return { url, stop };
}

/** Removes the floor's folder (or says where it is kept). */
export function removeFloorSite(dir: string, keep: boolean, say: (line: string) => void): void {
  if (keep) say(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
