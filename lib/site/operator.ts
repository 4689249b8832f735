/**
 * The operator's pages (app/admin/**) and their actions (app/actions/operator.ts): everything goes through
 * `currentOperator()`, which is null for a visitor, a player, or an operator who was blocked since; the pages
 * then answer the site's ordinary 404, and the actions do nothing. There is no HTTP API for this on purpose:
 * the operator's scripting interface is `npm run admin -- ... --json` on the machine itself.
 */
import { getDb } from "@/lib/db";
import { currentUser } from "@/lib/auth/current";
import * as desk from "@/lib/operator/operator-desk";
import { CommandError } from "@/lib/operator/commands";
import { recentMail } from "@/lib/mail/outbox";
import { operatorMailboxEnabled } from "@/lib/mail/operator-mailbox";

export { COMMAND_LINE } from "@/lib/operator/operator-desk";

/** The signed-in operator's name; null for anyone else. Read afresh on every page and action. */
export async function currentOperator(): Promise<string | null> {
  const user = await currentUser();
  return user ? desk.operatorNamed(getDb(), user.id) : null;
}

/** An action's outcome: done, or the command's refusal (its code; the pages word it). */
export type DeskOutcome = { ok: true } | { ok: false; code: string };

async function attempt(work: () => Promise<unknown>): Promise<DeskOutcome> {
  try {
    await work();
    return { ok: true };
  } catch (e) {
    if (e instanceof CommandError) return { ok: false, code: e.code };
    throw e;
  }
}

export const operatorDesk = {
  figures: () => desk.siteFigures(getDb()),
  accounts: (query: string) => desk.searchAccounts(getDb(), query),
  account: (username: string) => desk.accountDetail(getDb(), username),
  reports: () => desk.openReportsForDesk(getDb()),
  matches: () => desk.waitingMatches(getDb()),
  registrations: () => desk.pendingRegistrations(getDb()),
  log: () => desk.operatorLog(getDb()),
  /** Kept mail (no SMTP_URL) and the outbox's latest, with their texts: the operator reads the links. */
  mail: () => recentMail(getDb(), { limit: 50 }),
  mailIsKept: () => operatorMailboxEnabled(),

  block: (by: string, username: string, blocked: boolean) =>
    attempt(() => desk.setBlocked(getDb(), by, username, blocked)),
  cancelMatch: (by: string, matchId: number) => attempt(() => desk.cancelMatch(getDb(), by, matchId)),
  resolveReport: (by: string, reportId: bigint, hide: boolean) =>
    attempt(() => desk.resolveReport(getDb(), by, reportId, hide)),
  confirmRegistration: (by: string, id: string) => attempt(() => desk.confirmRegistration(getDb(), by, id)),
  resendRegistration: (by: string, id: string) => attempt(() => desk.resendRegistration(getDb(), by, id)),
};
