"use client";
/**
 * The offer's client part as a deferred part (components/match/deferred.tsx): its code is a chunk of its own,
 * fetched when the browser is idle after the load, not part of the match page's first-load JavaScript.
 */
import { deferred } from "@/components/match/deferred";

export const PushOfferPrompt = deferred(() => import("./push-offer-prompt").then((m) => m.PushOfferPrompt), {
  visible: false,
  idle: true,
});
