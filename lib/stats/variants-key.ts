/**
 * A match's rule variants as the statistics key them: the chosen keys from its options, sorted and
 * comma-joined; "" for none (and for games without variants).
 */
export function variantsKey(options: unknown): string {
  if (typeof options !== "object" || options === null || !("variants" in options)) return "";
  const keys = (options as { variants: unknown }).variants;
  if (!Array.isArray(keys)) return "";
  return [...new Set(keys.filter((k): k is string => typeof k === "string"))].sort().join(",");
}

/** The variant keys of a stored key ("" has none). */
export function variantsOfKey(key: string): string[] {
  return key === "" ? [] : key.split(",");
}
