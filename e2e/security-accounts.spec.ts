/**
 * Accounts attacked through the browser, with real mail: a password reset and "sign out everywhere" end the
 * other sessions; registration says the same for known and unknown addresses; a flood of sign-in link
 * requests for one person from many addresses reaches their inbox three times; sign-in returns to the page
 * the visitor came from, and never to another site.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { linkIn, mails, waitForMail } from "./mailbox";
import { register, testAddress, unique, untilEarlyInWindow } from "./support";

async function signInPage(browser: Browser, login: string, password = "correct horse battery"): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } })).newPage();
  await page.goto("/signin");
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
  return page;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/signin\?next=%2Fsettings|\/signin\?next=\/settings/);
}

test("a password reset ends every other session; so does 'sign out everywhere'", async ({ browser }) => {
  const name = unique("sess");
  const email = `${name.toLowerCase()}@example.test`;
  const first = await register(browser, name);
  const second = await signInPage(browser, name);
  await second.goto("/settings");
  await expect(second.getByRole("heading", { name: "Settings" })).toBeVisible();

  // Reset through the mailed link, from a third browser.
  const third = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } })).newPage();
  const before = mails().length;
  await third.goto("/forgot");
  await third.getByLabel("Email").fill(email);
  await third.getByRole("button", { name: "Email me a reset link" }).click();
  await third.goto(linkIn(await waitForMail(email, "Reset your password", before), "/reset?token="));
  await third.getByLabel("New password").fill("a brand new password");
  await third.getByRole("button", { name: "Set new password" }).click();
  await expect(third).toHaveURL(/\/signin\?reset=1/);
  await expectSignedOut(first);
  await expectSignedOut(second);

  // Two new sessions; one ends them all.
  const a = await signInPage(browser, name, "a brand new password");
  const b = await signInPage(browser, email, "a brand new password");
  await a.goto("/settings");
  await a.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(a.getByText("You were signed out on every device.")).toBeVisible();
  await expectSignedOut(b);
  await expectSignedOut(a);
});

test("registration answers the same for a known address; only its owner learns it, by mail", async ({ browser }) => {
  const owner = unique("own");
  const email = `${owner.toLowerCase()}@example.test`;
  await register(browser, owner);
  const before = mails().length;
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } })).newPage();
  const answers: string[] = [];
  for (const [username, address] of [
    [unique("intr"), email],
    [unique("fresh"), `${unique("fresh").toLowerCase()}@example.test`],
  ] as const) {
    await page.goto("/register");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password").fill("another password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status")).toContainText("we sent a mail to");
    answers.push(((await page.getByRole("status").textContent()) ?? "").replace(address, "<address>"));
  }
  expect(answers[0]).toBe(answers[1]);
  const known = await waitForMail(email, "You already have an account", before);
  expect(known.text).toContain(owner);
  expect(known.text).not.toContain("token=");
});

test("a flood of sign-in link requests for one person from many addresses reaches the inbox three times", async ({
  browser,
}) => {
  const name = unique("flood");
  const email = `${name.toLowerCase()}@example.test`;
  await register(browser, name);
  const before = mails().length;
  // The limit counts in fixed ten-minute windows: do not straddle the end of one.
  await untilEarlyInWindow(600_000, 590_000);
  const pages = await Promise.all(
    Array.from({ length: 8 }, async () =>
      (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } })).newPage(),
    ),
  );
  const answers = await Promise.all(
    pages.map(async (p) => {
      await p.goto("/signin");
      await p.getByLabel("Email", { exact: true }).fill(email);
      await p.getByRole("button", { name: "Email me a sign-in link" }).click();
      const status = p.getByRole("status").last();
      await expect(status).not.toHaveText("");
      return (await status.textContent()) ?? "";
    }),
  );
  // Three account mails per ten minutes: the registration's confirmation may already have used one.
  const accepted = answers.filter((a) => a.includes("is on its way")).length;
  expect([2, 3]).toContain(accepted);
  expect(answers.filter((a) => a.includes("Several mails went to that address a moment ago"))).toHaveLength(
    8 - accepted,
  );
  await waitForMail(email, "Your sign-in link", before);
  // A mail written after the flood's: the sender delivers in the order of writing, so once it has arrived,
  // every mail of the flood has been delivered too.
  await register(browser, unique("after"));
  expect(
    mails()
      .slice(before)
      .filter((m) => m.to.includes(email) && m.subject === "Your sign-in link"),
  ).toHaveLength(accepted);
});

test("sign-in returns to the page the visitor came from, never to another site", async ({ browser }) => {
  const name = unique("back");
  const page = await register(browser, name);
  await signOut(page);
  await page.goto("/rules/clans");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Frules%2Fclans$/);
  await page.getByLabel("Username or email").fill(name);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/rules\/clans$/);

  await signOut(page);
  await page.goto("/signin?next=" + encodeURIComponent("/\\evil.example/"));
  await page.getByLabel("Username or email").fill(name);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/games$/);
});
