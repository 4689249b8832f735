/**
 * What mails say about unread chat: "2 new messages from Ana" with the first lines. Only inside a "your
 * turn" mail or a digest: a message alone never sends a mail of its own. Unread means after the newest
 * message the player has seen (Seat.chatReadId, moved when they read the chat), not theirs, not from someone
 * they muted, not hidden by the operator. Every user-written text in a mail is bounded.
 */
import type { Db, Tx } from "@/lib/db";
import { bounded } from "@/lib/mail/escape";
import { unreadChat, type UnreadChat } from "@/lib/chat/messages";

const QUOTE_MAX = 120;
const NAME_MAX = 20;

function names(list: string[]): string {
  const n = list.map((a) => bounded(a, NAME_MAX));
  if (n.length <= 1) return n[0] ?? "";
  return `${n.slice(0, -1).join(", ")} and ${n.at(-1)}`;
}

/** "2 new messages from Ana and Bo:" then "Ana: “…”" for the first ones; nothing when all is read. */
export function chatMentionLines(u: UnreadChat): string[] {
  if (u.count === 0) return [];
  const head = `${u.count} new message${u.count === 1 ? "" : "s"} from ${names(u.authors)}${u.first.length > 0 ? ":" : "."}`;
  const quotes = u.first.map((m) => `${bounded(m.author, NAME_MAX)}: “${bounded(m.text.replace(/\s+/g, " ").trim(), QUOTE_MAX)}”`);
  const more = u.count > u.first.length ? [`(and ${u.count - u.first.length} more on the match page)`] : [];
  return [head, ...quotes, ...more];
}

/** The unread chat of a player's seat in a match, as mail lines. */
export async function chatMention(db: Db | Tx, matchId: number, seat: { userId: string | null; chatReadId: bigint }): Promise<string[]> {
  if (!seat.userId) return [];
  return chatMentionLines(await unreadChat(db, matchId, seat.userId, seat.chatReadId));
}
