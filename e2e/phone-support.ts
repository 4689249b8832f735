/** What the phone specs share: the phone they use and the layout shifts of a page's load. */
import { devices, type Page } from "./fixtures";

/** A 390 x 844 phone with touch (a Pixel 7's browser). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  hasTouch: true,
  isMobile: true,
  userAgent: devices["Pixel 7"].userAgent,
};

/**
 * From the next load on, sums every layout shift as Lighthouse counts them (none right after the reader's own
 * input) into `window.shifted`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
