"use client";
/**
 * "Notify me on this device" (Settings): the button and the list of devices, each removable. The work
 * (service worker, permission, subscription, the API calls: push-client.ts) loads when a button is pressed.
 * The words and dates come from the server (no next-intl here); after a change the page is rendered again.
 */
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { THIS_DEVICE } from "./this-device";
import type { PushOutcome } from "./push-client";

export interface PushLabels {
  enable: string;
  enabled: string;
  unsupported: string;
  denied: string;
  failed: string;
  devices: string;
  none: string;
  thisDevice: string;
  remove: string;
}

export interface PushDevice {
  id: string;
  /** "Chrome on Android, last used 27 Nov 2026" as the server wrote it. */
  text: string;
}

const noChanges = () => () => undefined;

export function PushDevices({
  publicKey,
  labels,
  devices,
}: {
  publicKey: string;
  labels: PushLabels;
  devices: PushDevice[];
}) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Which listed device this browser is (kept when it subscribed); none while rendering on the server.
  const here = useSyncExternalStore(
    noChanges,
    () => localStorage.getItem(THIS_DEVICE),
    () => null,
  );

  const run = async (work: (m: typeof import("./push-client")) => Promise<PushOutcome>, done?: string) => {
    setBusy(true);
    const outcome = await work(await import("./push-client"));
    setBusy(false);
    if (outcome === "ok") router.refresh();
    if (typeof outcome === "object") return setMessage(outcome.refused);
    const said = { ok: done, unsupported: labels.unsupported, denied: labels.denied, failed: labels.failed };
    setMessage(said[outcome] ?? null);
  };

  return (
    <div className="space-y-3" data-testid="push-devices">
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => run((m) => m.subscribeHere(publicKey), labels.enabled)}
      >
        {labels.enable}
      </button>
      {message ? (
        <p className="text-sm" role="status">
          {message}
        </p>
      ) : null}
      <h3 className="text-sm font-medium">{labels.devices}</h3>
      {devices.length === 0 ? (
        <p className="text-sm">{labels.none}</p>
      ) : (
        <ul className="space-y-2">
          {devices.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {d.text}
                {d.id === here ? ` (${labels.thisDevice})` : ""}
              </span>
              <button type="button" className="btn" disabled={busy} onClick={() => run((m) => m.removeDevice(d.id))}>
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
