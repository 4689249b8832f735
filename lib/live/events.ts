/**
 * What the live stream tells a browser or a script: small events that name what changed, never the change
 * itself (the client fetches what it is allowed to see through the ordinary pages and API). Ids come from
 * the database, so they are the same on every app instance and a reconnect can resume after the last one.
 *
 * - `match`      { matchId, version, stepBy? }: a match the user plays or watches changed; `stepBy` when only
 *                that seat's unfinished turn changed (a step or an undo: told to the players only).
 * - `count`      { waiting }: the number of matches waiting for the user's move.
 * - `lobby`      { matchId }: an open match was created, joined, left, started or cancelled.
 * - `invitation` { matchId }: the user was invited to a match.
 * - `chat`       { matchId }: a message was written in a match whose chat the user may read.
 * - `resync`     {}: events were missed (a long gap, or the server lost its database listener for a
 *                while): fetch everything again.
 */
import { z } from "zod";

export const LIVE_CHANNEL = "glenboard_live";

export const storedEventSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(["match", "lobby", "invitation", "chat"]),
  matchId: z.number().int().positive(),
  version: z.number().int().nullable(),
  userId: z.string().nullable(),
  /** Absent in a payload of an instance that predates it (a rolling update): a public change. */
  stepBy: z.number().int().nullable().default(null),
  /** A match event: the match's public version (what spectators are told); absent from an older instance. */
  publicVersion: z.number().int().nullable().default(null),
});
/** An event as written by a transaction (the `LiveEvent` row, also the NOTIFY payload). */
export type StoredEvent = z.infer<typeof storedEventSchema>;

export type StreamEvent =
  | { id: number; event: "match"; data: { matchId: number; version: number | null; stepBy?: number } }
  | { id: number; event: "lobby"; data: { matchId: number } }
  | { id: number; event: "invitation"; data: { matchId: number } }
  | { id: number; event: "chat"; data: { matchId: number } }
  | { id: number; event: "count"; data: { waiting: number } }
  | { id: number; event: "resync"; data: Record<string, never> };

/** The wire form of one event (text/event-stream). */
export function sseFrame(e: StreamEvent): string {
  return `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/**
 * A stored event as a stream event (the part a client may see: never another user's id). A match event names
 * the version its players act on, or for a spectator (`spectator`) the public version, which moves only with
 * what everyone sees: a spectator cannot count a player's tries.
 */
export function toStreamEvent(e: StoredEvent, spectator = false): StreamEvent {
  if (e.kind === "match") {
    const data = { matchId: e.matchId, version: spectator ? e.publicVersion : e.version };
    return { id: e.id, event: "match", data: e.stepBy === null ? data : { ...data, stepBy: e.stepBy } };
  }
  return { id: e.id, event: e.kind, data: { matchId: e.matchId } };
}

/** Parses a NOTIFY payload; anything else on the channel is ignored, never trusted. */
export function parseNotification(payload: string | undefined): StoredEvent | null {
  if (!payload) return null;
  try {
    const r = storedEventSchema.safeParse(JSON.parse(payload));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
