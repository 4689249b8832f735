/**
 * Prints a game's known-answer table as it plays now (lib/engine/known-answers.ts), ready to paste into
 * lib/games/<game>/known-answers.ts when its rulesVersion was raised on purpose.
 *   npm run known-answers -- --game glen-more
 *   npm run known-answers -- --game stone-age --options '{"variants":["igloos"]}' --seeds ka-1
 * With --options the walks are played with those game options (a table for a variant); --seeds replaces
 * the default seeds (comma-separated).
 */
import { KNOWN_ANSWER_POSITIONS, KNOWN_ANSWER_SEEDS, pinTable } from "@/lib/engine/known-answers";
import { parseArgs } from "./lib/args";
import { CONFORMANCE_SPECS } from "@/lib/games/conformance-specs";

const args = parseArgs(process.argv.slice(2));
const spec = CONFORMANCE_SPECS.find((s) => s.game.key === args.game);
if (!spec) throw new Error(`Give --game, one of: ${CONFORMANCE_SPECS.map((s) => s.game.key).join(", ")}`);
const options: unknown = args.options === undefined ? undefined : JSON.parse(args.options);
const seeds = args.seeds === undefined ? KNOWN_ANSWER_SEEDS : args.seeds.split(",");
const t = pinTable(spec.game, seeds, KNOWN_ANSWER_POSITIONS, options);
const rows = (xs: unknown[]) => xs.map((x) => `    ${JSON.stringify(x)},`).join("\n");
console.log(`{
  game: ${JSON.stringify(t.game)},
  rulesVersion: ${t.rulesVersion},${options === undefined ? "" : `\n  options: ${JSON.stringify(options)},`}
  // [players, seed, steps played, legal moves of the first awaited seat]
  legalCounts: [
${rows(t.legalCounts)}
  ],
  // [players, seed, steps of the whole walk, final scores by seat]
  finalScores: [
${rows(t.finalScores)}
  ],
}`);
