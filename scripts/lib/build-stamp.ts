/**
 * The stamp of what a production build is made from: a SHA-256 over every source file the build reads (the
 * pages, components, lib, public files, the schema, the configuration and the dependency lock) and the
 * settings the build bakes into the pages (NEXT_PUBLIC_*). `npm start` builds only when the stamp differs from
 * the one stored beside the last build; everything else the site reads (README "Settings") is read at start.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Folders whose files the build reads, and single files at the root. */
export const SOURCE_FOLDERS = ["app", "components", "lib", "public", "prisma"];
export const SOURCE_FILES = [
  "instrumentation.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** Generated, test and local files: not part of what the build makes pages from. */
function skipped(relative: string): boolean {
  return (
    relative.startsWith(path.join("lib", "db", "generated")) ||
    relative.startsWith(path.join("prisma", "migrations")) ||
    /\.test\.tsx?$/.test(relative) ||
    path.basename(relative) === ".DS_Store"
  );
}

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (skipped(relative)) continue;
    if (entry.isDirectory()) out.push(...filesUnder(root, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

/** The stamp of the sources under `root` and the build-time settings in `environment`. */
export function buildStamp(root: string, environment: Record<string, string | undefined> = process.env): string {
  const hash = createHash("sha256");
  const files = [
    ...SOURCE_FOLDERS.flatMap((f) => filesUnder(root, f)),
    ...SOURCE_FILES.filter((f) => existsSync(path.join(root, f))),
  ];
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join("/")}\0${statSync(path.join(root, file)).size}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  for (const key of Object.keys(environment)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort())
    hash.update(`env:${key}=${environment[key]}\0`);
  return hash.digest("hex");
}

/** Where the stamp of the build in `distDir` is kept. */
export function stampFile(root: string, distDir: string): string {
  return path.join(root, distDir, "glenboard-source-stamp");
}

/** True when `distDir` holds a complete build made from exactly these sources. */
export function buildIsCurrent(root: string, distDir: string, stamp: string): boolean {
  const file = stampFile(root, distDir);
  if (!existsSync(path.join(root, distDir, "BUILD_ID")) || !existsSync(file)) return false;
  return readFileSync(file, "utf8").trim() === stamp;
}
