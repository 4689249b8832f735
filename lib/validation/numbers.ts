/**
 * Whole numbers from outside (route segments, query parameters, JSON bodies, form fields, server action
 * arguments) read into the range of what they are looked up with, before any query runs. PostgreSQL refuses
 * a value outside its column's type with an error (a 19-digit message id above the 64-bit range was a 500),
 * and JavaScript silently rounds numbers past 2^53, so both are checked here, once, for every id.
 *
 * Accepted: a JSON number that is a whole number, or decimal digits ("42", "007"). Refused: signs,
 * exponents ("1e3"), points, spaces, hex, empty strings, null, booleans.
 */
import { z } from "zod";

/** The largest PostgreSQL `integer` (int4): match ids, versions, history indexes. */
export const INT4_MAX = 2_147_483_647;
/** The largest PostgreSQL `bigint` (int8): chat message ids. */
export const INT8_MAX = 9_223_372_036_854_775_807n;

/** A whole number from `min` to `max` (at most Number.MAX_SAFE_INTEGER), given as a number or as digits. */
export function wholeNumber(min: number, max: number) {
  return z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** An id of an `integer` column (matches). */
export const intId = wholeNumber(1, INT4_MAX);

/** An id of a `bigint` column (chat messages), as decimal digits (JSON numbers cannot hold them exactly). */
export const bigintId = z
  .string()
  .regex(/^\d{1,19}$/)
  .transform(BigInt)
  .refine((n) => n >= 1n && n <= INT8_MAX, "The id is out of range.");
