"use client";
/** The create form's clock: none (with its safety net), days per move, or a time bank; and what a timeout does. */
import { useState } from "react";
import { NONE_SAFETY_NET_DAYS, PER_MOVE_DAYS } from "@/lib/clocks/time-units";

const BANK_DAYS = [3, 5, 7, 10, 14, 21, 30];
const INCREMENTS = [
  { value: "0", label: "nothing" },
  { value: "0.25", label: "6 hours" },
  { value: "0.5", label: "12 hours" },
  { value: "1", label: "1 day" },
  { value: "2", label: "2 days" },
];

export function TimeControlFields({ values, error }: { values?: Record<string, string>; error?: string[] }) {
  const [kind, setKind] = useState(values?.clock ?? "perMove");
  return (
    <fieldset className="space-y-3">
      <legend className="label">Clock</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="clock" className="label">
            Time control
          </label>
          <select id="clock" name="clock" className="field" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="perMove">Days per move</option>
            <option value="bank">Time bank</option>
            <option value="none">No time limit</option>
          </select>
        </div>
        {kind === "perMove" ? (
          <div>
            <label htmlFor="days" className="label">
              Days for every move
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
                Bank at the start (days)
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
                Added after each turn
              </label>
              <select id="incrementDays" name="incrementDays" className="field" defaultValue={values?.incrementDays ?? "1"}>
                {INCREMENTS.map((i) => (
                  <option key={i.value} value={i.value}>
                    {i.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        <div>
          <label htmlFor="timeoutPolicy" className="label">
            When a player runs out of time
          </label>
          <select id="timeoutPolicy" name="timeoutPolicy" className="field" defaultValue={values?.timeoutPolicy ?? "bot"}>
            <option value="bot">A bot plays their seat</option>
            <option value="lose">They lose (ranked last)</option>
          </select>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {kind === "none"
          ? `Friendly: no deadline, but a player who does not move for ${NONE_SAFETY_NET_DAYS} days runs out of time, so no match stalls for ever.`
          : kind === "bank"
            ? "Each player has a bank of days that runs during their turns; time is added after each turn, never above the starting bank."
            : "Each turn has the same number of days."}{" "}
        Players get a reminder a day before their time runs out, and unused vacation days are used before anyone runs out.
      </p>
      {error?.length ? <p className="field-error">{error.join(" ")}</p> : null}
    </fieldset>
  );
}
