/**
 * "Your turn" mails on real Glen More sequences, driven through lib/matches (the humans' moves are the
 * random bot's choices), delivered through a real SMTP server on loopback.
 * Expected mails are derived from the awaited seats before and after each commit, independently of the
 * notification code: a mail to the newly awaited player unless they are the one who just committed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SECRET,
  deliver,
  emailOf,
  humanRng,
  makeUsers,
  playHumanTurn,
  startGlenMore,
  type CommitRecord,
  type SeatPlan,
} from "./helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { useDatabase } from "@/tests/support/for-each-database";
import type { Db } from "@/lib/db";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { nameSeats } from "@/lib/engine";
import { linesText } from "@/lib/matches/history/history-text";

const NAMES = ["Ailsa", "Brodie", "Catriona", "Dougal", "Eilidh"];

describe("turn mails in Glen More", () => {
  const database = useDatabase("pglite");
  let db: Db;
  let smtp: TestSmtp;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    db = database.db;
    const ids = await makeUsers(db, NAMES);
    NAMES.forEach((n, i) => (users[n] = ids[i]!));
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  const cases: [string, SeatPlan[], number][] = [
    ["2 players", NAMES.slice(0, 2).map((user) => ({ user })), 24],
    ["3 players", NAMES.slice(0, 3).map((user) => ({ user })), 24],
    ["5 players", NAMES.map((user) => ({ user })), 30],
    ["2 players and a bot", [{ user: "Ailsa" }, { bot: "random" }, { user: "Catriona" }], 20],
  ];

  it.each(cases)("%s: exactly one mail to the right player per turn change", async (label, plan, minCommits) => {
    const id = await startGlenMore(db, users, plan, `notify-${label}`);
    const seatUser = (seat: number) => {
      const p = plan[seat];
      return p && "user" in p ? p.user : null;
    };
    const expected: string[] = [];
    // The match started on the last acceptance: the first awaited player gets a mail unless they accepted last.
    const lastJoiner = [...plan].reverse().find((p) => "user" in p && p !== plan[0]);
    const start = await db.match.findUniqueOrThrow({ where: { id } });
    const firstUp = seatUser(start.activeSeats[0]!);
    if (firstUp && lastJoiner && "user" in lastJoiner && firstUp !== lastJoiner.user) expected.push(firstUp);

    let snapshot: { to: string; nth: number; log: { seat: number; lines: unknown }[] } | null = null;
    const rng = humanRng(`humans-${label}`);
    const commits: CommitRecord[] = [];
    let finished = false;
    while (!finished && (commits.length < minCommits || !commits.some((c) => c.after.includes(c.actorSeat)))) {
      if (commits.length > 300) throw new Error("no consecutive turn in 300 commits");
      const c = await playHumanTurn(db, id, rng);
      finished = c.after.length === 0;
      commits.push(c);
      const next = c.after[0];
      if (next !== undefined && next !== c.actorSeat && !c.before.includes(next)) {
        const u = seatUser(next);
        if (u) {
          expected.push(u);
          // What this mail must say: the log lines after the recipient's last turn, as they are now.
          const seatRow = await db.seat.findFirstOrThrow({ where: { matchId: id, seatIndex: next } });
          const log = await db.moveLog.findMany({
            where: { matchId: id, index: { gt: seatRow.lastTurnLogIndex } },
            orderBy: { index: "asc" },
          });
          snapshot = { to: emailOf(u), nth: expected.filter((x) => x === u).length - 1, log };
        }
      }
    }
    // The sequence includes consecutive turns of one player (Glen More's chain), which must send nothing.
    const consecutive = commits.filter((c) => c.after.includes(c.actorSeat)).length;
    expect(consecutive).toBeGreaterThan(0);

    const rows = await db.outboxMail.findMany({
      where: { matchId: id, kind: "turn", status: { not: "dropped" } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.toAddress)).toEqual(expected.map(emailOf));

    const before = smtp.received.length;
    await deliver(db, smtp);
    const got = smtp.received.slice(before).filter((m) => m.subject === `Glen More #${id}: your turn`);
    expect(got.map((m) => m.to).sort()).toEqual(expected.map(emailOf).sort());
    if (finished) {
      // The end: one "finished" mail with the final ranking to every human, no turn mail.
      const over = smtp.received.slice(before).filter((m) => m.subject === `Glen More #${id}: the match is over`);
      const humans = plan.flatMap((p) => ("user" in p ? [emailOf(p.user)] : []));
      expect(over.map((m) => m.to).sort()).toEqual(humans.sort());
      expect(over[0]?.text).toMatch(/Final ranking\n {2}1\. /);
    }
    // Bot seats have no address; nobody else got anything for this match's turns.
    expect(got.every((m) => NAMES.some((n) => emailOf(n) === m.to))).toBe(true);

    // The last turn mail tells what happened since that player's last turn, with names, and links to the match.
    expect(snapshot).not.toBeNull();
    const snap = snapshot!;
    const last = got.filter((m) => m.to === snap.to)[snap.nth]!;
    const lastRow = rows.filter((r) => r.toAddress === snap.to)[snap.nth]!;
    expect(last.text).toContain(`http://glenboard.test/matches/${id}`);
    expect(last.html).toContain(`href="http://glenboard.test/matches/${id}"`);
    expect(snap.log.length).toBeGreaterThan(0);
    const lastSeg = snap.log.at(-1)!;
    // Bots are named by seat and style, as on the match page.
    const actorName = seatUser(lastSeg.seat) ?? `Bot ${lastSeg.seat + 1} (random)`;
    expect(last.text).toContain(`\n${actorName}\n`);
    // Seat tokens in the engine's lines are replaced by names ("Scoring 2: Anna 3, ...").
    // Stored lines are message refs (lib/matches/history/history-text.ts); these recipients read English.
    for (const line of linesText(lastSeg.lines, "en", "glen-more").slice(-3)) {
      const named = nameSeats(line, (s) => seatUser(s) ?? `Bot ${s + 1} (random)`);
      expect(last.text).toContain(named.slice(0, 60));
      expect(last.text).not.toContain("{seat:");
    }
    // Only lines after the recipient's last turn: the recipient's own last segment is not in it.
    const own = snap.log.filter((l) => emailOf(seatUser(l.seat) ?? "-") === snap.to);
    expect(own).toEqual([]);
    // One-click unsubscribe headers (RFC 8058) and the body link, signed for this user.
    expect(last.headers["list-unsubscribe"]).toMatch(/^<http:\/\/glenboard\.test\/unsubscribe\/one-click\?u=.+&s=.+>$/);
    expect(last.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(last.text).toContain(unsubscribeUrl(lastRow.userId!, undefined, SECRET));
  });
});
