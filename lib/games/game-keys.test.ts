/**
 * A game lives in its folders: lib/games/<key>/ (rules, manifest, words in i18n/, guides) and
 * components/boards/<key>/ (board, figures), registered by one line in each registry: lib/games/index.ts,
 * components/boards/registry.ts and components/boards/guide-figures.ts. So no other source file names a
 * game: every list of games is derived from the registries (docs/adding-a-game.md).
 *
 * What counts: a string literal or template text in a .ts/.tsx file under app/, components/, lib/ or
 * scripts/ (import paths included: importing a game's module from outside names it) that is a game key, or
 * holds one as a path segment, an attribute value or a hyphenated name's head ("stone-age", "/rules/clans",
 * "@/lib/games/tiny/rules", 'data-testid="clans-board"', "glen-more-log"). Prose does not count ("the tiny
 * test game", "Glen More, Clans, Stone Age"), nor do comments. A property name that is a game key counts too. Test files (*.test.ts, *.test.tsx) do not count:
 * they check named games' behaviour through the site's modules on purpose, and fail loudly on their own
 * when a game goes. The few other places that must name a game are listed below, each with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONFORMANCE_SPECS } from "./conformance-specs";
import { MANIFESTS } from "./index";

const ROOTS = ["app", "components", "lib", "scripts"];
const GAME_KEYS = MANIFESTS.map((m) => m.game.key);

/** The registries, where each game has its one line (an import of its manifest or figures). */
const REGISTRIES = [
  "lib/games/index.ts",
  "lib/games/engines.ts",
  "components/boards/registry.ts",
  "components/boards/guide-figures.ts",
];

/** Files that name a game on purpose, by file and key, with the reason. */
const ALLOWED: readonly { file: string; keys: readonly string[]; why: string }[] = [
  {
    file: "scripts/stone-age-balance.ts",
    keys: ["stone-age"],
    why: "a balance study of Stone Age's variants: a tool about one game",
  },
  {
    file: "scripts/lib/stone-age-planner.ts",
    keys: ["stone-age"],
    why: "the Stone Age balance study's planning bot",
  },
  {
    file: "scripts/simulate.ts",
    keys: ["glen-more"],
    why: "the default of --game: a benchmark's default stays the same so its figures stay comparable",
  },
  {
    file: "scripts/bench-replay.ts",
    keys: ["stone-age"],
    why: "the default of --game (the game with the slowest replays), as docs/performance.md measures it",
  },
  {
    file: "scripts/bench-server.ts",
    keys: ["glen-more", "stone-age"],
    why: "the games the server benchmark plays: its published figures are for these two",
  },
  {
    file: "scripts/bench-bots.ts",
    keys: ["clans"],
    why: "the default of --game: the game whose figures docs/bots.md gives (a turn is one move: one search)",
  },
  {
    file: "scripts/bench-deadlines.ts",
    keys: ["glen-more"],
    why: "the deadline benchmark writes its matches by SQL and needs some game key",
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name.startsWith(".") ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

/**
 * The text of every string literal and template part in a file, and of every property name written as a
 * plain word (`{ clans: ... }` keys a table by game as much as `{ "stone-age": ... }` does).
 */
function stringsIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // Parsing only the files that hold a key at all keeps the test fast.
  if (!GAME_KEYS.some((key) => text.includes(key))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    else if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) && ts.isIdentifier(node.name))
      found.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The game keys a text names (see the header for what counts). */
function keysNamedIn(text: string): string[] {
  return GAME_KEYS.filter((key) => new RegExp(`(^|[/"'=])${key}($|[/"'?#-])`).test(text));
}

/** Whether `file` belongs to game `key`: its folders. */
const ownFolder = (file: string, key: string) =>
  file.startsWith(`lib/games/${key}/`) || file.startsWith(`components/boards/${key}/`);

describe("a game is named only in its own folders and its registry lines", () => {
  it("recognises a game key in a string, and nothing else", () => {
    expect(keysNamedIn("stone-age")).toEqual(["stone-age"]);
    expect(keysNamedIn("@/lib/games/glen-more/data")).toEqual(["glen-more"]);
    expect(keysNamedIn('data-testid="clans-board"')).toEqual(["clans"]);
    expect(keysNamedIn("/rules/tiny")).toEqual(["tiny"]);
    expect(keysNamedIn("glenMoreLog")).toEqual([]);
    expect(keysNamedIn("glen-more-log")).toEqual(["glen-more"]);
    expect(keysNamedIn("the clans' huts: a tiny board, Glen More, Clans, Stone Age")).toEqual([]);
    expect(keysNamedIn("clansLog, tinyish, stone")).toEqual([]);
  });

  it("no source file outside a game's folders names it, but the registries' lines and the listed exceptions", () => {
    const offences: string[] = [];
    for (const file of ROOTS.flatMap(sourceFiles)) {
      const allowed = new Set(ALLOWED.filter((a) => a.file === file).flatMap((a) => a.keys));
      for (const text of stringsIn(file)) {
        for (const key of keysNamedIn(text)) {
          if (ownFolder(file, key) || allowed.has(key)) continue;
          // A registry's line: the import of the game's manifest, and nothing else of the game.
          if (REGISTRIES.includes(file) && /^\.\/[a-z-]+(\/manifest|\/figures)?$/.test(text)) continue;
          offences.push(`${file}: "${text}" names ${key}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it("every exception is still needed (a file that no longer names the game leaves the list)", () => {
    for (const { file, keys } of ALLOWED) {
      const named = new Set(stringsIn(file).flatMap(keysNamedIn));
      for (const key of keys) expect(named.has(key), `${file} no longer names ${key}`).toBe(true);
    }
  });

  it("each registry has exactly one line per game", () => {
    for (const registry of REGISTRIES) {
      const imports = stringsIn(registry).filter((t) => t.startsWith("./") && keysNamedIn(t).length > 0);
      const keys = imports.flatMap(keysNamedIn);
      expect(new Set(keys).size, registry).toBe(keys.length);
    }
    expect(stringsIn("lib/games/index.ts").flatMap(keysNamedIn).sort()).toEqual([...GAME_KEYS].sort());
  });

  it("the tiny test game is registered by its manifest alone, as docs/adding-a-game.md says a game is", () => {
    const tiny = MANIFESTS.find((m) => m.testOnly);
    expect(tiny?.game.key).toBeTruthy();
    // No exception names it: with the test above, no source file outside its folder and the registry does.
    expect(ALLOWED.filter((a) => a.keys.includes(tiny?.game.key ?? ""))).toEqual([]);
    expect(CONFORMANCE_SPECS).toContain(tiny?.conformance);
  });
});
