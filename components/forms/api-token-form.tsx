"use client";
import { useActionState } from "react";
import { createApiTokenAction } from "@/app/actions/settings";
import { initialFormState } from "@/lib/site/form-state";
import { Field, FormMessage } from "./field";

/** The settings page hands over the words (next-intl stays off the client). */
export interface ApiTokenLabels {
  name: string;
  hint: string;
  submit: string;
}

export function ApiTokenForm({ labels }: { labels: ApiTokenLabels }) {
  const [state, action, pending] = useActionState(createApiTokenAction, initialFormState);
  return (
    <form action={action} className="space-y-3" noValidate>
      <Field name="name" label={labels.name} errors={state.fieldErrors?.name} hint={labels.hint} />
      <FormMessage message={state.message} ok={state.ok} />
      {state.values?.token ? (
        <p>
          <code data-testid="new-token" className="break-all rounded bg-stone-100 px-2 py-1">
            {state.values.token}
          </code>
        </p>
      ) : null}
      <button className="btn" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}
