/**
 * Password sign-in with limits that hold across instances and under concurrency: every attempt is counted
 * before the password is checked (an atomic increment, so sixty parallel guesses get exactly the limit's
 * number of checks); the owner's successful sign-in gives its attempt back.
 *
 * Lockout cannot be turned against a victim: past the per-account limit, password sign-in for that account
 * pauses, but sign-in by mailed link goes on (it is limited per address mailed to, never blocked: see
 * accountMailTarget), and only the owner reads that mail.
 */
import type { Db } from "@/lib/db";
import { verifyPassword } from "@/lib/secrets/password";
import { consume, giveBack, type LimitSentence } from "@/lib/rate-limits";
import { addressKey } from "@/lib/http/client-address";
import { findByLogin } from "./users";

export type CredentialCheck =
  | { ok: true; user: { id: string; username: string; email: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "blocked" }
  | { ok: false; reason: "throttled"; message: string; sentence: LimitSentence };

export async function checkCredentials(
  db: Db,
  login: string,
  password: string,
  address: string | null,
  now = new Date(),
): Promise<CredentialCheck> {
  const user = await findByLogin(db, login);
  // Username and email name one account: its id is the key. An unknown login is counted under its own name,
  // so that probing costs the same either way.
  const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  const byAccount = await consume(db, "signInAccount", account, now);
  // The account's sentence comes first: it tells the owner how to get in anyway.
  if (!byAccount.ok)
    return { ok: false, reason: "throttled", message: byAccount.message, sentence: byAccount.sentence };
  const byAddress = address ? addressKey(address) : null;
  if (byAddress) {
    const a = await consume(db, "signInAddress", byAddress, now);
    if (!a.ok) {
      // Attempts refused by the address limit do not also use up the account's allowance.
      await giveBack(db, "signInAccount", account, now);
      return { ok: false, reason: "throttled", message: a.message, sentence: a.sentence };
    }
  }
  const good = await verifyPassword(password, user?.passwordHash);
  if (!user || !good) return { ok: false, reason: "invalid" };
  await giveBack(db, "signInAccount", account, now);
  if (byAddress) await giveBack(db, "signInAddress", byAddress, now);
  if (user.blockedAt) return { ok: false, reason: "blocked" };
  return {
    ok: true,
    user: { id: user.id, username: user.username, email: user.email, sessionVersion: user.sessionVersion },
  };
}
