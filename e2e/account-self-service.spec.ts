/**
 * Account self-service end to end (Settings "Account" and the JSON API): changing the password ends the other
 * browser's session and keeps this one; changing the address through the mailed link; downloading one's data
 * as a file; deleting the account, after which the other players see a bot "for a deleted player" and
 * "deleted player" in the finished match, the profile is gone and the name cannot be registered again.
 */
import { expect, request as pwRequest, test, type APIRequestContext, type Page } from "./fixtures";
import { register, sitePost, testAddress, unique } from "./support";
import { linkIn, mails, waitForMail } from "./mailbox";

const PASSWORD = "correct horse battery";

async function tokenFor(page: Page): Promise<string> {
  await page.goto("/settings");
  await page.getByLabel("Token name").fill("script");
  await page.getByRole("button", { name: "Create API token" }).click();
  const token = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^gb_/);
  return token;
}

async function client(baseURL: string, token?: string): Promise<APIRequestContext> {
  return pwRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": testAddress(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** A second browser signed in as `login`. */
async function secondBrowser(page: Page, login: string, password = PASSWORD): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } });
  const other = await context.newPage();
  await other.goto("/signin");
  await other.getByLabel("Username or email").fill(login);
  await other.getByLabel("Password").fill(password);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other).toHaveURL(/\/games$/);
  return other;
}

const account = (page: Page) => page.getByTestId("account");

test("changing the password ends the other browser's session and keeps this one", async ({ browser }) => {
  const name = unique("pwchange");
  const page = await register(browser, name);
  const other = await secondBrowser(page, name);

  await page.goto("/settings#account");
  const form = account(page).getByTestId("change-password");
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel("New password").fill("a brand new secret");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.locator(".field-error")).toHaveText("That is not your current password.");

  const before = mails().length;
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password").fill("a brand new secret");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("Password changed.");
  await waitForMail(`${name.toLowerCase()}@example.test`, "Your password was changed", before);

  // This browser stays signed in (its session was re-issued); the other one is signed out.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  await other.goto("/settings");
  await expect(other).toHaveURL(/\/signin/);
  // The new password signs in; the old one no longer does.
  await secondBrowser(page, name, "a brand new secret");
});

test("changing the address through the link mailed to the new one; the old address is told", async ({ browser }) => {
  const name = unique("mailchange");
  const oldEmail = `${name.toLowerCase()}@example.test`;
  const newEmail = `${name.toLowerCase()}.new@example.test`;
  const page = await register(browser, name);
  const before = mails().length;
  await page.goto("/settings#account");
  const form = account(page).getByTestId("change-email");
  await form.getByLabel("New address").fill(newEmail);
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(form.getByRole("status")).toContainText(
    `If ${newEmail} can be used, a link to confirm it is on its way there`,
  );
  // This server has SMTP: no word about an operator passing links on.
  await expect(form.getByRole("status")).not.toContainText("no mail server");

  const mail = await waitForMail(newEmail, "Confirm your new address", before);
  const link = linkIn(mail, "/account/email?token=");
  // Opening the link changes nothing by itself (mail scanners open links): the button does.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your new address" })).toBeVisible();
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByRole("status")).toHaveText(`Done: your account's address is now ${newEmail}.`);
  await waitForMail(oldEmail, "Your address was changed", before);
  await page.goto("/settings#account");
  await expect(account(page)).toContainText(`Mail goes to ${newEmail}.`);
  // The link works once.
  await page.goto(link);
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByRole("status")).toContainText("This link does not work (any more)");
});

