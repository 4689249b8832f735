/** "My games": my turn first (longest waiting first), then waiting for others, invitations, open, finished. */
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import type { Outcome } from "@/lib/engine";
import { matchTitle } from "./views";
import { seatDisplayName } from "./seat-name";

export interface MatchSummary {
  id: number;
  title: string;
  gameKey: string;
  status: string;
  players: string[];
  note: string | null;
  waitingSince: string | null;
  myTurn: boolean;
  result: string | null;
  openSeats: number;
}

export interface MyGames {
  myTurn: MatchSummary[];
  waiting: MatchSummary[];
  invitations: MatchSummary[];
  joinable: MatchSummary[];
  finished: MatchSummary[];
}

const include = { seats: { orderBy: { seatIndex: "asc" as const }, include: { user: { select: { username: true } } } } };
type Row = Awaited<ReturnType<typeof loadRows>>[number];
function loadRows(db: Db, where: object) {
  return db.match.findMany({ where, include, orderBy: { id: "desc" }, take: 200 });
}

function summarize(m: Row, userId: string): MatchSummary {
  const game = getGame(m.gameKey);
  const name = (s: Row["seats"][number]) => seatDisplayName({ username: s.user?.username, bot: s.botStyle }, s.seatIndex, "open seat");
  const mine = m.seats.find((s) => s.userId === userId);
  const outcome = m.outcome as Outcome | null;
  let result: string | null = null;
  if (outcome && m.status === "finished") {
    const winners = outcome.winners.map((w) => m.seats.find((s) => s.seatIndex === w)).filter((s) => s !== undefined).map(name);
    result = `${winners.join(" and ")} won`;
  }
  return {
    id: m.id,
    title: matchTitle(game?.name ?? m.gameKey, m.id),
    gameKey: m.gameKey,
    status: m.status,
    players: m.seats.map(name),
    note: m.note,
    waitingSince: m.awaitingSince?.toISOString() ?? null,
    myTurn: m.status === "running" && mine !== undefined && m.activeSeats.includes(mine.seatIndex),
    result,
    openSeats: m.seats.filter((s) => s.userId === null && !s.botStyle).length,
  };
}

export async function myGames(db: Db, userId: string): Promise<MyGames> {
  const [mine, joinable] = await Promise.all([
    loadRows(db, { seats: { some: { userId } }, status: { not: "aborted" } }),
    loadRows(db, { status: "open", seats: { some: { userId: null, botStyle: null }, none: { userId } } }),
  ]);
  const rows = mine.map((m) => summarize(m, userId));
  const byWait = (a: MatchSummary, b: MatchSummary) => (a.waitingSince ?? "").localeCompare(b.waitingSince ?? "");
  return {
    myTurn: rows.filter((r) => r.myTurn).sort(byWait),
    waiting: rows.filter((r) => r.status === "running" && !r.myTurn),
    invitations: rows.filter((r, i) => r.status === "open" && !mine[i]?.seats.find((s) => s.userId === userId)?.joinedAt),
    joinable: [
      ...rows.filter((r, i) => r.status === "open" && mine[i]?.seats.find((s) => s.userId === userId)?.joinedAt),
      ...joinable.map((m) => summarize(m, userId)),
    ],
    finished: rows.filter((r) => r.status === "finished"),
  };
}

/** How many matches await this user now (header badge and page title). */
export async function waitingCount(db: Db, userId: string): Promise<number> {
  const rows = await db.match.findMany({
    where: { status: "running", seats: { some: { userId } } },
    select: { activeSeats: true, seats: { where: { userId }, select: { seatIndex: true } } },
  });
  return rows.filter((r) => r.seats.some((s) => r.activeSeats.includes(s.seatIndex))).length;
}
