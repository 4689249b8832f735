/**
 * `npm start`'s build step: runs `next build` only when the sources, the dependencies or the build-time
 * settings changed since the last build (scripts/lib/build-stamp.ts), so a restart of an unchanged site takes
 * seconds instead of minutes. `--force` builds anyway.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { buildIsCurrent, buildStamp, stampFile } from "./lib/build-stamp";

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || ".next";
const stamp = buildStamp(root);

if (!process.argv.includes("--force") && buildIsCurrent(root, distDir, stamp)) {
  console.log(`> The build in ${distDir} is up to date with the sources: starting without building.`);
} else {
  // A build that stops halfway must not pass for a current one.
  rmSync(stampFile(root, distDir), { force: true });
  const built = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // Stamped after the build: `next build` may itself rewrite tsconfig.json (the types of another distDir).
  writeFileSync(stampFile(root, distDir), `${buildStamp(root)}\n`);
}
