/**
 * The newcomer's default, attacked from outside: a production server started with nothing set (embedded
 * PGlite, no SMTP, no test switches, no proxy), as `npm start` gives it. Nothing a stranger can reach reads
 * kept mail; test switches are off; X-Forwarded-For buys an attacker nothing; every answer carries the
 * security headers. (The attack script with its count is e2e/attack.spec.ts, on PostgreSQL with SMTP.)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as pwRequest, test, type APIRequestContext, type Page } from "./fixtures";
import { sign } from "../lib/secrets/tokens";
import { unique } from "./support";

const BASE = process.env.E2E_DEFAULT_URL ?? "";
const DATA = process.env.E2E_DEFAULT_DATA ?? "";
test.use({ baseURL: BASE });

/** What the operator reads in the server's start-up notice (the key is derived from the generated secret). */
function operatorMailbox(): string {
  const secret = readFileSync(path.join(DATA, "auth-secret"), "utf8").trim();
  return `/mailbox/${sign(secret, "glenboard:operator-mailbox:v1")}`;
}

async function keptMailTo(page: Page, to: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      await page.goto(operatorMailbox());
      const mail = page.getByTestId("dev-mail").filter({ hasText: to }).filter({ hasText: subject }).first();
      text = (await mail.count()) ? ((await mail.getByTestId("dev-mail-text").textContent()) ?? "") : "";
      return text;
    })
    .toContain("http");
  return text;
}

async function registerHere(page: Page, name: string): Promise<void> {
  const email = `${name.toLowerCase()}@example.test`;
  await page.goto("/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);
  const text = await keptMailTo(page, email, "Confirm your address");
  const link = text.match(/https?:\/\/\S+\/register\/confirm\?token=\S+/)?.[0] ?? "";
  // SITE_URL defaults to the port actually served.
  expect(link.startsWith(`${BASE}/register/confirm?token=`)).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/games$/);
}

test("kept mail is for the operator only: no development door, an ordinary 404 without the key", async ({ page }) => {
  const notFound = await page.request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  for (const url of [
    "/dev/mailbox",
    "/mailbox",
    "/mailbox/wrong-key",
    `/mailbox/${"A".repeat(43)}`,
    `${operatorMailbox()}x`,
    `/%6Dailbox/${"B".repeat(43)}`,
  ]) {
    const r = await page.request.get(url);
    expect(r.status(), url).toBe(404);
    const body = await r.text();
    // The site's own 404 (app/not-found.tsx), the same for every wrong address.
    expect(body, url).toContain('data-testid="not-found"');
    expect(body, url).toContain("Page not found");
    expect(body, url).not.toMatch(/Operator|example\.test|token=|kept/i);
  }
  // The operator's address works.
  const ok = await page.request.get(operatorMailbox());
  expect(ok.status()).toBe(200);
  expect(await ok.text()).toContain("Operator mailbox");
});

test("registration and sign-in links travel only through the kept mail; test switches are off", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const name = unique("dflt");
  await registerHere(page, name);

  // No response to the visitor ever carries a sign-in link: ask for one and read every answer.
  const seen: string[] = [];
  page.on("response", async (r) => seen.push(await r.text().catch(() => "")));
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(`${name.toLowerCase()}@example.test`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("a sign-in link is on its way")).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  for (const body of seen) expect(body).not.toContain("token=");
  page.removeAllListeners("response");
  const text = await keptMailTo(page, `${name.toLowerCase()}@example.test`, "Your sign-in link");
  await page.goto(text.match(/https?:\/\/\S+\/signin\/magic\?token=\S+/)?.[0] ?? "");
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page).toHaveURL(/\/games$/);

  // The test game is not offered and a fixed seed is ignored.
  const origin = { origin: BASE };
  const tiny = await page.request.post("/api/matches", {
    data: { gameKey: "tiny", seats: [{ kind: "me" }] },
    headers: origin,
  });
  expect(tiny.status()).toBe(404);
  await page.goto("/matches/new");
  await expect(page.getByLabel("Game").locator("option")).toHaveText([/^Glen More/, /^Clans/, /^Stone Age/]);
  const views: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await page.request.post("/api/matches", {
      data: { gameKey: "glen-more", seats: [{ kind: "me" }, { kind: "bot", style: "random" }], testSeed: "same-seed" },
      headers: origin,
    });
    expect(r.status()).toBe(200);
    const { matchId } = (await r.json()) as { matchId: number };
    const view = (await (await page.request.get(`/api/matches/${matchId}`)).json()) as { view: unknown };
    views.push(JSON.stringify(view.view));
  }
  expect(views[0]).not.toBe(views[1]);
});

