/**
 * The load generator of `npm run bench:server`: simulated players against a running site, over keep-alive
 * HTTP connections (node:http, one Agent per run; each player has at most one request in flight).
 *
 * Players come in pairs; each pair plays its own two-player match (Glen More or Stone Age, alternating from
 * pair to pair) in a closed loop without think time. Each player, again and again:
 *   GET /api/matches/:id/moves                -> { version, myTurn, legalMoves, canEndTurn }      ("read")
 *   when it is their turn, until it is over: when the game would end it, POST /api/matches/:id/commit
 *   { version } ("commit"), else one random legal move as a step, POST /api/matches/:id/moves { version, move }
 *   ("step"); each answer says the same of what comes next, so the player goes on without reading again,
 *   and once an answer says the turn has passed, waits as after a read
 *   every `pageEvery`-th loop, the match page itself, GET /matches/:id (HTML, signed in)     ("page")
 * With `turn: "blind"` (the loop before the answers said what comes next) a player on their turn tries to
 * commit first, takes one random step when the game refuses (422, "commit-422") and reads again after each.
 * With `wait: "told"` a player who is not to move reads only when the loop tells them the other player
 * committed (every read follows a change: `bench:server --fresh`); with a `cpu` sampler and one pair (one
 * request in flight at a time), the server's CPU is attributed to each kind of request (`LoadResult.cpu`).
 * 409 STALE_VERSION just means read again. When both players of a pair last read the same version and neither
 * was to move, the match is over (GET /api/matches/:id, "view", confirms it) and the pair starts the next one:
 * created by the players in turn, with an invitation the other accepts (POST .../join).
 *
 * Also the floor's client: `hammer` repeats one GET over several keep-alive connections.
 */
import http from "node:http";
import { LiveWaits } from "./bench-live";

export interface Target {
  host: string;
  port: number;
}

export interface Player {
  username: string;
  /** Personal API token (`gb_...`). */
  token: string;
  /** A signed-in browser's cookie header, for the HTML pages. */
  cookie: string;
}

interface Reply {
  /** HTTP status, or 0 when the request failed without an answer (connection refused or reset, timeout). */
  status: number;
  ms: number;
  body: string;
}

const REQUEST_TIMEOUT_MS = 60_000;

/** One request on the agent's keep-alive connections; a request that found its reused connection closed by the server is sent once more. */
function send(
  agent: http.Agent,
  t: Target,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  const attempt = (retry: boolean): Promise<Reply> =>
    new Promise<Reply>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: t.host,
          port: t.port,
          method,
          path,
          agent,
          headers:
            body === undefined
              ? headers
              : { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", (e) => resolve({ status: 0, ms: performance.now() - started, body: e.message }));
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      req.on("error", (e: NodeJS.ErrnoException) => {
        // The server may close an idle keep-alive connection just as a request goes out on it (Node's documented race).
        if (retry && req.reusedSocket && e.code === "ECONNRESET") resolve(attempt(false));
        else resolve({ status: 0, ms: performance.now() - started, body: e.message });
      });
      req.end(body);
    });
  return attempt(true);
}

// --- Recording --------------------------------------------------------------------------------------------

export interface KindSummary {
  count: number;
  /** Answers per second over the run. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** How many answers had each status ("0": no answer). */
  statuses: Record<string, number>;
}

/** No answer, a server error, or a refusal the players never provoke on purpose (409 stale and 422 "cannot end the turn yet" are expected). */
const unexpected = (status: number) =>
  status === 0 || status >= 500 || (status >= 400 && status !== 409 && status !== 422);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Latencies and statuses per request kind, and the first few failures word for word. */
export class Recorder {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();
  readonly failures: string[] = [];
  /** Answers that committed a turn (a commit, or a step that committed at once: a reveal). */
  turns = 0;
  requests = 0;

  add(kind: string, r: Reply, what: string): void {
    this.requests++;
    const t = this.times.get(kind) ?? [];
    t.push(r.ms);
    this.times.set(kind, t);
    const s = this.statuses.get(kind) ?? new Map<number, number>();
    s.set(r.status, (s.get(r.status) ?? 0) + 1);
    this.statuses.set(kind, s);
    if (unexpected(r.status) && this.failures.length < 10)
      this.failures.push(`${what}: ${r.status || "no answer"} ${r.body.slice(0, 300)}`);
  }

