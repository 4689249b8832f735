/**
 * zod's errors per form field, for a form shown in the reader's language. The form's own schemas already
 * speak it (built with the translator); the text rule every schema shares (lib/validation/text.ts) says its
 * one sentence in English, for the JSON API too, so that sentence is swapped here for the translated one.
 */
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE } from "./text";

export function formFieldErrors(error: z.ZodError, controlCharacters: string): Record<string, string[] | undefined> {
  const { fieldErrors } = z.flattenError(error) as { fieldErrors: Record<string, string[] | undefined> };
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages?.map((m) => (m === CONTROL_CHARACTER_MESSAGE ? controlCharacters : m)),
    ]),
  );
}
