"use client";
/** "Rematch": the same players and settings again, seats moved on by one; everyone else is invited. */
import { useState } from "react";
import { useRouter } from "next/navigation";

export function RematchButton({ matchId }: { matchId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/matches/${matchId}/rematch`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const r = (await res.json()) as { ok: boolean; matchId?: number; message?: string };
      if (r.ok && r.matchId) router.push(`/matches/${r.matchId}`);
      else setError(r.message ?? "The rematch could not be set up.");
    } catch {
      setError("The site could not be reached.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button className="btn btn-primary" disabled={busy} onClick={() => void ask()} data-testid="rematch">
        Rematch
      </button>
      <span className="text-sm text-stone-600">same players and settings, seats moved on by one; the others are invited</span>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
