"use client";
/** Friend and block buttons on a profile (POST /api/users/:username/friend | unfriend | block). */
import { useState } from "react";
import { useRouter } from "next/navigation";

type State = "none" | "asked" | "asking-you" | "friends";

export function RelationButtons({ username, state, blocked }: { username: string; state: State; blocked: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = async (op: string, body: unknown = {}) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(`/api/users/${encodeURIComponent(username)}/${op}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const r = (await res.json()) as { ok: boolean; message?: string };
      if (!r.ok) setMessage(r.message ?? "That did not work.");
      router.refresh();
    } catch {
      setMessage("The site could not be reached.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="relation">
      {blocked ? null : state === "friends" ? (
        <>
          <span className="text-sm">You are friends.</span>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            Remove friend
          </button>
        </>
      ) : state === "asked" ? (
        <>
          <span className="text-sm">Friend request sent.</span>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            Withdraw
          </button>
        </>
      ) : state === "asking-you" ? (
        <>
          <button className="btn btn-primary" disabled={busy} onClick={() => void post("friend")}>
            Accept friend request
          </button>
          <button className="btn" disabled={busy} onClick={() => void post("unfriend")}>
            Decline
          </button>
        </>
      ) : (
        <button className="btn" disabled={busy} onClick={() => void post("friend")}>
          Add friend
        </button>
      )}
      <button className="btn" disabled={busy} onClick={() => void post("block", { blocked: !blocked })}>
        {blocked ? "Unblock" : "Block"}
      </button>
      {message ? (
        <span role="alert" className="text-sm text-red-700">
          {message}
        </span>
      ) : null}
    </div>
  );
}
