/**
 * Provably fair randomness on a real database (docs/fairness.md): for a match of each game the commitment
 * shown from creation on is SHA-256 of the server seed revealed at the end, the game was set up with
 * HMAC-SHA256(server seed, the players' seeds) and the record passes the verifier; before the end neither
 * the server seed nor the game seed appears in any view, list, history page, replay frame or stored event.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chooseBotMove, currentState, pendingOf, Rng, seedRng, type PendingBySeat } from "@/lib/engine";
import { games, getGame } from "@/lib/games";
import { loadEngine } from "@/lib/games/engines";
import { commitmentOf, gameSeedOf } from "@/lib/fairness";
import { verifyRecord } from "@/lib/fairness/verify";
import { cancelMatchAsOperator, createMatch, joinMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { getMatchView, historyPage } from "@/lib/matches/read/views";
import { myGames } from "@/lib/matches/read/list";
import { getReplayFrame } from "@/lib/matches/read/replay";
import { matchRecord } from "@/lib/matches/read/record";
import { unpackState } from "@/lib/matches/store/packed-state";
import { queryRows } from "@/lib/db/raw";
import { Prisma, type Db } from "@/lib/db";
import { forEachDatabase } from "@/tests/support/for-each-database";
import { makeUsers, registerTinyGame } from "./helpers";

registerTinyGame();

/** Ana creates a two-player match of `gameKey` with her seed, Bo joins with his: it starts. */
async function twoPlayerMatch(db: Db, users: Record<string, string>, gameKey: string): Promise<number> {
  const r = await createMatch(db, users.Ana!, {
    gameKey,
    seats: [{ kind: "me" }, { kind: "invite", username: "Bo" }],
    clientSeed: "Ana's seed: ~!",
  });
  if (!r.ok) throw new Error(r.message);
  const id = r.value.matchId;
  const { version } = await db.match.findUniqueOrThrow({ where: { id } });
  const j = await joinMatch(db, users.Bo!, id, version, "bo-1234");
  if (!j.ok) throw new Error(j.message);
  return id;
}

/** Up to `moves` moves by whoever is awaited (random legal moves); stops when the match is over. */
async function play(db: Db, id: number, moves: number): Promise<void> {
  const rng = new Rng(seedRng(`fair-${id}`));
  for (let i = 0; i < moves; i++) {
    const row = await db.match.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    if (row.status !== "running") return;
    const game = getGame(row.gameKey)!;
    const seat = row.activeSeats[0]!;
    const userId = row.seats.find((s) => s.seatIndex === seat)!.userId!;
    const pending = row.pending as PendingBySeat<unknown>;
    const seen = currentState(game, unpackState(row.packedState), pending, seat);
    if (!seen.ok) throw new Error(seen.code);
    const move = chooseBotMove(game, seen.value, seat, rng, "random", pendingOf(pending, seat).length);
    if (move === null) throw new Error("no move");
    const r = await act(db, userId, id, row.version, { type: "move", move });
    if (!r.ok) throw new Error(r.message);
  }
}

