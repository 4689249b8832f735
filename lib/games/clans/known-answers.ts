/**
 * Known answers for clans (lib/engine/known-answers.ts): legal-move counts along seeded uniform walks and
 * their final scores, one table per rules version that stored matches may carry. Printed by
 * `npm run known-answers -- --game clans`; re-pin only together with a deliberate rulesVersion bump.
 */
import type { KnownAnswerTable } from "@/lib/engine/known-answers";

/**
 * Versions 2 (each player's last move) and 3 (the public history) changed what the state keeps, not the rules
 * of play: the same answers for all three.
 */
const answers: Pick<KnownAnswerTable, "legalCounts" | "finalScores"> = {
  // [players, seed, steps played, legal moves of the first awaited seat]
  legalCounts: [
    [2, "ka-1", 0, 270],
    [2, "ka-1", 1, 1],
    [2, "ka-1", 2, 258],
    [2, "ka-1", 3, 1],
    [2, "ka-1", 5, 1],
    [2, "ka-1", 8, 228],
    [2, "ka-1", 13, 1],
    [2, "ka-1", 21, 1],
    [2, "ka-1", 34, 126],
    [2, "ka-1", 55, 1],
    [2, "ka-1", 89, 6],
    [2, "ka-2", 0, 270],
    [2, "ka-2", 1, 1],
    [2, "ka-2", 2, 260],
    [2, "ka-2", 3, 1],
    [2, "ka-2", 5, 1],
    [2, "ka-2", 8, 232],
    [2, "ka-2", 13, 1],
    [2, "ka-2", 21, 1],
    [2, "ka-2", 34, 130],
    [2, "ka-2", 55, 1],
    [3, "ka-1", 0, 270],
    [3, "ka-1", 1, 1],
    [3, "ka-1", 2, 258],
    [3, "ka-1", 3, 1],
    [3, "ka-1", 5, 1],
    [3, "ka-1", 8, 228],
    [3, "ka-1", 13, 1],
    [3, "ka-1", 21, 1],
    [3, "ka-1", 34, 126],
    [3, "ka-1", 55, 1],
    [3, "ka-1", 89, 6],
    [3, "ka-2", 0, 270],
    [3, "ka-2", 1, 1],
    [3, "ka-2", 2, 260],
    [3, "ka-2", 3, 1],
    [3, "ka-2", 5, 1],
    [3, "ka-2", 8, 232],
    [3, "ka-2", 13, 1],
    [3, "ka-2", 21, 1],
    [3, "ka-2", 34, 130],
    [3, "ka-2", 55, 1],
    [4, "ka-1", 0, 270],
    [4, "ka-1", 1, 1],
    [4, "ka-1", 2, 258],
    [4, "ka-1", 3, 1],
    [4, "ka-1", 5, 1],
    [4, "ka-1", 8, 228],
    [4, "ka-1", 13, 1],
    [4, "ka-1", 21, 1],
    [4, "ka-1", 34, 126],
    [4, "ka-1", 55, 1],
    [4, "ka-1", 89, 6],
    [4, "ka-2", 0, 270],
    [4, "ka-2", 1, 1],
    [4, "ka-2", 2, 260],
    [4, "ka-2", 3, 1],
    [4, "ka-2", 5, 1],
    [4, "ka-2", 8, 232],
    [4, "ka-2", 13, 1],
    [4, "ka-2", 21, 1],
    [4, "ka-2", 34, 130],
    [4, "ka-2", 55, 1],
  ],
  // [players, seed, steps of the whole walk, final scores by seat]
  finalScores: [
    [2, "ka-1", 93, [30, 28]],
    [2, "ka-2", 83, [22, 21]],
    [3, "ka-1", 93, [29, 25, 28]],
    [3, "ka-2", 83, [20, 19, 10]],
    [4, "ka-1", 93, [26, 24, 28, 26]],
    [4, "ka-2", 83, [17, 21, 9, 16]],
  ],
};

export const clansKnownAnswers: KnownAnswerTable[] = [1, 2, 3].map((rulesVersion) => ({
  game: "clans",
  rulesVersion,
  ...answers,
}));
