/**
 * Glen More's rules versions (docs/adding-a-game.md, "Rules versions"). They differ in which moves are
 * legal and in how the state keeps its events, so a version is a set of switches that `legalMoves` and the
 * event writer (events.ts) read, and a match keeps the version it was created under.
 */
export interface GlenMoreRules {
  version: number;
  /**
   * Selling while choosing Loch Lochy's two resources. Version 1 refused it; the rulebook allows selling
   * "jederzeit im eigenen Spielzug" (audit of version 1).
   */
  sellWhileChoosingLochy: boolean;
  /**
   * With Loch Shiel, an empty Iona Abbey "darf" (may) get a resource: it may also stay empty. Version 1
   * forced the cube onto it (audit of version 1).
   */
  lochShielAbbeyOptional: boolean;
  /**
   * The state's `events` (what happened automatically in a turn) are message refs, not English sentences
   * read back by patterns. Version 3; the same rules as version 2 otherwise.
   */
  eventsAsRefs: boolean;
}

export const RULES_V1: GlenMoreRules = {
  version: 1,
  sellWhileChoosingLochy: false,
  lochShielAbbeyOptional: false,
  eventsAsRefs: false,
};
export const RULES_V2: GlenMoreRules = {
  ...RULES_V1,
  version: 2,
  sellWhileChoosingLochy: true,
  lochShielAbbeyOptional: true,
};
export const RULES_V3: GlenMoreRules = { ...RULES_V2, version: 3, eventsAsRefs: true };

/** The rules new matches are played with. */
export const CURRENT_RULES = RULES_V3;
