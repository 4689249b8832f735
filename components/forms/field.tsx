/** A labelled input with its error next to it (aria-describedby), as every form here uses. */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  defaultValue?: string;
  errors?: string[];
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  min?: string;
  max?: string;
}) {
  const id = `f-${props.name}`;
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [props.errors?.length ? errId : null, props.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        required={props.required}
        min={props.min}
        max={props.max}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className="field"
      />
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {props.hint}
        </p>
      ) : null}
      {props.errors?.length ? (
        <p id={errId} className="field-error">
          {props.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

export function FormMessage({ message, ok }: { message?: string; ok?: boolean }) {
  return (
    <p role="status" aria-live="polite" className={ok ? "text-moss-700" : "text-red-700"}>
      {message ?? ""}
    </p>
  );
}