test("downloading my data as a file, and GET /api/me/data for the owner only", async ({ browser, baseURL }) => {
  const name = unique("datadl");
  const page = await register(browser, name);
  const created = await sitePost(page, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "bot", style: "random" }],
    options: { target: 100 },
  });
  const { matchId } = (await created.json()) as { matchId: number };
  const { version } = (await (await page.request.get(`/api/matches/${matchId}/moves`)).json()) as { version: number };
  expect((await sitePost(page, `/api/matches/${matchId}/moves`, { version, move: { type: "add", n: 2 } })).ok()).toBe(
    true,
  );
  await sitePost(page, `/api/matches/${matchId}/chat`, { text: "my own words" });

  await page.goto("/settings#account");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    account(page).getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^glenboard-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(
    await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString("utf8")),
  );
  expect(data.profile).toMatchObject({ username: name, email: `${name.toLowerCase()}@example.test` });
  expect(data.matches.map((m: { id: number }) => m.id)).toEqual([matchId]);
  expect(data.matches[0].seed).toBeNull();
  expect(data.chatMessages.map((c: { text: string }) => c.text)).toEqual(["my own words"]);

  const anonymous = await client(baseURL!);
  const refused = await anonymous.get("/api/me/data");
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
  const api = await client(baseURL!, await tokenFor(page));
  const byToken = await api.get("/api/me/data");
  expect(byToken.status()).toBe(200);
  expect(byToken.headers()["content-disposition"]).toBeUndefined();
  expect((await byToken.json()).profile.username).toBe(name);
});

test("the account API: password and address with the current password only, tokens kept, writes from this site only", async ({
  browser,
  baseURL,
}) => {
  const name = unique("accapi");
  const page = await register(browser, name);
  const token = await tokenFor(page);
  const api = await client(baseURL!, token);
  const anonymous = await client(baseURL!);

  expect(
    (
      await anonymous.post("/api/me/password", { data: { currentPassword: PASSWORD, newPassword: "another secret" } })
    ).status(),
  ).toBe(401);
  const wrong = await api.post("/api/me/password", {
    data: { currentPassword: "nope nope", newPassword: "another secret" },
  });
  expect(wrong.status()).toBe(403);
  expect(await wrong.json()).toMatchObject({
    ok: false,
    code: "WRONG_PASSWORD",
    message: "That is not your current password.",
  });
  expect(
    await (await api.post("/api/me/password", { data: { currentPassword: PASSWORD, newPassword: "short" } })).json(),
  ).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  expect(
    await (
      await api.post("/api/me/password", {
        data: { currentPassword: PASSWORD, newPassword: "another secret", extra: 1 },
      })
    ).json(),
  ).toMatchObject({ code: "INVALID_INPUT" });
  // A cookie session's write from another site is refused before anything is checked.
  const foreign = await page.request.post("/api/me/password", {
    data: { currentPassword: PASSWORD, newPassword: "another secret" },
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ code: "CROSS_ORIGIN" });

  const changed = await api.post("/api/me/password", {
    data: { currentPassword: PASSWORD, newPassword: "another secret" },
  });
  expect(await changed.json()).toEqual({ ok: true });
  // The token still works; the browser's session (not the caller) ended.
  expect((await api.get("/api/me")).status()).toBe(200);
  expect((await page.request.get("/api/me")).status()).toBe(401);

  const taken = await api.post("/api/me/email", {
    data: { email: "someone.else@example.test", currentPassword: "another secret" },
  });
  const same = await api.post("/api/me/email", {
    data: { email: `${name.toLowerCase()}@example.test`, currentPassword: "another secret" },
  });
  expect(taken.status()).toBe(200);
  expect(await same.json()).toMatchObject({
    ok: false,
    code: "INVALID_INPUT",
    message: "That is your address already.",
  });
  const badLink = await anonymous.post("/api/account/confirm-email", { data: { token: "x".repeat(43) } });
  expect(badLink.status()).toBe(410);
  expect(await badLink.json()).toMatchObject({ ok: false, code: "LINK_INVALID" });
  expect(
    (
      await anonymous.post("/api/account/confirm-delete", {
        data: "token=abc",
        headers: { "content-type": "text/plain" },
      })
    ).status(),
  ).toBe(415);
  expect((await api.post("/api/me/delete", { data: { currentPassword: PASSWORD } })).status()).toBe(403);
});

