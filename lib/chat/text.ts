/**
 * What a chat message, a private note and a report reason may be (the server's check; the browser counts
 * with limits.ts): lengths in characters as people see them (code points), not UTF-16 units.
 */
import { z } from "zod";
import { multiLine, singleLine } from "@/lib/validation/text";
import { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX, characters } from "./limits";

export { CHAT_MAX, NOTE_MAX, REPORT_REASON_MAX, characters };

export const chatTextSchema = multiLine()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "Write a message first.")
      .refine((s) => characters(s) <= CHAT_MAX, `A message has at most ${CHAT_MAX} characters.`),
  );

export const noteTextSchema = multiLine().refine(
  (s) => characters(s) <= NOTE_MAX,
  `Notes have at most ${NOTE_MAX} characters.`,
);

export const reportReasonSchema = singleLine()
  .transform((s) => s.trim())
  .pipe(
    z.string().refine((s) => characters(s) <= REPORT_REASON_MAX, `Say why in at most ${REPORT_REASON_MAX} characters.`),
  );
