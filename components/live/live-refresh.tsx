"use client";
/**
 * Refreshes a server-rendered page (My games, the lobby lists) when the live stream says something it shows
 * changed, or after an interruption. Several events in a burst give one refresh. Without a stream it polls
 * slowly instead.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLiveEvent, useLiveStatus, type LiveEventName } from "./live-events";
import { serverAnswers } from "./server-answers";

const BURST_MS = 250;
const FALLBACK_POLL_MS = 30_000;

export function LiveRefresh({ on }: { on: LiveEventName[] }) {
  const router = useRouter();
  const status = useLiveStatus();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      router.refresh();
    }, BURST_MS);
  };
  // A player's step (`stepBy`) changes nothing these lists show.
  useLiveEvent("match", (d) => on.includes("match") && d.stepBy === undefined && refresh());
  useLiveEvent("lobby", () => on.includes("lobby") && refresh());
  useLiveEvent("invitation", () => on.includes("invitation") && refresh());
  useLiveEvent("count", () => on.includes("count") && refresh());
  // After a reconnect, and while polling without a stream, only when the server answers (see serverAnswers).
  useLiveEvent("resync", () => void serverAnswers().then((up) => up && refresh()));
  useEffect(() => {
    if (status === "live") return;
    const poll = setInterval(
      () => !document.hidden && void serverAnswers().then((up) => up && router.refresh()),
      FALLBACK_POLL_MS,
    );
    return () => clearInterval(poll);
  }, [status, router]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return null;
}
