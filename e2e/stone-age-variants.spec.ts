/**
 * Stone Age with every variant: created through the form (the checkboxes appear for Stone Age only), named on
 * the match page and in "My games", then a whole round played in the browser against a greedy bot: people on
 * the mammoth herd's area (and onto its tile after the roll), on a wild animal when one is out, the rest
 * hunting; the roll taken, the taming bonus chosen when Anna tames, until round 2 begins. The match's seed is
 * random (the form sends none), so the round is played by reading the board, not by a script of moves.
 * Wrong variant options are refused by the API with a 400 and a sentence.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";

const SHOTS = "test-results/screenshots";
const NAMES = "Harsh Winter, Igloos, Wild Animals, The New Huts, Mammoth Herd";

/** Places people for one placement turn, by what the board offers: the herd's area, the animal, the hunt. */
async function placeOnce(page: Page): Promise<string> {
  const herd = page.locator('button[data-location]:has([data-testid="sa-herd-here"])');
  const animal = page.locator('button[data-location="animal"]');
  const target =
    (await herd.count()) > 0
      ? herd.first()
      : (await animal.count()) > 0
        ? animal
        : page.locator('button[data-location="hunt"]');
  const where = (await target.count()) > 0 ? target : page.locator("button[data-location]").first();
  const location = (await where.getAttribute("data-location")) ?? "";
  await where.click();
  const counts = page.getByTestId("sa-count-chooser").getByRole("button");
  await expect(counts.first()).toBeVisible();
  const n = await counts.count();
  // One person on the herd's area (to move onto the tile later), two on the animal, everyone else hunts.
  const pick =
    location === "hunt" ? counts.last() : location === "animal" ? counts.nth(Math.min(1, n - 1)) : counts.first();
  await pick.click();
  await expect(page.getByTestId("sa-panel")).toContainText("Placed.");
  // The End-turn button is outside the options panel: wait for the options to change from "Placed." here.
  const placed = await page.getByTestId("sa-panel").innerHTML();
  await page.getByRole("button", { name: "End turn" }).click();
  await settled(page, placed);
  return location;
}

/**
 * Waits until the move's result is on the page: the options changed from `before`, nothing is disabled for a
 * pending move any more, and the options stay the same for a moment (the bot may be moving in between).
 */
async function settled(page: Page, before: string): Promise<void> {
  const panel = page.getByTestId("sa-panel");
  let last = "";
  await expect
    .poll(
      async () => {
        const html = await panel.innerHTML();
        if (html === before || (await panel.locator("button[disabled]").count()) > 0) {
          last = "";
          return "busy";
        }
        // Settled when two readings 400 ms apart agree.
        const same = html === last;
        last = html;
        return same ? "settled" : "moving";
      },
      { timeout: 20_000, intervals: [400] },
    )
    .toBe("settled");
}

/** One action of Anna's action turn, by what the panel offers; null while it shows nothing to do yet. */
async function actOnce(page: Page): Promise<string | null> {
  const panel = page.getByTestId("sa-panel");
  if (await page.getByTestId("sa-tame").isVisible()) {
    await page.getByTestId("sa-tame").getByRole("button").first().click();
    return "tamed";
  }
  if (await page.getByTestId("sa-herd-join").isVisible()) {
    const join = page.getByTestId("sa-herd-join");
    const move = join.getByRole("button", { name: /^Move 1 person, paying/ });
    // With one person there the count is chosen already; else choose 1 first.
    if ((await move.count()) === 0) await join.getByRole("button", { name: "1 person", exact: true }).click();
    await move.first().click();
    return "joined";
  }
  const take = page.getByTestId("sa-roll").getByRole("button", { name: /^Take / });
  if (await take.isVisible()) {
    await take.click();
    return "took";
  }
  if (await page.getByTestId("sa-feed").isVisible()) {
    const feed = page.getByTestId("sa-feed").getByRole("button", { name: /^Feed with/ });
    await (
      (await feed.count()) > 0
        ? feed.first()
        : page.getByTestId("sa-feed").getByRole("button", { name: /Take the penalty/ })
    ).click();
    return "fed";
  }
  if (await panel.getByText("All your places are done.").isVisible()) {
    await page.getByRole("button", { name: "End turn" }).click();
    return "ended";
  }
  const place = panel.locator('[data-testid^="sa-place-"]').first();
  if (!(await place.isVisible())) return null;
  const resolve = place.getByRole("button", { name: /^(Roll|Gain|Take a tool)/ });
  await ((await resolve.count()) > 0 ? resolve.first() : place.getByRole("button", { name: "Give up" })).click();
  return "resolved";
}

