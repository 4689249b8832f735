/**
 * Verifies a match record offline (docs/fairness.md): the commitment, the game seed derived from the server
 * seed and the players' seeds, and a replay of every move that must give the record's dice, shuffles and
 * scores. The same code as the /matches/:id/verify page (lib/fairness/verify.ts).
 *   npm run verify -- record.json        (a record downloaded from a match page or GET /api/matches/:id/record)
 * Exit code 0: verified (or replayed, for a match created before commitments); 1: it differs; 2: usage.
 */
import { readFileSync } from "node:fs";
import { verifyRecord, type Difference } from "@/lib/fairness/verify";
import { loadEngine } from "@/lib/games/engines";

function where(d: Difference): string {
  switch (d.step) {
    case "format":
      return "this is not a Glenboard match record";
    case "game":
      return `the record's game "${d.found}" is not known to this verifier`;
    case "rules":
      return `rules version ${d.found} of this game cannot be replayed by this verifier`;
    case "commitment":
      return `the server seed's SHA-256 is ${d.found}, but the commitment published at creation is ${d.expected}`;
    case "seed":
      return `the record's seed ${d.found} is not the one derived from the server seed and the players' seeds (${d.expected})`;
    case "entry":
      return d.move !== undefined
        ? `history entry ${d.entry} (seat ${d.seat}): move ${d.move} is refused by the engine (${d.found})`
        : `history entry ${d.entry} (seat ${d.seat}) differs.\n  record:\n    ${(d.found ?? "").replaceAll("\n", "\n    ")}\n  replay:\n    ${(d.expected ?? "").replaceAll("\n", "\n    ")}`;
    case "outcome":
      return `the final scores differ: record ${d.found}, replay ${d.expected}`;
  }
}

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => a !== "--");
  if (!file) {
    console.error("Usage: npm run verify -- record.json");
    return 2;
  }
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    console.error(`Cannot read ${file} as JSON: ${(e as Error).message}`);
    return 2;
  }
  const v = await verifyRecord(record, loadEngine);
  const counts = `${v.dice} dice rolls and ${v.shuffles} shuffles (${v.draws} other random draws)`;
  console.log(`Game ${v.gameKey ?? "?"}, rules version ${v.rulesVersion ?? "?"}, seed scheme ${v.scheme ?? "none"}.`);
  if (v.scheme === "test")
    console.log("Note: a TEST_MODE match: its seed was fixed by a test, not mixed with the players' seeds.");
  if (v.firstDifference) {
    console.log(`NOT VERIFIED: ${where(v.firstDifference)}`);
    console.log(`Replayed ${v.entries} history entries (${counts}) up to that point.`);
    return 1;
  }
  if (v.status === "before-commitments")
    console.log(`Created before commitments: no seed was committed to. Replayed ${v.entries} entries (${counts}).`);
  else
    console.log(
      `Verified: the commitment matches and ${counts} in ${v.entries} history entries were reproduced` +
        ` (${v.checkedEntries} entries compared line by line).`,
    );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
