/**
 * A tournament's course, claimed in the database: every step locks the tournament's row (FOR UPDATE), so two
 * instances, or a finishing match and the job runner, never start a round twice.
 *
 * - begin: the random order is drawn, then round 1 starts.
 * - advance: when every match of the current round has finished (or was aborted), the round closes; players
 *   whose seat a bot took over (left, resigned, ran out of time, deleted their account) are withdrawn from
 *   later rounds; then the next round starts, or after the last one the tournament finishes.
 * Each table's match starts as "Play now" starts one (lib/matches/lifecycle/arranged.ts): seats in a random
 * order, the usual notices; its time control's timeouts hand the seat to a bot ("bot" policy) as in any match.
 *
 * A match that finishes in a transaction calls `tournamentMatchFinished` from the `finished` listener
 * (lib/jobs/match-listeners.ts): the next round of a tournament of up to IN_TRANSACTION_MAX_PLAYERS starts in
 * that transaction (larger ones are left to the job runner). An unrated match's last commit
 * written in one statement (lib/matches/write/commit-at-once.ts) has no transaction to join: the job runner's
 * pass (`runTournamentsOnce`) finds such rounds, and aborted matches, within seconds.
 */
import type { Db, Tx } from "@/lib/db";
import { storedTimeControl } from "@/lib/clocks/time-control";
import { startArrangedMatch, shuffled } from "@/lib/matches/lifecycle/arranged";
import { loadTournament, standingsOf, type LoadedTournament } from "./load";
import { roundRobinSchedule, swissRound, type SwissRound } from "./pairing";
import { mailFinalStandings, mailRoundStarted } from "./mails";

type Row = { id: number };

/** Locks the tournament's row until the transaction ends; `skipLocked`: false when another holds it. */
export async function lockTournament(tx: Tx, id: number, skipLocked = false): Promise<boolean> {
  const rows = skipLocked
    ? await tx.$queryRaw<Row[]>`SELECT "id" FROM "Tournament" WHERE "id" = ${id} FOR UPDATE SKIP LOCKED`
    : await tx.$queryRaw<Row[]>`SELECT "id" FROM "Tournament" WHERE "id" = ${id} FOR UPDATE`;
  return rows.length === 1;
}

/** Starts a locked open tournament: the random order, the round count of a round robin, round 1. */
export async function beginTournament(tx: Tx, id: number, now: Date): Promise<void> {
  // Sign-ups of accounts deleted or blocked since they joined are dropped: they would only time out.
  await tx.tournamentPlayer.deleteMany({
    where: { tournamentId: id, user: { OR: [{ deletedAt: { not: null } }, { blockedAt: { not: null } }] } },
  });
  const t = await tx.tournament.findUniqueOrThrow({ where: { id }, include: { players: true } });
  const order = shuffled(t.players.map((p) => p.userId));
  for (const [seed, userId] of order.entries())
    await tx.tournamentPlayer.update({ where: { tournamentId_userId: { tournamentId: id, userId } }, data: { seed } });
  const rounds = t.format === "round-robin" ? roundRobinSchedule(order).length : t.rounds;
  await tx.tournament.update({ where: { id }, data: { status: "running", startedAt: now, rounds } });
  await startRound(tx, id, 1, now);
}

/** Active players, best placed first (the drawn order breaks every remaining tie). */
function ranked(t: LoadedTournament): string[] {
  const seed = new Map(t.players.map((p) => [p.userId, p.seed ?? 0]));
  const active = new Set(t.players.filter((p) => p.withdrawnAt === null).map((p) => p.userId));
  return standingsOf(t)
    .filter((s) => active.has(s.userId))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.tiebreak - a.tiebreak ||
        b.scoreDifference - a.scoreDifference ||
        seed.get(a.userId)! - seed.get(b.userId)!,
    )
    .map((s) => s.userId);
}

/** Round `number`'s tables and byes (withdrawn players are left out; a round robin's partner of one gets a bye). */
function pairingOf(t: LoadedTournament, number: number): SwissRound {
  const active = new Set(t.players.filter((p) => p.withdrawnAt === null).map((p) => p.userId));
  if (t.format === "round-robin") {
    const order = [...t.players].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((p) => p.userId);
    const scheduled = roundRobinSchedule(order)[number - 1] ?? { tables: [], byes: [] };
    const tables = scheduled.tables.filter((x) => x.every((u) => active.has(u)));
    const byes = [...scheduled.byes, ...scheduled.tables.flat()].filter(
      (u) => active.has(u) && !tables.some((x) => x.includes(u)),
    );
    return { tables, byes };
  }
  const earlier = t.rounds.flatMap((r) => r.tables.map((x) => x.userIds));
  const hadBye = new Set(t.rounds.flatMap((r) => r.byeUserIds));
  return swissRound(ranked(t), t.tableSize, earlier, hadBye);
}

/** Starts round `number` of a locked running tournament (or finishes it when fewer than two players are left). */
async function startRound(tx: Tx, id: number, number: number, now: Date): Promise<void> {
  const t = (await loadTournament(tx, id))!;
  const { tables, byes } = pairingOf(t, number);
  if (tables.length === 0) return finishTournament(tx, t, now);
  await tx.tournamentRound.create({ data: { tournamentId: id, number, startedAt: now, byeUserIds: byes } });
  const timeControl = storedTimeControl(t.timeControl);
  for (const userIds of tables) {
    const { matchId } = await startArrangedMatch(tx, {
      gameKey: t.gameKey,
      userIds,
      options: t.options as Record<string, unknown>,
      timeControl,
      rated: t.rated,
    });
    await tx.tournamentTable.create({ data: { tournamentId: id, roundNumber: number, matchId, userIds } });
  }
  await tx.tournament.update({ where: { id }, data: { currentRound: number } });
  const names = new Map(t.players.map((p) => [p.userId, p.user.username]));
  await mailRoundStarted(
    tx,
    { id, gameKey: t.gameKey, rounds: t.roundCount },
    number,
    tables.map((userIds) => ({ userIds })),
    byes,
    names,
  );
}

