/** "Play now" (issue 37's automatch): seeks, matching claimed in the database, the job runner's pass. */
export {
  createSeek,
  cancelSeek,
  seeksOverview,
  waitingCounts,
  type MySeek,
  type SeekCount,
  type SeeksOverview,
} from "./seeks";
export { runSeeksOnce } from "./matching";
export {
  seekInputSchema,
  seekIdSchema,
  MAX_OPEN_SEEKS,
  EXPIRY_DAYS,
  DEFAULT_EXPIRY_DAYS,
  type SeekInput,
  type ParsedSeekInput,
} from "./schemas";