forEachDatabase("provably fair randomness", (t) => {
  let users: Record<string, string>;
  beforeAll(async () => {
    users = await makeUsers(t.db, ["Ana", "Bo", "Cy"]);
  });

  describe.each(Object.keys(games))("a match of %s", (gameKey) => {
    it("commits to the server seed it reveals at the end, and its record verifies", async () => {
      const { db } = t;
      const id = await twoPlayerMatch(db, users, gameKey);
      const row = await db.match.findUniqueOrThrow({ where: { id } });
      const view = await getMatchView(db, null, id);
      if (!view.ok) throw new Error(view.message);
      expect(view.value.fairness).toEqual({
        seedCommitment: row.seedCommitment,
        seedScheme: "hmac-sha256",
        serverSeed: null,
        playerSeeds: null,
      });
      expect(row.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      await play(db, id, 12);
      expect(await cancelMatchAsOperator(db, id)).toMatchObject({ ok: true });

      const ended = await getMatchView(db, users.Cy!, id);
      if (!ended.ok) throw new Error(ended.message);
      const { serverSeed, playerSeeds, seedCommitment } = ended.value.fairness;
      expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(await commitmentOf(serverSeed!)).toBe(seedCommitment);
      expect(playerSeeds).toEqual(["Ana's seed: ~!", "bo-1234"]);

      const r = await matchRecord(db, id);
      if (!r.ok) throw new Error(r.message);
      const record = JSON.parse(JSON.stringify(r.value.record)) as typeof r.value.record;
      expect(record.fairness).toEqual({ scheme: "hmac-sha256", seedCommitment, serverSeed, playerSeeds });
      expect(record.seed).toBe(await gameSeedOf(serverSeed!, ["Ana's seed: ~!", "bo-1234"]));
      const v = await verifyRecord(record, loadEngine);
      expect(v.firstDifference).toBeNull();
      expect(v).toMatchObject({ status: "verified", entries: record.log.length });
    });
  });

  it("a finished match of the tiny game: every roll reproduced; bots' seeds drawn by the server", async () => {
    const { db } = t;
    const r = await createMatch(db, users.Cy!, {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    });
    if (!r.ok) throw new Error(r.message);
    const id = r.value.matchId;
    await play(db, id, 400);
    const rec = await matchRecord(db, id);
    if (!rec.ok) throw new Error(rec.message);
    expect(rec.value.record.outcome).not.toBeNull();
    const seeds = rec.value.record.fairness!.playerSeeds;
    expect(seeds.every((s) => typeof s === "string" && /^[0-9a-f]{32}$/.test(s))).toBe(true);
    const v = await verifyRecord(JSON.parse(JSON.stringify(rec.value.record)), loadEngine);
    expect(v).toMatchObject({ status: "verified", firstDifference: null });
    expect(v.dice).toBeGreaterThan(0);
  });

  it("shows neither the server seed nor the game seed anywhere before the end", async () => {
    const { db } = t;
    const id = await twoPlayerMatch(db, users, "stone-age");
    await play(db, id, 40);
    const row = await db.match.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("running");
    const secrets = [row.serverSeed!, row.seed];
    expect(row.seed).not.toBe(row.serverSeed);

    const answers: unknown[] = [];
    for (const viewer of [users.Ana!, users.Bo!, users.Cy!, null]) answers.push(await getMatchView(db, viewer, id));
    answers.push(await historyPage(db, null, id, 1_000_000, 100));
    answers.push(await myGames(db, users.Ana!));
    for (let frame = 0; frame < 5; frame++) answers.push(await getReplayFrame(db, id, frame));
    const record = await matchRecord(db, id);
    expect(record).toMatchObject({ ok: false, code: "NOT_FINISHED" });
    answers.push(record);
    const text = JSON.stringify(answers);
    expect(text).toContain(row.seedCommitment!);
    for (const secret of secrets) expect(text).not.toContain(secret);

    // What was stored for others to read: live events, mails, pushes, notifications, the history itself.
    // Every table but the match's own rows (and the server-only replay snapshots).
    const tables = await queryRows<{ table_name: string }>(
      db,
      Prisma.sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const skipped = new Set(["Match", "Seat", "ReplaySnapshot", "_prisma_migrations"]);
    let scanned = 0;
    for (const { table_name } of tables) {
      if (skipped.has(table_name)) continue;
      const rows = await queryRows<{ row: string }>(
        db,
        Prisma.sql`SELECT row_to_json(t)::text AS row FROM ${Prisma.raw(`"${table_name}"`)} t`,
      );
      for (const { row: json } of rows) for (const secret of secrets) expect(json, table_name).not.toContain(secret);
      scanned += rows.length;
    }
    expect(scanned).toBeGreaterThan(40);
  });
});
