"use client";
import { useActionState } from "react";
import { updateNotificationSettingsAction } from "@/app/actions/notifications";
import { initialFormState } from "@/lib/site/form-state";
import { FormMessage } from "./field";

export interface NotificationSettings {
  notifyMode: "immediate" | "digest" | "off";
  digestHour: number;
  timeZone: string;
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
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Save notification settings
      </button>
    </form>
  );
}