  /** Requests that got no answer or a 5xx. */
  get errors(): number {
    let n = 0;
    for (const s of this.statuses.values())
      for (const [status, count] of s) if (status === 0 || status >= 500) n += count;
    return n;
  }

  summary(seconds: number): Record<string, KindSummary> {
    const out: Record<string, KindSummary> = {};
    for (const [kind, t] of this.times) {
      const sorted = [...t].sort((a, b) => a - b);
      out[kind] = {
        count: t.length,
        perSecond: t.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
        statuses: Object.fromEntries([...this.statuses.get(kind)!].map(([k, v]) => [String(k), v])),
      };
    }
    return out;
  }
}

// --- The floor's client -----------------------------------------------------------------------------------

/** `GET path` over `connections` keep-alive connections, each in a closed loop, for `seconds`. */
export async function hammer(
  t: Target,
  path: string,
  connections: number,
  seconds: number,
  rec: Recorder,
  kind: string,
  headers: Record<string, string> = {},
  /** A pause before each request (the players' pace with a `cpu` sampler: SETTLE_MS). */
  pauseMs = 0,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          if (pauseMs > 0) await pause(pauseMs);
          const r = await send(agent, t, "GET", path, headers);
          rec.add(kind, r, `GET ${path}`);
          if (r.status === 0) await pause(100);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return (performance.now() - started) / 1000;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** With a `cpu` sampler: the pause before each request (the server's idle rate over it is subtracted). */
export const SETTLE_MS = 10;

// --- The players ------------------------------------------------------------------------------------------

interface Pair {
  index: number;
  game: string;
  players: [Player, Player];
  matchId: number;
  /** Matches this pair started (their creators alternate). */
  started: number;
  finished: number;
  /** The version each player last read while not to move (null: they were to move, or have not read yet). */
  idleAt: [number | null, number | null];
  /** The version whose end was checked and found still running. */
  checkedAt: number | null;
  /** While the next match is being set up, both players wait for it. */
  renewing: Promise<void> | null;
  /** With `wait: "told"`: the newest version a player of the pair committed, and who waits for a newer one. */
  told: { version: number; waiters: (() => void)[] };
  /** Why the pair stopped playing before the end of the run (rate limited, an error), or null. */
  stopped: string | null;
}

export interface LoadOptions {
  target: Target;
  players: Player[];
  games: string[];
  /** Every how many loops a player also loads the match page (0: never). */
  pageEvery: number;
  /**
   * Players who take over a pair whose two players both reached the hourly limit of match creation (a single
   * pair finishes a random game in about half a second; each player may create 20 matches an hour): two at a time.
   */
  reserves?: Player[];
  /**
   * How a player who is not to move waits: "poll" reads again at once (the loop); "events" waits
   * for the live event stream to tell of a newer version first (scripts/lib/bench-live.ts); "told" waits
   * until the other player of the pair committed (the loop tells them), so every read follows a change.
   */
  wait?: "poll" | "events" | "told";
  /**
   * The server's CPU seconds so far (precise: scripts/lib/proc-cpu.ts threadCpuSampler). With one pair and
   * `wait: "told"` one request is in flight at a time: the CPU from the start of one request to the start of
   * the next is that request's (its answer and whatever it set off: the live hub's NOTIFY, timers), less the
   * server's idle rate (`idleCpuRate`, CPU seconds per second) over that time.
   */
  cpu?: () => number;
  idleCpuRate?: number;
  /**
   * Before each read, `GET /api/health` ("health"): the framework's floor measured among the players' requests,
   * under the same load of the machine as they are (which a shared machine changes from minute to minute).
   */
  healthBeforeReads?: boolean;
  /** How a player takes their turn: "answers" (the default) or "blind" (see the top of this file). */
  turn?: "answers" | "blind";
  /** Text every page shows a signed-in visitor only: each match page is checked for it. */
  signedInMarker: string;
}

export interface LoadResult {
  seconds: number;
  turns: number;
  requests: number;
  errors: number;
  kinds: Record<string, KindSummary>;
  matches: { running: number; started: number; finished: number };
  /** How often reserve players took over a pair at the creation limit. */
  handovers: number;
  /** With `wait: "events"`: streams opened, match events received, streams refused. */
  live: { streams: number; events: number; failures: number } | null;
  stoppedPairs: string[];
  /** Match pages answered, and how many of them were rendered for the signed-in player (the session cookie was taken). */
  pages: { answered: number; signedIn: number };
  failures: string[];
  /** With a `cpu` sampler: the server's CPU per kind of request (seconds in all, and requests). */
  cpu: Record<string, { seconds: number; count: number }> | null;
}

/** Server CPU per kind of request, from the start of each request to the start of the next (see `cpu`). */
class CpuByKind {
  readonly byKind: Record<string, { seconds: number; count: number }> = {};
  private mark: { cpu: number; at: number } | null = null;
  private last: string | null = null;

  constructor(
    private readonly sample: () => number,
    private readonly idleRate: number,
  ) {}

  /** A request starts: the one before it (if any) is done with. */
  next(): void {
    const now = { cpu: this.sample(), at: performance.now() };
    if (this.mark && this.last) {
      const k = (this.byKind[this.last] ??= { seconds: 0, count: 0 });
      k.seconds += now.cpu - this.mark.cpu - (this.idleRate * (now.at - this.mark.at)) / 1000;
      k.count++;
    }
    this.mark = now;
    this.last = null;
  }

  /** The request that started last was of this kind (known from its status, once answered). */
  was(kind: string): void {
    this.last = kind;
  }
}

/** A set of pairs with their first matches running: `setUp()` before the measurement, then `run(seconds)`. */
export class Load {
  private readonly agent: http.Agent;
  private readonly pairs: Pair[];
  private readonly pages = { answered: 0, signedIn: 0 };
  private readonly reserves: Player[];
  private readonly live: LiveWaits | null;
  /** How often reserve players took over a pair. */
  private handovers = 0;
  private cpu: CpuByKind | null = null;

  constructor(private readonly o: LoadOptions) {
    if (o.players.length % 2 !== 0) throw new Error("Players come in pairs: give an even number.");
    this.agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    this.reserves = [...(o.reserves ?? [])];
    this.live = o.wait === "events" ? new LiveWaits(o.target) : null;
    this.pairs = [];
    for (let i = 0; i < o.players.length / 2; i++) {
      this.pairs.push({
        index: i,
        game: o.games[i % o.games.length]!,
        players: [o.players[2 * i]!, o.players[2 * i + 1]!],
        matchId: 0,
        started: 0,
        finished: 0,
        idleAt: [null, null],
        checkedAt: null,
        renewing: null,
        told: { version: 0, waiters: [] },
        stopped: null,
      });
    }
  }

  private async call(
    rec: Recorder,
    kind: string | ((status: number) => string),
    p: Player,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    page = false,
  ): Promise<Reply & { json: Record<string, unknown> }> {
    const headers: Record<string, string> = page
      ? { cookie: p.cookie, accept: "text/html" }
      : { authorization: `Bearer ${p.token}` };
    if (this.cpu) {
      // What the request before set off after its answer (the live hub's NOTIFY, a deferred write, garbage
      // collection) lands in its own share, not in this request's.
      await pause(SETTLE_MS);
      this.cpu.next();
    }
    const r = await send(
      this.agent,
      this.o.target,
      method,
      path,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    const named = typeof kind === "string" ? kind : kind(r.status);
    rec.add(named, r, `${method} ${path}`);
    this.cpu?.was(named);
    let json: Record<string, unknown> = {};
    if (!page && r.status !== 0) {
      try {
        json = JSON.parse(r.body) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's or the framework's own error page): the status says enough.
      }
    }
    // A failing server (or a refusing one) is not hammered in a tight loop by every player at once.
    if (unexpected(r.status)) await pause(100);
    return { ...r, json };
  }

  /** Creates and joins the pair's next match: the creator alternates; a creator at the hourly limit hands over to the other. */
  private async startMatch(pair: Pair, rec: Recorder): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const creator = (pair.started + attempt) % 2;
      const [a, b] = [pair.players[creator]!, pair.players[1 - creator]!];
      const created = await this.call(rec, "create", a, "POST", "/api/matches", {
        gameKey: pair.game,
        seats: [{ kind: "me" }, { kind: "invite", username: b.username }],
      });
      if (created.status === 429) continue;
      if (created.status !== 200)
        return void (pair.stopped = `create answered ${created.status} ${created.body.slice(0, 200)}`);
      const id = Number(created.json.matchId);
      const open = await this.call(rec, "version", b, "GET", `/api/matches/${id}/version`);
      const joined = await this.call(rec, "join", b, "POST", `/api/matches/${id}/join`, { version: open.json.version });
      if (joined.status !== 200)
        return void (pair.stopped = `join answered ${joined.status} ${joined.body.slice(0, 200)}`);
      pair.matchId = id;
      pair.started++;
      pair.idleAt = [null, null];
      pair.checkedAt = null;
      pair.told.version = 0;
      return;
    }
    const fresh = this.reserves.splice(0, 2);
    if (fresh.length === 2) {
      this.handovers++;
      for (const p of fresh) this.live?.open(p);
      pair.players = [fresh[0]!, fresh[1]!];
      return this.startMatch(pair, rec);
    }
    pair.stopped = "both players at the hourly limit of match creation (RATE_LIMITED)";
  }

  /** Every pair's first match, set up a few at a time: not part of the measurement. */
  async setUp(): Promise<void> {
    const rec = new Recorder();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(8, this.pairs.length) }, async () => {
        while (next < this.pairs.length) await this.startMatch(this.pairs[next++]!, rec);
      }),
    );
    const stopped = this.pairs.filter((p) => p.stopped);
    if (stopped.length > 0) throw new Error(`Could not start the first matches: ${stopped[0]!.stopped}`);
  }

  async run(seconds: number): Promise<LoadResult> {
    if (this.live) {
      for (const pair of this.pairs) for (const p of pair.players) this.live.open(p);
      // The streams connect before the clock starts (each first answers with its "count" event).
      await pause(500);
    }
    const rec = new Recorder();
    this.cpu = this.o.cpu ? new CpuByKind(this.o.cpu, this.o.idleCpuRate ?? 0) : null;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(this.pairs.flatMap((pair) => [0, 1].map((seat) => this.play(pair, seat as 0 | 1, rec, until))));
    // The last request's CPU, a moment after its answer (what it set off runs meanwhile).
    if (this.cpu) await pause(50);
    this.cpu?.next();
    const elapsed = (performance.now() - started) / 1000;
    return {
      seconds: elapsed,
      turns: rec.turns,
      requests: rec.requests,
      errors: rec.errors,
      kinds: rec.summary(elapsed),
      matches: {
        running: this.pairs.filter((p) => !p.stopped).length,
        started: this.pairs.reduce((n, p) => n + p.started, 0),
        finished: this.pairs.reduce((n, p) => n + p.finished, 0),
      },
      handovers: this.handovers,
      live: this.live ? { ...this.live.counts } : null,
      stoppedPairs: this.pairs.filter((p) => p.stopped).map((p) => `pair ${p.index} (${p.game}): ${p.stopped}`),
      pages: { ...this.pages },
      failures: rec.failures,
      cpu: this.cpu?.byKind ?? null,
    };
  }

  close(): void {
    this.live?.close();
    this.agent.destroy();
  }

  /** The first pair's first player and current match. */
  sample(): { player: Player; matchId: number } {
    const pair = this.pairs[0]!;
    return { player: pair.players[0], matchId: pair.matchId };
  }

  private async play(pair: Pair, seat: 0 | 1, rec: Recorder, until: number): Promise<void> {
    const o = this.o;
    let loops = 0;
    while (performance.now() < until && !pair.stopped) {
      if (pair.renewing) {
        await pair.renewing;
        continue;
      }
      const id = pair.matchId;
      // (Reserve players may have taken over the pair at its last new match.)
      const me = pair.players[seat];
      loops++;
      if (o.pageEvery > 0 && loops % o.pageEvery === 0) {
        const page = await this.call(rec, "page", me, "GET", `/matches/${id}`, undefined, true);
        if (page.status === 200) {
          this.pages.answered++;
          if (page.body.includes(o.signedInMarker)) this.pages.signedIn++;
        }
        if (performance.now() >= until) break;
      }
      if (o.healthBeforeReads) await this.call(rec, "health", me, "GET", "/api/health");
      const read = await this.call(rec, "read", me, "GET", `/api/matches/${id}/moves`);
      if (read.status !== 200 || id !== pair.matchId) continue;
      const version = Number(read.json.version);
      if (!read.json.myTurn) {
        await this.idle(pair, seat, version, rec, until);
        continue;
      }
      pair.idleAt[seat] = null;
      if (o.turn !== "blind") {
        // The turn's last answer (usually the commit's) says it has passed: wait as after a read.
        const last = await this.takeTurn(pair, me, id, read.json, rec, until);
        if (last && last.myTurn === false && id === pair.matchId)
          await this.idle(pair, seat, Number(last.version), rec, until);
        continue;
      }
      const commit = await this.call(
        rec,
        (s) => (s === 200 ? "commit" : s === 422 ? "commit-422" : "commit-other"),
        me,
        "POST",
        `/api/matches/${id}/commit`,
        { version },
      );
      if (commit.status === 200) {
        if (commit.json.committed) this.committed(pair, rec, commit.json);
        continue;
      }
      // 409 (stale: someone moved meanwhile) or anything else: read again.
      if (commit.status !== 422) continue;
      const legal = read.json.legalMoves as unknown[] | undefined;
      if (!legal || legal.length === 0) continue;
      const move = legal[Math.floor(Math.random() * legal.length)];
      const step = await this.call(rec, "step", me, "POST", `/api/matches/${id}/moves`, { version, move });
      if (step.status === 200 && step.json.committed) this.committed(pair, rec, step.json);
    }
  }

  /**
   * The player's turn from the answer of a read: commit when the game would end the turn, else one random legal
   * step; each answer says what comes next. Ends when the turn has passed, or on any refusal (read again).
   */
  private async takeTurn(
    pair: Pair,
    me: Player,
    id: number,
    from: Record<string, unknown>,
    rec: Recorder,
    until: number,
  ): Promise<Record<string, unknown> | null> {
    let turn = from;
    while (turn.myTurn === true && performance.now() < until) {
      const version = Number(turn.version);
      const legal = turn.legalMoves as unknown[] | undefined;
      let r: Reply & { json: Record<string, unknown> };
      if (turn.canEndTurn === true)
        r = await this.call(
          rec,
          (s) => (s === 200 ? "commit" : s === 422 ? "commit-422" : "commit-other"),
          me,
          "POST",
          `/api/matches/${id}/commit`,
          { version },
        );
      else if (legal && legal.length > 0)
        r = await this.call(rec, "step", me, "POST", `/api/matches/${id}/moves`, {
          version,
          move: legal[Math.floor(Math.random() * legal.length)],
        });
      else return null;
      if (r.status !== 200) return null;
      if (r.json.committed) this.committed(pair, rec, r.json);
      turn = r.json;
    }
    return turn;
  }

  /** An answer committed a turn: counted, and with `wait: "told"` the other player is told. */
  private committed(pair: Pair, rec: Recorder, answer: Record<string, unknown>): void {
    rec.turns++;
    pair.told.version = Math.max(pair.told.version, Number(answer.version));
    this.wake(pair);
  }

  private wake(pair: Pair): void {
    for (const w of pair.told.waiters.splice(0)) w();
  }

  /**
   * The player is not to move at `version`: when the other is not either, the match may be over (checkOver);
   * else wait for the stream (with `wait: "events"`), for the other player's commit (`wait: "told"`; at most a
   * second, should a commit go untold), or read again at once.
   */
  private async idle(pair: Pair, seat: 0 | 1, version: number, rec: Recorder, until: number): Promise<void> {
    pair.idleAt[seat] = version;
    if (pair.idleAt[1 - seat] === version && pair.checkedAt !== version)
      await this.checkOver(pair, version, rec, until);
    else if (this.live) await this.live.newerThan(pair.players[seat], pair.matchId, version);
    else if (this.o.wait === "told" && pair.told.version <= version) {
      const matchId = pair.matchId;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        pair.told.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      // (A new match: its versions start afresh.)
      if (pair.matchId !== matchId) pair.told.version = 0;
    }
  }

  /** Neither player is to move at the same version: over? Then (while the run lasts) the pair's next match. */
  private async checkOver(pair: Pair, version: number, rec: Recorder, until: number): Promise<void> {
    if (!pair.renewing) {
      pair.renewing = (async () => {
        const view = await this.call(rec, "view", pair.players[0], "GET", `/api/matches/${pair.matchId}`);
        const status = view.json.status;
        if (status !== "finished" && status !== "aborted") {
          pair.checkedAt = version;
          return;
        }
        pair.finished++;
        // After the run's end the players stop anyway: no match is started that nobody plays.
        if (performance.now() < until) await this.startMatch(pair, rec);
      })().finally(() => {
        pair.renewing = null;
        // A player waiting on the stream (or to be told) for the old match reads the new one at once.
        for (const p of pair.players) this.live?.kick(p);
        this.wake(pair);
      });
    }
    await pair.renewing;
  }
}
