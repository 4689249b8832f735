/**
 * The service worker (/sw.js, scope /): turns a web push (lib/notifications/turn-push.ts's payload
 * { matchId, url, title, body, tag }) into a notification, one per match (`tag`: a newer push for the match
 * replaces the shown one), and a click opens the match, or focuses the tab that shows it. Served with
 * `cache-control: no-cache`, so browsers check for a new version on every registration. It caches nothing:
 * the site works as before without it. Plain JavaScript, kept here as text: it is not part of any bundle.
 */
export const dynamic = "force-static";

const source = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The match's page on this site (a push never names another site's address). */
function matchPath(data) {
  return Number.isSafeInteger(data.matchId) && data.matchId > 0 ? "/matches/" + data.matchId : "/games";
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value, fallback) => (typeof value === "string" && value ? value.slice(0, 200) : fallback);
  const path = matchPath(data);
  event.waitUntil(
    self.registration.showNotification(text(data.title, "Glenboard"), {
      body: text(data.body, ""),
      tag: text(data.tag, path),
      renotify: true,
      icon: "/icons/icon-192.png",
      data: { path },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || "/games";
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
`;

export function GET() {
  return new Response(source, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "service-worker-allowed": "/",
    },
  });
}
