/**
 * Players in Chromium: rated matches finished through the JSON API change both profiles and, from the fifth
 * rated match on, the leaderboard; a rematch asked for on the page starts when the other accepts; a player
 * who blocked another is not invited by them (a clear sentence) and the lobby hides their matches.
 */
import { expect, test, type Page } from "./fixtures";
import { register, sitePost, unique } from "./support";

async function json<T>(r: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  return (await (await r).json()) as T;
}

/** A rated two-player tiny match (target 1) that `winner` wins at once; returns its id. */
async function ratedWin(creator: Page, other: Page, otherName: string, winner: Page): Promise<number> {
  const created = await json<{ ok: boolean; matchId: number; message?: string }>(
    sitePost(creator, "/api/matches", {
      gameKey: "tiny",
      seats: [{ kind: "me" }, { kind: "invite", username: otherName }],
      rated: true,
      options: { target: 1 },
    }),
  );
  expect(created.ok, created.message).toBe(true);
  const id = created.matchId;
  const version = async (p: Page) =>
    (await json<{ version: number }>(p.request.get(`/api/matches/${id}/version`))).version;
  expect((await sitePost(other, `/api/matches/${id}/join`, { version: await version(other) })).status()).toBe(200);
  // The creator moves first: if the winner is the other player, the creator ends the turn empty-handed.
  if (winner !== creator)
    expect((await sitePost(creator, `/api/matches/${id}/commit`, { version: await version(creator) })).status()).toBe(
      200,
    );
  expect(
    (
      await sitePost(winner, `/api/matches/${id}/moves`, {
        version: await version(winner),
        move: { type: "add", n: 1 },
      })
    ).status(),
  ).toBe(200);
  expect((await sitePost(winner, `/api/matches/${id}/commit`, { version: await version(winner) })).status()).toBe(200);
  return id;
}

test("rated results reach both profiles and the leaderboard; a rematch starts when accepted; a block refuses invitations", async ({
  browser,
}) => {
  const anaName = unique("ana");
  const benName = unique("ben");
  const ana = await register(browser, anaName);
  const ben = await register(browser, benName);

  const first = await ratedWin(ana, ben, benName, ana);
  await ana.goto(`/u/${anaName}`);
  await expect(ana.getByTestId("rating-tiny")).toContainText("1 finished, 1 won");
  const anaRating = Number(await ana.getByTestId("rating-value-tiny").innerText());
  await ben.goto(`/u/${anaName}`);
  await expect(ben.getByTestId("rating-value-tiny")).toHaveText(String(anaRating));
  await ben.goto(`/u/${benName}`);
  await expect(ben.getByTestId("rating-tiny")).toContainText("1 finished, 0 won");
  expect(Number(await ben.getByTestId("rating-value-tiny").innerText())).toBeLessThan(anaRating);
  // The API says the same.
  const profile = await json<{
    ratings: Record<string, { rating: number; matches: number; wins: number }>;
    reliability: { finishedShare: number };
  }>(ben.request.get(`/api/users/${anaName}`));
  expect(profile.ratings["tiny"]).toMatchObject({ rating: anaRating, matches: 1, wins: 1 });
  expect(profile.reliability.finishedShare).toBe(1);

  // Four more: the fifth rated match puts both on the leaderboard, Ana first.
  await ana.goto("/leaderboard/tiny");
  await expect(ana.getByTestId("leaderboard").getByRole("link", { name: anaName })).toHaveCount(0);
  for (let i = 0; i < 4; i++) await ratedWin(i % 2 ? ana : ben, i % 2 ? ben : ana, i % 2 ? benName : anaName, ana);
  await ana.goto("/leaderboard/tiny");
  const rows = ana.getByTestId("leaderboard").locator("tbody tr");
  const names = await rows.locator("td:nth-child(2)").allInnerTexts();
  expect(names.indexOf(anaName)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(anaName)).toBeLessThan(names.indexOf(benName));

  // Rematch of the first match, asked by Ben on its page; Ana accepts; it starts.
  await ben.goto(`/matches/${first}`);
  await ben.getByTestId("rematch").click();
  await ben.waitForURL((url) => /^\/matches\/\d+$/.test(url.pathname) && url.pathname !== `/matches/${first}`);
  const rematchId = ben.url().split("/").pop()!;
  await expect(ben.getByTestId("rated-badge")).toBeVisible();
  await ana.goto(`/matches/${rematchId}`);
  await ana.getByRole("button", { name: "Accept invitation" }).click();
  await expect(ana.getByTestId("turn-status")).toBeVisible();
  // Seats moved on by one: Ben, who sat second, moves first now.
  await expect(ben.getByTestId("turn-status")).toContainText("Your turn.");

  // Ben blocks Ana from her profile: her invitation is refused with a sentence, by the API and by the form.
  await ben.goto(`/u/${anaName}`);
  await ben.getByTestId("relation").getByRole("button", { name: "Block" }).click();
  await expect(ben.getByTestId("relation").getByRole("button", { name: "Unblock" })).toBeVisible();
  const refused = await sitePost(ana, "/api/matches", {
    gameKey: "tiny",
    seats: [{ kind: "me" }, { kind: "invite", username: benName }],
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(`You cannot invite ${benName}.`);
  // And an open match of Ben's is not in Ana's lobby, nor can she take its seat.
  const open = await json<{ matchId: number }>(
    sitePost(ben, "/api/matches", { gameKey: "tiny", seats: [{ kind: "me" }, { kind: "open" }] }),
  );
  await ana.goto("/games");
  await expect(ana.getByTestId("list-open").getByRole("link", { name: `Tiny #${open.matchId}` })).toHaveCount(0);
  const v = (await json<{ version: number }>(ana.request.get(`/api/matches/${open.matchId}/version`))).version;
  const join = await sitePost(ana, `/api/matches/${open.matchId}/join`, { version: v });
  expect(join.status()).toBe(403);
  expect(((await join.json()) as { message: string }).message).toBe(
    "You cannot join this match: one of its players has blocked you, or you them.",
  );
});
