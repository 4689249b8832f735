/**
 * Abuse limits on match actions and the counter behind every limit, on both databases: a script cannot
 * create hundreds of matches, send hundreds of invitations or cycle join/leave to flood the others' mail,
 * and the counter is exact under concurrency (one atomic statement per hit).
 */
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch, leaveMatch } from "@/lib/matches/lifecycle/lobby";
import { consume } from "@/lib/rate-limits";
import { increment, sweepExpired } from "@/lib/rate-limits/counter";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

forEachDatabase("limits", (database) => {
  let db: Db;
  let u: Record<string, string>;

  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Anna", "Bruno", "Clara", "Dora", "Emil"]);
  });

  it("counts every hit exactly once under concurrency", async () => {
    const now = new Date();
    const counts = await Promise.all(
      Array.from({ length: 100 }, () => increment(db, "race", { max: 1000, seconds: 60 }, now)),
    );
    expect(new Set(counts).size).toBe(100);
    expect(Math.max(...counts)).toBe(100);
    const refused = (
      await Promise.all(Array.from({ length: 30 }, () => consume(db, "matchCreate", "someone", now)))
    ).filter((c) => !c.ok);
    expect(refused).toHaveLength(10);
    // Windows end; their rows are swept.
    expect(await sweepExpired(db, new Date(now.getTime() + 2 * 3600_000))).toBeGreaterThan(0);
    expect(await db.rateLimit.count()).toBe(0);
  });

  it("match creation is limited per user; refused creations change nothing", async () => {
    const made: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 25; i++) {
      const r = await createMatch(db, u.Clara!, { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
      if (r.ok) made.push(r.value.matchId);
      else refusal = r;
    }
    expect(made).toHaveLength(20);
    expect(refusal).toMatchObject({
      ok: false,
      code: "RATE_LIMITED",
      message: expect.stringContaining("created many matches"),
      retryAfterSeconds: expect.any(Number),
      // Said on pages by this reference, never by reading the English back.
      sentence: { namespace: "errors.limits", key: "matchCreate", values: { waitSeconds: expect.any(Number) } },
    });
    expect(await db.match.count({ where: { createdById: u.Clara! } })).toBe(20);
  });

  it("invitations are limited per user: a creation that would pass the limit is refused with its mails", async () => {
    const three = ["bruno", "clara", "dora"].map((username) => ({ kind: "invite" as const, username }));
    const results = [];
    for (let i = 0; i < 15; i++)
      results.push(await createMatch(db, u.Anna!, { gameKey: "tiny", seats: [{ kind: "me" }, ...three] }));
    // 13 matches x 3 invitations = 39; the 14th would make 42 > 40.
    expect(results.filter((r) => r.ok)).toHaveLength(13);
    expect(results[13]).toMatchObject({
      ok: false,
      code: "RATE_LIMITED",
      message: expect.stringContaining("invited many players"),
    });
    const annas = (await db.match.findMany({ where: { createdById: u.Anna! }, select: { id: true } })).map((m) => m.id);
    expect(await db.outboxMail.count({ where: { kind: "invitation", matchId: { in: annas } } })).toBe(39);
    // One more single invitation still fits; the refused creations left no match behind.
    expect(
      (
        await createMatch(db, u.Anna!, {
          gameKey: "tiny",
          seats: [{ kind: "me" }, { kind: "invite", username: "emil" }],
        })
      ).ok,
    ).toBe(true);
    expect(await db.match.count({ where: { createdById: u.Anna! } })).toBe(14);
  });

  it("join and leave cycles are limited, so nobody can flood the others with 'player left' mails", async () => {
    const r = await createMatch(db, u.Bruno!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "open" }, { kind: "open" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    const v = async () => (await db.match.findUniqueOrThrow({ where: { id } })).version;
    let done = 0;
    let last: unknown;
    for (let i = 0; i < 20; i++) {
      const j = await joinMatch(db, u.Emil!, id, await v());
      if (!j.ok) {
        last = j;
        break;
      }
      done++;
      const l = await leaveMatch(db, u.Emil!, id, await v());
      if (!l.ok) {
        last = l;
        break;
      }
      done++;
    }
    expect(done).toBe(30);
    expect(last).toMatchObject({ code: "RATE_LIMITED" });
    expect(await db.outboxMail.count({ where: { matchId: id, kind: "player-left" } })).toBe(15);
  });
});
