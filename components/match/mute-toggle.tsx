"use client";
import { useState, useTransition } from "react";
import { setMuteAction } from "@/app/actions/notifications";

/** Mute or unmute this match's mails for me (MatchMute). */
/** `labels`: the "match.mute" texts. */
export function MuteToggle({
  matchId,
  muted: initial,
  labels,
}: {
  matchId: number;
  muted: boolean;
  labels: { muted: string; mute: string };
}) {
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
      {muted ? labels.muted : labels.mute}
    </button>
  );
}
