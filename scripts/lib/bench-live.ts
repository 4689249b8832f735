/**
 * Waiting on the live event stream instead of polling (`bench:server --wait events`): each player holds one
 * `GET /api/events` stream, as a browser tab does, and a player who is not to move waits until the stream
 * tells of a newer version of their match (or a second passes, or the pair moves on to its next match)
 * before they read again. Events of another player's steps (`stepBy`) change no turn and wake nobody.
 */
import http from "node:http";
import type { Player, Target } from "./bench-load";

/** How long a waiting player trusts the stream before reading anyway (a lost event costs at most this). */
const FALLBACK_MS = 1_000;

export class LiveWaits {
  private readonly streams = new Map<string, http.ClientRequest>();
  /** The newest version each player's stream told of, per match. */
  private readonly seen = new Map<string, Map<number, number>>();
  /** Each waiting player's wait: what it waits for, and how to end it. */
  private readonly waiters = new Map<string, { matchId: number; version: number; done: () => void }>();
  /** Streams opened, and events of kind "match" received. */
  readonly counts = { streams: 0, events: 0, failures: 0 };

  constructor(private readonly target: Target) {}

  /** Opens the player's stream once (later calls do nothing). */
  open(p: Player): void {
    if (this.streams.has(p.username)) return;
    const req = http.get(
      {
        host: this.target.host,
        port: this.target.port,
        path: "/api/events",
        headers: { authorization: `Bearer ${p.token}`, accept: "text/event-stream" },
      },
      (res) => {
        if (res.statusCode !== 200) {
          this.counts.failures++;
          res.resume();
          return;
        }
        this.counts.streams++;
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            this.frame(p.username, buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        });
        res.on("error", () => {});
      },
    );
    req.on("error", () => {});
    this.streams.set(p.username, req);
  }

  private frame(username: string, frame: string): void {
    const kind = frame.match(/^event: (.*)$/m)?.[1];
    const data = frame.match(/^data: (.*)$/m)?.[1];
    if (kind !== "match" || !data) return;
    const { matchId, version, stepBy } = JSON.parse(data) as { matchId: number; version: number; stepBy?: number };
    this.counts.events++;
    // A step (or an undo) of a player changes no seat's turn: a waiting player has nothing to read.
    if (stepBy !== undefined) return;
    const mine = this.seen.get(username) ?? new Map<number, number>();
    this.seen.set(username, mine);
    if (version > this.newest(username, matchId)) mine.set(matchId, version);
    this.wake(username);
  }

  /** Waits until the stream told `p` of a version of `matchId` newer than `version`, a kick, or the fallback. */
  async newerThan(p: Player, matchId: number, version: number): Promise<void> {
    if (this.newest(p.username, matchId) > version) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, FALLBACK_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.set(p.username, { matchId, version, done });
    });
    this.waiters.delete(p.username);
  }

  /** Ends `p`'s wait at once (their pair moved on to a new match). */
  kick(p: Player): void {
    this.waiters.get(p.username)?.done();
  }

  private newest(username: string, matchId: number): number {
    return this.seen.get(username)?.get(matchId) ?? -1;
  }

  private wake(username: string): void {
    const w = this.waiters.get(username);
    if (w && this.newest(username, w.matchId) > w.version) w.done();
  }

  close(): void {
    for (const req of this.streams.values()) req.destroy();
    this.streams.clear();
  }
}
