"use client";
/**
 * Keeps a match page current: the live stream names the match's new version and the page refetches itself
 * (router.refresh keeps the board's own state, so a half-made turn stays as it is; pending steps live on
 * the server anyway). Without a stream (signed out, refused, an old browser) it polls the version instead.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useLiveEvent, useLiveStatus, useLiveWatch } from "@/components/live/live-events";
import { serverAnswers } from "@/components/live/server-answers";

const POLL_MS = 3000;

export function MatchLiveSync({ matchId, version }: { matchId: number; version: number }) {
  const router = useRouter();
  const status = useLiveStatus();
  const seen = useRef(version);
  useEffect(() => {
    seen.current = version;
  }, [version]);
  useLiveWatch(matchId);
  useLiveEvent("match", (d) => {
    if (d.matchId === matchId && d.version !== seen.current) router.refresh();
  });
  // After a reconnect: the server that just answered may be stopping again (serverAnswers says why to ask).
  useLiveEvent("resync", () => void serverAnswers().then((up) => up && router.refresh()));

  // One version check: what changed before the stream could tell (also the polling fallback's tick).
  const check = useCallback(async () => {
    try {
      const res = await fetch(`/api/matches/${matchId}/version`, { cache: "no-store" });
      if (!res.ok) return;
      const body = (await res.json()) as { version: number };
      if (body.version !== seen.current) router.refresh();
    } catch {
      // Offline for a moment: the next check or the stream will tell.
    }
  }, [matchId, router]);
  useLiveEvent("open", () => void check());

  useEffect(() => {
    // Polling while no stream is open (refused, or failing to connect); not while one is.
    if (status === "live") return;
    const timer = setInterval(() => !document.hidden && void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [status, check]);
  return null;
}
