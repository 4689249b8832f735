/**
 * Who a guest cookie names. The cookie carries nothing but a random token; the database keeps its SHA-256
 * (`User.guestTokenHash`), found through its unique index and then compared in constant time. A token of a
 * deleted guest, of an account, or of a guest idle past its 7 days names nobody.
 */
import { timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db";
import { hashToken } from "@/lib/secrets/tokens";
import { loadViewer, type Viewer } from "@/lib/accounts/viewer";
import { GUEST_IDLE_MS, LAST_SEEN_PRECISION_MS, plausibleGuestToken } from "./rules";

/** The guest row a cookie value names (null: none, or idle past its days), its last request refreshed. */
export async function guestIdOf(db: Db, token: string | undefined | null, now = new Date()): Promise<string | null> {
  if (!plausibleGuestToken(token)) return null;
  const hash = hashToken(token);
  const row = await db.user.findUnique({
    where: { guestTokenHash: hash },
    select: { id: true, guest: true, guestTokenHash: true, lastSeenAt: true, blockedAt: true },
  });
  if (!row?.guest || !row.guestTokenHash || row.blockedAt || !sameHash(row.guestTokenHash, hash)) return null;
  const seen = row.lastSeenAt?.getTime() ?? 0;
  if (now.getTime() - seen > GUEST_IDLE_MS) return null;
  if (now.getTime() - seen > LAST_SEEN_PRECISION_MS)
    await db.user.updateMany({ where: { id: row.id, guest: true }, data: { lastSeenAt: now } });
  return row.id;
}

/** The guest as pages show a visitor (lib/accounts/viewer.ts), or null. */
export async function guestViewer(db: Db, token: string | undefined | null, now = new Date()): Promise<Viewer | null> {
  const id = await guestIdOf(db, token, now);
  return id ? loadViewer(db, id, 0, "guest") : null;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
