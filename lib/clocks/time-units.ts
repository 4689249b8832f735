/**
 * The plain values of time controls (lib/clocks/time-control.ts), kept apart from its zod schema so that
 * client components (the deadline, the create form's time fields) import them without zod: building the
 * schema runs at import time, so a bundler cannot leave zod out of any chunk that imports the schema's module.
 */
export const PER_MOVE_DAYS = [1, 2, 3, 5, 7, 14] as const;
export const NONE_SAFETY_NET_DAYS = 21;
export const TIMEOUT_POLICIES = ["bot", "lose"] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
