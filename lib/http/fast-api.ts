/**
 * The door server.ts answers a script's hot match requests through, before Next.js (see server.ts and
 * lib/site/token-match-api.ts, the one implementation behind it). The implementation lives in the route's
 * bundle (Next.js's copy of lib/site, with its database client, listeners and caches) and registers itself
 * here on globalThis when the route's module is loaded; server.ts, which must not load a second copy of the
 * site, finds it here. Until the first such request has gone through Next.js, there is nothing registered
 * and every request goes the ordinary way.
 */

/** A request as plain data: the method, the route's [id] and [op], its headers and its body. */
export interface FastMatchCall {
  method: string;
  id: string;
  op: string;
  /** A header's value (lower-case name), or null. */
  header(name: string): string | null;
  /** The body's bytes, or null when it is over MAX_BODY_BYTES (read only when asked). */
  body(): Promise<Uint8Array | null>;
}

/** An answer as plain data: the status, headers and JSON text. */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type FastMatchApi = (call: FastMatchCall) => Promise<PlainAnswer | null>;

/** The operations of /api/matches/[id]/[op] answered this way, by method. */
export const FAST_MATCH_OPS = {
  GET: ["moves", "version"],
  POST: ["moves", "undo", "commit"],
} as const satisfies Record<string, readonly string[]>;

/** /api/matches/<id>/<op> with an optional query, the id and op captured (undecoded). */
export const FAST_MATCH_PATH = /^\/api\/matches\/([^/?#]+)\/(moves|undo|commit|version)(?:\?|$)/;

const KEY = Symbol.for("glenboard.fast-match-api");
const holder = globalThis as unknown as Record<symbol, FastMatchApi | undefined>;

export function registerFastMatchApi(api: FastMatchApi): void {
  holder[KEY] = api;
}

/** The registered implementation, or undefined before the route's module was loaded. */
export function fastMatchApi(): FastMatchApi | undefined {
  return holder[KEY];
}
