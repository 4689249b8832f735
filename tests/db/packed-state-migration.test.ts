// The upgrade to packed states (migration packed_state, lib/matches/store/packed-state.ts) on both engines: a
// database with a running match, its state and a replay snapshot stored as jsonb before the migration, reads
// the same state after it; the next commit packs the row, and `admin pack-states` packs the rest.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrations";
import { currentState, pendingOf, rejectionText } from "@/lib/engine";
import { getGame } from "@/lib/games";
import { getMatchView } from "@/lib/matches/read/views";
import { act } from "@/lib/matches/write/play";
import { loadMatch } from "@/lib/matches/store/store";
import { getReplayFrame } from "@/lib/matches/read/replay";
import { packStatesCommand, stateCommand } from "@/lib/operator/commands";
import { createTestDatabase, TEST_DB_KINDS, type TestDatabase } from "../support/db";

const MIGRATION = "packed_state";
const all = readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const upgrade = all.findIndex((n) => n.endsWith(`_${MIGRATION}`));

/** The migrations folder as it was before the upgrade, in a temporary folder. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "glenboard-migrations-"));
  cpSync(path.resolve("prisma/migrations/migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of all.slice(0, upgrade))
    cpSync(path.resolve("prisma/migrations", name), path.join(dir, name), { recursive: true });
  return dir;
}

function target(t: TestDatabase) {
  return t.kind === "postgres"
    ? { kind: "postgres" as const, url: t.url ?? "" }
    : { kind: "pglite" as const, instance: t.pglite! };
}

const open: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(open.map((t) => t.close()));
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe.each(TEST_DB_KINDS)("the packed_state upgrade on %s", (kind) => {
  it("keeps every state readable, and packs it at the next commit or with pack-states", async () => {
    expect(upgrade).toBeGreaterThan(0);
    const t = await createTestDatabase(kind, { migrate: false });
    open.push(t);
    const before = migrationsBefore();
    folders.push(before);
    await applyMigrations(target(t), { migrationsDir: before });

    // A running two-player Glen More match as the site stored it before: its state as jsonb.
    const game = getGame("glen-more")!;
    const state = game.setup({ players: 2, seed: "upgrade", options: {} });
    const q = t.db.$executeRawUnsafe.bind(t.db);
    await q(
      `INSERT INTO "User" ("id", "username", "usernameLower", "email") VALUES ('u-ann', 'Ann', 'ann', 'ann@example.test'), ('u-bob', 'Bob', 'bob', 'bob@example.test')`,
    );
    const active = game.activeSeats(state) as number[];
    await q(
      `INSERT INTO "Match" ("id", "gameKey", "rulesVersion", "status", "playerCount", "seed", "createdById", "state", "activeSeats", "startedAt")
       VALUES (7, 'glen-more', $1, 'running', 2, 'upgrade', 'u-ann', $2::jsonb, $3::int[], now())`,
      game.rulesVersion,
      JSON.stringify(state),
      active,
    );
    await q(
      `INSERT INTO "Seat" ("id", "matchId", "seatIndex", "userId", "joinedAt") VALUES ('s0', 7, 0, 'u-ann', now()), ('s1', 7, 1, 'u-bob', now())`,
    );
    await q(
      `INSERT INTO "ReplaySnapshot" ("matchId", "entries", "state") VALUES (7, 0, $1::jsonb)`,
      JSON.stringify(state),
    );

    const applied = await applyMigrations(target(t));
    expect(applied.applied).toEqual(all.slice(upgrade));
    const db = t.db;

    // Read as before, from the plain format the migration wrote.
    const stored = await stateCommand(db, { matchId: 7 });
    expect(stored).toMatchObject({ matchId: 7, gameKey: "glen-more", status: "running", format: "plain" });
    expect(stored.state).toEqual(state);
    expect((await loadMatch(db, 7)).state).toEqual(state);
    const view = await getMatchView(db, "u-ann", 7);
    expect(view.ok && view.value.view).toEqual(game.playerView(state, 0));
    expect(await getReplayFrame(db, 7, 0)).toEqual({
      ok: true,
      value: { frame: 0, view: game.playerView(state, null) },
    });

    // The awaited player moves until the turn is committed: the commit writes the packed format.
    const seat = active[0]!;
    const user = seat === 0 ? "u-ann" : "u-bob";
    for (let i = 0; i < 20 && (await stateCommand(db, { matchId: 7 })).format === "plain"; i++) {
      const m = await loadMatch(db, 7);
      const seen = currentState(game, m.state, m.pending as Record<string, unknown[]>, seat);
      if (!seen.ok) throw new Error(rejectionText(seen));
      const moves = game.legalMoves(seen.value, seat) as unknown[];
      // End the turn as soon as the game lets it end; else the first legal step.
      const end = moves.find((mv) => (mv as { type?: string }).type === "end-turn") ?? moves[0];
      const r = await act(db, user, 7, m.version, { type: "move", move: end });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      expect(pendingOf((await loadMatch(db, 7)).pending as Record<string, unknown[]>, seat).length).toBeLessThan(20);
    }
    const committed = await stateCommand(db, { matchId: 7 });
    expect(committed.format).toBe("deflate");
    expect(committed.bytes).toBeLessThan(JSON.stringify(committed.state).length / 2);

    // What no commit touches (the snapshot here) is packed by the operator's command, once.
    expect(await packStatesCommand(db)).toEqual({ matches: 0, snapshots: 1 });
    expect(await packStatesCommand(db)).toEqual({ matches: 0, snapshots: 0 });
    expect(await getReplayFrame(db, 7, 0)).toEqual({
      ok: true,
      value: { frame: 0, view: game.playerView(state, null) },
    });
    await expect(stateCommand(db, { matchId: 999 })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // loadMatch unpacks on first use only (a commit does not look at the state it has worked out already):
    // bytes it cannot read fail where the state is used, not where the match is loaded.
    await q(`UPDATE "Match" SET "packedState" = '\\x07'::bytea WHERE "id" = 7`);
    const lazy = await loadMatch(db, 7);
    expect(lazy.packedState).toEqual(new Uint8Array([7]));
    expect(() => lazy.state).toThrow(/unknown format 7/);
  });
});
