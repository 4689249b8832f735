/**
 * Guests (issue 42): a visitor clicks "Try it against a bot" on the home page and makes a move on the board
 * with the second click; the pages say they are a guest, the JSON API and chat refuse them with the reason;
 * then they register from there and find the match under My games, their name on its seat. A forged guest
 * cookie names nobody.
 */
import { expect, test } from "./fixtures";
import { linkIn, mails, waitForMail } from "./mailbox";
import { sitePost, testAddress, unique } from "./support";
import { board, click } from "./glen-more-support";

test("a visitor plays a bot in two clicks, is refused what needs an account, then registers and keeps the match", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } });
  const page = await context.newPage();
  // Leaving the match with a step not yet committed asks first (components/match/leave-guard.tsx): yes.
  page.on("dialog", (d) => void d.accept());
  await page.goto("/");

  let matchUrl = "";
  await test.step("click 1: Try it against a bot opens a running Glen More match against a bot", async () => {
    await page.getByRole("button", { name: "Try it against a bot" }).click();
    await expect(page).toHaveURL(/\/matches\/\d+$/);
    matchUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId("turn-status")).toContainText("Your turn.", { timeout: 20_000 });
    await expect(board(page)).toBeVisible();
  });

  await test.step("click 2: a tile of the chain is taken (a step on the board)", async () => {
    await click(page, page.getByTestId("gm-chain").locator('[data-move-type="take"]').first());
    await expect(page.getByTestId("turn-status")).toContainText("not yet committed");
    // The page's polling is told the version the guest's steps move (else it would reload every few seconds).
    const shown = await page.locator("[data-version]").first().getAttribute("data-version");
    const polled = (await (
      await page.request.get(`${matchUrl.replace("/matches/", "/api/matches/")}/version`)
    ).json()) as {
      version: number;
    };
    expect(String(polled.version)).toBe(shown);
  });

  const guestName = (await page.getByTestId("guest-name").textContent())?.replace(/ \(guest\)$/, "") ?? "";
  await test.step("the pages say it is a guest; the cookie is httpOnly, SameSite=Lax and carries a random value", async () => {
    expect(guestName).toMatch(/^Guest \d{4,9}$/);
    await expect(page.getByTestId("guest-notice")).toContainText(
      "Create an account to keep this match and play people.",
    );
    // No chat, notes, mute or push offer for a guest.
    await expect(page.getByTestId("chat")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "glenboard-guest");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  await test.step("the JSON API and chat refuse a guest with the reason", async () => {
    const list = await page.request.get("/api/matches");
    expect(list.status()).toBe(403);
    expect(await list.json()).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: "Guests play against bots only. Create an account to keep this match and play people.",
    });
    const id = Number(matchUrl.split("/").pop());
    const chat = await sitePost(page, `/api/matches/${id}/chat`, { text: "hello" });
    expect(chat.status()).toBe(403);
    const create = await sitePost(page, "/api/matches", { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] });
    expect(create.status()).toBe(403);
  });

  await test.step("a forged cookie names nobody", async () => {
    const other = await browser.newContext();
    await other.addCookies([{ name: "glenboard-guest", value: "A".repeat(43), url: new URL(page.url()).origin }]);
    const visitor = await other.newPage();
    await visitor.goto("/");
    await expect(visitor.getByTestId("guest-name")).toHaveCount(0);
    // Each game's how-to-play page has the button for its game.
    await visitor.goto("/rules/clans");
    await expect(visitor.getByTestId("try-bot").getByRole("button", { name: "Try it against a bot" })).toBeVisible();
    expect((await visitor.request.get("/api/matches")).status()).toBe(401);
  });

  await test.step("the header's guest name leads back to the match from any page", async () => {
    await page.goto("/rules");
    await page.getByTestId("guest-name").click();
    await expect(page).toHaveURL(new RegExp(`${matchUrl}$`));
  });

  const username = unique("guestreg");
  const email = `${username.toLowerCase()}@example.test`;
  await test.step("registering from there moves the match to the account", async () => {
    await page.getByRole("link", { name: "Create an account" }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    const before = mails().length;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);
    const mail = await waitForMail(email, "Confirm your address", before);
    await page.goto(linkIn(mail, "/register/confirm?token="));
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.locator(`a[href="${matchUrl}"]`).first()).toBeVisible();
    await expect(page.getByTestId("guest-name")).toHaveCount(0);
  });

  await test.step("the match is the account's: its name on the seat, the pending step still there", async () => {
    await page.goto(matchUrl);
    await expect(page.getByTestId("match-title").locator("xpath=..")).toContainText(username);
    await expect(page.getByTestId("match-title").locator("xpath=..")).not.toContainText(guestName);
    await expect(page.getByTestId("guest-notice")).toHaveCount(0);
    await expect(page.getByTestId("turn-status")).toContainText("not yet committed");
  });
});