test("deleting the account: bots play on for a deleted player, finished matches name nobody, the name is held", async ({
  browser,
  baseURL,
}) => {
  const gone = unique("delme");
  const stays = unique("staying");
  const page = await register(browser, gone);
  const other = await register(browser, stays);
  const token = await tokenFor(page);
  const goneApi = await client(baseURL!, token);

  // A finished match the deleting player won, and a running one.
  const make = async (target: number) => {
    const created = await sitePost(page, "/api/matches", {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: stays }],
      options: { target },
    });
    const { matchId } = (await created.json()) as { matchId: number };
    const v = (await (await other.request.get(`/api/matches/${matchId}`)).json()) as { version: number };
    expect((await sitePost(other, `/api/matches/${matchId}/join`, { version: v.version })).ok()).toBe(true);
    return matchId;
  };
  const finished = await make(1);
  let v = ((await (await page.request.get(`/api/matches/${finished}/moves`)).json()) as { version: number }).version;
  const step = (await (
    await sitePost(page, `/api/matches/${finished}/moves`, { version: v, move: { type: "add", n: 1 } })
  ).json()) as { version: number };
  expect((await sitePost(page, `/api/matches/${finished}/commit`, { version: step.version })).ok()).toBe(true);
  const running = await make(100);
  v = ((await (await page.request.get(`/api/matches/${running}/moves`)).json()) as { version: number }).version;
  await sitePost(page, `/api/matches/${running}/chat`, { text: "a message that goes with me" });
  const secondSession = await secondBrowser(page, gone);

  await page.goto("/settings#account");
  const form = account(page).getByTestId("delete-account");
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.locator(".field-error")).toHaveText("Tick the box first to confirm.");
  await form.getByLabel("I understand that this cannot be undone.").check();
  await form.getByLabel("Current password").fill("wrong password");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.locator(".field-error")).toHaveText("That is not your current password.");
  const before = mails().length;
  // A submitted form is reset (React): tick again.
  await form.getByLabel("I understand that this cannot be undone.").check();
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole("heading", { name: "Your account was deleted" })).toBeVisible();
  await waitForMail(`${gone.toLowerCase()}@example.test`, "Your account was deleted", before);

  // Nothing of the account works any more.
  await secondSession.goto("/settings");
  await expect(secondSession).toHaveURL(/\/signin/);
  expect((await goneApi.get("/api/me")).status()).toBe(401);
  expect((await page.goto(`/u/${gone}`))?.status()).toBe(404);

  // The other player: a bot for a deleted player in the running match (it moved already), the chat gone,
  // "deleted player" in the finished match, in both languages.
  await other.goto(`/matches/${running}`);
  await expect(other.getByTestId("seat-0")).toContainText("Bot for a deleted player");
  await expect(other.getByTestId("history")).toContainText("A player deleted their account; a bot plays the seat.");
  await expect(other.getByText("a message that goes with me")).toHaveCount(0);
  await expect(other.locator("body")).not.toContainText(gone);
  // A finished match's page: the title's players, the final result and the history name the seat.
  await other.goto(`/matches/${finished}`);
  await expect(other.locator("body")).toContainText("1. deleted player: 1 point — winner");
  await expect(other.getByTestId("history")).toContainText("deleted player");
  await expect(other.locator("body")).not.toContainText(gone);
  await other.goto("/games");
  await expect(other.locator("body")).not.toContainText(gone);
  expect((await sitePost(other, "/api/me/language", { language: "de" })).ok()).toBe(true);
  await other.goto(`/matches/${finished}`);
  await expect(other.locator("body")).toContainText("1. gelöschter Spieler");
  await other.goto(`/u/${stays}`);
  await expect(other.locator("body")).toContainText("gelöschter Spieler");
  await expect(other.locator("body")).not.toContainText(gone);

  // The name is held: registering it again is refused; the address is free.
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } })
  ).newPage();
  await visitor.goto("/register");
  await visitor.getByLabel("Username").fill(gone);
  await visitor.getByLabel("Email").fill(`${gone.toLowerCase()}.again@example.test`);
  await visitor.getByLabel("Password").fill(PASSWORD);
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor.locator(".field-error").first()).toContainText("taken");
});
