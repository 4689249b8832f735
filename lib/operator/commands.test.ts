/**
 * The operator's command line: the commands on both databases, and the real script on an embedded database,
 * including its refusal to touch a database that another process holds.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { acquirePgliteLock, releasePgliteLock } from "@/lib/db/pglite-lock";
import { checkCredentials, userForApiToken } from "@/lib/accounts/accounts";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import {
  blockCommand,
  cancelMatchCommand,
  CommandError,
  createUserCommand,
  mailCommand,
  tokenCommand,
} from "./commands";

const run = promisify(execFile);

forEachDatabase("operator commands", (database) => {
  let db: Db;
  beforeAll(async () => {
    db = database.db;
  });

  it("creates users (with a token), refuses duplicates and bad input with codes", async () => {
    const ann = await createUserCommand(db, {
      username: "ann",
      email: "Ann@Example.test",
      password: "correct horse",
      token: true,
    });
    expect(ann).toMatchObject({ id: expect.any(String), username: "ann", token: expect.stringMatching(/^gb_/) });
    expect(await userForApiToken(db, ann.token!)).toMatchObject({ id: ann.id });
    expect(await checkCredentials(db, "ann@example.test", "correct horse", "10.9.0.1")).toMatchObject({ ok: true });
    await expect(createUserCommand(db, { username: "ANN", email: "x@example.test" })).rejects.toMatchObject({
      code: "USERNAME_TAKEN",
    });
    await expect(createUserCommand(db, { username: "ann2", email: "ann@example.test" })).rejects.toMatchObject({
      code: "EMAIL_TAKEN",
    });
    await expect(createUserCommand(db, { username: "a\u0000b", email: "y@example.test" })).rejects.toBeInstanceOf(
      CommandError,
    );
    const bob = await createUserCommand(db, { username: "bob", email: "bob@example.test" });
    expect(bob.token).toBeUndefined();
    // No password: only a mailed link signs in.
    expect(await checkCredentials(db, "bob", "anything at all", "10.9.0.2")).toEqual({ ok: false, reason: "invalid" });
  });

  it("prints new tokens, blocks and unblocks, cancels matches, lists mail", async () => {
    const t = await tokenCommand(db, { username: "ANN" });
    expect(await userForApiToken(db, t.token)).toMatchObject({ username: "ann" });
    await expect(tokenCommand(db, { username: "nobody" })).rejects.toMatchObject({ code: "UNKNOWN_USER" });
    expect(await blockCommand(db, { username: "ann", blocked: true })).toEqual({ username: "ann", blocked: true });
    expect(await userForApiToken(db, t.token)).toBeNull();
    await blockCommand(db, { username: "ann", blocked: false });
    expect(await userForApiToken(db, t.token)).not.toBeNull();

    const ann = await db.user.findUniqueOrThrow({ where: { usernameLower: "ann" } });
    const m = await createMatch(db, ann.id, {
      gameKey: "glen-more",
      seats: [{ kind: "me" }, { kind: "invite", username: "bob" }],
    });
    if (!m.ok) throw new Error(m.message);
    expect(await cancelMatchCommand(db, { matchId: m.value.matchId })).toEqual({
      matchId: m.value.matchId,
      status: "aborted",
    });
    expect((await db.match.findUniqueOrThrow({ where: { id: m.value.matchId } })).status).toBe("aborted");
    await expect(cancelMatchCommand(db, { matchId: m.value.matchId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(cancelMatchCommand(db, { matchId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const mail = await mailCommand(db, { to: "BOB@example.test" });
    expect(mail).toEqual([
      {
        to: "bob@example.test",
        subject: expect.stringContaining("invites you"),
        status: "pending",
        createdAt: expect.any(String),
      },
    ]);
    expect((await mailCommand(db, { limit: 1, text: true }))[0]).toHaveProperty("text");
  });
});

describe("npm run admin on the embedded database", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "glenboard-admin-"));
  const env = {
    ...process.env,
    PGLITE_DIR: path.join(dir, "pglite"),
    DATABASE_URL: "",
    AUTH_SECRET: "",
    SMTP_URL: "",
    TEST_MODE: "",
  };
  const admin = (...args: string[]) =>
    run("npx", ["tsx", "scripts/admin.ts", ...args], { env, cwd: process.cwd() }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints JSON only with --json, and refuses clearly while another process holds the database", async () => {
    const created = await admin("create-user", "ann", "ann@example.test", "--token", "--json");
    expect(created.code).toBe(0);
    expect(Object.keys(JSON.parse(created.out))).toEqual(["id", "username", "token"]);
    expect(JSON.parse(created.out)).toMatchObject({ username: "ann", token: expect.stringMatching(/^gb_/) });
    const again = await admin("create-user", "ann", "other@example.test", "--json");
    expect(again.code).toBe(1);
    expect(JSON.parse(again.out)).toMatchObject({ ok: false, code: "USERNAME_TAKEN" });
    const mail = await admin("mail", "--json");
    expect(mail.code).toBe(0);
    expect(JSON.parse(mail.out)).toEqual([]);

    // This test process now holds the database, as a running server would.
    acquirePgliteLock(env.PGLITE_DIR);
    try {
      const busy = await admin("mail", "--json");
      expect(busy.code).toBe(2);
      expect(JSON.parse(busy.out)).toMatchObject({
        ok: false,
        code: "DATABASE_BUSY",
        message: expect.stringContaining("stop the server first"),
      });
    } finally {
      releasePgliteLock(env.PGLITE_DIR);
    }
  }, 120_000);
});
