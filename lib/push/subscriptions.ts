/**
 * A user's push subscriptions, one per browser and device: saved (the same endpoint again updates it, even
 * when another account had it: the browser belongs to whoever subscribed last), listed without their keys,
 * deleted by their owner. At most SUBSCRIPTIONS_PER_USER per user.
 */
import type { Db } from "@/lib/db";
import type { SubscriptionInput } from "./endpoint";

export const SUBSCRIPTIONS_PER_USER = 10;

/** "Firefox on Android" from a User-Agent header (a rough label for the list; never trusted for anything). */
export function browserLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser/.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS/.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS/.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "Browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return system ? `${browser} on ${system}` : browser;
}

export type SaveResult = { ok: true; id: string; created: boolean } | { ok: false; code: "TOO_MANY" | "BUSY" };

/** Saves a subscription; in one transaction, so two saves at once cannot pass the limit together. */
export async function saveSubscription(
  db: Db,
  userId: string,
  input: SubscriptionInput,
  userAgent: string | null,
): Promise<SaveResult> {
  const fields = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: input.label,
    browser: browserLabel(userAgent),
  };
  return db.$transaction(async (tx) => {
    // The user's row serialises their saves (the count below and the insert).
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const existing = await tx.pushSubscription.findUnique({
      where: { endpoint: input.endpoint },
      select: { id: true, userId: true },
    });
    if (existing?.userId === userId) {
      await tx.pushSubscription.update({ where: { id: existing.id }, data: fields });
      return { ok: true, id: existing.id, created: false };
    }
    const count = await tx.pushSubscription.count({ where: { userId } });
    if (count >= SUBSCRIPTIONS_PER_USER) return { ok: false, code: "TOO_MANY" };
    if (existing) {
      // Another account subscribed this browser before: it is this user's now.
      await tx.pushSubscription.update({ where: { id: existing.id }, data: { ...fields, createdAt: new Date() } });
      return { ok: true, id: existing.id, created: true };
    }
    // ON CONFLICT DO NOTHING: another account saving the same endpoint at this very moment keeps it.
    const { count: inserted } = await tx.pushSubscription.createMany({
      data: [{ ...fields, endpoint: input.endpoint }],
      skipDuplicates: true,
    });
    if (inserted === 0) return { ok: false, code: "BUSY" };
    const row = await tx.pushSubscription.findUniqueOrThrow({
      where: { endpoint: input.endpoint },
      select: { id: true },
    });
    return { ok: true, id: row.id, created: true };
  });
}

export interface SubscriptionListing {
  id: string;
  label: string | null;
  browser: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listSubscriptions(db: Db, userId: string): Promise<SubscriptionListing[]> {
  const rows = await db.pushSubscription.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { id: true, label: true, browser: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Deletes one of the user's subscriptions; false when there is none of theirs with that id. */
export async function deleteSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db.pushSubscription.deleteMany({ where: { id, userId } })).count === 1;
}
