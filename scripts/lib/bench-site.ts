// What the benchmarks that run a production build share: building into a folder of their own, a server's
// environment that nothing of the machine's own settings leaks into, and stopping a child process.
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `next build` into `dist`. A build with its own NEXT_DIST_DIR rewrites tsconfig.json and next-env.d.ts to
 * name that folder: they are put back, so the working tree does not change under the developer (a file that
 * did not exist before, as next-env.d.ts on a fresh clone, is removed again).
 */
export function buildInto(dist: string, env: NodeJS.ProcessEnv, say: (line: string) => void): void {
  const touched = ["tsconfig.json", "next-env.d.ts"].map((file) => ({
    file,
    before: existsSync(file) ? readFileSync(file, "utf8") : null,
  }));
  say(`building into ${dist} ...`);
  try {
    const r = spawnSync("npx", ["next", "build"], { env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`next build failed (a file being edited? try again):\n${r.stdout}${r.stderr}`);
  } finally {
    for (const { file, before } of touched) {
      if (!existsSync(file) || !readFileSync(file, "utf8").includes(dist)) continue;
      if (before === null) rmSync(file);
      else writeFileSync(file, before);
    }
  }
}

/** The environment of a benchmark's server: the machine's own settings emptied (as in playwright.config.ts), then `own`. */
export function isolatedServerEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    DATABASE_POOL_SIZE: "",
    PGLITE_DIR: "",
    SMTP_URL: "",
    TRUSTED_PROXIES: "",
    AUTH_URL: "",
    NEXT_TELEMETRY_DISABLED: "1",
    ...own,
  };
}

/** SIGTERM, then SIGKILL after 10 s if the child is still there. */
export async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** What a page benchmark's production site needs: its port, its throwaway database, its build and secret. */
export interface ProductionSite {
  host: string;
  port: number;
  pgliteDir: string;
  dist: string;
  authSecret: string;
  /** Build into `dist` first (else a build must be there already). */
  build: boolean;
  /** The folder the script builds into by default (named in the error when there is no build). */
  defaultDist: string;
}

/**
 * The environment of a production site as it runs, without the background workers (nothing measured needs
 * mail or clocks) and without test switches; builds it when asked, and refuses a taken port.
 */
export async function prepareProductionSite(site: ProductionSite, say: (line: string) => void) {
  const url = `http://${site.host}:${site.port}`;
  const env = isolatedServerEnv({
    PORT: String(site.port),
    PGLITE_DIR: site.pgliteDir,
    NEXT_DIST_DIR: site.dist,
    AUTH_SECRET: site.authSecret,
    AUTH_URL: url,
    SITE_URL: url,
    TEST_MODE: "off",
    BACKGROUND_WORKERS: "off",
  });
  if (site.build) buildInto(site.dist, env, say);
  else if (!existsSync(path.join(site.dist, "BUILD_ID")))
    throw new Error(
      `There is no build in ${site.dist} (run without --no-build or --dist to build one in ${site.defaultDist}).`,
    );
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${site.port} is taken: stop what runs there or pass --port.`);
  return env;
}
