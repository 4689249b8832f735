// npm run size:floor [-- --webpack --port 3191 --keep]
// The framework's floor under `npm run size`: the first-load JavaScript of a site that has nothing of its own,
// built with the same Next.js and React (this repository's node_modules) and counted the same way
// (scripts/lib/size-count.ts). It shows how much of a page's figure no change to the site's code can remove.
//
// The site (scripts/lib/framework-floor.ts) is built by `next build` (Turbopack, as `npm run size` builds;
// --webpack for the other bundler), served by `next start` on port 3191 (apart from `npm run size`'s 3190 and
// the e2e ports), measured, stopped and removed (--keep leaves the folder).
import { parseArgs } from "./lib/args";
import { buildFloorSite, FLOOR_PAGES, removeFloorSite, startFloorServer, writeFloorSite } from "./lib/framework-floor";
import { measurePage, ScriptSizes, sizeTable } from "./lib/size-count";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 3191;
/** What the issue asked of a page that is not a match page (scripts/size.ts holds them to 145 KB, because of this floor). */
const PAGE_BUDGET_KB = 130;

const say = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const a = parseArgs(process.argv.slice(2));
  const port = Number(a.port ?? DEFAULT_PORT);
  const webpack = a.webpack === "true";
  const dir = await writeFloorSite();
  try {
    say(`building a site with nothing of its own in ${dir} (${webpack ? "webpack" : "Turbopack"}) ...`);
    buildFloorSite(dir, webpack);
    const server = await startFloorServer(dir, HOST, port);
    try {
      const sizes = new ScriptSizes();
      const rows = [];
      for (const { label, path: pagePath } of FLOOR_PAGES) {
        const html = await (await fetch(`${server.url}${pagePath}`)).text();
        rows.push(
          await measurePage(
            sizes,
            { label, path: pagePath, budgetKb: PAGE_BUDGET_KB },
            html,
            `${server.url}${pagePath}`,
          ),
        );
      }
      console.log(
        `First-load JavaScript of a site with nothing of its own (gzip, KB = 1,000 bytes), ${webpack ? "webpack" : "Turbopack"}:\n`,
      );
      console.log(sizeTable(rows));
      return 0;
    } finally {
      await server.stop();
    }
  } finally {
    removeFloorSite(dir, a.keep === "true", say);
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
