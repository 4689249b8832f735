/**
 * The sentence the match's live region reads out when the page shows a new position: what the viewer just
 * did, what the other players did since (their committed history lines), what the board asks now, and whose
 * turn it is. Built only from what the page shows, so it tells nothing the page does not.
 */
import type { LogLine } from "@/lib/matches/read/views";
import type { MatchAction } from "@/lib/matches/store/schemas";
import { nameSeats } from "@/lib/engine/types";
import { fill, plural, type PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";

/** The sentences' words in the viewer's language (the "match.announce" templates, from the server). */
export interface AnnouncementWords {
  youChose: string;
  moveMade: string;
  ended: string;
  stepUndone: string;
  turnUndone: string;
  earlier: PluralForms;
}

/** The most entries of other players read out at once (a long absence is summed up, not read in full). */
export const MAX_ENTRIES = 3;

export interface AnnouncementInput {
  /** The viewer's own action that led here (null: the change came from others), with the board's words for a move. */
  own: { action: MatchAction["type"]; said?: string } | null;
  /** History entries the page had not shown before, oldest first. */
  entries: readonly LogLine[];
  mySeat: number | null;
  nameOf: (seat: number, index: number) => string;
  /** What the board asks now ("" when nothing). */
  prompt: string;
  /** Whose turn it is, as the page says it ("Your turn.", "Waiting for Anna."). */
  turn: string;
  words: AnnouncementWords;
  locale: Locale;
}

function ownText(own: NonNullable<AnnouncementInput["own"]>, words: AnnouncementWords): string {
  switch (own.action) {
    case "move":
      return own.said ? fill(words.youChose, { move: sentence(own.said) }) : words.moveMade;
    case "commit":
      return words.ended;
    case "undo-step":
      return words.stepUndone;
    case "undo-turn":
      return words.turnUndone;
    default:
      return "";
  }
}

/** Ends a phrase with a full stop unless it already ends with punctuation. */
function sentence(text: string): string {
  const t = text.trim();
  return t === "" || /[.!?:]$/.test(t) ? t : `${t}.`;
}

export function announcement({ own, entries, mySeat, nameOf, prompt, turn, words, locale }: AnnouncementInput): string {
  const parts: string[] = [];
  if (own) parts.push(ownText(own, words));
  const others = entries.filter((e) => e.seat !== mySeat);
  const read = others.slice(-MAX_ENTRIES);
  if (others.length > read.length) parts.push(plural(locale, others.length - read.length, words.earlier));
  for (const e of read) {
    const lines = (e.text ?? e.lines).map((l) => sentence(nameSeats(l, (s) => nameOf(s, e.index))));
    parts.push(`${nameOf(e.seat, e.index)}: ${lines.join(" ")}`);
  }
  parts.push(sentence(prompt), sentence(turn));
  return parts.filter((p) => p !== "").join(" ");
}
