/**
 * Prints a game's known-answer table as it plays now (lib/engine/known-answers.ts), ready to paste into
 * lib/games/<game>/known-answers.ts when its rulesVersion was raised on purpose.
 *   npm run known-answers -- --game glen-more
 */
import { pinTable } from "@/lib/engine/known-answers";
import { parseArgs } from "./lib/args";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";

const args = parseArgs(process.argv.slice(2));
const spec = CONFORMANCE_SPECS.find((s) => s.game.key === args.game);
if (!spec) throw new Error(`Give --game, one of: ${CONFORMANCE_SPECS.map((s) => s.game.key).join(", ")}`);
const t = pinTable(spec.game);
const rows = (xs: unknown[]) => xs.map((x) => `    ${JSON.stringify(x)},`).join("\n");
console.log(`{
  game: ${JSON.stringify(t.game)},
  rulesVersion: ${t.rulesVersion},
  // [players, seed, steps played, legal moves of the first awaited seat]
  legalCounts: [
${rows(t.legalCounts)}
  ],
  // [players, seed, steps of the whole walk, final scores by seat]
  finalScores: [
${rows(t.finalScores)}
  ],
}`);
