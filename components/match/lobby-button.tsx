"use client";
/** One lobby or ending operation (join, leave, start, cancel, resign, the cancel vote) as a form posting to lobbyAction. */
import { useActionState } from "react";
import { lobbyAction } from "@/app/actions/matches";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "@/components/forms/field";

/** `version`: the match version the page shows (a change in between refuses the operation). */
export function LobbyButton({
  op,
  label,
  matchId,
  version,
  primary,
}: {
  op: string;
  label: string;
  matchId: number;
  version: number;
  primary?: boolean;
}) {
  const [state, action, pending] = useActionState(lobbyAction, initialFormState);
  // Joining adds the player's own seed to the match's randomness (docs/fairness.md), made by this browser;
  // without crypto.randomUUID (not a secure context) the server draws it.
  const send = (form: FormData) => {
    if (op === "join") form.set("clientSeed", crypto.randomUUID?.() ?? "");
    action(form);
  };
  return (
    <form action={send}>
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="version" value={version} />
      <button className={primary ? "btn btn-primary" : "btn"} disabled={pending}>
        {label}
      </button>
      <FormMessage message={state.message} ok={state.ok} />
    </form>
  );
}
