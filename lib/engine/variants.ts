/**
 * The rule variants a stored match plays with, read from its options (`options.variants`, a list of keys of
 * the game's `variants`) for the lobby, the lists and the match page. Stored options were parsed by the game
 * when the match was created; anything else (an old match, a key the game no longer has) is left out rather
 * than shown.
 */
import type { AnyGame, VariantChoice } from "./types";

export function chosenVariants(game: AnyGame, options: unknown): VariantChoice[] {
  const offered: readonly VariantChoice[] = game.variants ?? [];
  if (offered.length === 0 || typeof options !== "object" || options === null || !("variants" in options)) return [];
  const keys = (options as { variants: unknown }).variants;
  if (!Array.isArray(keys)) return [];
  return offered.filter((v) => keys.includes(v.key));
}
