"use client";
/** Friend and block buttons on a profile (POST /api/users/:username/friend | unfriend | block). */
import { useState } from "react";
import { useRouter } from "next/navigation";

type State = "none" | "asked" | "asking-you" | "friends";

/** The buttons' words in the reader's language, looked up by the profile page (catalogue "players.relation"). */
export interface RelationLabels {
  friends: string;
  removeFriend: string;
  requestSent: string;
  withdraw: string;
  accept: string;
  decline: string;
  addFriend: string;
  block: string;
  unblock: string;
  /** When the answer carries no sentence of its own. */
  failed: string;
  unreachable: string;
}

export function RelationButtons({
  username,
  state,
  blocked,
  labels,
}: {
  username: string;
  state: State;
  blocked: boolean;
  labels: RelationLabels;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = async (op: string, body: unknown = {}) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(`/api/users/${encodeURIComponent(username)}/${op}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const r = (await res.json()) as { ok: boolean; message?: string };
      if (!r.ok) setMessage(r.message ?? labels.failed);
      router.refresh();
    } catch {
      setMessage(labels.unreachable);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="relation">
      {blocked ? null : state === "friends" ? (
        <>
          <span className="text-sm">{labels.friends}</span>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            {labels.removeFriend}
          </button>
        </>
      ) : state === "asked" ? (
        <>
          <span className="text-sm">{labels.requestSent}</span>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            {labels.withdraw}
          </button>
        </>
      ) : state === "asking-you" ? (
        <>
          <button className="btn btn-primary" disabled={busy} onClick={() => void post("friend")}>
            {labels.accept}
          </button>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            {labels.decline}
          </button>
        </>
      ) : (
        <button className="btn" disabled={busy} onClick={() => void post("friend")}>
          {labels.addFriend}
        </button>
      )}
      <button className="btn" disabled={busy} onClick={() => void post("block", { blocked: !blocked })}>
        {blocked ? labels.unblock : labels.block}
      </button>
      {message ? (
        <span role="alert" className="text-sm text-red-700">
          {message}
        </span>
      ) : null}
    </div>
  );
}
