"use client";
/**
 * "Notify me on this device" (Settings): registers the service worker (/sw.js), asks the browser's permission,
 * subscribes with the site's public key and saves the subscription (POST /api/push/subscriptions); lists the
 * devices the page was given, each removable (DELETE). The words and dates come from the server (no next-intl
 * here); after a change the page is rendered again with the new list.
 */
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";

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

const THIS_DEVICE = "glenboard.pushSubscriptionId";

const noChanges = () => () => undefined;

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;
}

async function subscribeHere(publicKey: string): Promise<"ok" | "denied" | "failed"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const res = await fetch("/api/push/subscriptions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!res.ok) return "failed";
  const { id } = (await res.json()) as { id: string };
  localStorage.setItem(THIS_DEVICE, id);
  return "ok";
}

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
  // Which listed device this browser is (its id kept when it subscribed); none while rendering on the server.
  const here = useSyncExternalStore(
    noChanges,
    () => localStorage.getItem(THIS_DEVICE),
    () => null,
  );

  const enable = async () => {
    if (!supported()) return setMessage(labels.unsupported);
    setBusy(true);
    try {
      const r = await subscribeHere(publicKey);
      setMessage(r === "ok" ? labels.enabled : r === "denied" ? labels.denied : labels.failed);
      if (r === "ok") router.refresh();
    } catch {
      setMessage(labels.failed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      const res = await fetch(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE" });
      if (!res.ok && res.status !== 404) return setMessage(labels.failed);
      if (id === here) {
        localStorage.removeItem(THIS_DEVICE);
        const registration = await navigator.serviceWorker?.getRegistration("/");
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
      }
      router.refresh();
    } catch {
      setMessage(labels.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="push-devices">
      <button type="button" className="btn" onClick={enable} disabled={busy}>
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
              <button type="button" className="btn" onClick={() => remove(d.id)} disabled={busy}>
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
