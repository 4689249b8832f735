// npm run size [-- --no-build | --dist <folder>] [--port 3190 --json --breakdown --save-html]
// Each page's first-load JavaScript against its budget: 150 KB gzip for a match page and its replay, 145 KB
// for every other page (the issue asked 130 KB, below what Next.js and React alone load: see PAGE_BUDGET_KB). A page's figure is the sum of the gzip sizes (zlib's default level) of the scripts
// its server-rendered HTML loads: every `<script src>` tag except `nomodule` ones, each script once per page
// (scripts/lib/size-count.ts). 1 KB = 1,000 bytes, as `next build` prints sizes.
//
// It measures the real thing: a production build in .next-size (built afresh on every run, so the figures
// are those of the working tree; --no-build reuses the last one; --dist measures the build already in another
// folder without building, as scripts/test-all.sh measures the one the e2e tests have just made in .next),
// served by server.ts as the e2e tests serve it (port 3190, a throwaway PGlite database in data/size/, no test switches). A user, their API token and a
// session cookie are written to the database before the server starts (as bench:server does); the matches
// are then made through the JSON API: one running match of each game against a bot, an open one, and a
// finished one (resigned) whose replay page is measured too.
//
// Prints the table (page, KB gzip, budget, ok/OVER). Beside it, not held against the budget: the scripts the
// HTML only preloads (`<link rel="preload" as="script">`), which is how Next.js sends the chunk of a board
// loaded with next/dynamic, and the total of both. With --breakdown, the scripts that differ between pages;
// --save-html keeps each page's HTML in data/size/html/. Exit code: 0 every page within its budget, 1 a page
// over it, 2 the pages could not be measured. The build writes .next-size into tsconfig.json and
// next-env.d.ts: both are put back afterwards.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BOARDS } from "../components/boards/registry";
import { parseArgs } from "./lib/args";
import { prepareProductionSite } from "./lib/bench-site";
import { measurePage, scriptBreakdown, ScriptSizes, sizeTable, type PageSize } from "./lib/size-count";
import { startSiteServer, type SiteServer } from "./lib/size-server";
import { apiCall, seedUsers, SIGNED_IN_MARKER } from "./lib/site-seed";

// Apart from the e2e runs (3100-3105, 4100), bench:events (3300) and bench:server (3400, 3401).
const HOST = "127.0.0.1";
const DEFAULT_PORT = 3190;
const DIST = ".next-size";
const DATA = "data/size";
const PGLITE_DIR = path.resolve(DATA, "pglite");
const AUTH_SECRET = "size-secret-size-secret-size-secret";
/** Each game with its own board, and what that board renders on the server (its board manifest's `mark`). */
const GAMES = BOARDS.map((b) => b.gameKey);
const BOARD_MARK: Readonly<Record<string, string>> = Object.fromEntries(BOARDS.map((b) => [b.gameKey, b.mark]));
const USERNAME = "sizer";

/** The budgets, in KB gzip. A match page's is the issue's. */
const MATCH_BUDGET_KB = 150;
/**
 * The issue asked 130 KB for the other pages, but a site with nothing of its own on the same Next.js and React
 * already loads 134.9 KB, and 138.2 KB with one link (`npm run size:floor`, packed as this site is; webpack:
 * 132.4 and 135.8): no page can meet 130 KB. Held instead to that floor plus 6.8 KB for the site's own code
 * on every page (the header's live updates and waiting count) and a page's forms.
 */
const PAGE_BUDGET_KB = 145;
const budgetOf = (pagePath: string) =>
  /^\/matches\/\d+(\/replay)?(\?|$)/.test(pagePath) ? MATCH_BUDGET_KB : PAGE_BUDGET_KB;

const say = (line: string) => process.stderr.write(`${line}\n`);

interface Page {
  label: string;
  path: string;
  signedIn: boolean;
  /** Text the HTML must contain: the page rendered what it is measured for (not an error or a redirect). */
  expect?: string;
}

/** The pages a visitor without an account reaches. */
const PUBLIC_PAGES: Page[] = [
  { label: "home", path: "/", signedIn: false },
  { label: "sign-in", path: "/signin", signedIn: false, expect: "Sign in" },
  { label: "register", path: "/register", signedIn: false, expect: "Create account" },
  { label: "forgot password", path: "/forgot", signedIn: false },
  { label: "rules", path: "/rules", signedIn: false },
  ...GAMES.map((g) => ({ label: `rules ${g}`, path: `/rules/${g}`, signedIn: false })),
  { label: `season ladder ${GAMES[0]}`, path: `/ladder/${GAMES[0]}`, signedIn: false, expect: "season ladder" },
];

const SIGNED_IN_PAGES: Page[] = [
  { label: "my games", path: "/games", signedIn: true },
  { label: "new match", path: "/matches/new", signedIn: true },
  { label: "settings", path: "/settings", signedIn: true },
  { label: "play now", path: "/play", signedIn: true, expect: "Play now" },
  { label: "tournaments", path: "/tournaments", signedIn: true, expect: "Tournaments" },
];

interface Options {
  build: boolean;
  /** The build folder: .next-size, or --dist's (never built here: a developer's .next is not overwritten). */
  dist: string;
  port: number;
  json: boolean;
  breakdown: boolean;
  saveHtml: boolean;
}

