/**
 * "Try it against a bot": a guest (made now, or the one the browser's cookie names) and a new match of the
 * game against greedy bots, started at once. A new guest is counted against its client address
 * (`guestCreate`, 10 an hour); a guest has at most 3 matches going (lib/matches/lifecycle/lobby.ts counts them
 * in the match's own write).
 */
import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "@/lib/db";
import { getGame } from "@/lib/games";
import { fail, limited, type MatchResult } from "@/lib/errors/errors";
import { consume } from "@/lib/rate-limits";
import { hashToken, newToken } from "@/lib/secrets/tokens";
import { isUniqueViolation } from "@/lib/accounts/users";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import type { SeatSpec } from "@/lib/matches/store/schemas";
import { guestIdOf } from "./identity";
import { GUEST_RUNNING_MATCHES } from "./rules";

export interface GuestStart {
  matchId: number;
  /** A new guest's cookie value (set it on the answer); absent: the cookie's guest played again. */
  token?: string;
}

/** Seats of a guest's match: the guest first, then greedy bots up to the game's smallest table (at least two). */
export function guestSeats(minPlayers: number): SeatSpec[] {
  const bots = Math.max(2, minPlayers) - 1;
  return [{ kind: "me" }, ...Array.from({ length: bots }, () => ({ kind: "bot" as const, style: "greedy" as const }))];
}

export async function startGuestMatch(
  db: Db,
  input: { gameKey: string; token: string | null | undefined; address: string | null },
  now = new Date(),
): Promise<MatchResult<GuestStart>> {
  const game = getGame(input.gameKey);
  if (!game) return fail("UNKNOWN_GAME");
  let guestId = await guestIdOf(db, input.token, now);
  let token: string | undefined;
  if (!guestId) {
    // Unknown addresses (no socket address reached the app) share one counter: they are not let through freely.
    const check = await consume(db, "guestCreate", input.address ?? "unknown", now);
    if (!check.ok) return limited(check);
    token = newToken();
    guestId = await createGuest(db, token, now);
  }
  const r = await createMatch(
    db,
    guestId,
    { gameKey: game.key, seats: guestSeats(game.minPlayers) },
    { runningAtMost: GUEST_RUNNING_MATCHES },
  );
  return r.ok ? { ok: true, value: { matchId: r.value.matchId, token } } : r;
}

/**
 * A guest row: "Guest 4821" (registered names have no spaces, so no account can be named so), no address of
 * theirs (a random `.invalid` one: the column is required and unique, and such an address can never receive
 * mail), no password, no mail ever (notifyMode off), no push offer, no language setting (its browser's).
 */
async function createGuest(db: Db, token: string, now: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    // Four digits while they are mostly free; more once several tries collided.
    const digits = attempt < 3 ? 4 : attempt < 6 ? 6 : 9;
    const username = `Guest ${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    try {
      const user = await db.user.create({
        data: {
          username,
          usernameLower: username.toLowerCase(),
          email: `guest-${randomBytes(12).toString("hex")}@guest.invalid`,
          guest: true,
          guestTokenHash: hashToken(token),
          lastSeenAt: now,
          notifyMode: "off",
          autoVacation: false,
          pushOfferedAt: now,
        },
        select: { id: true },
      });
      return user.id;
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 8) throw e;
    }
  }
}
