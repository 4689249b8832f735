// npm run size:floor [-- --webpack --port 3191 --keep]
// The framework's floor under `npm run size`: the first-load JavaScript of a site that has nothing of its own,
// built with the same Next.js and React (this repository's node_modules) and counted the same way
// (scripts/lib/size-count.ts). It shows how much of a page's figure no change to the site's code can remove.
//
// The site is written to a temporary folder: one layout (html, body) and two pages rendered per request, as
// every page of Glenboard is: "/" shows a paragraph, "/link" a paragraph and a next/link link (every
// Glenboard page has links in its header). It is built by `next build` (Turbopack, as `npm run size` builds;
// --webpack for the other bundler), served by `next start` on port 3191 (apart from `npm run size`'s 3190 and
// the e2e ports), measured, stopped and removed (--keep leaves the folder). It takes the site's chunking setting
// (next.config.mjs, experimental.turbopackChunking), so the two are packed alike.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "./lib/args";
import { stopChild } from "./lib/bench-site";
import { measurePage, ScriptSizes, sizeTable } from "./lib/size-count";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 3191;
/** What the issue asked of a page that is not a match page (scripts/size.ts holds them to 145 KB, because of this floor). */
const PAGE_BUDGET_KB = 130;

const say = (line: string) => process.stderr.write(`${line}\n`);

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

async function main(): Promise<number> {
  const a = parseArgs(process.argv.slice(2));
  const port = Number(a.port ?? DEFAULT_PORT);
  const webpack = a.webpack === "true";
  const modules = realpathSync("node_modules");
  const nextBin = path.join(modules, "next", "dist", "bin", "next");
  const dir = mkdtempSync(path.join(tmpdir(), "glenboard-floor-"));
  try {
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
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" };
    say(`building a site with nothing of its own in ${dir} (${webpack ? "webpack" : "Turbopack"}) ...`);
    const built = spawnSync(process.execPath, [nextBin, "build", ...(webpack ? ["--webpack"] : [])], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`next build failed:\n${built.stdout}${built.stderr}`);
    if (
      await fetch(`http://${HOST}:${port}/`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`Port ${port} is taken: stop what runs there or pass --port.`);
    // Node runs Next's own bin (no npx wrapper), so stopping the child stops the server.
    const child = spawn(process.execPath, [nextBin, "start", "-H", HOST, "-p", String(port)], {
      cwd: dir,
      env,
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const url = `http://${HOST}:${port}`;
      for (
        let tries = 0;
        !(await fetch(`${url}/`).then(
          (r) => r.ok,
          () => false,
        ));
        tries++
      ) {
        if (child.exitCode !== null || tries > 240) throw new Error("next start did not answer within a minute.");
        await sleep(250);
      }
      const sizes = new ScriptSizes();
      const rows = [];
      for (const [label, pagePath] of [
        ["a paragraph", "/"],
        ["a paragraph and a link", "/link"],
      ] as const) {
        const html = await (await fetch(`${url}${pagePath}`)).text();
        rows.push(
          await measurePage(sizes, { label, path: pagePath, budgetKb: PAGE_BUDGET_KB }, html, `${url}${pagePath}`),
        );
      }
      console.log(
        `First-load JavaScript of a site with nothing of its own (gzip, KB = 1,000 bytes), ${webpack ? "webpack" : "Turbopack"}:\n`,
      );
      console.log(sizeTable(rows));
      return 0;
    } finally {
      await stopChild(child, exited);
    }
  } finally {
    if (a.keep === "true") say(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
