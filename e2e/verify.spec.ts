/**
 * Provably fair dice (docs/fairness.md), in Chromium: a match created through the form commits to its seed at
 * once (the match page's fairness line, the API's seedCommitment) and reveals nothing more while it runs; the
 * player's seed comes from the browser. Played to its end against a bot, its verify page replays the record
 * in the browser and says every roll was reproduced; the record's server seed hashes to the commitment.
 * A TEST_MODE match with a fixed seed verifies too and says it was a test's seed.
 */
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { botMatch, register, unique } from "./support";
import { playToEnd } from "./a11y-support";

interface Fairness {
  seedCommitment: string | null;
  seedScheme: string | null;
  serverSeed: string | null;
  playerSeeds: (string | null)[] | null;
}

test("a finished match's verify page says every roll was reproduced", async ({ browser }) => {
  test.setTimeout(300_000);
  const anna = await register(browser, unique("fair"));
  // Through the form: the page's script puts the browser's own seed in it.
  await anna.goto("/matches/new?game=tiny");
  await anna.locator("#gameKey").selectOption("tiny");
  await expect(anna.locator('input[name="clientSeed"]')).toHaveValue(/^[0-9a-f-]{36}$/);
  const browserSeed = await anna.locator('input[name="clientSeed"]').inputValue();
  await anna.locator("#seats").selectOption("2");
  await anna.locator("#seat1").selectOption("bot-greedy");
  await anna.getByRole("button", { name: "Create match" }).click();
  await anna.waitForURL(/\/matches\/\d+$/);
  const id = Number(new URL(anna.url()).pathname.split("/").pop());

  // Running: the commitment is public, the seeds are not.
  await expect(anna.getByTestId("fairness-line")).toContainText("committed to its randomness");
  const running = (await (await anna.request.get(`/api/matches/${id}`)).json()) as { fairness: Fairness };
  expect(running.fairness).toMatchObject({ seedScheme: "hmac-sha256", serverSeed: null, playerSeeds: null });
  expect(running.fairness.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  await anna.goto(`/matches/${id}/verify`);
  await expect(anna.getByTestId("seed-commitment")).toHaveText(running.fairness.seedCommitment!);
  await expect(anna.getByTestId("verify-not-ended")).toBeVisible();
  expect((await anna.request.get(`/api/matches/${id}/record`)).status()).toBe(409);

  await playToEnd(anna, id);
  await anna.goto(`/matches/${id}`);
  await anna.getByTestId("verify-link").click();
  await anna.waitForURL(`/matches/${id}/verify`);
  const result = anna.getByTestId("verify-result");
  await expect(result).toHaveAttribute("data-status", "verified", { timeout: 30_000 });
  await expect(result).toContainText(
    /Verified: the commitment matches, and \d+ dice rolls? and 0 shuffles were reproduced/,
  );

  const { record } = (await (await anna.request.get(`/api/matches/${id}/record`)).json()) as {
    record: { fairness: { seedCommitment: string; serverSeed: string; playerSeeds: string[] } };
  };
  expect(createHash("sha256").update(record.fairness.serverSeed).digest("hex")).toBe(running.fairness.seedCommitment);
  expect(record.fairness.playerSeeds[0]).toBe(browserSeed);
  expect(record.fairness.playerSeeds[1]).toMatch(/^[0-9a-f]{32}$/);
});

test("a TEST_MODE match with a fixed seed verifies and says so", async ({ browser }) => {
  test.setTimeout(300_000);
  const bruno = await register(browser, unique("fairt"));
  const id = await botMatch(bruno, "tiny", "fair-e2e-1");
  await playToEnd(bruno, id);
  await bruno.goto(`/matches/${id}/verify`);
  await expect(bruno.getByTestId("verify-result")).toHaveAttribute("data-status", "verified", { timeout: 30_000 });
  await expect(bruno.getByText("A test match: its seed was fixed by a test")).toBeVisible();
});
