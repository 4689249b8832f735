/**
 * A tournament as one read: its row, players with their names, rounds with their tables, and each table's
 * match (status, outcome, seats: who sits where, a bot for whom), from which standings and pages are made.
 */
import type { Db, Tx } from "@/lib/db";
import type { MatchOutcome } from "@/lib/matches/lifecycle/outcome";
import { standings, type PlayedTable, type Standing } from "./standings";

export interface LoadedSeat {
  seat: number;
  /** The tournament player of the seat (the human it started with, also when a bot plays it now). */
  userId: string | null;
  username: string | null;
  /** A bot plays the seat now (its player left, resigned or ran out of time). */
  bot: boolean;
  /** Why the bot took over ("left", "timeout", "resign", "deleted"). */
  replacedBecause: string | null;
}

export interface LoadedTable {
  matchId: number;
  userIds: string[];
  status: string;
  outcome: MatchOutcome | null;
  seats: LoadedSeat[];
}

export interface LoadedRound {
  number: number;
  startedAt: Date;
  finishedAt: Date | null;
  byeUserIds: string[];
  tables: LoadedTable[];
}

export async function loadTournament(db: Db | Tx, id: number) {
  const t = await db.tournament.findUnique({
    where: { id },
    include: {
      createdBy: { select: { username: true } },
      players: { include: { user: { select: { username: true } } }, orderBy: { joinedAt: "asc" } },
      roundRows: { include: { tables: true }, orderBy: { number: "asc" } },
    },
  });
  if (!t) return null;
  const matchIds = t.roundRows.flatMap((r) => r.tables.map((x) => x.matchId));
  const matches = await db.match.findMany({
    where: { id: { in: matchIds } },
    select: {
      id: true,
      status: true,
      outcome: true,
      seats: {
        select: {
          seatIndex: true,
          userId: true,
          formerUserId: true,
          botStyle: true,
          replacedBecause: true,
          user: { select: { username: true } },
          formerUser: { select: { username: true } },
        },
        orderBy: { seatIndex: "asc" },
      },
    },
  });
  const byId = new Map(matches.map((m) => [m.id, m]));
  const rounds: LoadedRound[] = t.roundRows.map((r) => ({
    number: r.number,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    byeUserIds: r.byeUserIds,
    tables: r.tables
      .map((x) => {
        const m = byId.get(x.matchId);
        return {
          matchId: x.matchId,
          userIds: x.userIds,
          status: m?.status ?? "aborted",
          outcome: m?.status === "finished" ? (m.outcome as unknown as MatchOutcome | null) : null,
          seats: (m?.seats ?? []).map((s) => ({
            seat: s.seatIndex,
            userId: s.userId ?? s.formerUserId,
            username: s.user?.username ?? s.formerUser?.username ?? null,
            bot: s.botStyle !== null,
            replacedBecause: s.replacedBecause,
          })),
        };
      })
      .sort((a, b) => a.matchId - b.matchId),
  }));
  // `rounds` becomes the list; the planned count is `roundCount`.
  return { ...t, roundCount: t.rounds, rounds };
}
export type LoadedTournament = NonNullable<Awaited<ReturnType<typeof loadTournament>>>;

/** The tables as standings read them: the tournament player of every seat, by seat index. */
export function playedTables(t: LoadedTournament): PlayedTable[] {
  return t.rounds.flatMap((r) =>
    r.tables.map((x) => ({ userIds: x.seats.map((s) => s.userId ?? ""), outcome: x.outcome })),
  );
}

export function standingsOf(t: LoadedTournament): Standing[] {
  return standings({
    players: t.players.map((p) => ({
      userId: p.userId,
      username: p.user.username,
      withdrawn: p.withdrawnAt !== null,
    })),
    tables: playedTables(t),
    byes: t.rounds.flatMap((r) => r.byeUserIds),
  });
}
