/**
 * The operator's desk behind the /admin pages: who is an operator, what the pages read (accounts, reports,
 * matches, pending registrations, the site's figures) and what an operator does there, each action written to
 * the operator's log (OperatorAction) once it is done (a refused action is not logged). Every read is bounded. The command line
 * (admin-command.ts) does the same actions and logs them as "command line".
 */
import type { Db, Tx } from "@/lib/db";
import { openReports, type OpenReport } from "@/lib/chat/reports";
import { confirmRegistrationById, resendRegistrationLink } from "@/lib/accounts/registration";
import { siteNow } from "@/lib/clocks/site-time";
import { CommandError } from "./commands";
import * as ops from "./commands";

/** Who did it, as the log names them. */
export type OperatorName = string;
export const COMMAND_LINE: OperatorName = "command line";

const SHOWN = 50;

export async function logOperatorAction(db: Db | Tx, by: OperatorName, action: string, target: string): Promise<void> {
  await db.operatorAction.create({ data: { operatorName: by, action, target } });
}

/** The signed-in user's operator name, or null when they are not an operator (the pages then answer 404). */
export async function operatorNamed(db: Db, userId: string): Promise<OperatorName | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { username: true, operator: true, blockedAt: true, deletedAt: true },
  });
  return user && user.operator && !user.blockedAt && !user.deletedAt ? user.username : null;
}

export async function grantOperator(db: Db, by: OperatorName, username: string, granted: boolean) {
  const r = await ops.setOperatorCommand(db, { username, operator: granted });
  await logOperatorAction(db, by, granted ? "grant-operator" : "revoke-operator", r.username);
  return r;
}

export interface SiteFigures {
  users: number;
  newUsersThisWeek: number;
  openMatches: number;
  runningMatches: number;
  finishedThisWeek: number;
  openReports: number;
  pendingRegistrations: number;
  mailWaiting: number;
  mailFailed: number;
}

export async function siteFigures(db: Db, now = siteNow()): Promise<SiteFigures> {
  const week = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const [users, newUsers, open, running, finished, reports, pending, waiting, failed] = await Promise.all([
    db.user.count({ where: { deletedAt: null, guest: false } }),
    db.user.count({ where: { deletedAt: null, guest: false, createdAt: { gte: week } } }),
    db.match.count({ where: { status: "open" } }),
    db.match.count({ where: { status: "running" } }),
    db.match.count({ where: { status: "finished", finishedAt: { gte: week } } }),
    db.chatReport.count({ where: { resolvedAt: null } }),
    db.pendingRegistration.count({ where: { expiresAt: { gt: now } } }),
    db.outboxMail.count({ where: { status: "pending" } }),
    db.outboxMail.count({ where: { status: "failed" } }),
  ]);
  return {
    users,
    newUsersThisWeek: newUsers,
    openMatches: open,
    runningMatches: running,
    finishedThisWeek: finished,
    openReports: reports,
    pendingRegistrations: pending,
    mailWaiting: waiting,
    mailFailed: failed,
  };
}

export interface AccountRow {
  username: string;
  email: string;
  createdAt: Date;
  blocked: boolean;
  operator: boolean;
}

const accountSelect = { username: true, email: true, createdAt: true, blockedAt: true, operator: true } as const;
const accountRow = (u: {
  username: string;
  email: string;
  createdAt: Date;
  blockedAt: Date | null;
  operator: boolean;
}): AccountRow => ({
  username: u.username,
  email: u.email,
  createdAt: u.createdAt,
  blocked: u.blockedAt !== null,
  operator: u.operator,
});

/** Accounts whose name or address starts with `query` (the newest first without one); deleted ones apart. */
export async function searchAccounts(db: Db, query: string): Promise<AccountRow[]> {
  const q = query.trim().toLowerCase().slice(0, 100);
  const rows = await db.user.findMany({
    where: {
      deletedAt: null,
      guest: false,
      ...(q ? { OR: [{ usernameLower: { startsWith: q } }, { email: { startsWith: q } }] } : {}),
    },
    orderBy: { createdAt: "desc" },
    take: SHOWN,
    select: accountSelect,
  });
  return rows.map(accountRow);
}

