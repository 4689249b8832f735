"use client";
/**
 * The offer itself (push-offer.tsx): hidden as the server renders it; shown once its code runs, if the
 * browser has push and the notification permission is still "default". Either answer is recorded
 * (`POST /api/push/offer`); "Notify me" then loads the subscribing code (push-client.ts) and subscribes.
 */
import { useState, useSyncExternalStore } from "react";

export interface PushOfferLabels {
  label: string;
  question: string;
  accept: string;
  decline: string;
  close: string;
  enabled: string;
  unsupported: string;
  denied: string;
  failed: string;
}

const noChanges = () => () => undefined;
const canAsk = () => "PushManager" in window && "Notification" in window && Notification.permission === "default";

const answered = () =>
  fetch("/api/push/offer", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).catch(
    () => undefined,
  );

export function PushOfferPrompt({ publicKey, labels }: { publicKey: string; labels: PushOfferLabels }) {
  // Hidden on the server; in the browser only where the question can be asked.
  const askable = useSyncExternalStore(noChanges, canAsk, () => false);
  const [closed, setClosed] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // Once answered, the outcome stays until closed (the permission is no longer undecided then).
  const shown = (askable || said !== null) && !closed;

  const accept = async () => {
    void answered();
    const outcome = await (await import("./push-client")).subscribeHere(publicKey);
    if (typeof outcome === "object") return setSaid(outcome.refused);
    setSaid(
      { ok: labels.enabled, unsupported: labels.unsupported, denied: labels.denied, failed: labels.failed }[outcome],
    );
  };
  const decline = () => {
    void answered();
    setClosed(true);
  };

  return (
    <aside
      hidden={!shown}
      aria-label={labels.label}
      data-testid="push-offer"
      className="fixed inset-x-2 top-2 z-40 rounded-lg border border-moss-300 bg-white p-3 shadow-lg md:inset-x-auto md:top-auto md:right-4 md:bottom-4 md:max-w-sm"
    >
      {said ? (
        <div className="flex items-center gap-2 text-sm">
          <p role="status">{said}</p>
          <button type="button" className="btn ml-auto" onClick={() => setClosed(true)}>
            {labels.close}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm">{labels.question}</p>
          <p className="mt-2 flex gap-2">
            <button type="button" className="btn btn-primary" onClick={accept}>
              {labels.accept}
            </button>
            <button type="button" className="btn" onClick={decline}>
              {labels.decline}
            </button>
          </p>
        </>
      )}
    </aside>
  );
}
