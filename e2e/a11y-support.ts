/** Helpers for the accessibility specs: an axe check that names what it found, and API play between two pages. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { sitePost } from "./support";

/**
 * Runs axe on the page as it is now and fails on any serious or critical finding. The message lists each
 * rule id with its first few elements, so a failure says what to fix without opening the trace.
 */
export async function expectNoSeriousAxe(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect.soft(report, `axe on ${what} (${page.url()})`).toEqual([]);
}

type Move = { type: string; location?: string; [k: string]: unknown };
type Moves = { myTurn: boolean; version: number; legalMoves: Move[] };

/**
 * The order in which a quick player likes moves (lower first). Stone Age buys and builds whenever it can and
 * places on cards and buildings, so that a game against a bot ends in a few minutes; a turn ends as soon as it
 * may (one step, then the commit).
 */
function liking(m: Move): number {
  if (m.type === "end-turn") return 0;
  if (m.type === "build" || m.type === "buy-card") return 1;
  if (m.type === "place") return m.location?.startsWith("stack-") || m.location?.startsWith("card-") ? 2 : 3;
  if (["pass", "starve", "decline", "sell"].includes(m.type)) return 9;
  return 5;
}

/**
 * One API step for the page's player: the move it likes best (the turn's end when that is legal). Returns
 * false when it is not this player's turn.
 */
export async function apiStep(page: Page, id: number): Promise<boolean> {
  const r = (await (await page.request.get(`/api/matches/${id}/moves`)).json()) as Moves;
  if (!r.myTurn) return false;
  const pick = [...r.legalMoves].sort((a, b) => liking(a) - liking(b))[0];
  const res =
    pick?.type === "end-turn"
      ? await sitePost(page, `/api/matches/${id}/commit`, { version: r.version })
      : await sitePost(page, `/api/matches/${id}/moves`, { version: r.version, move: pick });
  expect(res.ok(), await res.text()).toBe(true);
  return true;
}

/** The page's player steps over the API until the match is over; the other seats are bots (bounded). */
export async function playToEnd(page: Page, id: number, maxSteps = 4000): Promise<void> {
  for (let i = 0; i < maxSteps; i++) {
    if (!(await apiStep(page, id))) {
      const { status } = (await (await page.request.get(`/api/matches/${id}`)).json()) as { status: string };
      if (status !== "running") return;
      throw new Error(`match ${id} is running but waits for someone else`);
    }
  }
  throw new Error(`match ${id} did not end in ${maxSteps} steps`);
}
