// npm run bench:pages [-- --runs 3 --pages home,rules,match --dist <folder> | --no-build --json --keep --strict --port 3500]
// The site's pages in a phone browser beside the framework's floor: Lighthouse (its default mobile preset:
// simulated slow 4G, 4x CPU slowdown; Chromium at CHROME_PATH, /usr/bin/chromium unless set; headless=new,
// --no-sandbox), several runs per page, each page's medians and its ratios to the floor, checked against the
// issue's targets (issue 35): performance >= 90, total blocking time <= 2x the floor's, CLS <= 0.02,
// accessibility, best practices and SEO 100, main-thread work <= 1.5x the floor's for a text page and <= 2.5x
// for a match page (the replay too). The ratios are to the floor's "/link" page (a paragraph and a next/link
// link: every page of the site has links in its header), measured in the same rounds.
//
// What it runs:
// - the site: a production build in .next-pages (built afresh; --no-build reuses the last one; --dist measures
//   the build in another folder without building), served by server.ts as `npm run size` serves it
//   (scripts/lib/size-server.ts; port 3500, a throwaway PGlite in data/bench-pages/, no test switches);
// - the floor: a site with nothing of its own (scripts/lib/framework-floor.ts, as `npm run size:floor`),
//   built in a temporary folder and served by `next start` on the next port (3501).
// Before the server starts, two users (a player and a rival) are written with API tokens and the player's
// session cookie. Through the JSON API then: for each game a match of the two with some turns played (random
// legal steps, as bench:server plays), the player to move; a finished one (a few turns, then resigned) for the
// replay page; an open match of the rival's in the lobby (the "Open matches" list of /games, which is the lobby).
// Lighthouse runs through its Node API with a Chrome of its own per run (chrome-launcher); a signed-in page gets
// the session cookie in that browser's cookie jar (puppeteer-core), as after signing in: sent as an extra header
// (Lighthouse's --extra-headers), it is lost once the page sets a cookie of its own (the time zone's). In each
// round the pages in turn, the order reversed every other round so drift weighs on all alike.
//
// Prints the medians table and the targets (ok / not met); --json prints everything as JSON instead (each run's
// figures too). --pages restricts the pages (keys: floor, home, rules, games, new, profile, match (every game)
// or match-<game>, replay); the floor's "/link" is measured always. --keep keeps data/bench-pages/ (the
// Lighthouse reports in reports/) and the floor's folder. Exit code: 0 (targets met or not), 1 with --strict
// when a target is not met, 2 when a page could not be measured. Not part of the test suite (minutes of CPU).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { BOARDS } from "../components/boards/registry";
import { parseArgs } from "./lib/args";
import { prepareProductionSite } from "./lib/bench-site";
import { buildFloorSite, removeFloorSite, startFloorServer, writeFloorSite } from "./lib/framework-floor";
import {
  checkTargets,
  figuresOf,
  medianFigures,
  mediansTable,
  ratio,
  roundOrder,
  SLOW_BENCHMARK_INDEX,
  targetsTable,
  type LighthouseResult,
  type PageFigures,
  type PageKind,
  type PageResult,
} from "./lib/page-bench";
import { apiCall, seedUsers, SIGNED_IN_MARKER, type SeededUser } from "./lib/site-seed";
import { startSiteServer, type SiteServer } from "./lib/size-server";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 3500;
const DIST = ".next-pages";
const DATA = "data/bench-pages";
const PGLITE_DIR = path.resolve(DATA, "pglite");
const REPORTS = path.join(DATA, "reports");
const AUTH_SECRET = "bench-pages-secret-bench-pages-secret";
const PLAYER = "benchy";
const RIVAL = "rival";
/** Turns committed in each running match before it is measured (then it is the player's turn again). */
const TURNS_PLAYED = 6;
/** The page the ratios are taken to. */
const FLOOR_KEY = "floor-link";
/** Each game with its own board, and what that board renders on the server (its board manifest's `mark`). */
const GAMES = BOARDS.map((b) => b.gameKey);
const BOARD_MARK: Readonly<Record<string, string>> = Object.fromEntries(BOARDS.map((b) => [b.gameKey, b.mark]));

const say = (line: string) => process.stderr.write(`${line}\n`);

interface Options {
  runs: number;
  build: boolean;
  dist: string;
  port: number;
  pages: string[] | null;
  json: boolean;
  keep: boolean;
  strict: boolean;
}

