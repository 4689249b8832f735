/**
 * The verifier on records made here with the engine (no database): an honest record is verified with its dice
 * and shuffles counted; a record with a die, the server seed, a player's seed or the game seed changed fails,
 * naming the first step that differs; a record without commitments is replayed and marked so.
 */
import { describe, expect, it } from "vitest";
import { checkedApply, chooseBotMove, describeLines, Rng, seedRng, type AnyGame, type HistoryLine } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { loadEngine } from "@/lib/games/engines";
import { commitmentOf, gameSeedOf } from "./seeds";
import { verifyRecord } from "./verify";

interface TestRecord {
  format: string;
  game: { key: string; rulesVersion: number };
  players: number;
  seed: string;
  options: unknown;
  fairness: { scheme: string; seedCommitment: string; serverSeed: string; playerSeeds: string[] } | null;
  log: { index: number; seat: number; moves: unknown[]; keys: HistoryLine[] }[];
  outcome: { scores: number[] } | null;
}

/** A record of a match of `gameKey` played by random bots for up to `maxMoves` moves, one move per entry. */
async function playedRecord(gameKey: string, maxMoves: number): Promise<TestRecord> {
  const game = getGame(gameKey) as AnyGame;
  const serverSeed = "a".repeat(64);
  const playerSeeds = ["alice's seed", "0123456789abcdef"];
  const seed = await gameSeedOf(serverSeed, playerSeeds);
  let state: unknown = game.setup({ players: 2, seed, options: game.optionsSchema.parse({}) });
  const rng = new Rng(seedRng("bots"));
  const log: TestRecord["log"] = [];
  for (let i = 0; i < maxMoves && !game.outcome(state); i++) {
    const seat = game.activeSeats(state)[0]!;
    const move = chooseBotMove(game, state, seat, rng, "random", 0);
    const r = checkedApply(game, state, seat, move);
    if (!r.ok) throw new Error(r.code);
    log.push({ index: i, seat, moves: [move], keys: describeLines(game, state, seat, r.value.move, r.value.state) });
    state = r.value.state;
  }
  const outcome = game.outcome(state);
  return JSON.parse(
    JSON.stringify({
      format: "glenboard-record/1",
      game: { key: gameKey, rulesVersion: game.rulesVersion },
      players: 2,
      seed,
      options: game.optionsSchema.parse({}),
      fairness: { scheme: "hmac-sha256", seedCommitment: await commitmentOf(serverSeed), serverSeed, playerSeeds },
      log,
      outcome: outcome ? { scores: outcome.scores } : null,
    }),
  ) as TestRecord;
}

/** The first entry with a line naming dice ("dice": "3, 5, 2"), and that line. */
function diceLine(record: TestRecord): { entry: number; line: { key: string; values: { dice: string } } } {
  for (const e of record.log) {
    for (const l of e.keys)
      if (typeof l !== "string" && typeof l.values?.dice === "string") return { entry: e.index, line: l as never };
  }
  throw new Error("no dice in this record");
}

describe("the fairness verifier", () => {
  it("verifies an honest record and counts its dice and shuffles", async () => {
    const record = await playedRecord("stone-age", 400);
    const v = await verifyRecord(record, loadEngine);
    expect(v.firstDifference).toBeNull();
    expect(v).toMatchObject({ status: "verified", scheme: "hmac-sha256", entries: record.log.length });
    expect(v.dice).toBeGreaterThan(5);
    expect(v.shuffles).toBeGreaterThanOrEqual(2);
    expect(v.checkedEntries).toBe(record.log.length);
  });

  it("names the entry whose die was changed", async () => {
    const record = await playedRecord("stone-age", 400);
    const { entry, line } = diceLine(record);
    const dice = line.values.dice.split(", ").map(Number);
    dice[0] = dice[0] === 6 ? 5 : dice[0]! + 1;
    line.values.dice = dice.join(", ");
    const v = await verifyRecord(record, loadEngine);
    expect(v.status).toBe("failed");
    expect(v.firstDifference).toMatchObject({ step: "entry", entry });
    expect(v.firstDifference?.found).toContain(dice.join(", "));
  });

  it("fails on a changed server seed (the commitment), player seed or game seed (the derivation)", async () => {
    const honest = await playedRecord("stone-age", 60);
    const server = structuredClone(honest);
    server.fairness!.serverSeed = "b".repeat(64);
    expect((await verifyRecord(server, loadEngine)).firstDifference).toMatchObject({ step: "commitment" });

    const player = structuredClone(honest);
    player.fairness!.playerSeeds[1] = "my own seed after all";
    const p = await verifyRecord(player, loadEngine);
    expect(p.status).toBe("failed");
    expect(p.firstDifference).toMatchObject({ step: "seed", found: honest.seed });

    const seed = structuredClone(honest);
    seed.seed = "another seed";
    expect((await verifyRecord(seed, loadEngine)).firstDifference).toMatchObject({ step: "seed" });
  });

  it("names the first entry a replay from another seed differs at", async () => {
    // Seeds changed consistently (a new commitment too): the history no longer comes out of them.
    const record = await playedRecord("stone-age", 400);
    record.fairness!.serverSeed = "c".repeat(64);
    record.fairness!.seedCommitment = await commitmentOf(record.fairness!.serverSeed);
    record.seed = await gameSeedOf(record.fairness!.serverSeed, record.fairness!.playerSeeds);
    const v = await verifyRecord(record, loadEngine);
    expect(v.status).toBe("failed");
    expect(v.firstDifference?.step).toBe("entry");
    expect(v.firstDifference?.entry).toBeLessThanOrEqual(diceLine(record).entry);
  });

  it("replays a record made before commitments and says so", async () => {
    const record = await playedRecord("glen-more", 80);
    record.fairness = null;
    // Entries written before history lines were keys hold English sentences: not compared, still replayed.
    record.log[0]!.keys = ["Someone took a tile."];
    const v = await verifyRecord(record, loadEngine);
    expect(v).toMatchObject({ status: "before-commitments", firstDifference: null, entries: record.log.length });
    expect(v.checkedEntries).toBe(record.log.length - 1);
  });

  it("refuses what is not a record, an unknown game and an unknown rules version", async () => {
    expect((await verifyRecord({ hello: 1 }, loadEngine)).firstDifference).toEqual({ step: "format" });
    const record = await playedRecord("glen-more", 5);
    expect(
      (await verifyRecord({ ...record, game: { key: "chess", rulesVersion: 1 } }, loadEngine)).firstDifference,
    ).toMatchObject({ step: "game" });
    expect(
      (await verifyRecord({ ...record, game: { key: "glen-more", rulesVersion: 99 } }, loadEngine)).firstDifference,
    ).toMatchObject({ step: "rules" });
  });
});
