/**
 * Playwright's `test` with one addition every spec gets: the browser contexts a test opens itself (a player
 * from register() in e2e/support.ts, a second browser, a visitor) are closed when the test ends. Playwright
 * closes only its own `context` fixture: left open, those pages go on polling, holding live streams and
 * re-rendering on every commit for the rest of the run, and every later test ran slower (the whole suite took
 * twice as long per test as each test alone). Specs import `test` (and the rest) from here.
 */
import { test as base } from "@playwright/test";

export * from "@playwright/test";

export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Playwright's own context fixture is left to Playwright: made before this one, it is in `before`;
      // made after it, it was torn down first (with its trace and failure screenshot) and is gone from the list.
      for (const context of browser.contexts()) if (!before.has(context)) await context.close().catch(() => {});
    },
    { auto: true },
  ],
});
