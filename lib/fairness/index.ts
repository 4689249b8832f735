/** Provably fair randomness (issue 39, docs/fairness.md): seeds, commitments, and the verifier (verify.ts). */
export * from "./seeds";
export * from "./commitments";
