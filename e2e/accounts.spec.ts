/**
 * Accounts end to end: sign out and in with username or email, wrong password, throttling, magic-link
 * sign-in and password reset through mail delivered to a real SMTP server.
 */
import { expect, test, type Page } from "./fixtures";
import { register, unique, untilEarlyInWindow } from "./support";
import { linkIn, mails, waitForMail } from "./mailbox";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("sign in by username or email, wrong passwords, throttling", async ({ browser }) => {
  const name = unique("dora");
  // Throttling also counts per client address: this test fails on purpose from an address of its own
  // (a documentation address), so other tests signing in from this machine are not throttled with it.
  const page = await register(browser, name, { extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7" } });
  await signOut(page);
  await signIn(page, name.toUpperCase(), "correct horse battery");
  await expect(page).toHaveURL(/\/games$/);
  await signOut(page);
  await signIn(page, `${name.toLowerCase()}@example.test`, "correct horse battery");
  await expect(page).toHaveURL(/\/games$/);
  await signOut(page);

  // The limit counts in fixed one-minute windows: the eleven failures below must fall into one of them.
  await untilEarlyInWindow(60_000, 20_000);
  await signIn(page, name, "wrong password");
  await expect(page.getByRole("status").first()).toHaveText("Wrong username, email or password.");
  await expect(page.getByLabel("Username or email")).toHaveValue(name);
  for (let i = 0; i < 10; i++) await signIn(page, name, `wrong ${i}`);
  const throttled =
    /^Too many failed sign-ins for this account\. Try again in 1 minute, or sign in with a link by email below\.$/;
  await expect(page.getByRole("status").first()).toHaveText(throttled);
  await signIn(page, name, "correct horse battery");
  await expect(page.getByRole("status").first()).toHaveText(throttled);

  // The lockout cannot keep the owner out: a sign-in link by mail still works.
  const before = mails().length;
  await page.getByLabel("Email", { exact: true }).fill(`${name.toLowerCase()}@example.test`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const magic = await waitForMail(`${name.toLowerCase()}@example.test`, "Your sign-in link", before);
  await page.goto(linkIn(magic, "/signin/magic?token="));
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page).toHaveURL(/\/games$/);
});

test("magic link and password reset by mail", async ({ browser }) => {
  const name = unique("emil");
  const email = `${name.toLowerCase()}@example.test`;
  const page = await register(browser, name);
  await signOut(page);

  const before = mails().length;
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("a sign-in link is on its way")).toBeVisible();
  const magic = await waitForMail(email, "Your sign-in link", before);
  const link = linkIn(magic, "/signin/magic?token=");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page).toHaveURL(/\/games$/);
  await signOut(page);
  // The link works once.
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page.getByRole("status").last()).toHaveText("This sign-in link is invalid, used or expired.");

  await page.goto("/forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  const reset = await waitForMail(email, "Reset your password", before);
  await page.goto(linkIn(reset, "/reset?token="));
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("A password has at least 8 characters.")).toBeVisible();
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/signin\?reset=1/);
  await signIn(page, name, "a brand new password");
  await expect(page).toHaveURL(/\/games$/);
});
