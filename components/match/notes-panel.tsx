"use client";
/** The player's private notes on this match: only they ever read them. Saved on request (GET/POST .../note). */
import { useEffect, useState } from "react";
import { NOTE_MAX, characters } from "@/lib/chat/limits";
import type { PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";
import { charactersLeftText } from "./characters-left";

/** The "match.notes" texts; `left` and `over` in plural forms with {count}. */
export interface NotesLabels {
  locale: Locale;
  heading: string;
  /** The placeholder's, while the panel's code loads. */
  loading: string;
  notLoaded: string;
  saved: string;
  notSaved: string;
  offline: string;
  private: string;
  inputLabel: string;
  left: PluralForms;
  over: PluralForms;
  save: string;
}

export function NotesPanel({ matchId, labels }: { matchId: number; labels: NotesLabels }) {
  const [text, setText] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void (async () => {
      try {
        const r = (await (await fetch(`/api/matches/${matchId}/note`, { cache: "no-store" })).json()) as {
          ok: boolean;
          text?: string;
        };
        if (r.ok) {
          setText(r.text ?? "");
          setSaved(r.text ?? "");
        }
      } catch {
        setStatus(labels.notLoaded);
      }
    })();
  }, [matchId, labels.notLoaded]);
  const save = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/matches/${matchId}/note`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
      const r = (await res.json()) as { ok: boolean; message?: string };
      if (r.ok) {
        setSaved(text);
        setStatus(labels.saved);
      } else setStatus(r.message ?? labels.notSaved);
    } catch {
      setStatus(labels.offline);
    } finally {
      setBusy(false);
    }
  };
  const left = NOTE_MAX - characters(text);
  return (
    <section className="card" aria-labelledby="notes-heading" data-testid="notes">
      <h2 id="notes-heading">{labels.heading}</h2>
      <p className="text-xs text-stone-600">{labels.private}</p>
      <label htmlFor={`notes-${matchId}`} className="sr-only">
        {labels.inputLabel}
      </label>
      <textarea
        id={`notes-${matchId}`}
        className="field mt-1 min-h-24"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="notes-input"
      />
      <div className="mt-1 flex items-center gap-2">
        <span className={`mr-auto text-xs ${left < 0 ? "text-red-700" : "text-stone-500"}`} role="status">
          {status ?? charactersLeftText(labels.locale, left, labels)}
        </span>
        <button
          className="btn"
          disabled={busy || text === saved || left < 0}
          onClick={() => void save()}
          data-testid="notes-save"
        >
          {labels.save}
        </button>
      </div>
    </section>
  );
}
