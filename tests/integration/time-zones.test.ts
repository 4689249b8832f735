/**
 * Times in the player's zone, on both engines: the upgrade turns the old default "UTC" into "not
 * known"; registration keeps the browser's zone; an account without one takes the browser's once and never
 * over a choice, concurrent choices included; mail is written in the zone the account has (UTC while unknown).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrations";
import type { Db } from "@/lib/db";
import { confirmRegistration, startRegistration } from "@/lib/accounts/accounts";
import { registerSchema } from "@/lib/accounts/validation";
import { loadViewer } from "@/lib/accounts/viewer";
import { adoptUserTimeZone, setUserTimeZone } from "@/lib/clocks/time-zone-setting";
import { notifyReminder } from "@/lib/notifications/clock-events";
import { loadMatch } from "@/lib/matches/store/store";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { forEachDatabase } from "../support/for-each-database";
import { makeUsers, startGlenMore } from "../notifications/helpers";

const MIGRATION = "time_zone_known";
const all = readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const upgrade = all.findIndex((n) => n.endsWith(`_${MIGRATION}`));

/** The migrations folder as it was before the upgrade, in a temporary folder. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "glenboard-migrations-"));
  cpSync(path.resolve("prisma/migrations/migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of all.slice(0, upgrade))
    cpSync(path.resolve("prisma/migrations", name), path.join(dir, name), { recursive: true });
  return dir;
}

function target(t: TestDatabase) {
  return t.kind === "postgres"
    ? { kind: "postgres" as const, url: t.url ?? "" }
    : { kind: "pglite" as const, instance: t.pglite! };
}

const tokenFrom = (text: string) => text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
const input = (username: string, timeZone?: string | null) => ({
  ...registerSchema.parse({ username, email: `${username.toLowerCase()}@example.test`, password: "correct horse" }),
  timeZone,
});

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

forEachDatabase("time zones", (t) => {
  let db: Db;
  beforeAll(async () => {
    db = t.db;
  });

  it("the upgrade: the old default UTC becomes not known, a chosen zone stays, new accounts start unknown", async () => {
    expect(upgrade).toBeGreaterThan(0);
    const old = await createTestDatabase(t.kind, { migrate: false });
    try {
      const before = migrationsBefore();
      folders.push(before);
      await applyMigrations(target(old), { migrationsDir: before });
      const q = old.db.$executeRawUnsafe.bind(old.db);
      // "timeZone" left out: the column's default then, UTC.
      await q(
        `INSERT INTO "User" ("id", "username", "usernameLower", "email") VALUES ('u-def', 'Def', 'def', 'def@example.test')`,
      );
      await q(
        `INSERT INTO "User" ("id", "username", "usernameLower", "email", "timeZone") VALUES ('u-ber', 'Ber', 'ber', 'ber@example.test', 'Europe/Berlin')`,
      );
      await q(
        `INSERT INTO "PendingRegistration" ("id", "username", "usernameLower", "email", "passwordHash", "tokenHash", "expiresAt") VALUES ('p1', 'Pen', 'pen', 'pen@example.test', 'x', 'h', now() + interval '1 day')`,
      );
      const applied = await applyMigrations(target(old));
      expect(applied.applied).toEqual(all.slice(upgrade));
      const zones = await old.db.user.findMany({ select: { id: true, timeZone: true }, orderBy: { id: "asc" } });
      expect(zones).toEqual([
        { id: "u-ber", timeZone: "Europe/Berlin" },
        { id: "u-def", timeZone: null },
      ]);
      expect((await old.db.pendingRegistration.findUniqueOrThrow({ where: { id: "p1" } })).timeZone).toBeNull();
      await q(
        `INSERT INTO "User" ("id", "username", "usernameLower", "email") VALUES ('u-new', 'New', 'new', 'new@example.test')`,
      );
      expect((await old.db.user.findUniqueOrThrow({ where: { id: "u-new" } })).timeZone).toBeNull();
    } finally {
      await old.close();
    }
  });

  it("registration keeps the browser's zone: the pending registration holds it, the account gets it", async () => {
    expect(await startRegistration(db, input("Berta", "Europe/Berlin"), "10.1.0.1")).toEqual({ ok: true });
    expect((await db.pendingRegistration.findFirstOrThrow({ where: { usernameLower: "berta" } })).timeZone).toBe(
      "Europe/Berlin",
    );
    // Registering again (a lost mail) from another browser: the newer request's zone.
    expect(await startRegistration(db, input("Berta", "America/New_York"), "10.1.0.1")).toEqual({ ok: true });
    const mails = await db.outboxMail.findMany({ where: { toAddress: "berta@example.test" }, orderBy: { id: "asc" } });
    const userId = await confirmRegistration(db, tokenFrom(mails.at(-1)!.text));
    expect(userId).toEqual(expect.any(String));
    expect((await db.user.findUniqueOrThrow({ where: { id: userId! } })).timeZone).toBe("America/New_York");
    // The viewer every page reads carries it.
    expect((await loadViewer(db, userId!, 0))?.timeZone).toBe("America/New_York");
  });

  it("registration without a zone (a script, a browser without Intl) makes an account whose zone is not known", async () => {
    for (const [name, zone] of [
      ["Nozone", undefined],
      ["Nullzone", null],
    ] as const) {
      await startRegistration(db, input(name, zone), "10.1.0.2");
      const mail = await db.outboxMail.findFirstOrThrow({ where: { toAddress: `${name.toLowerCase()}@example.test` } });
      const userId = await confirmRegistration(db, tokenFrom(mail.text));
      expect((await db.user.findUniqueOrThrow({ where: { id: userId! } })).timeZone).toBeNull();
      expect((await loadViewer(db, userId!, 0))?.timeZone).toBeNull();
    }
  });

  it("the first page load adopts the browser's zone once; a choice is never overridden by it", async () => {
    const { Ada } = await makeUsersById(db, ["Ada"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: Ada } })).timeZone).toBeNull();
    expect(await adoptUserTimeZone(db, Ada!, "Europe/Lisbon")).toBe("Europe/Lisbon");
    // A second browser (another zone) finds it known: it stays.
    expect(await adoptUserTimeZone(db, Ada!, "Asia/Tokyo")).toBe("Europe/Lisbon");
    // The player's choice replaces it, and later page loads keep the choice.
    await setUserTimeZone(db, Ada!, "UTC");
    expect(await adoptUserTimeZone(db, Ada!, "Europe/Lisbon")).toBe("UTC");
    expect((await db.user.findUniqueOrThrow({ where: { id: Ada } })).timeZone).toBe("UTC");
    // No such user: nothing written, nothing to show.
    expect(await adoptUserTimeZone(db, "no-such-user", "Europe/Lisbon")).toBeNull();
    expect(await db.user.count({ where: { id: "no-such-user" } })).toBe(0);
  });

  it("a choice racing the browser's adoption always ends as the choice", async () => {
    for (let round = 0; round < 6; round++) {
      const { [`Race${round}`]: id } = await makeUsersById(db, [`Race${round}`]);
      const adoptions = Array.from({ length: 5 }, () => adoptUserTimeZone(db, id!, "Europe/Paris"));
      const ops =
        round % 2
          ? [setUserTimeZone(db, id!, "Asia/Tokyo"), ...adoptions]
          : [...adoptions, setUserTimeZone(db, id!, "Asia/Tokyo")];
      await Promise.all(ops);
      expect((await db.user.findUniqueOrThrow({ where: { id } })).timeZone, `round ${round}`).toBe("Asia/Tokyo");
    }
  });

  it("mail is written in the account's zone, and in UTC while it is not known", async () => {
    const users = await makeUsersById(db, ["Mia", "Noa"]);
    const matchId = await startGlenMore(db, users, [{ user: "Mia" }, { user: "Noa" }], "zones-mail");
    const deadline = new Date("2026-12-01T13:05:00Z");
    const now = new Date("2026-12-01T02:00:00Z");
    const reminderTo = async (name: string) => {
      await db.$transaction(async (tx) =>
        notifyReminder(tx, await loadMatch(tx, matchId), users[name]!, deadline, now),
      );
      return (
        await db.outboxMail.findFirstOrThrow({
          where: { toAddress: `${name.toLowerCase()}@example.test`, kind: "reminder" },
          orderBy: { id: "desc" },
        })
      ).text;
    };
    expect(await reminderTo("Mia")).toContain("Tue 1 Dec, 13:05 UTC");
    await adoptUserTimeZone(db, users.Mia!, "Europe/Berlin");
    expect(await reminderTo("Mia")).toContain("Tue 1 Dec, 14:05 CET");
    await setUserTimeZone(db, users.Noa!, "America/New_York");
    expect(await reminderTo("Noa")).toContain("Tue 1 Dec, 08:05 GMT-5");
  });
});

/** Users by name (the notification helpers return ids in order). */
async function makeUsersById(db: Db, names: string[]): Promise<Record<string, string>> {
  const ids = await makeUsers(db, names);
  return Object.fromEntries(names.map((n, i) => [n, ids[i]!]));
}
