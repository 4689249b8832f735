"use client";
/**
 * One live stream per tab (GET /api/events), shared by everything on the page through context: the header
 * count, the lists and the match page subscribe to the events they care about. The browser's EventSource
 * reconnects by itself and resumes with Last-Event-ID; after any interruption the subscribers get a
 * "resync" (they refetch), because a page cannot know what it missed while the network was gone.
 *
 * Status: "live" while the stream is open; "fallback" when it cannot be opened (signed out, the server's
 * stream limit, an old browser): pages then poll. A tab hidden for HIDDEN_CLOSE_MS closes its
 * stream, so that "has the site open" (no turn mail, lib/live/presence.ts) means someone looked recently;
 * it reopens, and resynchronises, when the tab is shown again.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** The stream's events, and "open": a stream (re)opened (pages check what changed before it could tell them). */
export type LiveEventName = "match" | "count" | "lobby" | "invitation" | "chat" | "resync" | "open";
export type LiveStatus = "connecting" | "live" | "fallback";
type Handler = (data: Record<string, unknown>) => void;

interface LiveContextValue {
  status: LiveStatus;
  subscribe(name: LiveEventName, handler: Handler): () => void;
  /** Adds a match the page shows (a spectator gets its events too); returns the undo. */
  watch(matchId: number): () => void;
}

const LiveContext = createContext<LiveContextValue | null>(null);

const HIDDEN_CLOSE_MS = 10 * 60_000;
/** After the server refused the stream, try again this much later. */
const REFUSED_RETRY_MS = 60_000;
const NAMES: LiveEventName[] = ["match", "count", "lobby", "invitation", "chat", "resync"];

/**
 * `since`: the newest event id when the server began rendering this page; the first stream resumes after it,
 * so a change committed between the render and the stream's opening is not lost.
 */
export function LiveProvider({ since, children }: { since: number; children: React.ReactNode }) {
  const handlers = useRef(new Map<LiveEventName, Set<Handler>>());
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [watched, setWatched] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Events may have been missed since the last open stream: subscribers refetch when the next one opens. */
  const missed = useRef(false);
  const lastId = useRef<string | null>(since > 0 ? String(since) : null);

  const emit = useCallback((name: LiveEventName, data: Record<string, unknown>) => {
    for (const h of handlers.current.get(name) ?? []) h(data);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onVisibility = () => {
      if (timer) clearTimeout(timer);
      if (document.hidden) {
        timer = setTimeout(() => {
          // Whatever happens until the tab is shown again is not heard.
          missed.current = true;
          setHidden(true);
        }, HIDDEN_CLOSE_MS);
      } else setHidden(false);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      if (timer) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (hidden) return;
    if (typeof EventSource === "undefined") {
      setStatus("fallback");
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const connect = () => {
      // A new stream (another watched match, a tab shown again) resumes after the last event this tab heard.
      const params = new URLSearchParams();
      if (watched) params.set("watch", String(watched));
      if (lastId.current) params.set("lastEventId", lastId.current);
      const es = new EventSource(`/api/events${params.size > 0 ? `?${params}` : ""}`);
      source = es;
      es.onopen = () => {
        setStatus("live");
        if (missed.current) emit("resync", {});
        else emit("open", {});
        missed.current = false;
      };
      es.onerror = () => {
        missed.current = true;
        // CONNECTING: the browser retries by itself. CLOSED: the server refused (401, 429, 503): poll meanwhile.
        if (es.readyState === EventSource.CLOSED) {
          setStatus("fallback");
          retry = setTimeout(() => setAttempt((n) => n + 1), REFUSED_RETRY_MS);
        } else setStatus("connecting");
      };
      for (const name of NAMES) {
        es.addEventListener(name, (e) => {
          const id = (e as MessageEvent<string>).lastEventId;
          if (id) lastId.current = id;
          try {
            emit(name, JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>);
          } catch {
            // A frame that is not JSON is ignored.
          }
        });
      }
    };
    // Opened after this render's effects: a page that watches a match sets it in the same commit, and the
    // stream is opened once, with it, instead of once without and again with.
    const opening = setTimeout(connect, 0);
    // Leaving the page (also into the back-forward cache, which may keep connections open) ends the stream
    // at once: the server must know the player is gone (no turn mail while present).
    const leave = () => {
      missed.current = true;
      source?.close();
    };
    window.addEventListener("pagehide", leave);
    return () => {
      clearTimeout(opening);
      window.removeEventListener("pagehide", leave);
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [watched, hidden, attempt, emit]);

  // Back from the back-forward cache: a fresh stream, and the page refetches what happened meanwhile.
  useEffect(() => {
    const back = (e: PageTransitionEvent) => e.persisted && setAttempt((n) => n + 1);
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);

  // Coming back online: the stream reconnects by itself; the page refetches at once rather than at the
  // browser's next retry.
  useEffect(() => {
    const online = () => emit("resync", {});
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [emit]);

  const subscribe = useCallback((name: LiveEventName, handler: Handler) => {
    let set = handlers.current.get(name);
    if (!set) handlers.current.set(name, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }, []);
  const watch = useCallback((matchId: number) => {
    setWatched(matchId);
    return () => setWatched((w) => (w === matchId ? null : w));
  }, []);
  const value = useMemo<LiveContextValue>(() => ({ status, subscribe, watch }), [status, subscribe, watch]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The stream's status; "fallback" outside a provider (signed-out visitors poll). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? "fallback";
}

/** Calls `handler` for each event `name` while the component is mounted (the latest handler is used). */
export function useLiveEvent(name: LiveEventName, handler: Handler): void {
  const subscribe = useContext(LiveContext)?.subscribe;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe?.(name, (d) => latest.current(d)), [subscribe, name]);
}

/** Adds the match to the tab's stream while the component is mounted. */
export function useLiveWatch(matchId: number | null): void {
  const live = useContext(LiveContext);
  const watch = live?.watch;
  useEffect(() => (matchId !== null && watch ? watch(matchId) : undefined), [matchId, watch]);
}
