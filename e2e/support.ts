import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

export async function register(browser: Browser, username: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username.toLowerCase()}@example.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/games$/);
  return page;
}

export function unique(name: string): string {
  return `${name}${Date.now().toString(36).slice(-5)}`;
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
