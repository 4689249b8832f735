// A production server of the site for a script (server.ts from a build, as the e2e tests start it), started
// and stopped by the script: used by `npm run size`. The build and the isolated environment come from
// scripts/lib/bench-site.ts.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { stopChild } from "./bench-site";

export interface SiteServer {
  url: string;
  /** Lines the server printed that name an error or a warning (the first 20). */
  notable: string[];
  stop(): Promise<void>;
}

/**
 * Node runs server.ts with tsx's loader (no npx wrapper, so stopping the child stops the server) and the
 * server is ready once `GET /api/health` answers; a server that exits or stays silent for `timeoutMs` is an
 * error that shows the last lines it printed.
 */
export async function startSiteServer(
  host: string,
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<SiteServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const tail: string[] = [];
  const notable: string[] = [];
  const onLine = (line: string) => {
    if (/error|warn|fail/i.test(line) && notable.length < 20) notable.push(line.slice(0, 400));
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  createInterface({ input: child.stdout! }).on("line", onLine);
  createInterface({ input: child.stderr! }).on("line", onLine);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://${host}:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`The server exited while starting:\n${tail.join("\n")}`);
    if (Date.now() > until) {
      await stopChild(child, exited);
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${tail.join("\n")}`);
    }
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return { url, notable, stop: () => stopChild(child, exited) };
}
