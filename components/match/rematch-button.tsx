"use client";
/** "Rematch": the same players and settings again, seats moved on by one; everyone else is invited. */
import { useState } from "react";
import { useRouter } from "next/navigation";

/** `labels`: the "match.rematch" texts. */
export function RematchButton({
  matchId,
  labels,
}: {
  matchId: number;
  labels: { button: string; hint: string; failed: string; offline: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/matches/${matchId}/rematch`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      const r = (await res.json()) as { ok: boolean; matchId?: number; message?: string };
      if (r.ok && r.matchId) router.push(`/matches/${r.matchId}`);
      else setError(r.message ?? labels.failed);
    } catch {
      setError(labels.offline);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button className="btn btn-primary" disabled={busy} onClick={() => void ask()} data-testid="rematch">
        {labels.button}
      </button>
      <span className="text-sm text-stone-600">{labels.hint}</span>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
