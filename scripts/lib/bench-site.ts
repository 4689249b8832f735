// What the benchmarks that run a production build share: building into a folder of their own, a server's
// environment that nothing of the machine's own settings leaks into, and stopping a child process.
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

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
