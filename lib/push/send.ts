/**
 * One push to one subscription with `web-push` (RFC 8291 aes128gcm payload, VAPID signature), through an
 * HTTPS agent whose address lookup refuses private addresses: the address checked is the one connected to,
 * so a host name that resolves to a public address when saved and to 127.0.0.1 when sent (DNS rebinding)
 * is still refused. Bounded: a deadline per request (however slowly the endpoint answers), a cap on the
 * answer's size (web-push keeps it in memory) and on the payload.
 */
import https from "node:https";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import type { Duplex } from "node:stream";
import webpush from "web-push";
import { bareHost, isPrivateAddress, isPrivateHostName, privateEndpointsAllowed } from "./addresses";
import { vapidKeys } from "./keys";

export const PUSH_TIMEOUT_MS = 10_000;
/** Push services accept 4 KB of payload; ours is far smaller. */
const PAYLOAD_MAX_BYTES = 3_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered push. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces an undelivered one (at most 32 URL-safe characters). */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** The whole request's deadline (default PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** sent; gone (404/410: the browser unsubscribed, remove it); refused (a private address); failed (anything else). */
export type PushOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "refused"; reason: string }
  | { kind: "failed"; reason: string };

class PrivateAddressError extends Error {}

/** dns.lookup, all addresses, refusing the answer when any of them is private. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    if (!privateEndpointsAllowed() && addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(new PrivateAddressError(`${hostname} resolves to a private address`), "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`${hostname} has no address`), "", 0);
    callback(null, first.address, first.family);
  });
};

/**
 * Test hook: certificate authorities a test's local push endpoint is signed with (tests/push/*). The site never
 * sets it; push services have certificates of public authorities.
 */
export const pushTestHooks: { ca?: string } = {};

/** Bytes a push service may send back (web-push keeps the whole answer in memory); more ends the request. */
export const ANSWER_MAX_BYTES = 64_000;

/** An agent for one request: guarded lookup, and a socket that `tooMuch` is told about past ANSWER_MAX_BYTES. */
function agent(timeoutMs: number, tooMuch: () => void): https.Agent {
  const a = new https.Agent({
    lookup: guardedLookup,
    keepAlive: false,
    timeout: timeoutMs,
    ...(pushTestHooks.ca ? { ca: pushTestHooks.ca } : {}),
  });
  const create = a.createConnection.bind(a) as (...args: unknown[]) => Duplex;
  a.createConnection = ((...args: unknown[]) => {
    const socket = create(...args);
    let read = 0;
    socket.on("data", (chunk: Buffer) => {
      read += chunk.length;
      if (read > ANSWER_MAX_BYTES) {
        socket.destroy();
        tooMuch();
      }
    });
    return socket;
  }) as typeof a.createConnection;
  return a;
}

export async function sendPush(target: PushTarget, payload: unknown, o: PushOptions): Promise<PushOutcome> {
  let url: URL;
  try {
    url = new URL(target.endpoint);
  } catch {
    return { kind: "refused", reason: "not a URL" };
  }
  if (url.protocol !== "https:") return { kind: "refused", reason: "not https" };
  // An IP literal is connected to without a lookup: checked here.
  if (!privateEndpointsAllowed() && isPrivateHostName(url.hostname))
    return { kind: "refused", reason: `${bareHost(url.hostname)} is a private address` };
  const body = JSON.stringify(payload);
  if (Buffer.byteLength(body) > PAYLOAD_MAX_BYTES) return { kind: "failed", reason: "payload too large" };
  const keys = vapidKeys();
  const timeoutMs = o.timeoutMs ?? PUSH_TIMEOUT_MS;
  // A deadline for the whole request, not only for silence: an endpoint that answers a byte every few seconds
  // must not hold the job runner (whose ticks never overlap) for ever. web-push's promise does not settle when
  // the socket is destroyed after the answer began: the race settles, and the socket is destroyed.
  let deadline: NodeJS.Timeout | undefined;
  let tooMuch = () => {};
  const late = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new Error(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
    tooMuch = () => reject(new Error(`an answer over ${ANSWER_MAX_BYTES} bytes`));
  });
  const requestAgent = agent(timeoutMs, () => tooMuch());
  try {
    const sending = webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        TTL: o.ttlSeconds,
        ...(o.topic ? { topic: o.topic } : {}),
        urgency: o.urgency ?? "normal",
        contentEncoding: "aes128gcm",
        vapidDetails: keys,
        timeout: timeoutMs,
        agent: requestAgent,
      },
    );
    // Settling after the deadline is nobody's business any more.
    sending.catch(() => undefined);
    await Promise.race([sending, late]);
    return { kind: "sent" };
  } catch (e) {
    if (e instanceof webpush.WebPushError) {
      if (e.statusCode === 404 || e.statusCode === 410) return { kind: "gone", status: e.statusCode };
      return { kind: "failed", reason: `push service answered ${e.statusCode}` };
    }
    if (e instanceof PrivateAddressError) return { kind: "refused", reason: e.message };
    return { kind: "failed", reason: e instanceof Error ? e.message : String(e) };
  } finally {
    clearTimeout(deadline);
    requestAgent.destroy();
  }
}
