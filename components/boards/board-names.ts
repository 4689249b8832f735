/**
 * A component's name in the viewer's language, from the words the server handed the board. Not in
 * board-text.tsx: that module is a client one ("use client"), and the rules guide's pictures draw the same
 * tiles on the server, where a client module's functions cannot be called.
 */
export function nameIn(text: { names: Readonly<Record<string, string>> }, english: string): string {
  return text.names[english] ?? english;
}
