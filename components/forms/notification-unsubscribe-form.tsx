"use client";
import { useActionState } from "react";
import { unsubscribeAction } from "@/app/actions/notifications";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "./field";

/** One button; the signed link's fields ride along (no sign-in needed). */
export function NotificationUnsubscribeForm({ u, m, s, label }: { u: string; m?: string; s: string; label: string }) {
  const [state, action, pending] = useActionState(unsubscribeAction, initialFormState);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="u" value={u} />
      {m ? <input type="hidden" name="m" value={m} /> : null}
      <input type="hidden" name="s" value={s} />
      {state.ok ? null : (
        <button className="btn btn-primary" disabled={pending}>
          {label}
        </button>
      )}
      <FormMessage message={state.message} ok={state.ok} />
    </form>
  );
}
