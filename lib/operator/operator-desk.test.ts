/**
 * The operator's desk on both databases: who is an operator (granted, revoked, blocked), what the pages read,
 * and each action with its line in the operator's log; a refused action changes nothing and is not logged.
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { makeUsers, registerTinyGame, startedMatch } from "@/tests/integration/helpers";
import { startRegistration, confirmRegistration as confirmByLink } from "@/lib/accounts/registration";
import { CommandError } from "./commands";
import * as desk from "./operator-desk";

registerTinyGame();

async function refused(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CommandError) return e.code;
    throw e;
  }
  return "none";
}

forEachDatabase("the operator's desk", (database) => {
  let users: Record<string, string>;
  beforeAll(async () => {
    users = await makeUsers(database.db, ["Opal", "Pat", "Quin"]);
  });

  it("an operator is one the command line made so, while not blocked", async () => {
    const db = database.db;
    expect(await desk.operatorNamed(db, users.Opal!)).toBeNull();
    await desk.grantOperator(db, desk.COMMAND_LINE, "opal", true);
    expect(await desk.operatorNamed(db, users.Opal!)).toBe("Opal");
    expect(await desk.operatorNamed(db, users.Pat!)).toBeNull();
    await desk.setBlocked(db, desk.COMMAND_LINE, "Opal", true);
    expect(await desk.operatorNamed(db, users.Opal!)).toBeNull();
    await desk.setBlocked(db, desk.COMMAND_LINE, "Opal", false);
    expect(await desk.operatorNamed(db, users.Opal!)).toBe("Opal");
    expect(await refused(desk.grantOperator(db, "Opal", "nobody", true))).toBe("UNKNOWN_USER");
  });

  it("acts and logs: block, cancel a match; a refusal changes nothing and is not logged", async () => {
    const db = database.db;
    const before = (await desk.operatorLog(db)).length;
    await desk.setBlocked(db, "Opal", "Quin", true);
    expect((await db.user.findUniqueOrThrow({ where: { id: users.Quin! } })).blockedAt).not.toBeNull();
    const id = await startedMatch(db, users, "tiny", "Opal", "Pat");
    await desk.cancelMatch(db, "Opal", id);
    expect((await db.match.findUniqueOrThrow({ where: { id } })).status).toBe("aborted");
    expect(await refused(desk.cancelMatch(db, "Opal", id))).toBe("FORBIDDEN");
    expect(await refused(desk.setBlocked(db, "Opal", "nobody", true))).toBe("UNKNOWN_USER");
    const log = await desk.operatorLog(db);
    expect(log.length).toBe(before + 2);
    expect(log.slice(0, 2).map((e) => [e.operatorName, e.action, e.target])).toEqual([
      ["Opal", "cancel-match", `match ${id}`],
      ["Opal", "block", "Quin"],
    ]);
    const found = await desk.searchAccounts(db, "qu");
    expect(found.map((a) => [a.username, a.blocked])).toEqual([["Quin", true]]);
    const detail = await desk.accountDetail(db, "pat");
    expect(detail?.matches.map((m) => [m.id, m.status])).toContainEqual([id, "aborted"]);
    const figures = await desk.siteFigures(db);
    expect(figures.users).toBeGreaterThanOrEqual(3);
  });

  it("confirms a registration by hand, or sends a new link that replaces the old one", async () => {
    const db = database.db;
    for (const name of ["Rae", "Sol"])
      expect(
        await startRegistration(
          db,
          { username: name, email: `${name.toLowerCase()}@example.test`, password: "correct horse" },
          null,
        ),
      ).toEqual({ ok: true });
    const pending = await desk.pendingRegistrations(db);
    const rae = pending.find((p) => p.username === "Rae")!;
    const sol = pending.find((p) => p.username === "Sol")!;
    expect([rae.addressKnown, sol.addressKnown]).toEqual([false, false]);

    await desk.confirmRegistration(db, "Opal", rae.id);
    expect(await db.user.findUnique({ where: { usernameLower: "rae" }, select: { email: true } })).toEqual({
      email: "rae@example.test",
    });
    expect(await refused(desk.confirmRegistration(db, "Opal", rae.id))).toBe("NOT_FOUND");

    const oldMails = await db.outboxMail.count({ where: { toAddress: "sol@example.test" } });
    const oldHash = (await db.pendingRegistration.findUniqueOrThrow({ where: { id: sol.id } })).tokenHash;
    await desk.resendRegistration(db, "Opal", sol.id);
    expect(await db.outboxMail.count({ where: { toAddress: "sol@example.test" } })).toBe(oldMails + 1);
    const mail = await db.outboxMail.findFirstOrThrow({
      where: { toAddress: "sol@example.test" },
      orderBy: { id: "desc" },
    });
    const token = mail.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect((await db.pendingRegistration.findUniqueOrThrow({ where: { id: sol.id } })).tokenHash).not.toBe(oldHash);
    expect(await confirmByLink(db, token)).not.toBeNull();
    const log = (await desk.operatorLog(db)).slice(0, 2).map((e) => [e.action, e.target]);
    expect(log).toEqual([
      ["resend-confirmation", "Sol"],
      ["confirm-registration", "Rae"],
    ]);
  });
});
