/**
 * The verifier (docs/fairness.md): given a match record (GET /api/matches/:id/record), it checks that the
 * server seed is the one committed to at creation, derives the game seed from it and the players' seeds,
 * replays every move with the game's engine under the record's rules version and compares each history
 * entry's lines (die rolls, tiles revealed, cards drawn) and the final scores with the record. Pure and
 * synchronous but for Web Crypto: runs in a browser (the /matches/:id/verify page) and in node
 * (`npm run verify -- record.json`). The engine comes from `engineOf` (lib/games/engines.ts loads one).
 */
import {
  canonicalJson,
  checkedApply,
  describeLines,
  gameForRulesVersion,
  type AnyGame,
  type HistoryLine,
} from "@/lib/engine";
import { commitmentOf, derivedSeed, SEED_SCHEMES, type SeedScheme } from "./seeds";
import { tallyDraws, type RngTally } from "./tally";

/**
 * Where a record first differs from what its seeds and moves give:
 * - "format": not a match record; "game": a game this verifier does not know; "rules": a rules version it cannot
 *   play;
 * - "commitment": the server seed's SHA-256 is not the commitment; "seed": the record's `seed` is not the one
 *   derived from the server seed and the players' seeds;
 * - "entry": history entry `entry` (by `seat`) differs: a move the engine refuses (`move`, the refusal in
 *   `found`) or lines other than the engine's (`expected`, `found`);
 * - "outcome": the final scores differ.
 */
export interface Difference {
  step: "format" | "game" | "rules" | "commitment" | "seed" | "entry" | "outcome";
  entry?: number;
  seat?: number;
  move?: number;
  expected?: string;
  found?: string;
}

export interface Verification {
  /** "verified": everything reproduced; "before-commitments": replayed, but the record has no commitment. */
  status: "verified" | "before-commitments" | "failed";
  gameKey: string | null;
  rulesVersion: number | null;
  scheme: SeedScheme | null;
  /** The history entries replayed, and how many of them had lines to compare (older entries may not). */
  entries: number;
  checkedEntries: number;
  /** The random draws the replay made (up to the first difference): dice, shuffles, other numbers. */
  dice: number;
  shuffles: number;
  draws: number;
  firstDifference: Difference | null;
}

