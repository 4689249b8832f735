/**
 * History lines as message keys through the site: a Clans match played to the end (a player and bots)
 * stores keys; the view and the record give English `lines` (as API clients always read them) beside the
 * `keys`, and German `text` for a German reader. Old logs (English sentences, as written before keys) are
 * keyed again by replaying the match, and read the same in English afterwards.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import {
  chooseBotMove,
  currentState,
  pendingOf,
  Rng,
  seedRng,
  type AnyGame,
  type PendingBySeat,
  rejectionText,
} from "@/lib/engine";
import { getGame } from "@/lib/games";
import { createMatch } from "@/lib/matches/lifecycle/lobby";
import { act } from "@/lib/matches/write/play";
import { matchRecord } from "@/lib/matches/read/record";
import { getMatchView, historyPage } from "@/lib/matches/read/views";
import { getReplay } from "@/lib/matches/read/replay";
import { keyAllHistories } from "@/lib/matches/history/history-keys";
import { makeUsers } from "./helpers";
import { unpackState } from "@/lib/matches/store/packed-state";

describe("history lines as message keys", () => {
  const t = useDatabase("pglite");
  let user: string;
  beforeAll(async () => {
    user = (await makeUsers(t.db, ["Rex"])).Rex!;
  });

  it("stores keys, shows English and German, and keys old English logs by replaying them", async () => {
    const { db } = t;
    const game = getGame("clans") as AnyGame;
    const created = await createMatch(db, user, {
      gameKey: "clans",
      seats: [{ kind: "me" }, { kind: "bot", style: "greedy" }, { kind: "bot", style: "random" }],
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.matchId;
    const rng = new Rng(seedRng("history-keys"));
    for (let i = 0; i < 5_000; i++) {
      const row = await db.match.findUniqueOrThrow({
        where: { id },
        select: { status: true, packedState: true, pending: true, version: true },
      });
      if (row.status !== "running") break;
      const pending = row.pending as PendingBySeat<unknown>;
      const seen = currentState(game, unpackState(row.packedState), pending, 0);
      if (!seen.ok) throw new Error(rejectionText(seen));
      const move = chooseBotMove(game, seen.value, 0, rng, "greedy", pendingOf(pending, 0).length);
      if (move === null) throw new Error("no move");
      const r = await act(db, user, id, row.version, { type: "move", move });
      if (!r.ok) throw new Error(r.message);
    }
    const rows = await db.moveLog.findMany({
      where: { matchId: id },
      orderBy: { index: "asc" },
      select: { index: true, lines: true },
    });
    const stored = rows.flatMap((r) => r.lines as unknown[]);
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.every((l) => typeof l === "object" && l !== null && "key" in l)).toBe(true);

    const record = await matchRecord(db, id);
    if (!record.ok) throw new Error(record.message);
    const english = record.value.record.log.flatMap((e) => e.lines);
    expect(
      english.some((l) => /^moved \d+ huts? from territory \d+ \((mountain|forest|steppe|grassland)\)/.test(l)),
    ).toBe(true);
    expect(record.value.record.log.flatMap((e) => e.keys)).toEqual(stored);

    const en = await getMatchView(db, null, id);
    const de = await getMatchView(db, null, id, { locale: "de", api: true });
    if (!en.ok || !de.ok) throw new Error("no view");
    expect(en.value.log.every((e) => e.text === undefined)).toBe(true);
    expect(de.value.log.map((e) => e.lines)).toEqual(en.value.log.map((e) => e.lines));
    expect(de.value.log.flatMap((e) => e.text ?? []).some((l) => /^zog \d+ Hütten? von Gebiet \d+/.test(l))).toBe(true);
    const page = await historyPage(db, null, id, 5, 50, { locale: "de", api: true });
    expect(page.ok && page.value.log.every((e) => (e.text ?? []).length === e.lines.length)).toBe(true);
    // The match page gets one set of lines, in the viewer's language, and no keys.
    const forPage = await getMatchView(db, null, id, { locale: "de", api: false });
    if (!forPage.ok) throw new Error("no view");
    expect(forPage.value.log.map((e) => e.lines)).toEqual(de.value.log.map((e) => e.text ?? e.lines));
    expect(forPage.value.log.every((e) => e.keys === undefined && e.text === undefined)).toBe(true);
    const replayDe = await getReplay(db, id, "de");
    expect(replayDe.ok && replayDe.value.steps.flatMap((s) => s.lines).some((l) => l.startsWith("zog "))).toBe(true);

    // An old log: the same entries as English sentences, plus a line the site wrote itself.
    for (const [i, r] of rows.entries()) {
      const lines = record.value.record.log[i]!.lines;
      await db.moveLog.update({
        where: { matchId_index: { matchId: id, index: r.index } },
        data: { lines: i === 0 ? [...lines, "Automatic move."] : lines },
      });
    }
    const keyed = await keyAllHistories(db);
    expect(keyed.entries).toBe(rows.filter((_, i) => record.value.record.log[i]!.lines.length > 0).length);
    const again = await db.moveLog.findMany({
      where: { matchId: id },
      orderBy: { index: "asc" },
      select: { lines: true },
    });
    expect(again[0]!.lines).toEqual([...(rows[0]!.lines as unknown[]), "Automatic move."]);
    expect(again.slice(1).map((r) => r.lines)).toEqual(rows.slice(1).map((r) => r.lines));
    expect((await keyAllHistories(db)).entries).toBe(0);
  });
});