async function finishTournament(tx: Tx, t: LoadedTournament, now: Date): Promise<void> {
  await tx.tournament.update({
    where: { id: t.id },
    data: { status: "finished", finishedAt: now, rounds: Math.max(t.currentRound, 1) },
  });
  await mailFinalStandings(tx, { id: t.id, gameKey: t.gameKey, rounds: t.currentRound }, standingsOf(t));
}

/**
 * The next step of a locked running tournament whose current round may be over: nothing while a match of the
 * round is open or running; else the round closes, the players a bot replaced are withdrawn, and the next
 * round starts (or the tournament finishes). Returns whether the round closed.
 */
export async function advanceTournament(tx: Tx, id: number, now: Date): Promise<boolean> {
  const t = await tx.tournament.findUnique({
    where: { id },
    select: { status: true, currentRound: true, rounds: true },
  });
  if (!t || t.status !== "running") return false;
  const round = await tx.tournamentRound.findUnique({
    where: { tournamentId_number: { tournamentId: id, number: t.currentRound } },
    include: { tables: true },
  });
  if (!round || round.finishedAt) return false;
  const matchIds = round.tables.map((x) => x.matchId);
  const playing = await tx.match.count({ where: { id: { in: matchIds }, status: { in: ["open", "running"] } } });
  if (playing > 0) return false;
  await tx.tournamentRound.update({
    where: { tournamentId_number: { tournamentId: id, number: t.currentRound } },
    data: { finishedAt: now },
  });
  const replaced = await tx.seat.findMany({
    where: { matchId: { in: matchIds }, formerUserId: { not: null }, replacedBecause: { not: null } },
    select: { formerUserId: true },
  });
  const leavers = [...new Set(replaced.map((s) => s.formerUserId!))];
  if (leavers.length > 0)
    await tx.tournamentPlayer.updateMany({
      where: { tournamentId: id, userId: { in: leavers }, withdrawnAt: null },
      data: { withdrawnAt: now, withdrawnInRound: t.currentRound },
    });
  if (t.currentRound >= t.rounds) await finishTournament(tx, (await loadTournament(tx, id))!, now);
  else await startRound(tx, id, t.currentRound + 1, now);
  return true;
}

/**
 * Players a round may have for the finishing match's transaction to start it: starting a table costs about
 * 0.1-0.3 s (measured on PGlite: 32 tables in 10 s on a loaded machine), and a player's commit must not wait
 * for a large round. Larger tournaments' rounds are started by the job runner's pass, in a transaction of
 * their own, within seconds.
 */
export const IN_TRANSACTION_MAX_PLAYERS = 16;

/** The `finished` listener's part: a tournament table's match finished in `tx`; maybe the round is over. */
export async function tournamentMatchFinished(tx: Tx, matchId: number, now: Date): Promise<void> {
  const table = await tx.tournamentTable.findUnique({ where: { matchId }, select: { tournamentId: true } });
  if (!table) return;
  const active = await tx.tournamentPlayer.count({ where: { tournamentId: table.tournamentId, withdrawnAt: null } });
  if (active > IN_TRANSACTION_MAX_PLAYERS) return;
  await lockTournament(tx, table.tournamentId);
  await advanceTournament(tx, table.tournamentId, now);
}

/**
 * The job runner's pass: tournaments whose sign-up ended start (or are cancelled with too few players), and
 * running ones whose round is over advance. One transaction per tournament, its row claimed with
 * FOR UPDATE SKIP LOCKED (another instance holding it does the work).
 */
export async function runTournamentsOnce(db: Db, now: Date): Promise<{ started: number; advanced: number }> {
  let started = 0;
  let advanced = 0;
  const due = await db.tournament.findMany({
    where: { status: "open", signupUntil: { lte: now } },
    select: { id: true },
    take: 20,
  });
  for (const { id } of due) {
    const began = await db.$transaction(
      async (tx) => {
        if (!(await lockTournament(tx, id, true))) return false;
        const t = await tx.tournament.findUniqueOrThrow({
          where: { id },
          select: { status: true, tableSize: true, _count: { select: { players: true } } },
        });
        if (t.status !== "open") return false;
        if (t._count.players < minimumPlayers(t.tableSize)) {
          await tx.tournament.update({ where: { id }, data: { status: "cancelled", finishedAt: now } });
          return false;
        }
        await beginTournament(tx, id, now);
        return true;
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
    if (began) started++;
  }
  const over = await db.$queryRaw<Row[]>`
    SELECT t."id" FROM "Tournament" t
    WHERE t."status" = 'running' AND NOT EXISTS (
      SELECT 1 FROM "TournamentTable" x JOIN "Match" m ON m."id" = x."matchId"
      WHERE x."tournamentId" = t."id" AND x."roundNumber" = t."currentRound" AND m."status" IN ('open', 'running'))
    LIMIT 20`;
  for (const { id } of over) {
    const closed = await db.$transaction(
      async (tx) => (await lockTournament(tx, id, true)) && advanceTournament(tx, id, now),
      { timeout: 60_000, maxWait: 30_000 },
    );
    if (closed) advanced++;
  }
  return { started, advanced };
}

/** A tournament starts with two tables' worth of players. */
export function minimumPlayers(tableSize: number): number {
  return 2 * tableSize;
}
