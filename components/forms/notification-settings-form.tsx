"use client";
import { useActionState } from "react";
import { updateNotificationSettingsAction } from "@/app/actions/notifications";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "./field";

export interface NotificationSettings {
  notifyMode: "immediate" | "digest" | "off";
  digestHour: number;
  timeZone: string;
  turnMailDelayMinutes: number;
  quietFromHour: number | null;
  quietToHour: number | null;
  autoEndTurnSeconds: number;
  autoForcedMoves: boolean;
}

const DELAYS = [0, 5, 10, 15, 30, 60];
const END_SECONDS = [0, 3, 5, 10, 30];

function HourSelect({ id, name, value, none, error }: { id: string; name: string; value: string; none: string; error?: string[] }) {
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

const MODES = [
  ["immediate", "Immediately", "A mail when it becomes your turn, and for invitations, starts and results."],
  ["digest", "Daily digest", "One mail a day at the hour below, listing every match waiting for you."],
  ["off", "Off", "No notification mail (sign-in and password mails still arrive)."],
] as const;

export function NotificationSettingsForm({ settings, timeZones }: { settings: NotificationSettings; timeZones: string[] }) {
  const [state, action, pending] = useActionState(updateNotificationSettingsAction, initialFormState);
  const v = state.values;
  const mode = v?.notifyMode ?? settings.notifyMode;
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="space-y-3" noValidate data-testid="notification-settings">
      <fieldset>
        <legend className="label">Mail me</legend>
        {MODES.map(([value, label, hint]) => (
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
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="f-digestHour" className="label">
            Digest hour
          </label>
          <select id="f-digestHour" name="digestHour" className="field" defaultValue={v?.digestHour ?? String(settings.digestHour)} aria-invalid={errors.digestHour?.length ? true : undefined}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {String(h).padStart(2, "0")}:00
              </option>
            ))}
          </select>
          {errors.digestHour?.length ? <p className="field-error">{errors.digestHour.join(" ")}</p> : null}
        </div>
        <div>
          <label htmlFor="f-timeZone" className="label">
            Time zone
          </label>
          <select id="f-timeZone" name="timeZone" className="field" defaultValue={v?.timeZone ?? settings.timeZone} aria-invalid={errors.timeZone?.length ? true : undefined}>
            {timeZones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </select>
          {errors.timeZone?.length ? <p className="field-error">{errors.timeZone.join(" ")}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="f-turnMailDelayMinutes" className="label">
            Wait before a &quot;your turn&quot; mail
          </label>
          <select id="f-turnMailDelayMinutes" name="turnMailDelayMinutes" className="field" defaultValue={v?.turnMailDelayMinutes ?? String(settings.turnMailDelayMinutes)}>
            {DELAYS.map((d) => (
              <option key={d} value={d}>
                {d === 0 ? "no wait" : `${d} minutes`}
              </option>
            ))}
          </select>
          <p className="mt-1 max-w-xs text-sm text-stone-600">If you play the turn before then (here or by API), no mail. Matches that wait for you meanwhile come in one mail.</p>
        </div>
        <div>
          <label htmlFor="f-quietFromHour" className="label">
            Quiet hours from
          </label>
          <HourSelect id="f-quietFromHour" name="quietFromHour" value={v?.quietFromHour ?? (settings.quietFromHour === null ? "" : String(settings.quietFromHour))} none="none" />
        </div>
        <div>
          <label htmlFor="f-quietToHour" className="label">
            until
          </label>
          <HourSelect id="f-quietToHour" name="quietToHour" value={v?.quietToHour ?? (settings.quietToHour === null ? "" : String(settings.quietToHour))} none="none" error={errors.quietToHour} />
          {errors.quietToHour?.length ? <p className="field-error">{errors.quietToHour.join(" ")}</p> : null}
        </div>
      </div>
      <p className="text-sm text-stone-600">During quiet hours (in your time zone) no mail is sent; what came meanwhile arrives as one mail when they end.</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="f-autoEndTurnSeconds" className="label">
            End my turn by itself when only &quot;End turn&quot; is left, after
          </label>
          <select id="f-autoEndTurnSeconds" name="autoEndTurnSeconds" className="field" defaultValue={v?.autoEndTurnSeconds ?? String(settings.autoEndTurnSeconds)}>
            {END_SECONDS.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? "never (I click End turn)" : `${s} seconds`}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2">
          <input type="checkbox" name="autoForcedMoves" defaultChecked={v ? v.autoForcedMoves === "on" : settings.autoForcedMoves} />
          <span>Play forced moves for me (a turn&apos;s only possible move; the history marks them)</span>
        </label>
      </div>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Save notification settings
      </button>
    </form>
  );
}
