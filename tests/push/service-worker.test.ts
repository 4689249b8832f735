/**
 * The service worker as served (/sw.js: no-cache, JavaScript), run in a sandbox with the few service worker
 * APIs it uses: a push becomes a notification tagged with the match; a click focuses the tab showing the match
 * or opens it; a payload naming another site or no match opens My games, never a foreign address.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/sw.js/route";

type Listener = (event: unknown) => void;

async function worker(windows: { url: string; focused: boolean }[] = []) {
  const res = GET();
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: "https://glenboard.test" },
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows.map((w) => ({ url: w.url, focus: async () => void (w.focused = true) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(await res.text(), { self, URL, Number });
  const run = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return {
    res,
    shown,
    opened,
    push: (data: unknown) =>
      run("push", { data: { json: () => (typeof data === "string" ? JSON.parse(data) : data) } }),
    click: (n: { options: Record<string, unknown> }) =>
      run("notificationclick", { notification: { data: n.options.data, close: () => undefined } }),
  };
}

describe("the service worker", () => {
  it("is served as JavaScript with no-cache", async () => {
    const { res } = await worker();
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("shows a push as a notification tagged with its match; a click opens the match", async () => {
    const w = await worker();
    await w.push({
      matchId: 12,
      url: "https://glenboard.test/matches/12",
      title: "Your turn in Glen More #12",
      body: "Ana: took the Loch Ness",
      tag: "match-12",
    });
    expect(w.shown).toEqual([
      {
        title: "Your turn in Glen More #12",
        options: expect.objectContaining({
          body: "Ana: took the Loch Ness",
          tag: "match-12",
          icon: "/icons/icon-192.png",
        }),
      },
    ]);
    await w.click(w.shown[0]!);
    expect(w.opened).toEqual(["https://glenboard.test/matches/12"]);
  });

  it("focuses the tab that shows the match instead of opening another", async () => {
    const tabs = [
      { url: "https://glenboard.test/games", focused: false },
      { url: "https://glenboard.test/matches/7", focused: false },
    ];
    const w = await worker(tabs);
    await w.push({ matchId: 7, title: "t", body: "b", tag: "match-7" });
    await w.click(w.shown[0]!);
    expect(w.opened).toEqual([]);
    expect(tabs.map((t) => t.focused)).toEqual([false, true]);
  });

  it("never opens another site: a payload without a match opens My games", async () => {
    const w = await worker();
    await w.push({ url: "https://evil.example/", title: "x" });
    await w.push({ matchId: "1/../../evil", title: "y" });
    await w.click(w.shown[0]!);
    await w.click(w.shown[1]!);
    expect(w.opened).toEqual(["https://glenboard.test/games", "https://glenboard.test/games"]);
  });
});
