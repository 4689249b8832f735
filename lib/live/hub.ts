/**
 * The streams open on this app instance and who should hear what. The database tells every instance about
 * every committed change (listener.ts); each instance forwards it only to its own streams that may know of
 * it: a match change to its players and to those watching it (a player's step to its players only), an
 * invitation to the invited user, lobby changes to everyone. Counts ("waiting for you") are computed here, once per affected user, not per tab.
 */
import type { StoredEvent, StreamEvent } from "./events";
import { toStreamEvent } from "./events";

export interface LiveStream {
  readonly userId: string;
  /** A match the tab watches without playing in it (spectators), if any. */
  readonly watch: number | null;
  send(e: StreamEvent): void;
  close(): void;
}

export interface HubLookups {
  /** The users seated in a match (for whom a change of it matters). */
  seatUsers(matchId: number): Promise<string[]>;
  /** The same users, each with the number of matches now waiting for them: one lookup for a match's change. */
  seatCounts(matchId: number): Promise<{ userId: string; waiting: number }[]>;
  /**
   * Who may read the match's chat, by the rule of its read endpoint (lib/chat/messages.ts) and of the resume
   * path (replay.ts): the players who joined (not an invited user who has not), and its watchers when
   * spectators may read it. Absent: chat events go to nobody.
   */
  chatAudience?(matchId: number): Promise<{ players: string[]; spectators: boolean }>;
}

export interface HubLimits {
  perUser: number;
  total: number;
  /**
   * Lobby changes go to every stream, so a burst of them is told at most once per this many ms (the first at
   * once, the last at the end of the interval; each says "refetch the lists", so the ones between add nothing).
   */
  lobbyEveryMs?: number;
}

/** Streams written between two yields to the event loop: a big fan-out must not hold up other requests. */
const SLICE = 100;

/** Matches whose seated users are remembered for their players' steps (the oldest are forgotten first). */
const SEATED_KEPT = 5_000;

export type AddResult = { ok: true } | { ok: false; reason: "user-full" | "site-full" };

export class LiveHub {
  private readonly all = new Set<LiveStream>();
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly byWatch = new Map<number, Set<LiveStream>>();
  /**
   * Each match's seated users as of its newest event seen here. A step changes no seat, so the event of a step
   * that directly follows a known version is sent to the same users without asking the database (a running
   * match's every change bumps its version by one and is told here, in commit order).
   */
  private readonly seated = new Map<number, { version: number | null; users: string[] }>();