function options(): Options {
  const a = parseArgs(process.argv.slice(2));
  const port = Number(a.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1024 || port > 65534)
    throw new Error("--port takes a port number (--port 3500; the floor takes the next one).");
  const runs = Number(a.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error("--runs takes a whole number 1-50.");
  const dist = a.dist ?? DIST;
  if (dist === "true") throw new Error("--dist takes a build folder (--dist .next).");
  if (a.pages === "true") throw new Error("--pages takes a list (--pages home,rules,match).");
  return {
    runs,
    build: a["no-build"] !== "true" && a.dist === undefined,
    dist,
    port,
    pages: a.pages ? a.pages.split(",").map((p) => p.trim()) : null,
    json: a.json === "true",
    keep: a.keep === "true",
    strict: a.strict === "true",
  };
}

interface BenchPage {
  key: string;
  label: string;
  kind: PageKind;
  /** The floor's or the site's. */
  on: "floor" | "site";
  path: string;
  signedIn: boolean;
  /** Text the site's HTML must contain: the page rendered what it is measured for. */
  expect?: string;
}

/** The pages, their paths once the matches exist (`matches`: the running match of each game, the finished one). */
function allPages(matches: { running: Record<string, number>; finished: number; finishedGame: string }): BenchPage[] {
  return [
    { key: "floor-home", label: "floor: a paragraph", kind: "floor", on: "floor", path: "/", signedIn: false },
    { key: FLOOR_KEY, label: "floor: with a link", kind: "floor", on: "floor", path: "/link", signedIn: false },
    { key: "home", label: "visitor home", kind: "text", on: "site", path: "/", signedIn: false },
    // The first game's how-to-play page (the longest rules text of the three).
    { key: "rules", label: "rules, visitor", kind: "text", on: "site", path: `/rules/${GAMES[0]}`, signedIn: false },
    { key: "games", label: "my games and lobby", kind: "text", on: "site", path: "/games", signedIn: true },
    { key: "new", label: "new match", kind: "text", on: "site", path: "/matches/new", signedIn: true },
    { key: "profile", label: "profile", kind: "text", on: "site", path: `/u/${PLAYER}`, signedIn: true },
    ...GAMES.map((g): BenchPage => ({
      key: `match-${g}`,
      label: `${g} match, player`,
      kind: "match",
      on: "site",
      path: `/matches/${matches.running[g]}`,
      signedIn: true,
      expect: BOARD_MARK[g],
    })),
    {
      key: "replay",
      label: `${matches.finishedGame} replay`,
      kind: "match",
      on: "site",
      path: `/matches/${matches.finished}/replay`,
      signedIn: true,
      expect: BOARD_MARK[matches.finishedGame],
    },
  ];
}

/** The pages `--pages` asks for ("match" is every game's, "floor" both floor pages), the floor's "/link" always. */
function chosen(pages: BenchPage[], wanted: string[] | null): BenchPage[] {
  if (!wanted) return pages;
  const known = new Set(pages.map((p) => p.key));
  for (const w of wanted)
    if (!known.has(w) && w !== "match" && w !== "floor")
      throw new Error(`--pages: unknown page "${w}" (known: floor, match, ${[...known].join(", ")}).`);
  return pages.filter(
    (p) =>
      p.key === FLOOR_KEY ||
      wanted.includes(p.key) ||
      (wanted.includes("match") && p.key.startsWith("match-")) ||
      (wanted.includes("floor") && p.kind === "floor"),
  );
}

type TurnAnswer = {
  version: number;
  myTurn: boolean;
  legalMoves?: unknown[];
  canEndTurn?: boolean;
  committed?: boolean;
};

/** One committed turn of `who` from a read that says it is theirs: random legal steps, the commit when the game would end the turn. */
async function playTurn(server: SiteServer, who: SeededUser, id: number, from: TurnAnswer): Promise<void> {
  let turn = from;
  for (let steps = 0; steps < 200; steps++) {
    const legal = turn.legalMoves ?? [];
    if (turn.canEndTurn)
      turn = await apiCall(server.url, who.token, "POST", `/api/matches/${id}/commit`, { version: turn.version });
    else if (legal.length > 0)
      turn = await apiCall(server.url, who.token, "POST", `/api/matches/${id}/moves`, {
        version: turn.version,
        move: legal[Math.floor(Math.random() * legal.length)],
      });
    else throw new Error(`match ${id}: ${who.username} is to move without a legal move`);
    if (turn.committed) return;
  }
  throw new Error(`match ${id}: ${who.username}'s turn did not end within 200 steps`);
}

/** A match of the player and the rival (the rival joins), `turns` turns played; ends with the player to move. */
async function matchWithTurns(server: SiteServer, player: SeededUser, rival: SeededUser, game: string, turns: number) {
  const { matchId: id } = await apiCall<{ matchId: number }>(server.url, player.token, "POST", "/api/matches", {
    gameKey: game,
    seats: [{ kind: "me" }, { kind: "invite", username: rival.username }],
  });
  const open = await apiCall<{ version: number }>(server.url, rival.token, "GET", `/api/matches/${id}/version`);
  await apiCall(server.url, rival.token, "POST", `/api/matches/${id}/join`, { version: open.version });
  let played = 0;
  for (let reads = 0; reads < 500; reads++) {
    const mine = await apiCall<TurnAnswer>(server.url, player.token, "GET", `/api/matches/${id}/moves`);
    if (mine.myTurn) {
      if (played >= turns) return id;
      await playTurn(server, player, id, mine);
      played++;
      continue;
    }
    const theirs = await apiCall<TurnAnswer>(server.url, rival.token, "GET", `/api/matches/${id}/moves`);
    if (!theirs.myTurn) throw new Error(`match ${id} (${game}): nobody is to move after ${played} turns`);
    await playTurn(server, rival, id, theirs);
    played++;
  }
  throw new Error(`match ${id} (${game}): not the player's turn again after ${played} turns`);
}

/** The matches the pages show: one running of each game, a finished one (resigned), an open one of the rival's. */
async function seedMatches(server: SiteServer, player: SeededUser, rival: SeededUser) {
  const running: Record<string, number> = {};
  for (const game of GAMES) running[game] = await matchWithTurns(server, player, rival, game, TURNS_PLAYED);
  const finishedGame = GAMES[0]!;
  const finished = await matchWithTurns(server, player, rival, finishedGame, TURNS_PLAYED);
  const { version } = await apiCall<{ version: number }>(
    server.url,
    player.token,
    "GET",
    `/api/matches/${finished}/version`,
  );
  await apiCall(server.url, player.token, "POST", `/api/matches/${finished}/resign`, { version });
  await apiCall(server.url, rival.token, "POST", "/api/matches", {
    gameKey: GAMES[1] ?? finishedGame,
    seats: [{ kind: "me" }, { kind: "open" }],
  });
  return { running, finished, finishedGame };
}

/** Each site page answers 200 with what it is measured for, signed in or out as meant (else the figures would be an error page's). */
async function checkPages(server: SiteServer, cookie: string, pages: BenchPage[]): Promise<void> {
  for (const page of pages.filter((p) => p.on === "site")) {
    const res = await fetch(`${server.url}${page.path}`, {
      headers: page.signedIn ? { cookie } : {},
      redirect: "manual",
    });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${page.label} (${page.path}): HTTP ${res.status}`);
    if (html.includes(SIGNED_IN_MARKER) !== page.signedIn)
      throw new Error(`${page.label} (${page.path}): expected to be signed ${page.signedIn ? "in" : "out"}`);
    if (page.expect && !html.includes(page.expect))
      throw new Error(`${page.label} (${page.path}): the page lacks ${page.expect}`);
  }
}

/**
 * One Lighthouse run with a Chrome of its own: the figures, or why there
 * are none. A signed-in page gets the session cookie in the browser's cookie jar, as after signing in (the
 * page's own cookies, as the time zone's, then travel beside it; Lighthouse clears no cookies); the report is
 * written to `report`.
 */
async function lighthouseRun(url: string, cookie: string | null, report: string): Promise<PageFigures | string> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  let browser: Browser | null = null;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    if (cookie) {
      const [name, ...value] = cookie.split("=");
      await browser.setCookie({
        name: name!,
        value: value.join("="),
        domain: new URL(url).hostname,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      });
    }
    const page = await browser.newPage();
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined, page);
    if (!result) return "lighthouse gave no result";
    writeFileSync(report, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
    return figuresOf(result.lhr as LighthouseResult);
  } catch (e) {
    return `lighthouse failed: ${e instanceof Error ? e.message : String(e)}`;
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
  }
}

async function main(): Promise<number> {
  const o = options();
  const floorPort = o.port + 1;
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
  const floorDir = await writeFloorSite();
  const stops: (() => Promise<void>)[] = [];
  let results: PageResult[];
  let pages: BenchPage[];
  let slowCpuRuns = 0;
  try {
    say(`building the framework's floor in ${floorDir} ...`);
    buildFloorSite(floorDir, false);
    say("writing two users to a fresh database ...");
    const [player, rival] = await seedUsers(DATA, PGLITE_DIR, [PLAYER, RIVAL], AUTH_SECRET);
    mkdirSync(REPORTS, { recursive: true });
    say(`starting the floor on port ${floorPort} and the site on port ${o.port} ...`);
    const floor = await startFloorServer(floorDir, HOST, floorPort);
    stops.push(floor.stop);
    const site = await startSiteServer(HOST, o.port, env);
    stops.push(site.stop);
    say("playing some turns in a match of each game, finishing one, opening one ...");
    const matches = await seedMatches(site, player!, rival!);
    pages = chosen(allPages(matches), o.pages);
    await checkPages(site, player!.cookie, pages);
    results = pages.map((p) => ({ label: p.label, path: p.path, kind: p.kind, runs: [], failures: [], median: null }));
    for (let round = 0; round < o.runs; round++) {
      for (const page of roundOrder(pages, round)) {
        const i = pages.indexOf(page);
        const base = page.on === "floor" ? floor.url : site.url;
        const started = Date.now();
        const f = await lighthouseRun(
          `${base}${page.path}`,
          page.signedIn ? player!.cookie : null,
          path.join(REPORTS, `${page.key}-${round + 1}.json`),
        );
        const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
        if (typeof f === "string") {
          results[i]!.failures.push(f);
          say(`round ${round + 1}/${o.runs} ${page.label}: failed (${took}): ${f}`);
        } else {
          results[i]!.runs.push(f);
          if (f.benchmarkIndex < SLOW_BENCHMARK_INDEX) slowCpuRuns++;
          say(
            `round ${round + 1}/${o.runs} ${page.label}: performance ${f.performance}, TBT ${Math.round(f.tbt)} ms, ` +
              `main thread ${Math.round(f.mainThread)} ms, CPU index ${Math.round(f.benchmarkIndex)} (${took})`,
          );
        }
      }
    }
    for (const r of results) r.median = r.runs.length > 0 ? medianFigures(r.runs) : null;
    for (const line of site.notable.slice(0, 5)) say(`server: ${line}`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    removeFloorSite(floorDir, o.keep, say);
    if (o.keep) say(`kept ${DATA} (Lighthouse reports in ${REPORTS})`);
    else rmSync(DATA, { recursive: true, force: true });
  }
  const floorMedian = results[pages.findIndex((p) => p.key === FLOOR_KEY)]?.median ?? null;
  const checks = results.map((r) => (r.median && floorMedian ? checkTargets(r.kind, r.median, floorMedian) : []));
  const unmeasured = results.filter((r) => !r.median);
  const missed = checks.some((c) => c.some((t) => !t.ok));
  if (o.json) {
    console.log(
      JSON.stringify(
        {
          build: o.dist,
          runs: o.runs,
          floorPage: "/link",
          slowCpuRuns,
          pages: results.map((r, i) => ({
            key: pages[i]!.key,
            ...r,
            ratios:
              r.median && floorMedian && r.kind !== "floor"
                ? {
                    tbt: ratio(r.median.tbt, floorMedian.tbt),
                    mainThread: ratio(r.median.mainThread, floorMedian.mainThread),
                  }
                : null,
            targets: checks[i],
          })),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `Lighthouse ${o.runs} run(s) a page, medians (mobile preset; build ${o.dist}; ratios to the floor's "/link" page):\n`,
    );
    console.log(mediansTable(results, floorMedian));
    console.log(`\nTargets (issue 35), against the floor's "/link" page:\n`);
    console.log(targetsTable(results, checks));
    const all = results.reduce((n, r) => n + r.runs.length, 0);
    if (slowCpuRuns > 0)
      console.log(
        `\nIn ${slowCpuRuns} of ${all} runs the machine was slower than Lighthouse expects (CPU index, its benchmark index, below ${SLOW_BENCHMARK_INDEX}: a busy machine): read the ratios.`,
      );
  }
  if (unmeasured.length > 0) {
    say(`\nnot measured: ${unmeasured.map((r) => `${r.label} (${r.failures[0] ?? "no run"})`).join("; ")}`);
    return 2;
  }
  return o.strict && missed ? 1 : 0;
}

// Exit explicitly: the schema engine of the migrations leaves a timer behind that would keep the process alive.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