test("every answer carries the security headers; scripts run only with the page's nonce", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/signin");
  const h = res!.headers();
  const csp = h["content-security-policy"] ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["strict-transport-security"]).toBeUndefined();
  // Every script the server sends carries the nonce (chunks those scripts load later need none: the policy's
  // 'strict-dynamic' trusts them, and only them); a second request gets a different nonce.
  const scripts = [...(await res!.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const again = await page.request.get("/signin");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  // The page works under the policy: Next's inline bootstrap ran (it carries the nonce), nothing was refused.
  expect(await page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown }).__next_f))).toBe(true);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Enter your username or email.")).toBeVisible();
  expect(violations).toEqual([]);
  const api = await page.request.get("/api/matches/1/version");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'self'");
});

test("without a mail server, the pages that announce a mail say so, and that the operator passes the links on", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  for (const path of ["/register", "/signin", "/forgot"]) {
    await page.goto(path);
    const notice = page.getByTestId("no-mail-server");
    await expect(notice, path).toContainText("This site has no mail server set up, so no mail leaves it.");
    await expect(notice, path).toContainText("The site's operator sees every mail and passes the links on");
  }
  const german = await (await browser.newContext({ locale: "de-DE" })).newPage();
  await german.goto("/forgot");
  await expect(german.getByTestId("no-mail-server")).toContainText("Auf dieser Seite ist kein Mailserver eingerichtet");

  // Registering: the same words where the mail is announced, and no spam folder to search.
  const name = unique("nomail");
  const email = `${name.toLowerCase()}@example.test`;
  await page.goto("/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText(`we sent a mail to ${email}`);
  await expect(page.getByTestId("no-mail-server")).toContainText("passes the links on");
  await expect(page.getByText(/spam folder/)).toHaveCount(0);
  // The operator passes the link on; in Settings the member reads why no mail reaches them.
  const text = await keptMailTo(page, email, "Confirm your address");
  await page.goto(text.match(/https?:\/\/\S+\/register\/confirm\?token=\S+/)?.[0] ?? "");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.goto("/settings");
  await expect(page.locator("#notifications").getByTestId("no-mail-server")).toContainText(
    "This site has no mail server set up, so no mail reaches you.",
  );
});

test("X-Forwarded-For is not believed without TRUSTED_PROXIES: rotating it does not escape the limits", async () => {
  // Last in this file: it uses up the sign-in allowance of this machine's address for a minute.
  const clients: APIRequestContext[] = [];
  let refused = 0;
  let checked = 0;
  // The limit counts per wall-clock minute (lib/rate-limits/counter.ts): the fourteen attempts start where they
  // fit in one (once a minute began in the middle of them: twelve checks, two refusals).
  await expect.poll(() => Date.now() % 60_000, { timeout: 20_000 }).toBeLessThan(45_000);
  for (let i = 0; i < 14; i++) {
    const c = await pwRequest.newContext({
      baseURL: BASE,
      extraHTTPHeaders: {
        "x-forwarded-for": `203.0.113.${i + 1}`,
        "x-real-ip": `203.0.113.${i + 1}`,
        "x-glenboard-peer": `192.0.2.${i + 1}`,
      },
    });
    clients.push(c);
    const csrf = (await (await c.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const r = await c.post("/api/auth/callback/password", {
      form: { login: `nobody${i}@example.test`, password: "wrong password", csrfToken: csrf.csrfToken },
      maxRedirects: 0,
    });
    const location = r.headers().location ?? "";
    if (location.includes("code=throttled")) refused++;
    else if (location.includes("error=CredentialsSignin")) checked++;
  }
  // Fourteen different "addresses" in the headers, one real one: ten checks, then refusals.
  expect(checked).toBe(10);
  expect(refused).toBe(4);
  for (const c of clients) await c.dispose();
});
