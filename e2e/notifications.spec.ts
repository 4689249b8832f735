/**
 * Notifications end to end: a "your turn" mail arrives at a real SMTP server (e2e/global-smtp.ts), its
 * link leads straight into the match; the one-click unsubscribe URL from its header works without
 * cookies and refuses a tampered signature; the mute toggle sticks.
 */
import { expect, test } from "./fixtures";
import { createTinyMatch, noTurnMailWait, register, unique } from "./support";
import { waitForMail } from "./mailbox";

test("a turn mail's link leads into the match; its unsubscribe link works without signing in", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.skip(!process.env.E2E_MAIL_DIR && !!process.env.E2E_SMTP_URL, "mail goes to an external SMTP server");
  const annaName = unique("anna");
  const brunoName = unique("bruno");
  const anna = await register(browser, annaName);
  const bruno = await register(browser, brunoName);
  await noTurnMailWait(anna);
  await noTurnMailWait(bruno);

  const id = await createTinyMatch(anna, brunoName);
  // A player with the site open gets no turn mail (the page shows the turn): Anna leaves the site.
  await anna.goto("about:blank");
  await bruno.goto(`/matches/${id}`);
  await bruno.getByRole("button", { name: "Accept invitation" }).click();
  await expect(bruno.getByTestId("turn-status")).toContainText("Waiting for");

  // Bruno's acceptance started the match: Anna, first to move, gets "your turn".
  await waitForMail(`${annaName.toLowerCase()}@example.test`, `Tiny #${id}: your turn`);
  await bruno.goto("about:blank");
  await anna.goto(`/matches/${id}`);
  await anna.getByRole("button", { name: "add (n: 2)" }).click();
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");

  const mail = await waitForMail(`${brunoName.toLowerCase()}@example.test`, `Tiny #${id}: your turn`);
  // What happened since Bruno's last turn, with the player's name.
  expect(mail.text).toContain(annaName);
  expect(mail.text).toContain("banked 2");
  const link = mail.text.match(/Open the match: (\S+)/)?.[1];
  expect(link).toBe(`${baseURL}/matches/${id}`);
  await bruno.goto(link!);
  await expect(bruno.getByTestId("match-title")).toHaveText(`Tiny #${id}`);
  await expect(bruno.getByTestId("turn-status")).toContainText("Your turn.");

  // Mute toggle on the match page.
  await bruno.getByTestId("mute-toggle").click();
  await expect(bruno.getByTestId("mute-toggle")).toHaveAttribute("aria-pressed", "true");
  await bruno.reload();
  await expect(bruno.getByTestId("mute-toggle")).toHaveAttribute("aria-pressed", "true");

  // RFC 8058 one-click unsubscribe: a POST without cookies; a tampered signature is refused.
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = mail.headers["list-unsubscribe"]?.match(/^<(.+)>$/)?.[1];
  expect(oneClick).toContain("/unsubscribe/one-click?");
  const anon = await playwright.request.newContext();
  const form = { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" };
  const tampered = await anon.post(
    oneClick!.replace(/s=([^&]+)/, (_m, s: string) => `s=${s.slice(0, -2)}xx`),
    form,
  );
  expect(tampered.status()).toBe(400);
  const ok = await anon.post(oneClick!, form);
  expect(ok.status()).toBe(200);
  await anon.dispose();

  // The body link opens a page with one button (no sign-in); a tampered one says it is not valid.
  const bodyLink = mail.text.match(/Unsubscribe from all mail: (\S+)/)?.[1];
  expect(bodyLink).toContain("/unsubscribe?");
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(bodyLink!.replace(/s=([^&]+)/, "s=forged"));
  await expect(stranger.getByTestId("unsubscribe-invalid")).toBeVisible();
  await stranger.goto(bodyLink!);
  await stranger.getByRole("button", { name: "Unsubscribe from all mail" }).click();
  await expect(stranger.getByText("you will get no more notification mail")).toBeVisible();

  // Bruno's settings now show "Off".
  await bruno.goto("/settings#notifications");
  await expect(bruno.getByTestId("notification-settings").getByRole("radio", { name: /^Off/ })).toBeChecked();
});
