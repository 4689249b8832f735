/**
 * Started by the server (instrumentation.ts) on the embedded database: the admin command's socket
 * (admin-socket.ts), which runs commands on the server's own database client. On PostgreSQL the command line
 * opens the database itself, so no socket is needed.
 */
import { rmSync } from "node:fs";
import { getDb, targetFromEnv } from "@/lib/db";
import { runAdminCommand } from "./admin-command";
import { serveAdminSocket } from "./admin-socket";

export async function startAdminSocket(): Promise<void> {
  const target = targetFromEnv();
  if (target.kind !== "pglite" || !("dataDir" in target) || !target.dataDir) return;
  const db = getDb();
  try {
    const socket = await serveAdminSocket(target.dataDir, (argv) =>
      runAdminCommand(argv, { open: async () => db, close: async () => {} }),
    );
    process.once("exit", () => rmSync(socket.path, { force: true }));
    console.info(
      `[admin] npm run admin works beside this server (through ${socket.path}, for this machine's user only)`,
    );
  } catch (e) {
    console.warn(
      `[admin] npm run admin will need the server stopped: its socket could not be opened (${e instanceof Error ? e.message : String(e)})`,
    );
  }
}
