/**
 * Which rules a stored match is played with. A match stores the `rulesVersion` it was created under; when
 * it is loaded, the game answers with the definition for that version (docs/adding-a-game.md, "Rules
 * versions"): the current game for the current version, `rulesFor(version)` for an older one the game
 * still supports, and a rejection with a clear sentence for a version it does not know (a newer one after a
 * rollback, or one dropped on purpose), so a match never fails by surprise deep inside a replay.
 */
import type { AnyGame, GameDefinition, Result } from "./types";
import { ok, rejectWith } from "./types";

export function gameForRulesVersion(game: AnyGame, version: number): Result<AnyGame> {
  if (version === game.rulesVersion) return ok(game);
  const older = version < game.rulesVersion && game.rulesFor ? (game.rulesFor(version) as AnyGame | null) : null;
  if (older && older.rulesVersion === version) return ok(older);
  const values = { version, game: game.name, current: game.rulesVersion };
  return rejectWith("UNSUPPORTED_RULES", { key: version > game.rulesVersion ? "rulesTooNew" : "rulesDropped", values });
}

/** Every rules version of `game` that stored matches may carry and that can still be played, oldest first. */
export function playableRulesVersions(game: AnyGame): number[] {
  const out: number[] = [];
  for (let v = 1; v <= game.rulesVersion; v++) if (gameForRulesVersion(game, v).ok) out.push(v);
  return out;
}

/**
 * The game under an older rules `version` whose rules were the same but whose stored states lack what the
 * current code reads (a field added since): every state a stored match hands in is first brought to the
 * current shape by `upgrade` (which must return states already in that shape unchanged). This is the
 * documented migration of docs/adding-a-game.md; replays of such matches are unchanged, since setup and
 * moves are the current ones.
 */
export function withStateUpgrade<S, M extends { type: string }, V, O>(
  game: GameDefinition<S, M, V, O>,
  version: number,
  upgrade: (stored: S) => S,
): GameDefinition<S, M, V, O> {
  const { explainIllegal, endTurnMove, describeAftermath, evaluate, scoreSheet } = game;
  return {
    ...game,
    rulesVersion: version,
    rulesFor: undefined,
    activeSeats: (s) => game.activeSeats(upgrade(s)),
    legalMoves: (s, seat) => game.legalMoves(upgrade(s), seat),
    applyMove: (s, seat, m) => game.applyMove(upgrade(s), seat, m),
    explainIllegal: explainIllegal && ((s, seat, m) => explainIllegal(upgrade(s), seat, m)),
    endTurnMove: endTurnMove && ((s, seat) => endTurnMove(upgrade(s), seat)),
    moveKind: (s, seat, m) => game.moveKind(upgrade(s), seat, m),
    playerView: (s, viewer) => game.playerView(upgrade(s), viewer),
    outcome: (s) => game.outcome(upgrade(s)),
    describeMove: (before, seat, m, after) => game.describeMove(upgrade(before), seat, m, upgrade(after)),
    describeAftermath:
      describeAftermath && ((before, seat, m, after) => describeAftermath(upgrade(before), seat, m, upgrade(after))),
    evaluate: evaluate && ((s, seat) => evaluate(upgrade(s), seat)),
    scoreSheet: scoreSheet && {
      scores: (s) => scoreSheet.scores(upgrade(s)),
      breakdown: (s, gained) => scoreSheet.breakdown(upgrade(s), gained),
      gained: scoreSheet.gained && ((before, after) => scoreSheet.gained!(upgrade(before), upgrade(after))),
    },
  };
}
