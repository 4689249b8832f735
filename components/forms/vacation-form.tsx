"use client";
import { useActionState } from "react";
import { startVacationAction } from "@/app/actions/settings";
import { initialFormState } from "@/lib/site/form-state";
import { Field, FormMessage } from "./field";

/** The settings page hands over the words (next-intl stays off the client). */
export function VacationForm({
  min,
  max,
  labels,
}: {
  min: string;
  max: string;
  labels: { backOn: string; start: string };
}) {
  const [state, action, pending] = useActionState(startVacationAction, initialFormState);
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" noValidate>
      <Field
        name="until"
        label={labels.backOn}
        type="date"
        min={min}
        max={max}
        defaultValue={state.values?.until}
        errors={state.fieldErrors?.until}
        required
      />
      <button className="btn" disabled={pending}>
        {labels.start}
      </button>
      <FormMessage message={state.message} ok={state.ok} />
    </form>
  );
}
