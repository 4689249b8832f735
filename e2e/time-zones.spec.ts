/**
 * Times in the player's zone, in Chromium with browsers in several zones, on the site under test
 * (which has a mail server): a player registering in Berlin reads deadlines and vacation ends in Berlin time
 * on the match page and "My games"; a visitor in New York reads them in New York time (the browser's zone in
 * a cookie, one refresh the first time), and the server never trusts that cookie; an account made without a
 * zone takes the browser's on its first page and keeps a choice made in Settings; the pages that announce a
 * mail say nothing about a missing mail server here (e2e/security-default.spec.ts has the site without one).
 */
import { expect, request as pwRequest, test, type Page } from "./fixtures";
import { register, sitePost, testAddress, unique } from "./support";
import { linkIn, mails, waitForMail } from "./mailbox";

/** "23:30 CET": the hour, minute and zone name as a deadline shows them (lib/clocks/seat-clock.ts, en-GB). */
function clockIn(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

interface SeatView {
  seatIndex: number;
  deadline: string | null;
  vacationUntil: string | null;
}

async function seatsOf(page: Page, id: number): Promise<SeatView[]> {
  return ((await (await page.request.get(`/api/matches/${id}`)).json()) as { seats: SeatView[] }).seats;
}

async function zoneOf(page: Page): Promise<string | null> {
  return ((await (await page.request.get("/api/me")).json()) as { preferences: { timeZone: string | null } })
    .preferences.timeZone;
}

test("a player in Berlin reads deadlines and vacations in Berlin time; a visitor in New York in theirs", async ({
  browser,
  baseURL,
}) => {
  const berlinName = unique("tzber");
  const otherName = unique("tzutc");
  // Registered through the form in a Berlin browser: the account keeps the browser's zone.
  const berlin = await register(browser, berlinName, { timezoneId: "Europe/Berlin" });
  expect(await zoneOf(berlin)).toBe("Europe/Berlin");
  const other = await register(browser, otherName);
  expect(await zoneOf(other)).toBe("UTC");

  const created = await sitePost(berlin, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "invite", username: otherName }],
    options: { target: 100 },
    timeControl: { kind: "perMove", days: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { matchId: id } = (await created.json()) as { matchId: number };
  const version = ((await (await other.request.get(`/api/matches/${id}`)).json()) as { version: number }).version;
  expect((await sitePost(other, `/api/matches/${id}/join`, { version })).status()).toBe(200);
  const deadline = (await seatsOf(berlin, id))[0]?.deadline ?? "";
  expect(deadline).not.toBe("");
  // Berlin and UTC differ by one or two hours: the two texts differ.
  expect(clockIn(deadline, "Europe/Berlin")).not.toBe(clockIn(deadline, "UTC"));

  await berlin.goto(`/matches/${id}`);
  await expect(berlin.getByTestId("seat-0").getByTestId("deadline")).toContainText(clockIn(deadline, "Europe/Berlin"));
  await berlin.goto("/games");
  await expect(berlin.getByTestId("list-my-turn").getByTestId("list-deadline").first()).toContainText(
    clockIn(deadline, "Europe/Berlin"),
  );
  await other.goto(`/matches/${id}`);
  await expect(other.getByTestId("seat-0").getByTestId("deadline")).toContainText(clockIn(deadline, "UTC"));

  // The other player goes on vacation: Berlin reads its end in Berlin time.
  const until = new Date(Date.parse(deadline) + 24 * 3600_000).toISOString();
  const booked = await sitePost(other, "/api/me/vacation", { until });
  expect(booked.status(), await booked.text()).toBe(200);
  const vacationUntil = (await seatsOf(berlin, id))[1]?.vacationUntil ?? "";
  await berlin.goto(`/matches/${id}`);
  await expect(berlin.getByTestId("seat-1")).toContainText(`on vacation until`);
  await expect(berlin.getByTestId("seat-1")).toContainText(clockIn(vacationUntil, "Europe/Berlin"));

  // Settings shows the zone.
  await berlin.goto("/settings");
  await expect(berlin.getByTestId("time-zone-current")).toContainText("Your time zone: Europe/Berlin");

  // A visitor in New York: the first page is drawn in UTC, the browser's zone goes into a cookie, and the
  // page is refreshed once in New York time.
  const visitorContext = await browser.newContext({
    timezoneId: "America/New_York",
    extraHTTPHeaders: { "x-forwarded-for": testAddress() },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/matches/${id}`);
  await expect(visitor.getByTestId("seat-0").getByTestId("deadline")).toContainText(
    clockIn(deadline, "America/New_York"),
  );
  await expect(visitor.getByTestId("seat-1")).toContainText(clockIn(vacationUntil, "America/New_York"));
  expect((await visitorContext.cookies()).find((c) => c.name === "gb_tz")?.value).toBe("America/New_York");
  // Later pages come in New York time at once.
  const html = await (await visitor.request.get(`/matches/${id}`)).text();
  expect(html).toContain(clockIn(deadline, "America/New_York"));

  // The cookie is the visitor's to write: the server takes a zone from it, never anything else.
  const cookies: [string, string][] = [
    ["Asia/Tokyo", "Asia/Tokyo"],
    ["asia/tokyo", "Asia/Tokyo"],
    ["Mars/Olympus", "UTC"],
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "UTC"],
    ["+05:30", "UTC"],
    ["x".repeat(3000), "UTC"],
  ];
  for (const [cookie, zone] of cookies) {
    const client = await pwRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `gb_tz=${cookie}`, "x-forwarded-for": testAddress() },
    });
    const res = await client.get(`/matches/${id}`);
    expect(res.status(), cookie.slice(0, 20)).toBe(200);
    const page = await res.text();
    expect(page, cookie.slice(0, 20)).toContain(clockIn(deadline, zone));
    expect(page).not.toContain("<script>alert(1)");
    await client.dispose();
  }
});

test("an account made without a zone takes the browser's on its first page; a choice is kept; the API", async ({
  browser,
  baseURL,
}) => {
  const name = unique("tznone");
  const email = `${name.toLowerCase()}@example.test`;
  const context = await browser.newContext({
    timezoneId: "Asia/Tokyo",
    extraHTTPHeaders: { "x-forwarded-for": testAddress() },
  });
  const page = await context.newPage();
  const before = mails().length;
  await page.goto("/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  // As a browser that sends no zone: the field is gone.
  await expect(page.locator('input[name="timeZone"]')).toHaveValue("Asia/Tokyo");
  await page.locator('input[name="timeZone"]').evaluate((input) => input.remove());
  await page.getByRole("button", { name: "Create account" }).click();
  // The site under test has a mail server: the usual hint, and no word of a missing one.
  await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);
  await expect(page.getByText("Look in your spam folder")).toBeVisible();
  await expect(page.getByTestId("no-mail-server")).toHaveCount(0);
  const mail = await waitForMail(email, "Confirm your address", before);
  // The link opened in a browser without the cookie yet (a phone's mail app): the first page sets it.
  await context.clearCookies();
  await page.goto(linkIn(mail, "/register/confirm?token="));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/games$/);
  // The first signed-in page sent the browser's zone.
  await expect.poll(() => zoneOf(page)).toBe("Asia/Tokyo");

  // The player chooses UTC in Settings; their browser's zone is offered, and never overrides the choice.
  await page.goto("/settings");
  await expect(page.getByTestId("time-zone-current")).toContainText("Your time zone: Asia/Tokyo");
  await expect(page.getByTestId("time-zone-setting").getByRole("button", { name: "Use Asia/Tokyo" })).toHaveCount(0);
  await page.getByLabel("Time zone").selectOption("UTC");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByTestId("time-zone-current")).toContainText("Your time zone: UTC");
  await page.goto("/games");
  await page.goto("/settings");
  expect(await zoneOf(page)).toBe("UTC");
  await page.getByRole("button", { name: "Use Asia/Tokyo" }).click();
  await expect(page.getByTestId("time-zone-current")).toContainText("Your time zone: Asia/Tokyo");
  // No word of a missing mail server on the settings page either.
  await expect(page.getByTestId("no-mail-server")).toHaveCount(0);

  // POST /api/me/time-zone: a zone name, canonical; ifUnset keeps a known zone; anything else changes nothing.
  const post = (data: unknown) => sitePost(page, "/api/me/time-zone", data);
  let r = await post({ timeZone: "europe/berlin" });
  expect(r.status()).toBe(200);
  expect(await r.json()).toEqual({ ok: true, timeZone: "Europe/Berlin" });
  r = await post({ timeZone: "America/New_York", ifUnset: true });
  expect(await r.json()).toEqual({ ok: true, timeZone: "Europe/Berlin" });
  for (const bad of [
    {},
    { timeZone: "Mars/Olympus" },
    { timeZone: "+01:00" },
    { timeZone: 5 },
    { timeZone: "UTC", extra: 1 },
    { timeZone: "UTC", ifUnset: "yes" },
    { timeZone: "A".repeat(65) },
  ]) {
    const refused = await post(bad);
    expect(refused.status(), JSON.stringify(bad)).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe("INVALID_INPUT");
  }
  expect(await zoneOf(page)).toBe("Europe/Berlin");
  // Only the account's owner: no session is a 401, a cookie write from another site a 403.
  const stranger = await pwRequest.newContext({ baseURL });
  expect((await stranger.post("/api/me/time-zone", { data: { timeZone: "UTC" } })).status()).toBe(401);
  await stranger.dispose();
  const foreign = await page.request.post("/api/me/time-zone", {
    data: { timeZone: "UTC" },
    headers: { origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  expect(await zoneOf(page)).toBe("Europe/Berlin");
});

test("with a mail server, the pages that announce a mail say nothing of a missing one", async ({ page }) => {
  for (const path of ["/register", "/signin", "/forgot"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("no-mail-server"), path).toHaveCount(0);
  }
});
