"use client";
/**
 * The fairness check in the browser (docs/fairness.md): fetches the match's record, loads the verifier and the
 * games' engines (only here: they are not in any page's first load) and replays the match, then says what
 * was reproduced or where the record first differs.
 */
import { useEffect, useState } from "react";
import { fill, plural, type PluralForms } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";
import type { Verification } from "@/lib/fairness/verify";

export interface VerifyLabels {
  running: string;
  verified: string;
  replayed: string;
  dice: PluralForms;
  shuffles: PluralForms;
  failed: string;
  where: Record<string, string>;
  error: string;
}

async function verifyMatch(matchId: number): Promise<Verification> {
  const res = await fetch(`/api/matches/${matchId}/record`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`record: ${res.status}`);
  const body = (await res.json()) as { record?: unknown };
  const [{ verifyRecord }, { loadEngine }] = await Promise.all([
    import("@/lib/fairness/verify"),
    import("@/lib/games/engines"),
  ]);
  return verifyRecord(body.record, loadEngine);
}

export function VerifyClient({ matchId, locale, labels }: { matchId: number; locale: Locale; labels: VerifyLabels }) {
  const [result, setResult] = useState<Verification | "error" | null>(null);
  useEffect(() => {
    let live = true;
    verifyMatch(matchId).then(
      (v) => live && setResult(v),
      () => live && setResult("error"),
    );
    return () => {
      live = false;
    };
  }, [matchId]);

  if (result === null)
    return (
      <p className="card" data-testid="verify-result" data-status="running" aria-live="polite">
        {labels.running}
      </p>
    );
  if (result === "error")
    return (
      <p className="card" data-testid="verify-result" data-status="error" role="alert">
        {labels.error}
      </p>
    );
  const d = result.firstDifference;
  const counts = {
    dice: plural(locale, result.dice, labels.dice),
    shuffles: plural(locale, result.shuffles, labels.shuffles),
    entries: result.entries.toLocaleString(locale),
  };
  const text = d
    ? fill(labels.failed, { where: fill(labels.where[d.step] ?? d.step, { entry: d.entry ?? "" }) })
    : fill(result.status === "verified" ? labels.verified : labels.replayed, counts);
  return (
    <div className="card space-y-2" data-testid="verify-result" data-status={result.status} aria-live="polite">
      <p className={d ? "font-semibold text-red-800" : "font-semibold"}>{text}</p>
      {d && (d.expected || d.found) ? (
        <pre className="overflow-x-auto text-xs whitespace-pre-wrap" data-testid="verify-difference">
          {`${d.found ?? ""}\n≠\n${d.expected ?? ""}`}
        </pre>
      ) : null}
    </div>
  );
}
