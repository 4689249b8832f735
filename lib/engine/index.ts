export * from "./types";
export * from "./rng";
export * from "./turn";
export * from "./bot";
export * from "./checked-access";
export * from "./move-shape";
export * from "./rules-version";
export { canonicalJson } from "./canonical";
export { chosenVariants } from "./variants";