test("a match with every Stone Age variant, created through the form, plays a round in the browser", async ({
  browser,
}) => {
  const annaName = unique("anna");
  const anna = await register(browser, annaName);
  await anna.setViewportSize({ width: 1280, height: 900 });

  // Wrong options never make a match: a 400 with the game's sentence.
  for (const [options, message] of [
    [{ variants: ["igloo"] }, 'There is no Stone Age variant called "igloo"'],
    [{ variants: ["igloos", "igloos"] }, "Each variant can be chosen once."],
    [{ variants: "igloos" }, "Give the variants as a list of names"],
  ] as const) {
    const r = await sitePost(anna, "/api/matches", {
      gameKey: "stone-age",
      seats: [{ kind: "me" }, { kind: "open" }],
      options,
    });
    expect(r.status()).toBe(400);
    const body = (await r.json()) as { ok: boolean; code: string; message: string };
    expect(body).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(body.message).toContain(message);
  }

  // The form: the variants belong to Stone Age (none for Glen More), all off until chosen.
  await anna.goto("/matches/new");
  await anna.getByLabel("Game").selectOption("glen-more");
  await expect(anna.getByTestId("variant-fields")).toHaveCount(0);
  await anna.getByLabel("Game").selectOption("stone-age");
  const fields = anna.getByTestId("variant-fields");
  await expect(fields.getByRole("checkbox")).toHaveCount(5);
  for (const box of await fields.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
  await anna.getByLabel("Players", { exact: true }).selectOption("2");
  await anna.getByLabel("Seat 2").selectOption("bot-greedy");
  for (const name of NAMES.split(", ")) await fields.getByRole("checkbox", { name: new RegExp(name) }).check();
  await anna.screenshot({ path: `${SHOTS}/stone-age-variants-01-form.png`, fullPage: true });
  await anna.getByRole("button", { name: "Create match" }).click();
  await expect(anna).toHaveURL(/\/matches\/\d+$/);
  const matchId = Number(anna.url().split("/").pop());

  // Named on the match page, and the variants' pieces are on the board.
  await expect(anna.getByTestId("match-variants")).toHaveText(`Variants: ${NAMES}`);
  await expect(anna.getByTestId("sa-variants")).toContainText("Harsh Winter");
  await expect(anna.getByTestId("sa-herd")).toContainText("the herd stands at the");
  await expect(anna.getByTestId("sa-herd-here")).toHaveCount(1);
  const api = (await (await anna.request.get(`/api/matches/${matchId}`)).json()) as { variants: { key: string }[] };
  expect(api.variants.map((v) => v.key)).toEqual([
    "harsh-winter",
    "igloos",
    "wild-animals",
    "new-huts",
    "mammoth-herd",
  ]);
  await anna.screenshot({ path: `${SHOTS}/stone-age-variants-02-start.png`, fullPage: true });

  // A whole round, Anna by the board and the bot on the server.
  const done: string[] = [];
  const roundTwo = async () => (await anna.getByTestId("sa-awaited").innerText()).startsWith("Round 2");
  const annasTurn = async () => (await anna.getByTestId("turn-status").innerText()).includes("Your turn");
  for (let i = 0; i < 80; i++) {
    await expect.poll(async () => (await roundTwo()) || (await annasTurn()), { timeout: 20_000 }).toBe(true);
    if (await roundTwo()) break;
    const phase = await anna.getByTestId("sa-awaited").innerText();
    const before = await anna.getByTestId("sa-panel").innerHTML();
    const did = phase.includes("Placing people") ? `placed:${await placeOnce(anna)}` : await actOnce(anna);
    if (did === null) {
      // Nothing to do on the panel yet: wait until it shows something else.
      await expect.poll(() => anna.getByTestId("sa-panel").innerHTML(), { timeout: 20_000 }).not.toBe(before);
      continue;
    }
    done.push(did);
    await settled(anna, before);
  }
  await expect(anna.getByTestId("sa-awaited")).toContainText("Round 2 · Placing people", { timeout: 20_000 });
  expect(done.some((d) => d.startsWith("placed:"))).toBe(true);
  expect(done).toContain("took");
  const history = anna.getByTestId("history");
  await expect(history).toContainText("rolled for");
  if (done.includes("joined")) {
    await expect(history).toContainText("onto the mammoth tile");
    await expect(history).toContainText("tames the mammoth");
  }
  if (done.includes("placed:animal")) await expect(history).toContainText(/drove off|Too few people to drive off/);
  await anna.screenshot({ path: `${SHOTS}/stone-age-variants-03-round-2.png`, fullPage: true });

  // "My games" names them too.
  await anna.goto("/games");
  const row = anna.locator("li", { has: anna.locator(`a[href="/matches/${matchId}"]`) });
  await expect(row.getByTestId("list-variants")).toHaveText(`Variants: ${NAMES}`);
});
