"use client";
/** The create form's clock: none (with its safety net), days per move, or a time bank; and what a timeout does. */
import { useState } from "react";
import { PER_MOVE_DAYS } from "@/lib/clocks/time-units";

const BANK_DAYS = [3, 5, 7, 10, 14, 21, 30];
const INCREMENTS = [
  { value: "0", label: "incrementNothing" },
  { value: "0.25", label: "increment6h" },
  { value: "0.5", label: "increment12h" },
  { value: "1", label: "increment1d" },
  { value: "2", label: "increment2d" },
] as const;

/** The fields' words in the reader's language, looked up by the server page (catalogue "lobby.clock"). */
export interface TimeControlLabels {
  legend: string;
  timeControl: string;
  perMove: string;
  bank: string;
  none: string;
  daysPerMove: string;
  bankStart: string;
  increment: string;
  incrementNothing: string;
  increment6h: string;
  increment12h: string;
  increment1d: string;
  increment2d: string;
  timeout: string;
  timeoutBot: string;
  timeoutLose: string;
  /** With the safety net's days filled in. */
  hintNone: string;
  hintBank: string;
  hintPerMove: string;
  hintReminder: string;
}

export function TimeControlFields({
  values,
  error,
  labels,
}: {
  values?: Record<string, string>;
  error?: string[];
  labels: TimeControlLabels;
}) {
  const [kind, setKind] = useState(values?.clock ?? "perMove");
  return (
    <fieldset className="space-y-3">
      <legend className="label">{labels.legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="clock" className="label">
            {labels.timeControl}
          </label>
          <select id="clock" name="clock" className="field" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="perMove">{labels.perMove}</option>
            <option value="bank">{labels.bank}</option>
            <option value="none">{labels.none}</option>
          </select>
        </div>
        {kind === "perMove" ? (
          <div>
            <label htmlFor="days" className="label">
              {labels.daysPerMove}
            </label>
            <select id="days" name="days" className="field" defaultValue={values?.days ?? "3"}>
              {PER_MOVE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {kind === "bank" ? (
          <>
            <div>
              <label htmlFor="initialDays" className="label">
                {labels.bankStart}
              </label>
              <select id="initialDays" name="initialDays" className="field" defaultValue={values?.initialDays ?? "10"}>
                {BANK_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="incrementDays" className="label">
                {labels.increment}
              </label>
              <select
                id="incrementDays"
                name="incrementDays"
                className="field"
                defaultValue={values?.incrementDays ?? "1"}
              >
                {INCREMENTS.map((i) => (
                  <option key={i.value} value={i.value}>
                    {labels[i.label]}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        <div>
          <label htmlFor="timeoutPolicy" className="label">
            {labels.timeout}
          </label>
          <select
            id="timeoutPolicy"
            name="timeoutPolicy"
            className="field"
            defaultValue={values?.timeoutPolicy ?? "bot"}
          >
            <option value="bot">{labels.timeoutBot}</option>
            <option value="lose">{labels.timeoutLose}</option>
          </select>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {kind === "none" ? labels.hintNone : kind === "bank" ? labels.hintBank : labels.hintPerMove}{" "}
        {labels.hintReminder}
      </p>
      {error?.length ? <p className="field-error">{error.join(" ")}</p> : null}
    </fieldset>
  );
}
