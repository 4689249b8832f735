// The Prisma client through both driver adapters: round trips, rollbacks, optimistic concurrency and
// row locking, against real databases.
import { describe, expect, it } from "vitest";
import { MatchStatus, Prisma, type Db } from "@/lib/db";
import { forEachDatabase, useDatabase } from "../support/for-each-database";
import { packState, unpackState } from "@/lib/matches/store/packed-state";

/** Resolves once `n` parties have arrived: makes two transactions overlap for real. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((r) => (release = r));
  return () => {
    arrived += 1;
    if (arrived === n) release();
    return all;
  };
}

async function makeUser(db: Db, name: string) {
  return db.user.create({
    data: { username: name, usernameLower: name.toLowerCase(), email: `${name.toLowerCase()}@example.test` },
  });
}

async function makeMatch(db: Db, createdById: string) {
  return db.match.create({ data: { gameKey: "tiny", rulesVersion: 1, playerCount: 2, seed: "secret", createdById } });
}

forEachDatabase("client", (t) => {
  it("round-trips every column kind the schema uses", async () => {
    const { db } = t;
    const user = await makeUser(db, "Ann");
    expect(user.notifyMode).toBe("immediate");
    expect(user.createdAt).toBeInstanceOf(Date);

    const state = { board: [[1, 2], [3]], note: "ü ☃", nested: { flag: true, none: null } };
    const match = await db.match.create({
      data: {
        gameKey: "tiny",
        rulesVersion: 3,
        playerCount: 2,
        seed: "s",
        createdById: user.id,
        options: { variant: "short" },
        packedState: packState(state),
        activeSeats: [1, 0],
        awaitingSince: new Date("2024-05-06T07:08:09.123Z"),
        seats: {
          create: [
            { seatIndex: 0, userId: user.id, joinedAt: new Date() },
            { seatIndex: 1, botStyle: "greedy" },
          ],
        },
        moves: {
          create: [{ index: 0, seat: 0, moves: [{ type: "end-turn" }], lines: ["ended the turn"], endsTurn: true }],
        },
      },
    });
    expect(match.status).toBe(MatchStatus.open);

    const loaded = await db.match.findUniqueOrThrow({
      where: { id: match.id },
      include: { seats: { orderBy: { seatIndex: "asc" } }, moves: true, createdBy: true },
    });
    // The state is bytes (lib/matches/store/packed-state.ts): they come back as written and unpack to the state.
    expect(Buffer.from(loaded.packedState!).equals(Buffer.from(packState(state)))).toBe(true);
    expect(unpackState(loaded.packedState)).toEqual(state);
    expect(loaded.options).toEqual({ variant: "short" });
    expect(loaded.pending).toEqual({});
    expect(loaded.activeSeats).toEqual([1, 0]);
    expect(loaded.awaitingSince?.toISOString()).toBe("2024-05-06T07:08:09.123Z");
    expect(loaded.seats.map((s) => [s.seatIndex, s.userId, s.botStyle])).toEqual([
      [0, user.id, null],
      [1, null, "greedy"],
    ]);
    expect(typeof loaded.seats[0]?.chatReadId).toBe("bigint");
    // The log's columns are json (text): they come back as the values written.
    expect(loaded.moves[0]?.moves).toEqual([{ type: "end-turn" }]);
    expect(loaded.moves[0]?.lines).toEqual(["ended the turn"]);
    expect(loaded.createdBy.username).toBe("Ann");

    // Array containment, as the "my turn" listing uses it.
    const waitingOnSeat1 = await db.match.findMany({ where: { activeSeats: { has: 1 } }, select: { id: true } });
    expect(waitingOnSeat1.map((m) => m.id)).toContain(match.id);

    const updated = await db.match.update({
      where: { id: match.id },
      data: { status: "running", packedState: null, version: { increment: 1 } },
    });
    expect(updated.status).toBe("running");
    expect(updated.packedState).toBeNull();
    expect(updated.version).toBe(1);

    await db.match.delete({ where: { id: match.id } });
    // Seats and the move log go with the match (onDelete: Cascade).
    expect(await db.seat.count({ where: { matchId: match.id } })).toBe(0);
    expect(await db.moveLog.count({ where: { matchId: match.id } })).toBe(0);
  });

  it("reports unique violations as P2002", async () => {
    await makeUser(t.db, "Bob");
    const err = await makeUser(t.db, "Bob").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((err as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
  });

  it("rolls back an interactive transaction that throws", async () => {
    const { db } = t;
    const user = await makeUser(db, "Cleo");
    const failure = db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { timeZone: "Europe/Paris" } });
      await tx.outboxMail.create({
        data: { kind: "turn", toAddress: "x@example.test", subject: "s", text: "t", html: "h" },
      });
      throw new Error("boom");
    });
    await expect(failure).rejects.toThrow("boom");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).timeZone).toBeNull();
    expect(await db.outboxMail.count({ where: { toAddress: "x@example.test" } })).toBe(0);

    // And the client is still usable afterwards (on PGlite the single connection was released).
    const ok = await db.$transaction(async (tx) =>
      tx.user.update({ where: { id: user.id }, data: { timeZone: "UTC+1" } }),
    );
    expect(ok.timeZone).toBe("UTC+1");
  });

  it("lets exactly one of two concurrent writers with the same version win", async () => {
    const { db } = t;
    const user = await makeUser(db, "Dan");
    const match = await makeMatch(db, user.id);
    const seenVersion = match.version; // both requests were made on this version
    // On PostgreSQL both transactions are open before either writes. PGlite has one connection, so its
    // transactions run one after the other (no overlap to arrange: a barrier there would wait forever).
    const arrive = t.kind === "postgres" ? barrier(2) : async () => undefined;
    const attempt = (note: string) =>
      db.$transaction(async (tx) => {
        await tx.match.findUniqueOrThrow({ where: { id: match.id } });
        await arrive();
        const { count } = await tx.match.updateMany({
          where: { id: match.id, version: seenVersion },
          data: { note, version: { increment: 1 } },
        });
        if (count === 0) throw new Error("STALE_VERSION");
        await tx.moveLog.create({
          data: { matchId: match.id, index: 0, seat: 0, moves: [note], lines: [], endsTurn: true },
        });
        return note;
      });
    const results = await Promise.allSettled([attempt("first"), attempt("second")]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String(lost[0]?.reason)).toContain("STALE_VERSION");
    const after = await db.match.findUniqueOrThrow({ where: { id: match.id }, include: { moves: true } });
    expect(after.version).toBe(seenVersion + 1);
    expect(after.moves).toHaveLength(1);
    expect(after.note).toBe((won[0] as PromiseFulfilledResult<string>).value);
  });

  it("runs SELECT ... FOR UPDATE SKIP LOCKED through $queryRaw", async () => {
    const { db } = t;
    await db.outboxMail.deleteMany();
    await db.outboxMail.createMany({
      data: ["a", "b"].map((k) => ({ kind: k, toAddress: `${k}@example.test`, subject: k, text: k, html: k })),
    });
    const claim = (tx: Prisma.TransactionClient) =>
      tx.$queryRaw<Array<{ id: bigint; kind: string }>>`
        SELECT id, kind FROM "OutboxMail" WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (t.kind === "pglite") {
      const [row] = await db.$transaction(claim);
      expect(row?.kind).toBe("a");
      return;
    }
    // Two senders at once claim different rows: the second skips the row the first holds.
    const arrive = barrier(2);
    let firstHolds!: () => void;
    const held = new Promise<void>((r) => (firstHolds = r));
    const sender1 = db.$transaction(async (tx) => {
      const rows = await claim(tx);
      firstHolds();
      await arrive();
      return rows;
    });
    const sender2 = db.$transaction(async (tx) => {
      await held;
      const rows = await claim(tx);
      await arrive();
      return rows;
    });
    const [r1, r2] = await Promise.all([sender1, sender2]);
    expect(r1.map((r) => r.kind)).toEqual(["a"]);
    expect(r2.map((r) => r.kind)).toEqual(["b"]);
  });
});

describe("PGlite's single connection", () => {
  const t = useDatabase("pglite");

  it("queues concurrent interactive transactions instead of failing or interleaving them", async () => {
    const { db } = t;
    const user = await makeUser(db, "Eve");
    const match = await makeMatch(db, user.id);
    // Read-modify-write with a pause in the middle: only whole-transaction queuing keeps every increment.
    const bump = () =>
      db.$transaction(async (tx) => {
        const m = await tx.match.findUniqueOrThrow({ where: { id: match.id } });
        await new Promise((r) => setTimeout(r, 5));
        await tx.match.update({ where: { id: match.id }, data: { version: m.version + 1 } });
      });
    // Plain queries issued meanwhile wait for the transaction in progress as well.
    const n = 8;
    const [, counts] = await Promise.all([
      Promise.all(Array.from({ length: n }, bump)),
      Promise.all(Array.from({ length: n }, () => db.match.count())),
    ]);
    expect(counts.every((c) => c >= 1)).toBe(true);
    expect((await db.match.findUniqueOrThrow({ where: { id: match.id } })).version).toBe(match.version + n);
  });
});
