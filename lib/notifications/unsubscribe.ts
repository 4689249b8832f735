/**
 * Signed links that work without signing in: unsubscribe from every mail (notifyMode "off"), or mute one
 * match. The signature is an HMAC (lib/secrets/tokens.ts) with the site secret over the purpose and ids, so a
 * link cannot be turned into one for another user or match. The links do not expire: a mail read months
 * later must still be able to stop further mail.
 */
import type { Db } from "@/lib/db";
import { authSecret } from "@/lib/secrets/secret";
import { sign, verifySignature } from "@/lib/secrets/tokens";
import { env } from "@/lib/env";
import { intId } from "@/lib/validation/numbers";

export interface UnsubscribeParams {
  /** User id. */
  u: string;
  /** Match id: mute this match only. Absent: every mail. */
  m?: number;
  /** Signature. */
  s: string;
}

function payload(userId: string, matchId?: number): string {
  return matchId === undefined ? `unsubscribe:${userId}` : `mute:${userId}:${matchId}`;
}

export function signUnsubscribe(userId: string, matchId?: number, secret = authSecret()): UnsubscribeParams {
  return { u: userId, ...(matchId === undefined ? {} : { m: matchId }), s: sign(secret, payload(userId, matchId)) };
}

function query(p: UnsubscribeParams): string {
  const q = new URLSearchParams({ u: p.u, ...(p.m === undefined ? {} : { m: String(p.m) }), s: p.s });
  return q.toString();
}

/** The link in the mail body: a page with one button (link scanners that open links do not unsubscribe). */
export function unsubscribeUrl(userId: string, matchId?: number, secret = authSecret()): string {
  return `${env().SITE_URL}/unsubscribe?${query(signUnsubscribe(userId, matchId, secret))}`;
}

/** The `List-Unsubscribe` target: RFC 8058 one-click, a POST without cookies. */
export function oneClickUrl(userId: string, secret = authSecret()): string {
  return `${env().SITE_URL}/unsubscribe/one-click?${query(signUnsubscribe(userId, undefined, secret))}`;
}

export function unsubscribeHeaders(userId: string, secret = authSecret()): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl(userId, secret)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Reads untrusted query values; null unless well-formed and correctly signed. */
export function parseUnsubscribe(
  raw: { u?: unknown; m?: unknown; s?: unknown },
  secret = authSecret(),
): UnsubscribeParams | null {
  const u = typeof raw.u === "string" ? raw.u : null;
  const s = typeof raw.s === "string" ? raw.s : null;
  if (!u || !s || u.length > 64 || s.length > 100) return null;
  let m: number | undefined;
  if (raw.m !== undefined && raw.m !== null && raw.m !== "") {
    const id = intId.safeParse(raw.m);
    if (!id.success) return null;
    m = id.data;
  }
  if (!verifySignature(secret, payload(u, m), s)) return null;
  return { u, ...(m === undefined ? {} : { m }), s };
}

export type UnsubscribeResult = { ok: true; scope: "all" | "match"; matchId?: number } | { ok: false };

/** Applies a link (verifying it again): idempotent, so a second click or a client's repeated POST is harmless. */
export async function applyUnsubscribe(
  db: Db,
  raw: { u?: unknown; m?: unknown; s?: unknown },
  secret = authSecret(),
): Promise<UnsubscribeResult> {
  const p = parseUnsubscribe(raw, secret);
  if (!p) return { ok: false };
  const user = await db.user.findUnique({ where: { id: p.u }, select: { id: true } });
  if (!user) return { ok: false };
  if (p.m === undefined) {
    await db.user.update({ where: { id: p.u }, data: { notifyMode: "off" } });
    return { ok: true, scope: "all" };
  }
  const match = await db.match.findUnique({ where: { id: p.m }, select: { id: true } });
  if (!match) return { ok: false };
  await db.matchMute.upsert({
    where: { userId_matchId: { userId: p.u, matchId: p.m } },
    create: { userId: p.u, matchId: p.m },
    update: {},
  });
  return { ok: true, scope: "match", matchId: p.m };
}
