/**
 * The create form's rule variants for a game that offers some (`GameDefinition.variants`): one checkbox each,
 * all off by default. Names and summaries arrive in the reader's language (lib/matches/history/lobby-text.ts).
 */
export interface VariantChoice {
  key: string;
  name: string;
  summary: string;
}

export function VariantFields({
  variants,
  chosen,
  error,
  legend,
}: {
  variants: VariantChoice[];
  chosen: string[];
  error?: string[];
  legend: string;
}) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? "variants-error" : undefined}
      data-testid="variant-fields"
    >
      <legend className="label">{legend}</legend>
      {variants.map((v) => (
        <label key={v.key} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="variant"
            value={v.key}
            defaultChecked={chosen.includes(v.key)}
            className="mt-1"
          />
          <span>
            <strong>{v.name}</strong>: {v.summary}
          </span>
        </label>
      ))}
      {error ? (
        <p id="variants-error" className="field-error">
          {error.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
