/** Sizes of table talk, and how characters are counted (as people see them: code points). Pure, no imports: the browser uses it. */
export const CHAT_MAX = 500;
export const NOTE_MAX = 5_000;
export const REPORT_REASON_MAX = 300;

export const characters = (s: string) => [...s].length;