function options(): Options {
  const a = parseArgs(process.argv.slice(2));
  const port = Number(a.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error("--port takes a port number (--port 3190).");
  const dist = a.dist ?? DIST;
  if (dist === "true") throw new Error("--dist takes a build folder (--dist .next).");
  return {
    build: a["no-build"] !== "true" && a.dist === undefined,
    dist,
    port,
    json: a.json === "true",
    breakdown: a.breakdown === "true",
    saveHtml: a["save-html"] === "true",
  };
}

/** A fresh database with one user: their API token and a signed-in cookie. */
async function seed(): Promise<{ token: string; cookie: string }> {
  const [user] = await seedUsers(DATA, PGLITE_DIR, [USERNAME], AUTH_SECRET);
  return user!;
}

/** A JSON API call with the user's token; the answer's body, or an error naming the call. */
const api = <T>(server: SiteServer, token: string, method: "GET" | "POST", url: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, url, body);

/** The match pages: one running match of each game (the user against a bot), an open one and a finished one with its replay. */
async function matchPages(server: SiteServer, token: string): Promise<Page[]> {
  const create = async (gameKey: string, other: unknown) =>
    (await api<{ matchId: number }>(server, token, "POST", "/api/matches", { gameKey, seats: [{ kind: "me" }, other] }))
      .matchId;
  const pages: Page[] = [];
  for (const game of GAMES) {
    const id = await create(game, { kind: "bot", style: "random" });
    pages.push({ label: `match ${game} (running)`, path: `/matches/${id}`, signedIn: true, expect: BOARD_MARK[game] });
  }
  // The first game watched by a visitor, the second open, the third finished (and replayed).
  const [watched, waiting, finished] = GAMES;
  if (!watched || !waiting || !finished) throw new Error("size: three games with their own boards are measured");
  pages.push({
    label: `match ${watched} (running, spectator)`,
    path: pages[0]!.path,
    signedIn: false,
    expect: BOARD_MARK[watched],
  });
  const open = await create(waiting, { kind: "open" });
  pages.push({ label: `match ${waiting} (open)`, path: `/matches/${open}`, signedIn: true });
  const done = await create(finished, { kind: "bot", style: "random" });
  const { version } = await api<{ version: number }>(server, token, "GET", `/api/matches/${done}/version`);
  await api(server, token, "POST", `/api/matches/${done}/resign`, { version });
  pages.push({
    label: `match ${finished} (finished)`,
    path: `/matches/${done}`,
    signedIn: true,
    expect: BOARD_MARK[finished],
  });
  pages.push({
    label: `replay ${finished}`,
    path: `/matches/${done}/replay`,
    signedIn: true,
    expect: BOARD_MARK[finished],
  });
  // The fairness check: its verifier and the engines load after the page (docs/fairness.md), not in its first load.
  pages.push({ label: `verify ${finished}`, path: `/matches/${done}/verify`, signedIn: true });
  return pages;
}

async function measure(server: SiteServer, cookie: string, pages: Page[], saveHtml: boolean): Promise<PageSize[]> {
  const sizes = new ScriptSizes();
  const rows: PageSize[] = [];
  for (const page of pages) {
    const url = `${server.url}${page.path}`;
    const res = await fetch(url, { headers: page.signedIn ? { cookie } : {}, redirect: "manual" });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${page.label} (${page.path}): HTTP ${res.status}`);
    if (html.includes(SIGNED_IN_MARKER) !== page.signedIn)
      throw new Error(`${page.label} (${page.path}): expected to be signed ${page.signedIn ? "in" : "out"}`);
    if (page.expect && !html.includes(page.expect))
      throw new Error(`${page.label} (${page.path}): the page lacks ${page.expect}`);
    if (saveHtml) writeFileSync(path.join(DATA, "html", `${page.label.replace(/[^a-z0-9-]+/gi, "_")}.html`), html);
    rows.push(
      await measurePage(sizes, { label: page.label, path: page.path, budgetKb: budgetOf(page.path) }, html, url),
    );
  }
  return rows;
}

async function main(): Promise<number> {
  const o = options();
  const env = await prepareProductionSite(
    {
      host: HOST,
      port: o.port,
      pgliteDir: PGLITE_DIR,
      dist: o.dist,
      authSecret: AUTH_SECRET,
      build: o.build,
      defaultDist: DIST,
    },
    say,
  );
  say("writing a user to a fresh database ...");
  const { token, cookie } = await seed();
  say(`starting the server on port ${o.port} ...`);
  const server = await startSiteServer(HOST, o.port, env);
  let rows: PageSize[];
  try {
    say("creating matches and measuring pages ...");
    const pages = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES, ...(await matchPages(server, token))];
    if (o.saveHtml) mkdirSync(path.join(DATA, "html"), { recursive: true });
    rows = await measure(server, cookie, pages, o.saveHtml);
  } finally {
    await server.stop();
  }
  if (o.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(`First-load JavaScript per page (gzip, KB = 1,000 bytes), build ${o.dist}:\n`);
    console.log(sizeTable(rows));
    if (o.breakdown) console.log(`\n${scriptBreakdown(rows)}`);
  }
  const over = rows.filter((r) => r.over);
  if (over.length > 0) {
    say(`\n${over.length} page(s) over budget: ${over.map((r) => r.label).join(", ")}`);
    return 1;
  }
  return 0;
}

// Exit explicitly: the schema engine of the migrations leaves a timer behind that would keep the process alive.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