interface RecordShape {
  format: string;
  game: { key: string; rulesVersion: number };
  players: number;
  seed: string;
  options: unknown;
  fairness?: { scheme: string; seedCommitment: string; serverSeed: string; playerSeeds: unknown[] } | null;
  log: { index: number; seat: number; moves: unknown[]; keys: unknown[] }[];
  outcome: { scores?: unknown; endedEarly?: boolean } | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function recordShape(r: unknown): RecordShape | null {
  if (!isObject(r) || typeof r.format !== "string" || !r.format.startsWith("glenboard-record/")) return null;
  const g = r.game;
  if (!isObject(g) || typeof g.key !== "string" || !isInt(g.rulesVersion)) return null;
  if (!isInt(r.players) || typeof r.seed !== "string" || !Array.isArray(r.log)) return null;
  const entriesOk = r.log.every(
    (e) => isObject(e) && isInt(e.seat) && isInt(e.index) && Array.isArray(e.moves) && Array.isArray(e.keys),
  );
  if (!entriesOk) return null;
  const f = r.fairness;
  if (f !== undefined && f !== null) {
    if (!isObject(f) || typeof f.scheme !== "string" || typeof f.seedCommitment !== "string") return null;
    if (typeof f.serverSeed !== "string" || !Array.isArray(f.playerSeeds)) return null;
  }
  if (r.outcome !== null && r.outcome !== undefined && !isObject(r.outcome)) return null;
  return r as unknown as RecordShape;
}

const isSiteLine = (l: unknown) => isObject(l) && typeof l.key === "string" && l.key.startsWith("site.");
const isRef = (l: unknown) => isObject(l) && typeof l.key === "string";
const lineText = (l: unknown) => (typeof l === "string" ? l : canonicalJson(l));

/**
 * Whether an entry's stored lines hold the engine's lines in order. The site's own lines (a player resigned,
 * a move played automatically) may stand between them. Null: nothing to compare (an entry written before
 * history lines were message refs holds English sentences where the engine now gives refs).
 */
function linesAgree(stored: readonly unknown[], recomputed: readonly HistoryLine[]): boolean | null {
  if (recomputed.some(isRef) && !stored.some((l) => isRef(l) && !isSiteLine(l))) return null;
  let next = 0;
  for (const line of stored) {
    if (next < recomputed.length && lineText(line) === lineText(recomputed[next])) next++;
    // A game line (a ref that is not the site's) that is not the engine's next one: the record differs.
    else if (isRef(line) && !isSiteLine(line)) return false;
  }
  return next === recomputed.length;
}

function emptyVerification(status: Verification["status"], difference: Difference | null): Verification {
  return {
    status,
    gameKey: null,
    rulesVersion: null,
    scheme: null,
    entries: 0,
    checkedEntries: 0,
    dice: 0,
    shuffles: 0,
    draws: 0,
    firstDifference: difference,
  };
}

export async function verifyRecord(
  raw: unknown,
  engineOf: (key: string) => Promise<AnyGame | undefined>,
): Promise<Verification> {
  const record = recordShape(raw);
  if (!record) return emptyVerification("failed", { step: "format" });
  const base = { gameKey: record.game.key, rulesVersion: record.game.rulesVersion };
  const engine = await engineOf(record.game.key);
  if (!engine) return { ...emptyVerification("failed", { step: "game", found: record.game.key }), ...base };
  const rules = gameForRulesVersion(engine, record.game.rulesVersion);
  if (!rules.ok)
    return { ...emptyVerification("failed", { step: "rules", found: String(record.game.rulesVersion) }), ...base };

  let difference: Difference | null = null;
  let scheme: SeedScheme | null = null;
  let seed = record.seed;
  const f = record.fairness;
  if (f) {
    scheme = SEED_SCHEMES.find((s) => s === f.scheme) ?? null;
    const playerSeeds = f.playerSeeds.filter((s): s is string => typeof s === "string");
    if (scheme === null || (record.log.length > 0 && playerSeeds.length !== f.playerSeeds.length))
      return { ...emptyVerification("failed", { step: "format" }), ...base };
    const commitment = await commitmentOf(f.serverSeed);
    if (commitment !== f.seedCommitment)
      difference = { step: "commitment", expected: f.seedCommitment, found: commitment };
    // The replay uses the derived seed, never the record's: a record whose seed was changed shows where.
    seed = await derivedSeed(scheme, f.serverSeed, playerSeeds);
    if (!difference && seed !== record.seed) difference = { step: "seed", expected: seed, found: record.seed };
  }

  const game = rules.value;
  const { value: replayed, tally } = tallyDraws(() => replayAndCompare(game, record, seed));
  difference ??= replayed.difference;
  return {
    status: difference ? "failed" : f ? "verified" : "before-commitments",
    ...base,
    scheme,
    entries: replayed.entries,
    checkedEntries: replayed.checkedEntries,
    ...countsOf(tally),
    firstDifference: difference,
  };
}

const countsOf = (t: RngTally) => ({ dice: t.dice, shuffles: t.shuffles, draws: t.draws });

function replayAndCompare(
  game: AnyGame,
  record: RecordShape,
  seed: string,
): { entries: number; checkedEntries: number; difference: Difference | null } {
  let state: unknown = game.setup({ players: record.players, seed, options: record.options });
  let entries = 0;
  let checkedEntries = 0;
  for (const entry of record.log) {
    const lines: HistoryLine[] = [];
    for (const [m, move] of entry.moves.entries()) {
      const r = checkedApply(game, state, entry.seat, move);
      if (!r.ok)
        return {
          entries,
          checkedEntries,
          difference: { step: "entry", entry: entry.index, seat: entry.seat, move: m, found: r.code },
        };
      lines.push(...describeLines(game, state, entry.seat, r.value.move, r.value.state));
      state = r.value.state;
    }
    entries++;
    const agree = linesAgree(entry.keys, lines);
    if (agree === false)
      return {
        entries,
        checkedEntries,
        difference: {
          step: "entry",
          entry: entry.index,
          seat: entry.seat,
          expected: lines.map(lineText).join("\n"),
          found: entry.keys.map(lineText).join("\n"),
        },
      };
    if (agree) checkedEntries++;
  }
  const outcome = game.outcome(state);
  const recorded = record.outcome;
  if (outcome && recorded && !recorded.endedEarly && Array.isArray(recorded.scores)) {
    if (canonicalJson(outcome.scores) !== canonicalJson(recorded.scores))
      return {
        entries,
        checkedEntries,
        difference: {
          step: "outcome",
          expected: canonicalJson(outcome.scores),
          found: canonicalJson(recorded.scores),
        },
      };
  }
  return { entries, checkedEntries, difference: null };
}
