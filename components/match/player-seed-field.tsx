"use client";
/**
 * The player's own seed for a match's randomness (docs/fairness.md), in a hidden field of the create form: a
 * random UUID (122 random bits) from the browser's cryptographic generator, filled in by `fillSeed` when the
 * field reaches the page (a ref, no state). The server's HTML has an empty field: sent so (without script, or
 * without `crypto.randomUUID` outside a secure context), the server draws the seed. The match page's Join
 * button adds one the same way (lobby-button.tsx).
 */
const fillSeed = (field: HTMLInputElement | null) => {
  if (field && !field.value) field.value = crypto.randomUUID?.() ?? "";
};

export function PlayerSeedField() {
  return <input type="hidden" name="clientSeed" ref={fillSeed} />;
}
