"use client";
/**
 * Parts of a page that the server renders in full but the browser brings to life later (the "hydrate
 * what the player interacts with, defer the rest"): `deferred(load)` makes a component whose code is its own
 * chunk (not in the first load) and whose server HTML stays as it is, not hydrated (no script work), until
 * one of these happens:
 * - it comes into view (or near it: 200 px), unless `wake` leaves that out;
 * - the reader points at it, touches it, focuses or types in it (a click on one of its controls, or a choice
 *   made in one, before its code arrived is made again on the same control once it has; a form is not
 *   submitted by the browser);
 * - the browser is idle after the load, when `wake` asks for it (a part with content of its own to fetch),
 *   on screens that match its media query if it names one (a part beside the board on a wide screen, far
 *   below it on a phone: there it waits to be seen, and a phone's load does not pay for it);
 * - its props change (the page was refreshed: the server's HTML is no longer current).
 * Then the part renders itself in the server HTML's place, in one commit (the old nodes leave as the new ones
 * come), with the markup the server made: nothing moves. While kept, React sees an element with inner HTML
 * of its own, which it neither hydrates nor looks into. Rendered by the browser in a client-side navigation,
 * the part waits for its code with the page.
 */
import {
  startTransition,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";

/** When a deferred part comes to life besides being used or its props changing. */
export interface WakeOn {
  /** On coming into view (default true). */
  visible?: boolean;
  /** When the browser is idle after the load (default false); a media query: only on screens that match it. */
  idle?: boolean | string;
}

const INTERACTIONS = ["pointerdown", "touchstart", "focusin", "keydown", "pointerover"] as const;
// Not a select: its choice is carried instead (a click on it opens its list).
const CONTROLS = "button, input, textarea, label, summary";

/** Child indices from `root` down to `node` (the same element in the live markup has the same path). */
function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let n: Element = node; n !== root;) {
    const parent = n.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, n));
    n = parent;
  }
  return path;
}

function follow(root: Element, path: number[]): HTMLElement | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n instanceof HTMLElement ? n : null;
}

interface Carried {
  click: number[] | null;
  change: { path: number[]; value: string } | null;
  focus: number[] | null;
}

/** Sets a select's or an input's value as the reader would (React hears the change). */
function setValue(el: HTMLElement | null, value: string) {
  if (!(el instanceof HTMLSelectElement || el instanceof HTMLInputElement)) return;
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The same props but for functions (made anew on each render of the parent, they do not make the HTML stale). */
function sameData(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    return x === y || (typeof x === "function" && typeof y === "function");
  });
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, wake: WakeOn = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  // The server renders the part in every page: its code is there before the first request.
  if (typeof window === "undefined") void get().catch(() => {});

  function Live(props: P) {
    const C = loaded ?? use(get());
    return <C {...props} />;
  }

  function Deferred(props: P) {
    const id = useId();
    // Kept: hydrating the server's HTML (its element is in the page). Not in a client-side render (an id
    // made in the browser is never in the server's HTML), nor on the server.
    const [kept, setKept] = useState(
      () => typeof window !== "undefined" && document.querySelector(`[data-deferred="${CSS.escape(id)}"]`) !== null,
    );
    const box = useRef<HTMLDivElement>(null);
    const first = useRef(props);
    /** What was done while kept (a click, a changed value, where focus was), made again on the live markup. */
    const carry = useRef<Carried>({ click: null, change: null, focus: null });
    const stale = kept && props !== first.current && !sameData(first.current, props);

    useEffect(() => {
      if (!kept) return;
      const root = box.current;
      if (!root) return;
      let woken = false;
      const wakeUp = () => {
        if (woken) return;
        woken = true;
        get().then(
          () => {
            const active = document.activeElement;
            if (active && root.contains(active)) carry.current.focus = pathTo(root, active);
            // A transition: should the part suspend (a board's own chunk still coming), the server's HTML stays
            // until it is ready, rather than a fallback taking its place.
            startTransition(() => setKept(false));
          },
          // Its code did not arrive (the network): the next sight or touch of it asks again.
          () => {
            woken = false;
          },
        );
      };
      if (stale) return wakeUp();
      const onClick = (e: Event) => {
        const target = e.target instanceof Element ? e.target.closest(CONTROLS) : null;
        if (!target || !root.contains(target)) return;
        e.preventDefault();
        carry.current.click = pathTo(root, target);
        wakeUp();
      };
      const onChange = (e: Event) => {
        const target = e.target;
        if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return;
        const path = pathTo(root, target);
        if (path) carry.current.change = { path, value: target.value };
        wakeUp();
      };
      const onSubmit = (e: Event) => {
        e.preventDefault();
        wakeUp();
      };
      root.addEventListener("click", onClick, true);
      root.addEventListener("submit", onSubmit, true);
      root.addEventListener("change", onChange, true);
      for (const type of INTERACTIONS) root.addEventListener(type, wakeUp, { capture: true, passive: true });
      let observer: IntersectionObserver | null = null;
      let arrivals: MutationObserver | null = null;
      if (wake.visible !== false && typeof IntersectionObserver !== "undefined") {
        const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wakeUp(), {
          rootMargin: "200px",
        });
        observer = seen;
        for (const child of Array.from(root.children)) seen.observe(child);
        // The box itself has no box of its own (display: contents): its children are watched, also those that
        // come later (markup the server streamed after a first render that waited for the part's code).
        arrivals = new MutationObserver((records) => {
          for (const r of records) for (const n of Array.from(r.addedNodes)) if (n instanceof Element) seen.observe(n);
        });
        arrivals.observe(root, { childList: true });
      }
      let idle: number | null = null;
      if (wake.idle === true || (typeof wake.idle === "string" && window.matchMedia(wake.idle).matches)) {
        const ric = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1000));
        idle = ric(wakeUp, { timeout: 3000 });
      }
      return () => {
        root.removeEventListener("click", onClick, true);
        root.removeEventListener("submit", onSubmit, true);
        root.removeEventListener("change", onChange, true);
        for (const type of INTERACTIONS) root.removeEventListener(type, wakeUp, { capture: true });
        observer?.disconnect();
        arrivals?.disconnect();
        if (idle !== null) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      };
    }, [kept, stale]);

    // Live now: focus back where it was, the early choice and click made again.
    useLayoutEffect(() => {
      const root = box.current;
      const { click, change, focus } = carry.current;
      if (kept || !root) return;
      carry.current = { click: null, change: null, focus: null };
      if (focus) follow(root, focus)?.focus();
      if (change) setValue(follow(root, change.path), change.value);
      if (click) follow(root, click)?.click();
    }, [kept]);

    if (kept)
      return (
        <div
          key="kept"
          ref={box}
          className="contents"
          data-deferred={id}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    return (
      <div key="live" ref={box} className="contents" data-deferred={id}>
        {/* On the server only: a part whose code is still loading (the first request) streams in. */}
        {typeof window === "undefined" ? (
          <Suspense>
            <Live {...props} />
          </Suspense>
        ) : (
          <Live {...props} />
        )}
      </div>
    );
  }
  return Deferred;
}
