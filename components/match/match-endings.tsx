"use client";
/**
 * Ending a running match early, from the match page: resign (asked twice; ranked last, and with two players
 * the other wins), leave (asked twice too; a bot takes the seat), propose to cancel, and answer a proposal
 * (everyone must agree).
 */
import { useState } from "react";
import type { MatchView } from "@/lib/matches/views";
import { LobbyButton } from "./lobby-button";

export function ResignButton({ match }: { match: MatchView }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button className="btn" onClick={() => setAsking(true)}>
        Resign…
      </button>
    );
  }
  const two = match.seats.length === 2;
  return (
    <div className="card flex flex-wrap items-center gap-2 border-amber-300 bg-amber-50" role="group" aria-label="Resign">
      <p className="text-sm">
        {two ? "The match ends now and the other player wins." : "You are ranked last, and a bot plays your seat to the end."} This cannot be undone.
      </p>
      <LobbyButton op="resign" label="Resign" matchId={match.id} version={match.version} />
      <button className="btn" onClick={() => setAsking(false)}>
        Play on
      </button>
    </div>
  );
}

export function CancelVote({ match }: { match: MatchView }) {
  const vote = match.cancelVote;
  if (!vote) {
    const alone = match.seats.filter((s) => s.userId && s.joined).length === 1;
    return <LobbyButton op="propose-cancel" label={alone ? "Cancel this match (no other player to ask)" : "Propose to cancel"} matchId={match.id} version={match.version} />;
  }
  return (
    <div id="cancel-vote" className="card space-y-2 border-amber-300 bg-amber-50" data-testid="cancel-vote">
      <p className="text-sm">
        {vote.proposedBy} proposes to cancel this match.{vote.accepted.length > 0 ? ` Agreed: ${vote.accepted.join(", ")}.` : ""}{" "}
        {vote.waitingFor.length > 0 ? `Waiting for: ${vote.waitingFor.join(", ")}.` : ""}
      </p>
      {vote.mine === "to-answer" ? (
        <div className="flex flex-wrap gap-2">
          <LobbyButton op="accept-cancel" label="Agree to cancel" matchId={match.id} version={match.version} />
          <LobbyButton op="refuse-cancel" label="Play on" matchId={match.id} version={match.version} primary />
        </div>
      ) : null}
    </div>
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
      <LobbyButton op="leave" label="Leave and hand my seat to a bot" matchId={match.id} version={match.version} />
      <button className="btn" onClick={() => setAsking(false)}>
        Stay
      </button>
    </div>
  );
}
