"use server";
/**
 * "Try it against a bot" (components/guest/try-button.tsx): a POST, so no prefetch or crawler makes guests.
 * A visitor becomes a guest (a cookie) with a new match against greedy bots; a guest gets another match (at
 * most 3 going); a signed-in player gets a new match against bots as well. Each lands on the match's page;
 * a refusal lands on /try with its reason.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { currentUser } from "@/lib/auth/current";
import { guestToken, setGuestCookie } from "@/lib/auth/guest";
import { guestSeats, type GuestStart } from "@/lib/guests/start";
import type { MatchResult } from "@/lib/errors/errors";
import { getGame } from "@/lib/games";
import { clientAddressOf } from "@/lib/http/request-client";
import { requireForm } from "@/lib/http/server-actions";
import { site } from "@/lib/site";

const tryInput = z.object({ gameKey: z.string().min(1).max(40) });

/** Why /try shows a refusal (its words: guest.page.<reason>). */
type TryRefusal = "limited" | "tooMany" | "unknownGame" | "failed";

export async function tryAgainstBotAction(form: FormData): Promise<void> {
  requireForm(form);
  const parsed = tryInput.safeParse({ gameKey: form.get("gameKey") });
  const game = parsed.success ? getGame(parsed.data.gameKey) : undefined;
  if (!game) redirect(`/try?refused=unknownGame`);
  const user = await currentUser();
  const token = user ? undefined : await guestToken();
  const r: MatchResult<GuestStart> = user
    ? await site.createMatch(user.id, { gameKey: game.key, seats: guestSeats(game.minPlayers) })
    : await site.guests.start({
        gameKey: game.key,
        token,
        address: clientAddressOf(await headers()),
      });
  if (!r.ok) {
    const reason: TryRefusal =
      r.code === "RATE_LIMITED"
        ? "limited"
        : r.sentence?.key === "guestMatchLimit"
          ? "tooMany"
          : r.code === "UNKNOWN_GAME"
            ? "unknownGame"
            : "failed";
    redirect(`/try?refused=${reason}&game=${encodeURIComponent(game.key)}`);
  }
  // A new guest's cookie, or the guest's own again (its 30 days start anew).
  const cookie = r.value.token ?? (user ? undefined : token);
  if (cookie) await setGuestCookie(cookie);
  redirect(`/matches/${r.value.matchId}`);
}
