"use client";
/**
 * Ending a running match early, from the match page: resign (asked twice; ranked last, and with two players
 * the other wins), leave (asked twice too; a bot takes the seat), propose to cancel, and answer a proposal
 * (everyone must agree).
 */
import { useState } from "react";
import type { MatchView } from "@/lib/matches/read/views";
import { LobbyButton } from "./lobby-button";
import { fill } from "@/lib/i18n/client-text";

/** The "match.endings" texts; `proposes` with {name}, `agreed` and `waitingFor` with {names}. */
export interface EndingsLabels {
  resignAsk: string;
  resign: string;
  resignTwo: string;
  resignMany: string;
  playOn: string;
  cancelAlone: string;
  proposeCancel: string;
  proposes: string;
  agreed: string;
  waitingFor: string;
  agree: string;
  leaveAsk: string;
  leaveGroup: string;
  leaveWarning: string;
  leave: string;
  stay: string;
}

export function ResignButton({ match, labels }: { match: MatchView; labels: EndingsLabels }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button className="btn" onClick={() => setAsking(true)}>
        {labels.resignAsk}
      </button>
    );
  }
  const two = match.seats.length === 2;
  return (
    <div
      className="card flex flex-wrap items-center gap-2 border-amber-300 bg-amber-50"
      role="group"
      aria-label={labels.resign}
    >
      <p className="text-sm">{two ? labels.resignTwo : labels.resignMany}</p>
      <LobbyButton op="resign" label={labels.resign} matchId={match.id} version={match.version} />
      <button className="btn" onClick={() => setAsking(false)}>
        {labels.playOn}
      </button>
    </div>
  );
}

export function CancelVote({ match, labels }: { match: MatchView; labels: EndingsLabels }) {
  const vote = match.cancelVote;
  if (!vote) {
    const alone = match.seats.filter((s) => s.userId && s.joined).length === 1;
    return (
      <LobbyButton
        op="propose-cancel"
        label={alone ? labels.cancelAlone : labels.proposeCancel}
        matchId={match.id}
        version={match.version}
      />
    );
  }
  return (
    <div id="cancel-vote" className="card space-y-2 border-amber-300 bg-amber-50" data-testid="cancel-vote">
      <p className="text-sm">
        {fill(labels.proposes, { name: vote.proposedBy })}
        {vote.accepted.length > 0 ? fill(labels.agreed, { names: vote.accepted.join(", ") }) : ""}{" "}
        {vote.waitingFor.length > 0 ? fill(labels.waitingFor, { names: vote.waitingFor.join(", ") }) : ""}
      </p>
      {vote.mine === "to-answer" ? (
        <div className="flex flex-wrap gap-2">
          <LobbyButton op="accept-cancel" label={labels.agree} matchId={match.id} version={match.version} />
          <LobbyButton op="refuse-cancel" label={labels.playOn} matchId={match.id} version={match.version} primary />
        </div>
      ) : null}
    </div>
  );
}

/** Leaving a running match hands the seat to a bot; asked twice, since it cannot be undone. */
export function LeaveRunningMatch({ match, labels }: { match: MatchView; labels: EndingsLabels }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button className="btn" onClick={() => setAsking(true)}>
        {labels.leaveAsk}
      </button>
    );
  }
  return (
    <div
      className="card flex flex-wrap items-center gap-2 border-amber-300 bg-amber-50"
      role="group"
      aria-label={labels.leaveGroup}
    >
      <p className="text-sm">{labels.leaveWarning}</p>
      <LobbyButton op="leave" label={labels.leave} matchId={match.id} version={match.version} />
      <button className="btn" onClick={() => setAsking(false)}>
        {labels.stay}
      </button>
    </div>
  );
}
