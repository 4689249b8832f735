/**
 * What the push buttons in Settings do, loaded only when one is pressed (components/push/push-devices.tsx
 * imports it on demand, so the settings page's first-load JavaScript carries none of it).
 */
import { THIS_DEVICE } from "./this-device";

/** What happened; `refused`: the site said no, in the reader's language (over the limit of devices, too often). */
export type PushOutcome = "ok" | "unsupported" | "denied" | "failed" | { refused: string };

/** The site's sentence for a refused request, or "failed" when it gave none. */
async function refusal(res: Response): Promise<PushOutcome> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? { refused: body.message } : "failed";
}

/** Registers /sw.js, asks permission, subscribes with the site's key and saves the subscription. */
export async function subscribeHere(publicKey: string): Promise<PushOutcome> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  try {
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
    if (!res.ok) return refusal(res);
    localStorage.setItem(THIS_DEVICE, ((await res.json()) as { id: string }).id);
    return "ok";
  } catch {
    return "failed";
  }
}

/** Removes a device (DELETE); when it is this browser, its subscription ends too. */
export async function removeDevice(id: string): Promise<PushOutcome> {
  try {
    const res = await fetch(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE" });
    if (!res.ok && res.status !== 404) return refusal(res);
    if (localStorage.getItem(THIS_DEVICE) === id) {
      localStorage.removeItem(THIS_DEVICE);
      const registration = await navigator.serviceWorker?.getRegistration("/");
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
    }
    return "ok";
  } catch {
    return "failed";
  }
}
