/**
 * Rate limits: `consume(db, "matchCreate", userId)` counts one request and says whether it may go on.
 * Pass the transaction of the write when there is one, so a refused or rolled-back write is not counted.
 */
import type { Db, Tx } from "@/lib/db";
import { decrement, increment, windowStart } from "./counter";
import { limitRules, type LimitName } from "./limits";

export type { LimitName } from "./limits";
export { sweepExpired } from "./counter";

/** A limit's sentence by reference (the "errors" catalogue's `limits`), said with the wait in the reader's words. */
export interface LimitSentence {
  namespace: "errors.limits";
  key: LimitName;
  values: { waitSeconds: number };
}

/** A refused request: when to try again, the English sentence (API, logs) and the sentence's reference. */
export interface LimitRefusal {
  ok: false;
  retryAfterSeconds: number;
  message: string;
  sentence: LimitSentence;
}

export type LimitCheck = { ok: true } | LimitRefusal;

function key(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

/** A wait as people are told it: whole minutes (at least one), from two hours on whole hours. */
export function waitParts(seconds: number): { minutes: number } | { hours: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? { minutes } : { hours: Math.ceil(minutes / 60) };
}

/** The wait in English ("1 minute", "12 minutes", "3 hours"), for the API's sentence. */
export function waitText(seconds: number): string {
  const wait = waitParts(seconds);
  if ("hours" in wait) return `${wait.hours} hours`;
  return wait.minutes === 1 ? "1 minute" : `${wait.minutes} minutes`;
}

/** Counts `amount` requests of `subject` (a user id, an address, an email) against the limit `name`. */
export async function consume(
  db: Db | Tx,
  name: LimitName,
  subject: string,
  now = new Date(),
  amount = 1,
): Promise<LimitCheck> {
  const rule = limitRules()[name];
  for (const window of rule.windows) {
    const count = await increment(db, key(name, subject), window, now, amount);
    if (count > window.max) {
      const end = windowStart(now, window.seconds).getTime() + window.seconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
      return {
        ok: false,
        retryAfterSeconds,
        message: rule.message.replace("{wait}", waitText(retryAfterSeconds)),
        sentence: { namespace: "errors.limits", key: name, values: { waitSeconds: retryAfterSeconds } },
      };
    }
  }
  return { ok: true };
}

/** Gives one request back to every window of the limit (it turned out not to be abuse). */
export async function giveBack(db: Db | Tx, name: LimitName, subject: string, now = new Date()): Promise<void> {
  for (const window of limitRules()[name].windows) await decrement(db, key(name, subject), window, now);
}
