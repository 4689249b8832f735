"use client";
/**
 * Keeps a match page current: the live stream names the match's new version and the page refetches itself
 * (router.refresh keeps the board's own state, so a half-made turn stays as it is; pending steps live on
 * the server anyway). Without a stream (signed out, refused, an old browser) it polls the version instead.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useLiveEvent, useLiveStatus, useLiveWatch } from "@/components/live/live-events";

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
  // One version check: what changed before the stream could tell (also the polling fallback's tick, and
  // after a reconnect). It refreshes only when the server has just answered: Next turns a refresh that
  // cannot reach the server (one stopping again) into a full page load (components/live/server-answers.ts).
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
  useLiveEvent("resync", () => void check());

  useEffect(() => {
    // Polling while no stream is open (refused, or failing to connect); not while one is.
    if (status === "live") return;
    const timer = setInterval(() => !document.hidden && void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [status, check]);
  return null;
}
