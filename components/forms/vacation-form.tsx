"use client";
import { useActionState } from "react";
import { startVacationAction } from "@/app/actions/settings";
import { initialFormState } from "@/lib/site/form-state";
import { Field, FormMessage } from "./field";

export function VacationForm({ min, max }: { min: string; max: string }) {
  const [state, action, pending] = useActionState(startVacationAction, initialFormState);
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" noValidate>
      <Field name="until" label="Back on" type="date" min={min} max={max} defaultValue={state.values?.until} errors={state.fieldErrors?.until} required />
      <button className="btn" disabled={pending}>
        Start vacation
      </button>
      <FormMessage message={state.message} ok={state.ok} />
    </form>
  );
}
