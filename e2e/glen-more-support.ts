/** Helpers for the Glen More end-to-end tests: create a seeded match, make one move and wait for the board. */
import { expect, type Locator, type Page } from "@playwright/test";
import { sitePost } from "./support";

export type SeatSpec =
  { kind: "me" } | { kind: "invite"; username: string } | { kind: "bot"; style: "random" | "greedy" };

/** Creates a Glen More match through the JSON API (TEST_MODE honours `testSeed`) and opens it. */
export async function createGlenMore(page: Page, seats: SeatSpec[], testSeed: string): Promise<string> {
  const res = await sitePost(page, "/api/matches", { gameKey: "glen-more", seats, testSeed });
  const body = (await res.json()) as { ok: boolean; matchId?: number; message?: string };
  expect(body.ok, body.message).toBe(true);
  const url = `/matches/${body.matchId}`;
  await page.goto(url);
  return url;
}

export function board(page: Page): Locator {
  return page.getByTestId("gm-board");
}

/** The board's fingerprint of what it shows; it changes after every accepted move. */
export async function boardKey(page: Page): Promise<string> {
  return (await board(page).getAttribute("data-key")) ?? "";
}

/** Runs `act` (one click that sends a move or an undo) and waits until the board shows the new state. */
export async function step(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await boardKey(page);
  await act();
  await expect(page.getByTestId("match-error")).toHaveCount(0);
  await expect.poll(() => boardKey(page), { timeout: 20_000 }).not.toBe(before);
}

export async function click(page: Page, target: Locator): Promise<void> {
  await step(page, () => target.click());
}

export async function endTurn(page: Page): Promise<void> {
  await click(page, page.getByRole("button", { name: "End turn" }));
}

export async function stat(page: Page, seat: number, name: string): Promise<number> {
  return Number(await page.getByTestId(`gm-stats-${seat}`).locator(`[data-stat="${name}"]`).textContent());
}

/** Move types in the order a quick player prefers them (selling only when nothing else helps). */
const PREFERENCE = [
  "take",
  "pay",
  "buy",
  "pay-clan",
  "pay-chieftain",
  "place",
  "choose-resource",
  "loch-shiel",
  "pass",
  "sell",
];

/**
 * One step of a quick, legal turn through the UI: the first offered option by preference, or End turn
 * once the tile is placed. Returns false when it is not this page's turn.
 */
export async function quickStep(page: Page): Promise<"step" | "end" | false> {
  const b = board(page);
  const phase = await b.getAttribute("data-phase");
  if (phase === "over") return false;
  if (!(await page.getByTestId("turn-status").textContent())?.includes("Your turn.")) return false;
  const end = page.getByRole("button", { name: "End turn" });
  if ((phase === "activate" || phase === "move") && (await end.isEnabled())) {
    await endTurn(page);
    return "end";
  }
  for (const type of PREFERENCE) {
    const option = b.locator(`[data-move-type="${type}"]:enabled`).first();
    if ((await option.count()) > 0) {
      await click(page, option);
      return type === "pass" ? "end" : "step";
    }
  }
  if (await end.isEnabled()) {
    await endTurn(page);
    return "end";
  }
  throw new Error(`no option found in phase ${phase}`);
}

/** Plays the page's current turn to its end with `quickStep`. */
export async function quickTurn(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const r = await quickStep(page);
    if (r !== "step") return;
  }
  throw new Error("the turn did not end");
}