  constructor(
    private readonly lookups: HubLookups,
    readonly limits: HubLimits,
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  get size(): number {
    return this.all.size;
  }

  /** The users with at least one open stream here (their presence is written to the database). */
  users(): string[] {
    return [...this.byUser.keys()];
  }

  add(s: LiveStream): AddResult {
    if (this.all.size >= this.limits.total) return { ok: false, reason: "site-full" };
    const mine = this.byUser.get(s.userId);
    if ((mine?.size ?? 0) >= this.limits.perUser) return { ok: false, reason: "user-full" };
    this.all.add(s);
    setOf(this.byUser, s.userId).add(s);
    if (s.watch !== null) setOf(this.byWatch, s.watch).add(s);
    return { ok: true };
  }

  remove(s: LiveStream): void {
    if (!this.all.delete(s)) return;
    dropFrom(this.byUser, s.userId, s);
    if (s.watch !== null) dropFrom(this.byWatch, s.watch, s);
  }

  /** Forwards one committed change to the streams that may hear of it. */
  async dispatch(e: StoredEvent): Promise<void> {
    if (this.all.size === 0) return;
    try {
      if (e.kind === "lobby") return this.throttledLobby(e);
      if (e.kind === "invitation")
        return await this.sendAll([...(e.userId ? (this.byUser.get(e.userId) ?? []) : [])], toStreamEvent(e));
      if (e.kind === "chat") return await this.dispatchChat(e);
      await this.dispatchMatch(e);
    } catch (err) {
      this.log(`[live] event ${e.id} not forwarded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async dispatchMatch(e: StoredEvent): Promise<void> {
    const watchers = this.byWatch.get(e.matchId) ?? new Set<LiveStream>();
    // A player's "waiting for you" count may have changed with the match; not with a step (no turn changed).
    const seated =
      e.stepBy === null
        ? await this.lookups.seatCounts(e.matchId)
        : (await this.seatUsersAtStep(e)).map((userId) => ({ userId, waiting: null }));
    if (e.stepBy === null)
      this.remember(
        e,
        seated.map((s) => s.userId),
      );
    const players = seated.filter((s) => this.byUser.has(s.userId));
    const told = new Set<LiveStream>();
    for (const p of players) for (const s of this.byUser.get(p.userId) ?? []) told.add(s);
    await this.sendAll([...told], toStreamEvent(e));
    // Spectators are not told of a step (it changed nothing they see), and are told the public version.
    const spectators = e.stepBy === null ? [...watchers].filter((s) => !told.has(s)) : [];
    if (spectators.length > 0) await this.sendAll(spectators, toStreamEvent(e, true));
    for (const p of players) {
      if (p.waiting !== null)
        await this.sendAll([...(this.byUser.get(p.userId) ?? [])], {
          id: e.id,
          event: "count",
          data: { waiting: p.waiting },
        });
    }
  }

  /** The users seated at a step's event: those of the version before when known here, else from the database. */
  private async seatUsersAtStep(e: StoredEvent): Promise<string[]> {
    const known = this.seated.get(e.matchId);
    if (known && e.version !== null && known.version === e.version - 1) {
      known.version = e.version;
      return known.users;
    }
    const users = await this.lookups.seatUsers(e.matchId);
    this.remember(e, users);
    return users;
  }

  private remember(e: StoredEvent, users: string[]): void {
    this.seated.delete(e.matchId);
    this.seated.set(e.matchId, { version: e.version, users });
    if (this.seated.size > SEATED_KEPT) this.seated.delete(this.seated.keys().next().value!);
  }

  /** A chat message: to those who may read the chat (`chatAudience`). No counts change. */
  private async dispatchChat(e: StoredEvent): Promise<void> {
    const audience = await this.lookups.chatAudience?.(e.matchId);
    if (!audience) return;
    const told = new Set<LiveStream>();
    for (const u of audience.players) for (const s of this.byUser.get(u) ?? []) told.add(s);
    if (audience.spectators) for (const s of this.byWatch.get(e.matchId) ?? []) told.add(s);
    await this.sendAll([...told], toStreamEvent(e));
  }

  private lobbyTimer: NodeJS.Timeout | null = null;
  private lobbyPending: StoredEvent | null = null;

  private async throttledLobby(e: StoredEvent): Promise<void> {
    const every = this.limits.lobbyEveryMs ?? 1_000;
    if (every <= 0) return this.sendAll([...this.all], toStreamEvent(e));
    if (this.lobbyTimer) {
      this.lobbyPending = e;
      return;
    }
    this.lobbyTimer = setTimeout(() => {
      this.lobbyTimer = null;
      const last = this.lobbyPending;
      this.lobbyPending = null;
      if (last) void this.throttledLobby(last);
    }, every);
    this.lobbyTimer.unref();
    await this.sendAll([...this.all], toStreamEvent(e));
  }

  /** The listener was down: nobody knows what they missed. */
  async resyncAll(id: number): Promise<void> {
    await this.sendAll([...this.all], { id, event: "resync", data: {} });
  }

  closeAll(): void {
    for (const s of [...this.all]) {
      this.remove(s);
      s.close();
    }
  }

  private async sendAll(streams: LiveStream[], e: StreamEvent): Promise<void> {
    for (let i = 0; i < streams.length; i++) {
      if (i > 0 && i % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      try {
        streams[i]!.send(e);
      } catch {
        // A stream that cannot take more is closed by its own send; the others go on.
      }
    }
  }
}

function setOf<K>(map: Map<K, Set<LiveStream>>, key: K): Set<LiveStream> {
  let s = map.get(key);
  if (!s) map.set(key, (s = new Set()));
  return s;
}

function dropFrom<K>(map: Map<K, Set<LiveStream>>, key: K, s: LiveStream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(s);
  if (set.size === 0) map.delete(key);
}
