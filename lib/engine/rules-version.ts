/**
 * Which rules a stored match is played with. A match stores the `rulesVersion` it was created under; when
 * it is loaded, the game answers with the definition for that version (docs/adding-a-game.md, "Rules
 * versions"): the current game for the current version, `rulesFor(version)` for an older one the game
 * still supports, and a rejection with a clear sentence for a version it does not know (a newer one after a
 * rollback, or one dropped on purpose), so a match never fails by surprise deep inside a replay.
 */
import type { AnyGame, Result } from "./types";
import { ok, reject } from "./types";

export function gameForRulesVersion(game: AnyGame, version: number): Result<AnyGame> {
  if (version === game.rulesVersion) return ok(game);
  const older = version < game.rulesVersion && game.rulesFor ? (game.rulesFor(version) as AnyGame | null) : null;
  if (older && older.rulesVersion === version) return ok(older);
  return reject(
    "UNSUPPORTED_RULES",
    version > game.rulesVersion
      ? `This match was created under rules version ${version} of ${game.name}, newer than this site's version ${game.rulesVersion}.`
      : `This match was created under rules version ${version} of ${game.name}, which this site no longer plays.`,
  );
}

/** Every rules version of `game` that stored matches may carry and that can still be played, oldest first. */
export function playableRulesVersions(game: AnyGame): number[] {
  const out: number[] = [];
  for (let v = 1; v <= game.rulesVersion; v++) if (gameForRulesVersion(game, v).ok) out.push(v);
  return out;
}
