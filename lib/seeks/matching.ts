/**
 * Matching, claimed in the database: every pass over a game's open seeks runs under that game's transaction-level
 * advisory lock, so two instances (or a request and the job runner) never read the same open seeks at once, and a
 * seek leaves "open" in the transaction that starts its match. A request matches its new seek right after
 * inserting it (in its transaction); the job runner's pass (runSeeksOnce) matches every game's seeks again as
 * their rating windows widen, and expires old ones.
 *
 * A player's other seeks stay open when one of them becomes a match, the same game's too: correspondence
 * players keep several games going. They never meet the same opponents again while that match runs (a running
 * match together in the game keeps two players apart).
 */
import type { Db, Tx } from "@/lib/db";
import { storedTimeControl } from "@/lib/clocks/time-control";
import { startArrangedMatch } from "@/lib/matches/lifecycle/arranged";
import { tableFor, tableSettings, type Apart, type OpenSeek } from "./window";

/** Closed seeks (matched, cancelled, expired) are kept this long for "recently started", then deleted. */
export const KEEP_CLOSED_DAYS = 30;

/** Serialises matching per game across connections and instances, until the transaction ends. */
export async function lockGame(tx: Tx, gameKey: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`glenboard.seeks.game:${gameKey}`}))`;
}

/** Serialises one user's seek writes (the open-seek limit is counted under it). */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`glenboard.seeks.user:${userId}`}))`;
}

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * Starts every match the game's open seeks allow, the anchors' tables first (`"all"`: every seek, longest
 * waiting first). The caller holds the game's lock (lockGame). Returns the matched seeks' match ids.
 */
export async function matchGame(
  tx: Tx,
  gameKey: string,
  now: Date,
  anchors: "all" | readonly string[],
): Promise<Map<string, number>> {
  // A request's pass needs only the seeks its own could meet: the same rated, a number of players in common.
  const own = anchors === "all" ? null : await tx.seek.findMany({ where: { id: { in: [...anchors] } } });
  const narrowed = own?.length === 1 ? { rated: own[0]!.rated, players: { hasSome: own[0]!.players } } : {};
  const rows = await tx.seek.findMany({
    where: {
      gameKey,
      status: "open",
      expiresAt: { gt: now },
      user: { blockedAt: null, deletedAt: null },
      ...narrowed,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const matched = new Map<string, number>();
  if (rows.length < 2) return matched;
  const pool: OpenSeek[] = rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    players: r.players,
    timeControl: r.timeControl === null ? null : storedTimeControl(r.timeControl),
    rated: r.rated,
    variants: r.anyVariants ? null : r.variants,
    mu: r.mu,
    createdAt: r.createdAt,
  }));
  const users = [...new Set(pool.map((s) => s.userId))];
  const apartPairs = new Set<string>();
  const blocks = await tx.block.findMany({
    where: { userId: { in: users }, blockedId: { in: users } },
    select: { userId: true, blockedId: true },
  });
  for (const b of blocks) apartPairs.add(pairKey(b.userId, b.blockedId));
  const seats = await tx.seat.findMany({
    where: { userId: { in: users }, match: { gameKey, status: "running" } },
    select: { matchId: true, userId: true },
  });
  const byMatch = new Map<number, string[]>();
  for (const s of seats) if (s.userId) byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s.userId]);
  const together = (players: readonly string[]) => {
    for (const a of players) for (const b of players) if (a !== b) apartPairs.add(pairKey(a, b));
  };
  for (const players of byMatch.values()) together(players);
  const apart: Apart = (a, b) => apartPairs.has(pairKey(a, b));

  let open = pool;
  const order = anchors === "all" ? pool.map((s) => s.id) : anchors;
  for (const anchorId of order) {
    const anchor = open.find((s) => s.id === anchorId);
    if (!anchor) continue;
    const table = tableFor(anchor, open, apart, now);
    if (!table) continue;
    const settings = tableSettings(table);
    const { matchId } = await startArrangedMatch(tx, {
      gameKey,
      userIds: table.map((s) => s.userId),
      options: settings.variants.length > 0 ? { variants: settings.variants } : {},
      timeControl: settings.timeControl,
      rated: settings.rated,
      // A request's own seek: its player reads the match in the answer.
      ...(anchors === "all" ? {} : { requestedBy: anchor.userId }),
    });
    const ids = table.map((s) => s.id);
    await tx.seek.updateMany({
      where: { id: { in: ids }, status: "open" },
      data: { status: "matched", matchId, closedAt: now },
    });
    for (const id of ids) matched.set(id, matchId);
    together(table.map((s) => s.userId));
    open = open.filter((s) => !matched.has(s.id));
  }
  return matched;
}

/**
 * The job runner's pass: expires seeks past their time, matches every game's open seeks again (their windows
 * widened), and deletes seeks closed more than KEEP_CLOSED_DAYS ago. One transaction per game.
 */
export async function runSeeksOnce(db: Db, now: Date): Promise<{ expired: number; matched: number }> {
  const expired = await db.seek.updateMany({
    where: { status: "open", expiresAt: { lte: now } },
    data: { status: "expired", closedAt: now },
  });
  await db.seek.deleteMany({ where: { closedAt: { lt: new Date(now.getTime() - KEEP_CLOSED_DAYS * 86_400_000) } } });
  const gameKeys = await db.seek.findMany({
    where: { status: "open" },
    distinct: ["gameKey"],
    select: { gameKey: true },
  });
  let matched = 0;
  for (const { gameKey } of gameKeys) {
    const m = await db.$transaction(
      async (tx) => {
        await lockGame(tx, gameKey);
        return matchGame(tx, gameKey, now, "all");
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
    matched += m.size;
  }
  return { expired: expired.count, matched };
}
