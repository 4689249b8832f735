/**
 * `npm run admin` beside a running site on the embedded database: this test process holds the database as
 * the server does and serves the admin socket; the real script, in another process, finds the database held
 * and runs its commands through the socket, with the same output and exit codes. Only this machine's user can
 * open the socket (folder 0700, socket 0600); a malformed or oversized request changes nothing.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrations";
import { closePglite } from "@/lib/db/pglite";
import { runAdminCommand } from "./admin-command";
import { adminSocketFolder, serveAdminSocket, type AdminSocket } from "./admin-socket";

const run = promisify(execFile);

describe("npm run admin while the server holds the embedded database", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "glenboard-admin-socket-"));
  const dataDir = path.join(dir, "pglite");
  const env = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: "", SMTP_URL: "", TEST_MODE: "" };
  let db: Db;
  let socket: AdminSocket;
  const admin = (...args: string[]) =>
    run("npx", ["tsx", "scripts/admin.ts", ...args], { env, cwd: process.cwd() }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );
  const ask = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      let got = "";
      const c = net.createConnection(socket.path, () => c.write(raw));
      c.setEncoding("utf8");
      c.on("data", (d: string) => (got += d));
      c.on("end", () => resolve(got));
      c.on("error", reject);
    });

  beforeAll(async () => {
    const target = { kind: "pglite" as const, dataDir };
    await applyMigrations(target);
    db = createDb(target, { log: [] });
    await db.user.count();
    socket = await serveAdminSocket(dataDir, (argv) =>
      runAdminCommand(argv, { open: async () => db, close: async () => {} }),
    );
  }, 60_000);
  afterAll(async () => {
    await socket.close();
    await db.$disconnect();
    await closePglite(dataDir);
    rmSync(dir, { recursive: true, force: true });
  });

  it("opens the socket for this machine's user only", () => {
    expect(statSync(adminSocketFolder(dataDir)).mode & 0o777).toBe(0o700);
    expect(statSync(socket.path).mode & 0o777).toBe(0o600);
  });

  it("runs the commands in the server, with the same output and exit codes", async () => {
    const created = await admin("create-user", "cora", "cora@example.test", "--json");
    expect(created.code).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({ username: "cora" });
    // Written by this process's client: the server's.
    expect(await db.user.findUnique({ where: { usernameLower: "cora" }, select: { email: true } })).toEqual({
      email: "cora@example.test",
    });

    const blocked = await admin("block", "cora");
    expect(blocked).toMatchObject({ code: 0, out: "cora is blocked: every session ended.\n" });
    expect((await db.user.findUnique({ where: { usernameLower: "cora" } }))?.blockedAt).not.toBeNull();

    const unknown = await admin("block", "nobody", "--json");
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.out)).toMatchObject({ ok: false, code: "UNKNOWN_USER" });
    const bad = await admin("cancel-match", "x");
    expect(bad).toMatchObject({ code: 1, err: expect.stringContaining("positive number") });
  }, 120_000);

  it("refuses a malformed or oversized request and changes nothing", async () => {
    const users = await db.user.count();
    expect(JSON.parse(await ask("not json\n"))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("INVALID_INPUT"),
    });
    expect(JSON.parse(await ask(`${JSON.stringify([{ a: 1 }])}\n`))).toMatchObject({ code: 2 });
    expect(JSON.parse(await ask(`["create-user","${"x".repeat(20_000)}"`))).toMatchObject({
      stderr: expect.stringContaining("TOO_LARGE"),
    });
    expect(await db.user.count()).toBe(users);
  });

  it("says the database is busy when the holder does not answer", async () => {
    await socket.close();
    const busy = await admin("mail", "--json");
    expect(busy.code).toBe(2);
    expect(JSON.parse(busy.out)).toMatchObject({ ok: false, code: "DATABASE_BUSY" });
    socket = await serveAdminSocket(dataDir, (argv) =>
      runAdminCommand(argv, { open: async () => db, close: async () => {} }),
    );
  }, 60_000);
});
