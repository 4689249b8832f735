"use client";
import { useActionState, useState } from "react";
import { lobbyAction } from "@/app/actions/matches";
import { initialFormState } from "@/lib/site/form-state";
import type { MatchView } from "@/lib/matches/views";
import { FormMessage } from "@/components/forms/field";
import { seatDisplayName } from "@/lib/matches/seat-name";

export function LobbyButton({ op, label, match, primary }: { op: string; label: string; match: MatchView; primary?: boolean }) {
  const [state, action, pending] = useActionState(lobbyAction, initialFormState);
  return (
    <form action={action}>
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="matchId" value={match.id} />
      <input type="hidden" name="version" value={match.version} />
      <button className={primary ? "btn btn-primary" : "btn"} disabled={pending}>
        {label}
      </button>
      <FormMessage message={state.message} ok={state.ok} />
    </form>
  );
}

/** Before the start: who is seated, invited or missing; join, leave, start, cancel. */
export function LobbyPanel({ match, userId }: { match: MatchView; userId: string | null }) {
  const mine = match.seats.find((s) => s.userId === userId);
  const filled = match.seats.filter((s) => s.joined).length;
  return (
    <section className="card space-y-3">
      <h2>Waiting for players</h2>
      <ul className="space-y-1" data-testid="lobby-seats">
        {match.seats.map((s) => (
          <li key={s.seatIndex}>
            Seat {s.seatIndex + 1}:{" "}
            {seatDisplayName(s, s.seatIndex, "open for anyone")}
            {s.invited ? " (invited)" : ""}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        {match.canJoin ? <LobbyButton op="join" label={mine?.invited ? "Accept invitation" : "Join"} match={match} primary /> : null}
        {mine && !match.isCreator ? <LobbyButton op="leave" label={mine.invited ? "Decline" : "Leave"} match={match} /> : null}
        {match.isCreator && filled >= match.minPlayers ? <LobbyButton op="start" label={`Start now with ${filled} players`} match={match} primary /> : null}
        {match.isCreator ? <LobbyButton op="cancel" label="Cancel match" match={match} /> : null}
      </div>
      <p className="text-sm text-stone-600">The match starts by itself when every seat is taken.</p>
    </section>
  );
}

/** Leaving a running match hands the seat to a bot; asked twice, since it cannot be undone. */
export function LeaveRunningMatch({ match }: { match: MatchView }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button className="btn" onClick={() => setAsking(true)}>
        Leave match…
      </button>
    );
  }
  return (
    <div className="card flex flex-wrap items-center gap-2 border-amber-300 bg-amber-50" role="group" aria-label="Leave the match">
      <p className="text-sm">A bot will play your seat to the end. You cannot come back to this match.</p>
      <LobbyButton op="leave" label="Leave and hand my seat to a bot" match={match} />
      <button className="btn" onClick={() => setAsking(false)}>
        Stay
      </button>
    </div>
  );
}
