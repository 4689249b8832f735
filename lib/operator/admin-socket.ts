/**
 * The admin command beside a running site on the embedded database. PGlite allows one process at a time, so
 * the server that holds it listens on a Unix socket in a folder beside the database that only the machine's
 * user can open (the folder 0700, the socket 0600); `npm run admin` finding the database held sends its
 * arguments there and prints the answer, with the same output and exit code as on the files. One command is
 * one line of JSON each way; a request is at most 16 KB, and commands run one at a time.
 */
import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { AdminAnswer } from "./admin-command";

const MAX_REQUEST_BYTES = 16 * 1024;
/** recompute-ratings on a large site takes a while; a client gives up after this. */
const ANSWER_TIMEOUT_MS = 10 * 60_000;

/** The private folder beside the database folder (`./data/pglite` -> `./data/pglite-admin`). */
export function adminSocketFolder(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/\/+$/, "")}-admin`;
}

export function adminSocketPath(dataDir: string): string {
  return path.join(adminSocketFolder(dataDir), "admin.sock");
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens for admin commands for the database in `dataDir` (the caller holds it). `run` executes one
 * command's arguments; commands are queued so two operators never run two at once.
 */
export async function serveAdminSocket(
  dataDir: string,
  run: (argv: string[]) => Promise<AdminAnswer>,
): Promise<AdminSocket> {
  const folder = adminSocketFolder(dataDir);
  const socketPath = adminSocketPath(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // A socket left by a server that stopped without closing it: this process holds the database now.
  rmSync(socketPath, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) {
        socket.end(`${JSON.stringify(refusal("TOO_LARGE", "The request is larger than 16 KB."))}\n`);
        return;
      }
      const end = received.indexOf("\n");
      if (end < 0) return;
      socket.pause();
      const argv = argvOf(received.slice(0, end));
      if (!argv) {
        socket.end(`${JSON.stringify(refusal("INVALID_INPUT", "The request is not a list of arguments."))}\n`);
        return;
      }
      const done = queue.then(() => run(argv));
      queue = done.catch(() => undefined);
      done.then(
        (answer) => socket.end(`${JSON.stringify(answer)}\n`),
        (e: unknown) =>
          socket.end(`${JSON.stringify(refusal("FAILED", e instanceof Error ? e.message : String(e)))}\n`),
      );
    });
  });
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

function refusal(code: string, message: string): AdminAnswer {
  return { code: 2, stdout: "", stderr: `${code}: ${message}\n` };
}

function argvOf(line: string): string[] | null {
  try {
    const value = JSON.parse(line) as unknown;
    if (!Array.isArray(value) || value.length > 50 || !value.every((a) => typeof a === "string")) return null;
    return value as string[];
  } catch {
    return null;
  }
}

/**
 * Sends one command to the server holding the database in `dataDir`; null when no server listens there (no
 * socket, or nobody answers it), so the caller reports the database as busy.
 */
export async function askAdminSocket(dataDir: string, argv: readonly string[]): Promise<AdminAnswer | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath) || !statSync(socketPath).isSocket()) return null;
  return new Promise((resolve) => {
    let received = "";
    let connected = false;
    const socket = net.createConnection(socketPath, () => {
      connected = true;
      socket.write(`${JSON.stringify(argv)}\n`);
    });
    socket.setEncoding("utf8");
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error("no answer")));
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () =>
      resolve(connected ? { code: 2, stdout: "", stderr: "The server did not answer.\n" } : null),
    );
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received) as AdminAnswer);
      } catch {
        resolve({ code: 2, stdout: "", stderr: "The server's answer could not be read.\n" });
      }
    });
  });
}
