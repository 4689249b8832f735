/**
 * What mails say about unread chat: "2 new messages from Ana" with the first lines. Only inside a "your
 * turn" mail or a digest: a message alone never sends a mail of its own. Unread means after the newest
 * message the player has seen (Seat.chatReadId, moved when they read the chat), not theirs, not from someone
 * they muted, not hidden by the operator. Every user-written text in a mail is bounded.
 */
import type { Db, Tx } from "@/lib/db";
import { bounded } from "@/lib/mail/escape";
import { namesIn, type MailT } from "@/lib/mail/mail-text";
import { unreadChat, type UnreadChat } from "@/lib/chat/messages";

const QUOTE_MAX = 120;
const NAME_MAX = 20;

/** "2 new messages from Ana and Bo:" then "Ana: “…”" for the first ones; nothing when all is read. */
export function chatMentionLines(t: MailT, u: UnreadChat): string[] {
  if (u.count === 0) return [];
  const names = namesIn(
    t,
    u.authors.map((a) => bounded(a, NAME_MAX)),
  );
  const head = t(u.first.length > 0 ? "chat.newFrom" : "chat.newFromNoQuotes", { count: u.count, names });
  const quotes = u.first.map((m) =>
    t("chat.quote", {
      author: bounded(m.author, NAME_MAX),
      text: bounded(m.text.replace(/\s+/g, " ").trim(), QUOTE_MAX),
    }),
  );
  const more = u.count > u.first.length ? [t("chat.more", { count: u.count - u.first.length })] : [];
  return [head, ...quotes, ...more];
}

/** The unread chat of a player's seat in a match, as mail lines in the player's language. */
export async function chatMention(
  db: Db | Tx,
  t: MailT,
  matchId: number,
  seat: { userId: string | null; chatReadId: bigint },
): Promise<string[]> {
  if (!seat.userId) return [];
  return chatMentionLines(t, await unreadChat(db, matchId, seat.userId, seat.chatReadId));
}
