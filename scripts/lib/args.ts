/** Tiny `--name value` / `--flag` parser for the scripts. */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) continue;
    const [k, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) out[k] = inline;
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith("--")) out[k] = argv[++i]!;
    else out[k] = "true";
  }
  return out;
}
