import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { linkIn, mails, waitForMail } from "./mailbox";

let addressCounter = 0;

/**
 * Rate limits count in fixed windows (lib/rate-limits): waits, reading the clock, until the current window of
 * `windowMs` is at most `latestMs` old, so that a burst of requests made now falls into one window.
 */
export async function untilEarlyInWindow(windowMs: number, latestMs: number): Promise<void> {
  await expect
    .poll(() => Date.now() % windowMs <= latestMs, { timeout: windowMs - latestMs + 5_000, intervals: [250] })
    .toBe(true);
}

/**
 * A client address of its own for each test user (the site under test trusts loopback as its proxy, so
 * X-Forwarded-For is believed): per-address limits then count each simulated person separately, as they
 * would for real people. Addresses come from the documentation ranges.
 */
export function testAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * Registers through the form and the confirmation mail; returns the signed-in page. Turns do not end by
 * themselves for these users (the default, 5 s, would race the specs' own clicks) unless `autoEndTurn` is set:
 * e2e/calm-turns.spec.ts tests that.
 */
export async function register(
  browser: Browser,
  username: string,
  options: BrowserContextOptions & { autoEndTurn?: boolean } = {},
): Promise<Page> {
  const { autoEndTurn: _keep, ...contextOptions } = options;
  const context = await browser.newContext({
    ...contextOptions,
    extraHTTPHeaders: { "x-forwarded-for": testAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const email = `${username.toLowerCase()}@example.test`;
  const before = mails().length;
  await page.goto("/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);
  const mail = await waitForMail(email, "Confirm your address", before);
  await page.goto(linkIn(mail, "/register/confirm?token="));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/games$/);
  if (!options.autoEndTurn) await autoEndTurnOff(page);
  return page;
}

/**
 * Switches the automatic end of turn off through the JSON API (the session's cookie): most tests click
 * "End turn" themselves. Through the settings page this took 5-6 s of each registration (four page loads);
 * calm-turns.spec.ts switches it off there, as a player does.
 */
async function autoEndTurnOff(page: Page): Promise<void> {
  const me = (await (await page.request.get("/api/me")).json()) as { preferences: Record<string, unknown> };
  const saved = await sitePost(page, "/api/me/preferences", { ...me.preferences, autoEndTurnSeconds: 0 });
  expect(saved.ok(), await saved.text()).toBe(true);
}

export function unique(name: string): string {
  return `${name}${Date.now().toString(36).slice(-5)}`;
}

/**
 * A JSON API write from a signed-in page, as the site's own pages make it: same cookie, same Origin (the
 * API refuses cookie-authenticated writes from other origins).
 */
export function sitePost(page: Page, url: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.post(url, { data, headers: { origin } });
}

/** Creates a 2-player match of the tiny test game through the form, inviting `opponent`; returns its id. */
export async function createTinyMatch(page: Page, opponent: string): Promise<string> {
  await page.goto("/matches/new?game=tiny");
  await page.getByLabel("Game").selectOption("tiny");
  await page.getByLabel("Players").selectOption("2");
  await page.getByLabel("Seat 2").selectOption("invite");
  await page.getByLabel("Username").fill(opponent);
  await page.getByRole("button", { name: "Create match" }).click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  return page.url().split("/").pop() ?? "";
}

/** Settings: "your turn" mail without the waiting window (for tests that wait for that mail). */
export async function noTurnMailWait(page: Page): Promise<void> {
  await page.goto("/settings");
  await page.getByLabel('Wait before a "your turn" mail').selectOption("0");
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();
}

/** A browser signed in with a password on `baseURL` (sites whose accounts were made by `npm run admin`). */
export async function signedInAt(
  browser: Browser,
  baseURL: string,
  login: string,
  password = "correct horse battery",
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/signin");
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
  return page;
}

/** Two registered players in a running 2-player tiny match (the second accepted the first's invitation). */
export async function tinyMatchOfTwo(
  browser: Browser,
  prefix: string,
): Promise<{ anna: Page; bruno: Page; id: string; brunoName: string; annaName: string }> {
  const annaName = unique(`${prefix}anna`);
  const brunoName = unique(`${prefix}bruno`);
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);
  const id = await createTinyMatch(anna, brunoName);
  await bruno.goto(`/matches/${id}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Waiting for");
  return { anna, bruno, id, brunoName, annaName };
}

/** One turn over the API: steps (anything but an ending move) until the turn can be committed. */
export async function apiTurn(page: Page, id: number): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const r = (await (await page.request.get(`/api/matches/${id}/moves`)).json()) as {
      myTurn: boolean;
      version: number;
      legalMoves: { type: string }[];
    };
    if (!r.myTurn) return;
    if (i > 0 && (await sitePost(page, `/api/matches/${id}/commit`, { version: r.version })).ok()) return;
    const pick = r.legalMoves.find((m) => !["end-turn", "pass"].includes(m.type)) ?? r.legalMoves[0];
    const res = await sitePost(page, `/api/matches/${id}/moves`, { version: r.version, move: pick });
    expect(res.ok(), await res.text()).toBe(true);
  }
  throw new Error("the turn did not end");
}

/** A match of `gameKey` between the page's player (first seat) and a greedy bot, started; its id. */
export async function botMatch(page: Page, gameKey: string, testSeed: string): Promise<number> {
  const res = await sitePost(page, "/api/matches", {
    gameKey,
    seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }],
    testSeed,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { matchId: number }).matchId;
}

/**
 * Clicks a replay control on a replay page that shows its start: a click before the page has hydrated is lost
 * (a server-rendered button), so it clicks again while the page still shows position 0, never once it moved on.
 */
export async function leaveReplayStart(page: Page, button: "Step ▶" | "End ⏭"): Promise<void> {
  const position = page.getByTestId("replay-position");
  await expect(async () => {
    if ((await position.textContent())?.startsWith("Position 0 of"))
      await page.getByRole("button", { name: button }).click();
    await expect(position).not.toContainText("Position 0 of", { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
