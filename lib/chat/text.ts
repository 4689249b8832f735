/**
 * What a chat message, a private note and a report reason may be (the server's check; the browser counts
 * with limits.ts): lengths in characters as people see them (code points), not UTF-16 units. A schema's
 * message is the key of the refusal's sentence in the "errors" catalogue (`refusedText` says it).
 */
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, multiLine, singleLine } from "@/lib/validation/text";
import { fail, type MatchError } from "@/lib/errors/errors";
import { refuse } from "@/lib/errors/refuse";
import { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX, characters } from "./limits";

export { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX, characters };

/** The sentences these checks refuse with, and the figures they are said with. */
const SENTENCES = {
  writeFirst: {},
  chatTooLong: { max: CHAT_MAX },
  notesTooLong: { max: NOTE_MAX },
  reasonTooLong: { max: REPORT_REASON_MAX },
} as const;
type TextSentence = keyof typeof SENTENCES;

const key = (k: TextSentence) => k;

export const chatTextSchema = multiLine()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, key("writeFirst"))
      .refine((s) => characters(s) <= CHAT_MAX, key("chatTooLong")),
  );

export const noteTextSchema = multiLine().refine((s) => characters(s) <= NOTE_MAX, key("notesTooLong"));

export const reportReasonSchema = singleLine()
  .transform((s) => s.trim())
  .pipe(z.string().refine((s) => characters(s) <= REPORT_REASON_MAX, key("reasonTooLong")));

/**
 * The refusal of a text these schemas turned down, by its sentence's key. Input that is no text at all (a
 * script's number or object) keeps zod's sentence for the API; pages never send such input.
 */
export function refusedText(error: z.ZodError): MatchError {
  const said = error.issues[0]?.message;
  if (said === CONTROL_CHARACTER_MESSAGE) return refuse("INVALID_INPUT", "controlCharacters");
  if (said !== undefined && Object.hasOwn(SENTENCES, said)) {
    return refuse("INVALID_INPUT", said as TextSentence, SENTENCES[said as TextSentence]);
  }
  return fail("INVALID_INPUT", said);
}
