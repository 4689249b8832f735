/**
 * An end of turn that ends itself: in Stone Age every placement leaves "end turn" as the only move, and for
 * a player with the default setting the turn ends by itself after 5 seconds; Undo during the countdown keeps
 * the turn open; Escape (or "Keep my turn open") stops it for keyboard users, who hear it announced; a
 * player who switched it off sees the End-turn button as before.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";

async function placeOne(page: Page, location: string, title: string) {
  await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
  await page.locator(`[data-location="${location}"]`).click();
  await page.getByRole("button", { name: `Place 1 person on ${title}` }).click();
  await expect(page.getByTestId("sa-panel")).toContainText("Placed.");
}

test("the turn ends by itself after the countdown; undo and Escape keep it open; off shows the button", async ({ browser }) => {
  const annaName = unique("cda");
  const brunoName = unique("cdb");
  const anna = await register(browser, annaName, { autoEndTurn: true });
  const bruno = await register(browser, brunoName, { autoEndTurn: true });
  // Bruno switches it off on the settings page.
  await bruno.goto("/settings");
  await bruno.getByLabel('End my turn by itself when only "End turn" is left, after').selectOption("0");
  await bruno.getByRole("button", { name: "Save notification settings" }).click();
  await expect(bruno.getByText("Notification settings saved.")).toBeVisible();

  const created = await sitePost(anna, "/api/matches", { gameKey: "stone-age", seats: [{ kind: "me" }, { kind: "invite", username: brunoName }], testSeed: "sa-e2e-1" });
  expect(created.ok(), await created.text()).toBe(true);
  const { matchId } = (await created.json()) as { matchId: number };
  await bruno.goto(`/matches/${matchId}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await anna.goto(`/matches/${matchId}`);

  // Anna places: the only move left is ending the turn; the countdown is announced and ends it.
  await placeOne(anna, "toolmaker", "Toolmaker");
  const countdown = anna.getByTestId("auto-end-turn");
  await expect(countdown).toBeVisible();
  await expect(countdown.getByRole("status")).toHaveText(/Ending your turn in 5 seconds/);
  await expect(countdown.getByRole("button", { name: "Keep my turn open" })).toBeFocused();
  await expect(anna.getByTestId("turn-status")).toContainText(`Waiting for ${brunoName}`, { timeout: 10_000 });

  // Bruno switched it off: after his placement the End-turn button waits for him.
  await bruno.reload();
  await placeOne(bruno, "hunt", "Hunting grounds");
  await bruno.waitForTimeout(6_000);
  await expect(bruno.getByTestId("auto-end-turn")).toHaveCount(0);
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");
  await bruno.getByRole("button", { name: "End turn" }).click();

  // Undo during the countdown: the turn stays open, with nothing placed.
  await placeOne(anna, "forest", "Forest");
  await expect(countdown).toBeVisible();
  await countdown.getByRole("button", { name: "Undo" }).click();
  await expect(countdown).toHaveCount(0);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
  await expect(anna.getByTestId("turn-status")).not.toContainText("not yet committed");
  await anna.waitForTimeout(6_000);
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");

  // Escape stops it; the step stays pending and the End-turn button is there.
  await placeOne(anna, "forest", "Forest");
  await expect(countdown).toBeVisible();
  await anna.keyboard.press("Escape");
  await expect(countdown).toHaveCount(0);
  await anna.waitForTimeout(6_000);
  await expect(anna.getByTestId("turn-status")).toContainText("1 step(s) not yet committed");
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText(`Waiting for ${brunoName}`);
});
