"use client";
/**
 * The player's own seed for a match's randomness (docs/fairness.md): 16 random bytes from the browser's
 * cryptographic generator, as hex, in a hidden field of the create and join forms. Made after hydration (the
 * server's HTML has an empty field: the server then draws the seed, as for a form sent without script).
 */
import { useEffect, useState } from "react";

export function PlayerSeedField() {
  const [seed, setSeed] = useState("");
  useEffect(() => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    setSeed(Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""));
  }, []);
  return <input type="hidden" name="clientSeed" value={seed} />;
}
