export * from "./types";
export * from "./rng";
export * from "./turn";
export * from "./bot";
export { canonicalJson } from "./canonical";
