/**
 * What the operator's command line does (`npm run admin -- <command>`), as functions on an explicit database
 * client so tests run them on PGlite and PostgreSQL. Results are plain objects; scripts/admin.ts prints them.
 */
// Match writes tell ratings and notifications what happened (lib/matches/store/match-events.ts).
import "@/lib/jobs/match-listeners";
import type { Db } from "@/lib/db";
import { openReports, resolveReport } from "@/lib/chat/reports";
import { recomputeRatings } from "@/lib/ratings/store";
import { keyAllHistories } from "@/lib/matches/history/history-keys";
import { createUser, findByUsername, issueApiToken } from "@/lib/accounts/accounts";
import { emailSchema, passwordSchema, usernameSchema } from "@/lib/accounts/validation";
import { recentMail } from "@/lib/mail/outbox";
import { cancelMatchAsOperator } from "@/lib/matches/lifecycle/lobby";
import { packOldStates, storedState } from "@/lib/matches/store/pack-old-states";

export class CommandError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  what: string,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new CommandError("INVALID_INPUT", `${what}: ${r.error.issues[0]?.message ?? "not valid"}`);
  return r.data;
}

export async function createUserCommand(
  db: Db,
  o: { username: string; email: string; password?: string; token?: boolean },
) {
  const username = parse(usernameSchema, o.username, "username");
  const email = parse(emailSchema, o.email, "email");
  const password = o.password === undefined ? undefined : parse(passwordSchema, o.password, "password");
  const r = await createUser(db, { username, email, password });
  if (!r.ok)
    throw new CommandError(
      r.reason === "username-taken" ? "USERNAME_TAKEN" : "EMAIL_TAKEN",
      r.reason === "username-taken"
        ? `The username ${username} is taken.`
        : `The address ${email} already has an account.`,
    );
  const token = o.token ? await issueApiToken(db, r.userId, "admin") : undefined;
  return { id: r.userId, username, ...(token ? { token } : {}) };
}

async function userNamed(db: Db, username: string) {
  const user = await findByUsername(db, parse(usernameSchema, username, "username"));
  if (!user) throw new CommandError("UNKNOWN_USER", `There is no user called ${username}.`);
  return user;
}

export async function tokenCommand(db: Db, o: { username: string; name?: string }) {
  const user = await userNamed(db, o.username);
  return { username: user.username, token: await issueApiToken(db, user.id, o.name ?? "admin") };
}

export async function mailCommand(db: Db, o: { to?: string; limit?: number; text?: boolean }) {
  const to = o.to === undefined ? undefined : parse(emailSchema, o.to, "--to");
  const rows = await recentMail(db, { to, limit: o.limit ?? 20 });
  return rows.map((m) => ({
    to: m.toAddress,
    subject: m.subject,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    ...(o.text ? { text: m.text } : {}),
  }));
}

/** Blocking ends every session at once and refuses sign-in, links and API tokens until unblocked. */
export async function blockCommand(db: Db, o: { username: string; blocked: boolean }) {
  const user = await userNamed(db, o.username);
  await db.user.update({
    where: { id: user.id },
    data: o.blocked ? { blockedAt: new Date(), sessionVersion: { increment: 1 } } : { blockedAt: null },
  });
  return { username: user.username, blocked: o.blocked };
}

/** Makes an account the site's operator (the /admin pages), or no longer. */
export async function setOperatorCommand(db: Db, o: { username: string; operator: boolean }) {
  const user = await userNamed(db, o.username);
  if (user.blockedAt && o.operator)
    throw new CommandError("BLOCKED", `${user.username} is blocked: unblock the account first.`);
  await db.user.update({ where: { id: user.id }, data: { operator: o.operator } });
  return { username: user.username, operator: o.operator };
}

export async function cancelMatchCommand(db: Db, o: { matchId: number }) {
  const r = await cancelMatchAsOperator(db, o.matchId);
  if (!r.ok) throw new CommandError(r.code, r.message);
  return { matchId: o.matchId, status: r.value.status };
}

export async function reportsCommand(db: Db, o: { limit?: number }) {
  return openReports(db, Math.min(Math.max(o.limit ?? 100, 1), 1000));
}

export async function resolveReportCommand(db: Db, o: { reportId: bigint; hide: boolean }) {
  if (!(await resolveReport(db, o.reportId, o.hide)))
    throw new CommandError("NOT_FOUND", `There is no report ${o.reportId}.`);
  return { reportId: o.reportId.toString(), hidden: o.hide };
}

/** History lines stored as English sentences, rewritten as message keys (lib/matches/history/history-keys.ts); run once. */
export async function keyHistoryCommand(db: Db) {
  return keyAllHistories(db);
}

/** A match's committed state as stored (server-only: it holds hidden information), unpacked. */
export async function stateCommand(db: Db, o: { matchId: number }) {
  const r = await storedState(db, o.matchId);
  if (!r.ok) throw new CommandError(r.code, `There is no match ${o.matchId}.`);
  return r.value;
}

/** States stored before the migration packed_state, packed (lib/matches/store/pack-old-states.ts): once after it. */
export async function packStatesCommand(db: Db) {
  return packOldStates(db);
}

export async function recomputeRatingsCommand(db: Db) {
  return recomputeRatings(db);
}
