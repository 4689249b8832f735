/**
 * Mail-worthy events, written to the outbox inside the transaction that causes them.
 * Preferences (off, digest, muted matches) are respected here; delivery is the sender's job.
 */
import type { Tx } from "@/lib/db";
import type { Outcome, Seat } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/outbox";
import { bounded, escapeHtml } from "@/lib/mail/escape";
import { matchTitle } from "@/lib/matches/views";
import type { LoadedMatch } from "@/lib/matches/store";

function titleOf(match: Pick<LoadedMatch, "gameKey" | "id">): string {
  return matchTitle(getGame(match.gameKey)?.name ?? match.gameKey, match.id);
}

function link(matchId: number): string {
  return `${env().SITE_URL}/matches/${matchId}`;
}

function simpleMail(lines: string[], url: string, label: string) {
  const text = `${lines.join("\n")}\n\n${label}: ${url}\n`;
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
  return { text, html };
}

async function recipient(tx: Tx, userId: string, matchId: number) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, username: true, notifyMode: true, mutes: { where: { matchId }, select: { matchId: true } } },
  });
  if (!user || user.notifyMode === "off" || user.mutes.length > 0) return null;
  return user;
}

export async function notifyTurn(tx: Tx, match: LoadedMatch, seat: Seat, _logCount: number): Promise<void> {
  const userId = match.seats.find((s) => s.seatIndex === seat)?.userId;
  if (!userId) return;
  const user = await recipient(tx, userId, match.id);
  if (!user || user.notifyMode !== "immediate") return;
  const title = titleOf(match);
  await enqueueMail(tx, {
    kind: "turn",
    to: user.email,
    userId: user.id,
    matchId: match.id,
    subject: `${title}: your turn`,
    ...simpleMail([`Hello ${bounded(user.username, 20)},`, `it is your turn in ${title}.`], link(match.id), "Open the match"),
  });
}

export async function notifyInvitation(tx: Tx, match: LoadedMatch, userId: string): Promise<void> {
  const user = await recipient(tx, userId, match.id);
  if (!user) return;
  const title = titleOf(match);
  const creator = match.seats.find((s) => s.userId === match.createdById)?.user?.username ?? "Someone";
  const note = match.note ? [`Note: ${bounded(match.note, 200)}`] : [];
  await enqueueMail(tx, {
    kind: "invitation",
    to: user.email,
    userId: user.id,
    matchId: match.id,
    subject: `${title}: ${bounded(creator, 20)} invites you`,
    ...simpleMail([`${bounded(creator, 20)} invites you to ${title}.`, ...note], link(match.id), "Accept or decline"),
  });
}

export async function notifyStarted(tx: Tx, match: LoadedMatch): Promise<void> {
  const title = titleOf(match);
  for (const seat of match.seats) {
    if (!seat.userId || seat.userId === match.createdById) continue;
    const user = await recipient(tx, seat.userId, match.id);
    if (!user) continue;
    await enqueueMail(tx, {
      kind: "started",
      to: user.email,
      userId: user.id,
      matchId: match.id,
      subject: `${title}: the match has started`,
      ...simpleMail([`${title} has started.`], link(match.id), "Open the match"),
    });
  }
}

export async function notifyFinished(tx: Tx, match: LoadedMatch, outcome: Outcome): Promise<void> {
  const title = titleOf(match);
  const name = (i: number) => {
    const s = match.seats.find((x) => x.seatIndex === i);
    return s?.user?.username ?? (s?.botStyle ? "Bot" : `Seat ${i + 1}`);
  };
  const ranking = outcome.scores
    .map((score, seat) => ({ seat, score }))
    .sort((a, b) => b.score - a.score)
    .map((r, i) => `${i + 1}. ${bounded(name(r.seat), 20)}: ${r.score}${outcome.winners.includes(r.seat) ? " (winner)" : ""}`);
  for (const seat of match.seats) {
    if (!seat.userId) continue;
    const user = await recipient(tx, seat.userId, match.id);
    if (!user) continue;
    await enqueueMail(tx, {
      kind: "finished",
      to: user.email,
      userId: user.id,
      matchId: match.id,
      subject: `${title}: the match is over`,
      ...simpleMail([`${title} is over. Final ranking:`, ...ranking], link(match.id), "See the final scoring"),
    });
  }
}

export async function notifyPlayerLeft(tx: Tx, match: LoadedMatch, leaverId: string): Promise<void> {
  const leaver = match.seats.find((s) => s.userId === leaverId)?.user?.username ?? "A player";
  const user = await recipient(tx, match.createdById, match.id);
  if (!user) return;
  const title = titleOf(match);
  await enqueueMail(tx, {
    kind: "player-left",
    to: user.email,
    userId: user.id,
    matchId: match.id,
    subject: `${title}: ${bounded(leaver, 20)} left`,
    ...simpleMail([`${bounded(leaver, 20)} left ${title}; the seat is open again.`], link(match.id), "Open the match"),
  });
}
