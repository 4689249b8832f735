/**
 * The live service of this app instance: one hub of open streams, one database listener, the presence
 * beat. Started on the first stream (lazily, so scripts and tests that never stream start nothing); kept
 * in holder.ts, through which server.ts closes the streams on shutdown.
 */
import { getDb, Prisma, targetFromEnv } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { consume } from "@/lib/rate-limits";
import { env } from "@/lib/env";
import { seatWaitingCounts, waitingCount } from "@/lib/matches/read/list";
import { LiveHub, type LiveStream } from "@/lib/live/hub";
import { startListener } from "@/lib/live/listener";
import { clearPresence, markPresent, PRESENCE_BEAT_MS } from "@/lib/live/presence";
import { latestEventId, replaySince } from "@/lib/live/replay";
import { openSseStream } from "@/lib/live/stream";
import { chatAudience } from "@/lib/live/chat-audience";
import { toStreamEvent } from "@/lib/live/events";
import { heldService, holdService, liveStopping, type LiveService } from "@/lib/live/holder";

export { shutdownLive } from "@/lib/live/holder";

function service(): Promise<LiveService> {
  let s = heldService();
  if (!s) {
    s = start().catch((e: unknown) => {
      holdService(undefined);
      throw e;
    });
    holdService(s);
  }
  return s;
}

async function start(): Promise<LiveService> {
  const db = getDb();
  const settings = env();
  const hub = new LiveHub(
    {
      // Run for match events on every instance: plain statements.
      seatUsers: async (matchId) =>
        (
          await queryRows<{ userId: string }>(
            db,
            Prisma.sql`SELECT "userId" FROM "Seat" WHERE "matchId" = ${matchId} AND "userId" IS NOT NULL`,
          )
        ).map((s) => s.userId),
      seatCounts: (matchId) => seatWaitingCounts(db, matchId),
      chatAudience: (matchId) => chatAudience(db, matchId),
    },
    { perUser: settings.LIVE_STREAMS_PER_USER, total: settings.LIVE_STREAMS_MAX },
  );
  const listener = await startListener(targetFromEnv(), {
    onEvent: (e) => void hub.dispatch(e),
    onGap: () =>
      void latestEventId(db)
        .catch(() => 0)
        .then((id) => hub.resyncAll(id)),
  });
  const beat = setInterval(() => {
    markPresent(db, hub.users()).catch((e: Error) => console.warn(`[live] presence not written: ${e.message}`));
  }, PRESENCE_BEAT_MS);
  beat.unref();
  return { hub, listener, beat };
}

export type OpenResult =
  | { ok: true; response: Response }
  | { ok: false; code: "TOO_MANY_STREAMS" | "LIVE_BUSY" | "RATE_LIMITED"; message: string; retryAfterSeconds?: number };

/**
 * Opens a stream for `userId` (optionally watching match `watch`), resuming after `lastEventId` when the
 * client names one; `signal` is the request's (aborted when the client goes).
 */
export async function openLiveStream(
  userId: string,
  watch: number | null,
  lastEventId: number | null,
  signal?: AbortSignal,
): Promise<OpenResult> {
  if (liveStopping())
    return {
      ok: false,
      code: "LIVE_BUSY",
      message: "The server is restarting; the page will check for changes by itself.",
      retryAfterSeconds: 3,
    };
  const db = getDb();
  const allowed = await consume(db, "liveStreams", userId);
  if (!allowed.ok)
    return { ok: false, code: "RATE_LIMITED", message: allowed.message, retryAfterSeconds: allowed.retryAfterSeconds };
  const { hub } = await service();
  const opened = openSseStream(userId, watch, {
    onClose: (s: LiveStream) => {
      hub.remove(s);
      if (!hub.users().includes(userId)) clearPresence(db, userId).catch(() => {});
    },
  });
  const added = hub.add(opened.stream);
  if (!added.ok) {
    opened.stream.close();
    return added.reason === "user-full"
      ? {
          ok: false,
          code: "TOO_MANY_STREAMS",
          message: `You have ${hub.limits.perUser} live streams open already; close a tab or a script's stream first.`,
        }
      : {
          ok: false,
          code: "LIVE_BUSY",
          message: "The server holds as many live streams as it can; the page will check for changes by itself.",
        };
  }
  // A client that goes before its response is even sent (a page that navigates on at once) never reads
  // or cancels the body: the request's abort closes the stream instead, so it does not stay in the hub.
  signal?.addEventListener("abort", () => opened.stream.close(), { once: true });
  try {
    // Present from the first moment, not from the next beat.
    await markPresent(db, [userId]).catch(() => {});
    const latest = await latestEventId(db);
    if (lastEventId !== null) {
      const replay = await replaySince(db, userId, watch, lastEventId);
      if (replay.kind === "resync") opened.stream.send({ id: latest, event: "resync", data: {} });
      else for (const e of replay.events) opened.stream.send(toStreamEvent(e));
    }
    opened.stream.send({ id: latest, event: "count", data: { waiting: await waitingCount(db, userId) } });
  } catch (e) {
    // The database failed while the stream was being set up: it must not stay in the hub.
    opened.stream.close();
    throw e;
  }
  if (signal?.aborted) opened.stream.close();
  return { ok: true, response: opened.response };
}
