"use client";
import { useActionState } from "react";
import { updateNotificationSettingsAction } from "@/app/actions/notifications";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "./field";

export interface NotificationSettings {
  notifyMode: "immediate" | "digest" | "off";
  digestHour: number;
  turnMailDelayMinutes: number;
  quietFromHour: number | null;
  quietToHour: number | null;
  autoEndTurnSeconds: number;
  autoForcedMoves: boolean;
  pushEachTurn: boolean;
}

/** The words of the form, from the settings page (next-intl stays off the client). */
export interface NotificationLabels {
  mailMe: string;
  /** Each mode with its name and hint, in the order shown. */
  modes: { value: NotificationSettings["notifyMode"]; label: string; hint: string }[];
  pushEachTurn: string;
  pushEachTurnHint: string;
  digestHour: string;
  turnMailDelay: string;
  /** The choices of the delay and of the automatic end of turn: value and finished label. */
  delays: { value: number; label: string }[];
  turnMailDelayHint: string;
  quietFrom: string;
  quietTo: string;
  none: string;
  quietHint: string;
  autoEndTurn: string;
  endSeconds: { value: number; label: string }[];
  autoForcedMoves: string;
  save: string;
}

function HourSelect({
  id,
  name,
  value,
  none,
  error,
}: {
  id: string;
  name: string;
  value: string;
  none: string;
  error?: string[];
}) {
  return (
    <select id={id} name={name} className="field" defaultValue={value} aria-invalid={error?.length ? true : undefined}>
      <option value="">{none}</option>
      {Array.from({ length: 24 }, (_, h) => (
        <option key={h} value={h}>
          {String(h).padStart(2, "0")}:00
        </option>
      ))}
    </select>
  );
}

/** The time zone the hours are in has a section of its own (components/forms/time-zone-setting.tsx). */
export function NotificationSettingsForm({
  settings,
  labels,
}: {
  settings: NotificationSettings;
  labels: NotificationLabels;
}) {
  const [state, action, pending] = useActionState(updateNotificationSettingsAction, initialFormState);
  const v = state.values;
  const mode = v?.notifyMode ?? settings.notifyMode;
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="space-y-3" noValidate data-testid="notification-settings">
      <fieldset>
        <legend className="label">{labels.mailMe}</legend>
        {labels.modes.map(({ value, label, hint }) => (
          <label key={value} className="flex items-start gap-2 py-1">
            <input type="radio" name="notifyMode" value={value} defaultChecked={mode === value} className="mt-1" />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-sm text-stone-600">{hint}</span>
            </span>
          </label>
        ))}
        {errors.notifyMode?.length ? <p className="field-error">{errors.notifyMode.join(" ")}</p> : null}
      </fieldset>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="pushEachTurn"
          defaultChecked={v ? v.pushEachTurn === "on" : settings.pushEachTurn}
          className="mt-1"
        />
        <span>
          <span>{labels.pushEachTurn}</span>
          <span className="block text-sm text-stone-600">{labels.pushEachTurnHint}</span>
        </span>
      </label>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="f-digestHour" className="label">
            {labels.digestHour}
          </label>
          <select
            id="f-digestHour"
            name="digestHour"
            className="field"
            defaultValue={v?.digestHour ?? String(settings.digestHour)}
            aria-invalid={errors.digestHour?.length ? true : undefined}
          >
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {String(h).padStart(2, "0")}:00
              </option>
            ))}
          </select>
          {errors.digestHour?.length ? <p className="field-error">{errors.digestHour.join(" ")}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="f-turnMailDelayMinutes" className="label">
            {labels.turnMailDelay}
          </label>
          <select
            id="f-turnMailDelayMinutes"
            name="turnMailDelayMinutes"
            className="field"
            defaultValue={v?.turnMailDelayMinutes ?? String(settings.turnMailDelayMinutes)}
          >
            {labels.delays.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
          <p className="mt-1 max-w-xs text-sm text-stone-600">{labels.turnMailDelayHint}</p>
        </div>
        <div>
          <label htmlFor="f-quietFromHour" className="label">
            {labels.quietFrom}
          </label>
          <HourSelect
            id="f-quietFromHour"
            name="quietFromHour"
            value={v?.quietFromHour ?? (settings.quietFromHour === null ? "" : String(settings.quietFromHour))}
            none={labels.none}
          />
        </div>
        <div>
          <label htmlFor="f-quietToHour" className="label">
            {labels.quietTo}
          </label>
          <HourSelect
            id="f-quietToHour"
            name="quietToHour"
            value={v?.quietToHour ?? (settings.quietToHour === null ? "" : String(settings.quietToHour))}
            none={labels.none}
            error={errors.quietToHour}
          />
          {errors.quietToHour?.length ? <p className="field-error">{errors.quietToHour.join(" ")}</p> : null}
        </div>
      </div>
      <p className="text-sm text-stone-600">{labels.quietHint}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="f-autoEndTurnSeconds" className="label">
            {labels.autoEndTurn}
          </label>
          <select
            id="f-autoEndTurnSeconds"
            name="autoEndTurnSeconds"
            className="field"
            defaultValue={v?.autoEndTurnSeconds ?? String(settings.autoEndTurnSeconds)}
          >
            {labels.endSeconds.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2">
          <input
            type="checkbox"
            name="autoForcedMoves"
            defaultChecked={v ? v.autoForcedMoves === "on" : settings.autoForcedMoves}
          />
          <span>{labels.autoForcedMoves}</span>
        </label>
      </div>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
