/**
 * The operations a player asks for on a match with the version they saw: one table for the match page's forms
 * (app/actions/matches.ts) and the JSON API (POST /api/matches/:id/<op>, app/api/matches/[id]/[op]/route.ts).
 */
import type { MatchResult } from "@/lib/errors/errors";
import { site } from "./index";

type VersionedOperation = (userId: string, matchId: number, version: number) => Promise<MatchResult<unknown>>;

export const VERSIONED_OPERATIONS = ["join", "leave", "start", "cancel", "resign", "propose-cancel"] as const;
export type VersionedOperationName = (typeof VERSIONED_OPERATIONS)[number];

export const versionedOperations: Record<VersionedOperationName, VersionedOperation> = {
  join: site.joinMatch,
  leave: site.leaveMatch,
  start: site.startMatch,
  cancel: site.cancelMatch,
  resign: site.resign,
  "propose-cancel": site.proposeCancel,
};

export function isVersionedOperation(op: string): op is VersionedOperationName {
  return (VERSIONED_OPERATIONS as readonly string[]).includes(op);
}

/** The match page's two answers to a cancel vote (the API's is `answer-cancel` with `accept`). */
export const CANCEL_ANSWERS = { "accept-cancel": true, "refuse-cancel": false } as const;
