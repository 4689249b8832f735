"use client";
/**
 * The match's chat beside the board: messages (escaped by React; only http(s) addresses become links, shown
 * as where they go, left to right: punycode host, no user info, see lib/chat/links.ts; opened in a new tab
 * without a referrer; text of any direction shown in its own direction; long words wrap), a box
 * to write (players only; Enter sends, Shift+Enter starts a new line), and on each message of someone else
 * "Mute" (hides that player's messages everywhere, undone in Settings) and "Report" (for the operator).
 * Fetched through the JSON API (GET/POST /api/matches/:id/chat) and again whenever the live stream says the
 * chat changed.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessageView } from "@/lib/chat/messages";
import { CHAT_MAX, characters } from "@/lib/chat/limits";
import { messageParts } from "@/lib/chat/links";
import { LocalTime } from "@/components/ui/local-time";
import type { Locale } from "@/lib/i18n/locales";
import { useLiveEvent, useLiveStatus } from "@/components/live/live-events";
import { fill, type PluralForms } from "@/lib/i18n/client-text";
import { charactersLeftText } from "./characters-left";

/** The "match.chat" texts; {name} and {count} filled in here. */
export interface ChatLabels {
  /** The reader's language (message times). */
  locale: Locale;
  heading: string;
  loading: string;
  offline: string;
  muted: string;
  reportAsk: string;
  reported: string;
  none: string;
  mute: string;
  muteLabel: string;
  report: string;
  reportLabel: string;
  inputLabel: string;
  placeholder: string;
  left: PluralForms;
  over: PluralForms;
  send: string;
}

interface Props {
  matchId: number;
  /** The viewer's username when signed in. */
  me: string | null;
  canWrite: boolean;
  timeZone: string | null;
  labels: ChatLabels;
}

type Reply = { ok: true; messages?: ChatMessageView[]; message?: ChatMessageView } | { ok: false; message: string };

async function call(url: string, offline: string, body?: unknown): Promise<Reply> {
  try {
    const res = await fetch(
      url,
      body === undefined
        ? { cache: "no-store" }
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    );
    return (await res.json()) as Reply;
  } catch {
    return { ok: false, message: offline };
  }
}

export function ChatPanel({ matchId, me, canWrite, timeZone, labels }: Props) {
  const [messages, setMessages] = useState<ChatMessageView[] | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const load = useCallback(async (): Promise<boolean> => {
    const r = await call(`/api/matches/${matchId}/chat`, labels.offline);
    if (r.ok) setMessages(r.messages ?? []);
    else setError(r.message);
    return r.ok;
  }, [matchId, labels.offline]);
  // The first fetch is asked again until it answers (a busy server, a lost network): 2, 4, 8... up to 30 s
  // apart, so the chat never stays on "Loading" while the page is open.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const attempt = async (wait: number) => {
      if (stopped || (await load()) || stopped) return;
      timer = setTimeout(() => void attempt(Math.min(wait * 2, 30_000)), wait);
    };
    void attempt(2_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load]);
  useLiveEvent("chat", (data) => {
    if (data.matchId === matchId) void load();
  });
  useLiveEvent("resync", () => void load());
  // Without a live stream (guests, an old browser): look again now and then.
  const status = useLiveStatus();
  useEffect(() => {
    if (status !== "fallback") return;
    const timer = setInterval(() => void load(), 30_000);
    return () => clearInterval(timer);
  }, [status, load]);
  // The newest message in view when messages arrive.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const send = async () => {
    if (sending || text.trim() === "") return;
    setSending(true);
    setError(null);
    const r = await call(`/api/matches/${matchId}/chat`, labels.offline, { text });
    setSending(false);
    if (!r.ok) return setError(r.message);
    setText("");
    await load();
  };
  const mute = async (author: string) => {
    const r = await call(`/api/users/${encodeURIComponent(author)}/mute`, labels.offline, { muted: true });
    if (!r.ok) return setError(r.message);
    setNote(fill(labels.muted, { name: author }));
    await load();
  };
  const report = async (m: ChatMessageView) => {
    const reason = window.prompt(fill(labels.reportAsk, { name: m.author }));
    if (reason === null) return;
    const r = await call(`/api/chat/${m.id}/report`, labels.offline, { reason });
    if (!r.ok) return setError(r.message);
    setNote(labels.reported);
  };

  const left = CHAT_MAX - characters(text);
  return (
    <section className="card flex max-h-[60vh] flex-col" aria-labelledby="chat-heading" data-testid="chat">
      <h2 id="chat-heading">{labels.heading}</h2>
      <ol
        ref={list}
        className="mt-2 min-h-0 flex-1 space-y-2 overflow-y-auto text-sm"
        aria-live="polite"
        data-testid="chat-messages"
      >
        {messages === null ? <li className="text-stone-500">{labels.loading}</li> : null}
        {messages?.length === 0 ? <li className="text-stone-600">{labels.none}</li> : null}
        {messages?.map((m) => (
          <li key={m.id} data-testid="chat-message">
            <span className="font-semibold">{m.author}</span>{" "}
            <span className="text-xs text-stone-500">
              <LocalTime at={m.at} timeZone={timeZone} locale={labels.locale} />
            </span>
            {me && m.author !== me ? (
              <span className="ml-1 text-xs">
                <button
                  className="underline"
                  onClick={() => void mute(m.author)}
                  aria-label={fill(labels.muteLabel, { name: m.author })}
                >
                  {labels.mute}
                </button>{" "}
                <button
                  className="underline"
                  onClick={() => void report(m)}
                  aria-label={fill(labels.reportLabel, { name: m.author })}
                >
                  {labels.report}
                </button>
              </span>
            ) : null}
            <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="chat-text">
              {messageParts(m.text).map((p, i) =>
                p.kind === "link" ? (
                  <a
                    key={i}
                    href={p.href}
                    dir="ltr"
                    target="_blank"
                    rel="noopener noreferrer nofollow ugc"
                    className="underline"
                  >
                    {p.text}
                  </a>
                ) : (
                  <span key={i}>{p.text}</span>
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
      {note ? (
        <p className="mt-2 text-sm text-stone-700" role="status">
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="mt-2 text-sm text-red-700" role="alert" data-testid="chat-error">
          {error}
        </p>
      ) : null}
      {canWrite ? (
        <form
          className="mt-2 space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`chat-input-${matchId}`} className="sr-only">
            {labels.inputLabel}
          </label>
          <textarea
            id={`chat-input-${matchId}`}
            className="field min-h-16"
            value={text}
            maxLength={CHAT_MAX * 2}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            placeholder={labels.placeholder}
            data-testid="chat-input"
          />
          <div className="flex items-center gap-2">
            <span className={`mr-auto text-xs ${left < 0 ? "text-red-700" : "text-stone-500"}`}>
              {charactersLeftText(labels.locale, left, labels)}
            </span>
            <button className="btn" disabled={sending || text.trim() === "" || left < 0} data-testid="chat-send">
              {labels.send}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