export interface AccountDetail extends AccountRow {
  matches: { id: number; gameKey: string; status: "open" | "running" | "finished" | "aborted"; createdAt: Date }[];
  reportsAgainst: OpenReport[];
  reportsBy: number;
}

export async function accountDetail(db: Db, username: string): Promise<AccountDetail | null> {
  const user = await db.user.findUnique({
    where: { usernameLower: username.toLowerCase() },
    select: { id: true, deletedAt: true, ...accountSelect },
  });
  if (!user || user.deletedAt) return null;
  const [seats, reports, reportsBy] = await Promise.all([
    db.seat.findMany({
      where: { userId: user.id },
      orderBy: { matchId: "desc" },
      take: 20,
      select: { match: { select: { id: true, gameKey: true, status: true, createdAt: true } } },
    }),
    openReports(db, SHOWN, user.id),
    db.chatReport.count({ where: { reporterId: user.id } }),
  ]);
  return {
    ...accountRow(user),
    matches: seats.map((s) => s.match),
    reportsAgainst: reports,
    reportsBy,
  };
}

export async function openReportsForDesk(db: Db): Promise<OpenReport[]> {
  return openReports(db, SHOWN);
}

export async function setBlocked(db: Db, by: OperatorName, username: string, blocked: boolean) {
  const r = await ops.blockCommand(db, { username, blocked });
  await logOperatorAction(db, by, blocked ? "block" : "unblock", r.username);
  return r;
}

export async function cancelMatch(db: Db, by: OperatorName, matchId: number) {
  const r = await ops.cancelMatchCommand(db, { matchId });
  await logOperatorAction(db, by, "cancel-match", `match ${matchId}`);
  return r;
}

export async function resolveReport(db: Db, by: OperatorName, reportId: bigint, hide: boolean) {
  const r = await ops.resolveReportCommand(db, { reportId, hide });
  await logOperatorAction(db, by, hide ? "hide-message" : "keep-message", `report ${reportId}`);
  return r;
}

/** Running and open matches, the longest waiting first (a stuck match is near the top). */
export async function waitingMatches(db: Db) {
  return db.match.findMany({
    where: { status: { in: ["open", "running"] } },
    orderBy: [{ awaitingSince: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    take: SHOWN,
    select: { id: true, gameKey: true, status: true, createdAt: true, awaitingSince: true, playerCount: true },
  });
}

export async function pendingRegistrations(db: Db, now = siteNow()) {
  const rows = await db.pendingRegistration.findMany({
    where: { expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    take: SHOWN,
    select: { id: true, username: true, email: true, createdAt: true, expiresAt: true },
  });
  const known = new Set(
    (await db.user.findMany({ where: { email: { in: rows.map((r) => r.email) } }, select: { email: true } })).map(
      (u) => u.email,
    ),
  );
  // A registration for an address that has an account only holds the name: nothing to confirm or send.
  return rows.map((r) => ({ ...r, addressKnown: known.has(r.email) }));
}

export async function confirmRegistration(db: Db, by: OperatorName, id: string) {
  const pending = await db.pendingRegistration.findUnique({ where: { id }, select: { username: true } });
  const userId = pending ? await confirmRegistrationById(db, id) : null;
  if (!pending || !userId)
    throw new CommandError("NOT_FOUND", "There is no registration waiting for confirmation with that id.");
  await logOperatorAction(db, by, "confirm-registration", pending.username);
  return { username: pending.username };
}

export async function resendRegistration(db: Db, by: OperatorName, id: string) {
  const pending = await db.pendingRegistration.findUnique({ where: { id }, select: { username: true } });
  if (!pending || !(await resendRegistrationLink(db, id)))
    throw new CommandError("NOT_FOUND", "There is no registration waiting for confirmation with that id.");
  await logOperatorAction(db, by, "resend-confirmation", pending.username);
  return { username: pending.username };
}

export async function operatorLog(db: Db, limit = SHOWN) {
  return db.operatorAction.findMany({ orderBy: { id: "desc" }, take: limit });
}
