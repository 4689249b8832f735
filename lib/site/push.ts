/**
 * Web push for the pages and the JSON API (app/api/push/**): the public key, and the caller's subscriptions,
 * saved and removed under a rate limit (lib/rate-limits `pushSubscriptions`), listed without their keys; the
 * match page's one-time offer (lib/push/offer.ts).
 */
import { getDb } from "@/lib/db";
import { consume } from "@/lib/rate-limits";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { refuse, sentenceOf } from "@/lib/errors/refuse";
import type { Locale } from "@/lib/i18n/locales";
import { refusalText } from "@/lib/presentation/refusal-text";
import { vapidKeys } from "@/lib/push/keys";
import { pushOfferDue, recordPushOffer } from "@/lib/push/offer";
import { siteNow } from "@/lib/clocks/site-time";
import { subscriptionInputSchema } from "@/lib/push/endpoint";
import {
  deleteSubscription,
  listSubscriptions,
  saveSubscription,
  SUBSCRIPTIONS_PER_USER,
  type SubscriptionListing,
} from "@/lib/push/subscriptions";
// Not ./api: it loads Auth.js, and lib/site's index (which loads this file) must not.
import { jsonAnswer, resultAnswer, toResponse } from "./api-answers";

export type SubscribeResult =
  | MatchResult<{ id: string; created: boolean }>
  | ({ ok: false; code: "TOO_MANY_SUBSCRIPTIONS" | "SUBSCRIPTION_BUSY" } & ReturnType<typeof sentenceOf>);

export const pushSite = {
  publicKey: () => vapidKeys().publicKey,
  /** Validates the browser's subscription (zod: lib/push/endpoint.ts) and saves it. */
  subscribe: async (userId: string, body: unknown, userAgent: string | null): Promise<SubscribeResult> => {
    const input = subscriptionInputSchema.safeParse(body);
    if (!input.success) return fail("INVALID_INPUT", input.error.issues[0]?.message);
    const db = getDb();
    const limit = await consume(db, "pushSubscriptions", userId);
    if (!limit.ok) return limited(limit);
    const saved = await saveSubscription(db, userId, input.data, userAgent?.slice(0, 500) ?? null);
    if (saved.ok) return { ok: true, value: { id: saved.id, created: saved.created } };
    return saved.code === "TOO_MANY"
      ? { ok: false, code: "TOO_MANY_SUBSCRIPTIONS", ...sentenceOf("pushDevicesFull", { max: SUBSCRIPTIONS_PER_USER }) }
      : { ok: false, code: "SUBSCRIPTION_BUSY", ...sentenceOf("pushDeviceBusy") };
  },
  list: (userId: string): Promise<SubscriptionListing[]> => listSubscriptions(getDb(), userId),
  /** Whether the match page still offers push to this player (never answered, no device). */
  offerDue: (userId: string): Promise<boolean> => pushOfferDue(getDb(), userId),
  /** The player answered the offer ("Notify me" or "Not now"): it is not made again. */
  answerOffer: (userId: string): Promise<void> => recordPushOffer(getDb(), userId, siteNow()),
  /** Removes one of the caller's subscriptions (NOT_FOUND for another's or an unknown id: the same answer). */
  unsubscribe: async (userId: string, id: string): Promise<MatchResult<{ id: string }>> => {
    const db = getDb();
    const limit = await consume(db, "pushSubscriptions", userId);
    if (!limit.ok) return limited(limit);
    return (await deleteSubscription(db, userId, id))
      ? { ok: true, value: { id } }
      : refuse("NOT_FOUND", "noPushSubscription");
  },
};

/**
 * The JSON answer to a subscribe: 201 created, 200 updated, 409 over the limit or a race, else as `respond`;
 * a refusal's sentence in `locale` (the Settings page shows it).
 */
export function subscribeResponse(r: SubscribeResult, locale: Locale): Response {
  if (r.ok) return toResponse(jsonAnswer({ ok: true, id: r.value.id }, r.value.created ? 201 : 200));
  const message = refusalText(r, locale);
  if (r.code === "TOO_MANY_SUBSCRIPTIONS" || r.code === "SUBSCRIPTION_BUSY")
    return toResponse(jsonAnswer({ ok: false, code: r.code, message }, 409));
  return toResponse(resultAnswer({ ...r, message } as MatchResult<never>));
}
