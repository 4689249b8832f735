/**
 * The front page's reads on real databases: running matches newest turn first, each with its newest history
 * line in the reader's language and players named; finished matches newest first with who won; this week's
 * counts of matches and players (bots apart), and that the lists stay bounded: one statement each with a
 * LIMIT, nothing written.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase, useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { finishedMatches, runningMatches, weekCountsNow, SHOWN_MATCHES } from "@/lib/stats/activity";
import { makeUsers, recordingClient, registerTinyGame } from "./helpers";

registerTinyGame();

forEachDatabase("front page activity", (database) => {
  let db: Db;
  let u: Record<string, string>;
  beforeAll(async () => {
    db = database.db;
    u = await makeUsers(db, ["Ada", "Ben", "Cal"]);
  });
  const version = async (id: number) => (await db.match.findUniqueOrThrow({ where: { id } })).version;

  async function tiny(a: string, b: string, target = 1): Promise<number> {
    const r = await createMatch(db, u[a]!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: b }],
      options: { target },
    });
    if (!r.ok) throw new Error(r.message);
    const j = await joinMatch(db, u[b]!, r.value.matchId, await version(r.value.matchId));
    if (!j.ok) throw new Error(j.message);
    return r.value.matchId;
  }

  async function step(id: number, who: string, move: object | null) {
    if (move) {
      const s = await act(db, u[who]!, id, await version(id), { type: "move", move });
      if (!s.ok) throw new Error(s.message);
    }
    const c = await act(db, u[who]!, id, await version(id), { type: "commit" });
    if (!c.ok) throw new Error(c.message);
  }

  it("lists running matches newest turn first with their last line, finished ones with the winner, and counts the week", async () => {
    const none = await weekCountsNow(db, new Date());
    expect(none).toEqual({ matches: 0, players: 0 });

    const older = await tiny("Ada", "Ben", 5);
    const newer = await tiny("Cal", "Ada", 5);
    // A turn in the older match makes it the newest.
    await new Promise((r) => setTimeout(r, 20));
    await step(older, "Ada", { type: "add", n: 2 });
    const finished = await tiny("Ben", "Cal", 1);
    await step(finished, "Ben", { type: "add", n: 1 });

    const en = await runningMatches(db, "en");
    expect(en.map((m) => m.id)).toEqual([older, newer]);
    expect(en[0]).toMatchObject({ title: `Tiny #${older}`, players: ["Ada", "Ben"] });
    expect(en[0]!.lastLine).toContain("Ada");
    expect(en[0]!.lastLine).not.toMatch(/\{seat:/);
    expect(en[1]!.lastLine).toBeNull();

    const done = await finishedMatches(db, "en");
    expect(done).toEqual([expect.objectContaining({ id: finished, players: ["Ben", "Cal"], result: "Ben won" })]);
    const de = await finishedMatches(db, "de");
    expect(de[0]!.result).toBe("Ben hat gewonnen");

    expect(await weekCountsNow(db, new Date())).toEqual({ matches: 3, players: 3 });
    // A week later nothing has happened this week.
    expect(await weekCountsNow(db, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toEqual({ matches: 0, players: 0 });
  });

  it("the lists are bounded", async () => {
    for (let i = 0; i < SHOWN_MATCHES + 1; i++) await tiny("Ada", "Cal", 5);
    expect(await runningMatches(db, "en")).toHaveLength(SHOWN_MATCHES);
  });
});

describe("front page activity: what a view costs", () => {
  const t = useDatabase("pglite");
  it("each list is one statement with a LIMIT, the week's counts one statement; none writes", async () => {
    registerTinyGame();
    const { db: counted, statements } = recordingClient(t.pglite!);
    try {
      await runningMatches(counted, "en");
      await finishedMatches(counted, "en");
      await weekCountsNow(counted, new Date());
      const sent = statements.filter((s) => !/^(BEGIN|COMMIT|DEALLOCATE)/i.test(s.trim()));
      expect(sent).toHaveLength(3);
      expect(sent[0]).toMatch(/LIMIT/i);
      expect(sent[1]).toMatch(/LIMIT/i);
      expect(sent.join("\n")).not.toMatch(/\b(INSERT|UPDATE|DELETE)\b/i);
    } finally {
      await counted.$disconnect();
    }
  });
});
