"use client";
/**
 * The player's own seed for a match's randomness (docs/fairness.md): 16 random bytes from the browser's
 * cryptographic generator, as hex, in a hidden field of the create and join forms, filled in when the field
 * reaches the page (a ref, no state: the match page's script budget is tight). The server's HTML has an empty
 * field: sent so (without script), the server draws the seed.
 */
const fillSeed = (field: HTMLInputElement | null) => {
  if (field && !field.value)
    field.value = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
};

export function PlayerSeedField() {
  return <input type="hidden" name="clientSeed" ref={fillSeed} />;
}
