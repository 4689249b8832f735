/**
 * Server actions (app/actions/*.ts) answer bad requests with a 4xx, never a 500. Next.js itself answers
 * with a 500 when a server action request comes from another origin (its CSRF check throws), when its
 * Origin header is not a URL, and when the body cannot be decoded into arguments; an action handed
 * arguments of the wrong shape would throw on them (a 500 too). Three parts:
 *
 * - `refuseForeignAction` (server.ts, before Next.js sees the request): a fetch action (header
 *   `next-action`) whose Origin is not a URL is a 400, from another host a 403. The rule is Next's own:
 *   the Origin's host must equal X-Forwarded-Host (its first entry) or else Host; no Origin is let through,
 *   as Next does (no browser sends a cross-site POST without one). No `serverActions.allowedOrigins` is set.
 * - `requireForm` / `requireInput` / `beginAction` (first line of every action): the arguments are checked
 *   with zod; when they do not fit, the action throws before doing anything; when they do, it marks that the
 *   action itself began.
 * - `asActionRequest` (server.ts, around every request Next may treat as a server action): a 500 for a
 *   request whose action never began is a bad request, answered as a 400. A 500 from inside an action that
 *   began (a bug, the database down) stays a 500. The mark travels in an AsyncLocalStorage kept on
 *   globalThis, because server.ts and the actions' compiled bundle each load their own copy of this module.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { z } from "zod";
import type { EdgeRefusal } from "./request-guard";

export const ACTION_HEADER = "next-action";

/** What one server action request has done so far. */
interface ActionRequest {
  began: boolean;
}

const STORE = Symbol.for("glenboard.server-action-request");
const shared = globalThis as unknown as Record<symbol, AsyncLocalStorage<ActionRequest> | undefined>;
const storage: AsyncLocalStorage<ActionRequest> = (shared[STORE] ??= new AsyncLocalStorage<ActionRequest>());

/** A request Next.js may run a server action for: a POST to a page with `next-action` or a multipart form. */
export function mayBeServerAction(method: string, url: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "POST" || url.startsWith("/api/")) return false;
  return (
    typeof headers[ACTION_HEADER] === "string" || (headers["content-type"] ?? "").startsWith("multipart/form-data")
  );
}

/** A fetch action from another origin (403) or with an Origin that is no URL (400); null to go on. */
export function refuseForeignAction(method: string, headers: IncomingHttpHeaders): EdgeRefusal | null {
  if (method !== "POST" || typeof headers[ACTION_HEADER] !== "string") return null;
  const origin = headers.origin;
  if (origin === undefined) return null;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return { status: 400, code: "BAD_REQUEST", message: "The Origin header is not valid." };
  }
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim()) || headers.host;
  if (!host || originHost !== host) {
    return { status: 403, code: "CROSS_ORIGIN", message: "Forms of this site can only be sent from its own pages." };
  }
  return null;
}

/** Runs `handle` for a request that may be a server action; a 500 before any action began becomes a 400. */
export function asActionRequest(res: ServerResponse, handle: () => void): void {
  const state: ActionRequest = { began: false };
  const writeHead = res.writeHead;
  // Node's implicit header (a body written without writeHead) goes through writeHead too.
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...a: unknown[]) => ServerResponse).call(
      this,
      status === 500 && !state.began ? 400 : status,
      ...rest,
    );
  } as ServerResponse["writeHead"];
  storage.run(state, handle);
}

/** Thrown by an action whose arguments do not fit: the request is answered with a 400. */
export class MalformedActionInput extends Error {
  constructor() {
    super("The server action's arguments are malformed.");
    this.name = "MalformedActionInput";
  }
}

/** The action itself begins (its arguments were checked): a failure from here on is the server's. */
export function beginAction(): void {
  const state = storage.getStore();
  if (state) state.began = true;
}

/** The first line of an action that takes a form: anything but FormData is refused. */
export function requireForm(value: unknown): asserts value is FormData {
  if (!(value instanceof FormData)) throw new MalformedActionInput();
  beginAction();
}

/** The first line of an action that takes other arguments: they must fit `schema`. */
export function requireInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new MalformedActionInput();
  beginAction();
  return parsed.data;
}
