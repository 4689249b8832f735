/**
 * Glen More's rules versions (docs/adding-a-game.md, "Rules versions"). The state's shape is the same in
 * all of them; they differ only in which moves are legal, so a version is a set of switches that
 * `legalMoves` reads, and a match keeps the version it was created under.
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
}

export const RULES_V1: GlenMoreRules = { version: 1, sellWhileChoosingLochy: false, lochShielAbbeyOptional: false };
export const RULES_V2: GlenMoreRules = { version: 2, sellWhileChoosingLochy: true, lochShielAbbeyOptional: true };

/** The rules new matches are played with. */
export const CURRENT_RULES = RULES_V2;
