/**
 * Table talk and the history in Chromium: two players chat (live, escaped, only http(s) links), a spectator of
 * a match without public chat sees none of it, notes stay private, and the history reads in the reader's
 * time zone, one entry per turn, with the position after a turn on request.
 */
import { expect, test } from "./fixtures";
import { register, sitePost, tinyMatchOfTwo, unique } from "./support";

test("two players chat: live, escaped, links only for http(s); a spectator sees no chat; notes are private", async ({
  browser,
}) => {
  const { anna, bruno, id, brunoName, annaName } = await tinyMatchOfTwo(browser, "chat");
  await anna.goto(`/matches/${id}`);
  await bruno.goto(`/matches/${id}`);
  await expect(anna.getByTestId("chat")).toBeVisible();

  await anna.getByTestId("chat-input").fill("Hello <b>there</b>! Rules: https://example.org/glen javascript:alert(1)");
  await anna.getByTestId("chat-input").press("Enter");
  // Bruno's open page gets it without a reload.
  const message = bruno.getByTestId("chat-message").filter({ hasText: "Hello" });
  await expect(message).toContainText("Hello <b>there</b>!");
  await expect(message.locator("b")).toHaveCount(0);
  await expect(message.getByRole("link")).toHaveCount(1);
  await expect(message.getByRole("link")).toHaveAttribute("href", "https://example.org/glen");
  await expect(message.getByRole("link")).toHaveAttribute("rel", /noopener/);

  // Right-to-left text shows in its own direction; Shift+Enter is a new line, not a send.
  await bruno.getByTestId("chat-input").fill("مرحبا");
  await bruno.getByTestId("chat-input").press("Shift+Enter");
  await bruno.getByTestId("chat-input").pressSequentially("hi");
  await bruno.getByTestId("chat-send").click();
  const reply = anna.getByTestId("chat-message").filter({ hasText: "مرحبا" });
  await expect(reply.getByTestId("chat-text")).toHaveAttribute("dir", "auto");
  await expect(reply.getByTestId("chat-text")).toHaveText("مرحبا\nhi");

  // Empty messages are not sent; an overlong one is refused with the site's sentence.
  const long = "x".repeat(501);
  const r = await sitePost(anna, `/api/matches/${id}/chat`, { text: long });
  expect(r.status()).toBe(400);
  expect(((await r.json()) as { message: string }).message).toBe("A message has at most 500 characters.");

  // Notes: Anna's are hers alone.
  await anna.getByTestId("notes-input").fill(`${brunoName} saves stone`);
  await anna.getByTestId("notes-save").click();
  await expect(anna.getByTestId("notes")).toContainText("Saved.");
  await bruno.reload();
  await expect(bruno.getByTestId("notes-input")).toHaveValue("");
  await anna.reload();
  await expect(anna.getByTestId("notes-input")).toHaveValue(`${brunoName} saves stone`);

  // A signed-in spectator of a match whose chat is for players only: no chat panel, and the API refuses.
  const eve = await register(browser, unique("chateve"));
  await eve.goto(`/matches/${id}`);
  await expect(eve.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(eve.getByTestId("chat")).toHaveCount(0);
  expect((await eve.request.get(`/api/matches/${id}/chat`)).status()).toBe(403);
  expect((await sitePost(eve, `/api/matches/${id}/chat`, { text: "hi" })).status()).toBe(403);

  // Bruno mutes Anna: her messages disappear for him (and only him).
  await bruno
    .getByRole("button", { name: `Mute ${annaName}` })
    .first()
    .click();
  await expect(bruno.getByTestId("chat-message").filter({ hasText: "Hello" })).toHaveCount(0);
  await expect(anna.getByTestId("chat-message").filter({ hasText: "Hello" })).toHaveCount(1);
});

test("the history in the reader's time zone, one entry per turn, and the position after a turn", async ({
  browser,
}) => {
  const { anna, bruno, id } = await tinyMatchOfTwo(browser, "hist2");
  // Anna reads in Tokyo (her setting); a guest reads in New York (the browser's zone).
  await anna.goto("/settings");
  await anna.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await anna.getByRole("button", { name: "Save time zone" }).click();
  await expect(anna.getByTestId("time-zone-current")).toContainText("Your time zone: Asia/Tokyo");
  // Three turns: Anna adds 2 and ends (one turn of two lines), Bruno ends, Anna ends.
  await anna.goto(`/matches/${id}`);
  await anna.getByRole("button", { name: "add (n: 2)" }).click();
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");
  await bruno.goto(`/matches/${id}`);
  await bruno.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Your turn.");
  await anna.getByRole("button", { name: "End turn" }).click();
  await expect(anna.getByTestId("turn-status")).toContainText("Waiting for");

  const turns = anna.getByTestId("history-turn");
  await expect(turns).toHaveCount(3);
  // Newest first by default; Anna's first turn holds both of its lines.
  await expect(turns.last()).toContainText("added 2");
  await expect(turns.last()).toContainText("banked 2");
  const time = turns.first().locator("time");
  await expect(time).toHaveText(/just now|min ago/);
  const at = new Date((await time.getAttribute("datetime"))!);
  const hourIn = (zone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      at,
    );
  await expect(time).toHaveAttribute("title", new RegExp(hourIn("Asia/Tokyo")));

  // The reader chooses the order; it is kept.
  await anna.getByTestId("history-order").selectOption("oldest-first");
  await expect(turns.first()).toContainText("added 2");
  await anna.reload();
  await expect(turns.first()).toContainText("added 2");

  // A guest in New York.
  const guestContext = await browser.newContext({ timezoneId: "America/New_York" });
  const guest = await guestContext.newPage();
  await guest.goto(`/matches/${id}`);
  const guestTime = guest.getByTestId("history-turn").first().locator("time");
  await expect(guestTime).toHaveAttribute("title", new RegExp(hourIn("America/New_York")));

  // The position after Anna's first turn: the board as it was (2 banked), then back to the game.
  await anna.getByTestId("history-show").first().click();
  await expect(anna.getByTestId("history-position")).toContainText("The position after");
  await expect(anna.getByTestId("history-position")).toContainText("banked");
  await anna.getByTestId("history-back").click();
  await expect(anna.getByTestId("history-position")).toHaveCount(0);
  await expect(anna.getByTestId("turn-status")).toBeVisible();
  await guestContext.close();
});
