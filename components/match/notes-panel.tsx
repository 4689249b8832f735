"use client";
/** The player's private notes on this match: only they ever read them. Saved on request (GET/POST .../note). */
import { useEffect, useState } from "react";
import { NOTE_MAX, characters } from "@/lib/chat/limits";

export function NotesPanel({ matchId }: { matchId: number }) {
  const [text, setText] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void (async () => {
      try {
        const r = (await (await fetch(`/api/matches/${matchId}/note`, { cache: "no-store" })).json()) as { ok: boolean; text?: string };
        if (r.ok) {
          setText(r.text ?? "");
          setSaved(r.text ?? "");
        }
      } catch {
        setStatus("Your notes could not be loaded.");
      }
    })();
  }, [matchId]);
  const save = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/matches/${matchId}/note`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });
      const r = (await res.json()) as { ok: boolean; message?: string };
      if (r.ok) {
        setSaved(text);
        setStatus("Saved.");
      } else setStatus(r.message ?? "Not saved.");
    } catch {
      setStatus("Not saved: the site could not be reached.");
    } finally {
      setBusy(false);
    }
  };
  const left = NOTE_MAX - characters(text);
  return (
    <section className="card" aria-labelledby="notes-heading" data-testid="notes">
      <h2 id="notes-heading">My notes</h2>
      <p className="text-xs text-stone-600">Only you can read these.</p>
      <label htmlFor={`notes-${matchId}`} className="sr-only">
        My private notes on this match
      </label>
      <textarea id={`notes-${matchId}`} className="field mt-1 min-h-24" value={text} onChange={(e) => setText(e.target.value)} data-testid="notes-input" />
      <div className="mt-1 flex items-center gap-2">
        <span className={`mr-auto text-xs ${left < 0 ? "text-red-700" : "text-stone-500"}`} role="status">
          {status ?? `${left} characters left`}
        </span>
        <button className="btn" disabled={busy || text === saved || left < 0} onClick={() => void save()} data-testid="notes-save">
          Save notes
        </button>
      </div>
    </section>
  );
}
