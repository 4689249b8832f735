/**
 * Rate limits: `consume(db, "matchCreate", userId)` counts one request and says whether it may go on.
 * Pass the transaction of the write when there is one, so a refused or rolled-back write is not counted.
 */
import type { Db, Tx } from "@/lib/db";
import { decrement, increment, windowStart } from "./counter";
import { limitRules, type LimitName } from "./limits";

export type { LimitName } from "./limits";
export { sweepExpired } from "./counter";

export type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

function key(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
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
      return { ok: false, retryAfterSeconds, message: rule.message.replace("{wait}", waitText(retryAfterSeconds)) };
    }
  }
  return { ok: true };
}

/** Gives one request back to every window of the limit (it turned out not to be abuse). */
export async function giveBack(db: Db | Tx, name: LimitName, subject: string, now = new Date()): Promise<void> {
  for (const window of limitRules()[name].windows) await decrement(db, key(name, subject), window, now);
}
