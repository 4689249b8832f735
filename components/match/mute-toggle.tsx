"use client";
import { useState, useTransition } from "react";
import { setMuteAction } from "@/app/actions/notifications";

/** Mute or unmute this match's mails for me (MatchMute). */
export function MuteToggle({ matchId, muted: initial }: { matchId: number; muted: boolean }) {
  const [muted, setMuted] = useState(initial);
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      className="btn"
      aria-pressed={muted}
      disabled={pending}
      data-testid="mute-toggle"
      onClick={() =>
        start(async () => {
          const r = await setMuteAction(matchId, !muted);
          setMuted(r.muted);
        })
      }
    >
      {muted ? "Muted: no mail about this match (unmute)" : "Mute mail about this match"}
    </button>
  );
}
