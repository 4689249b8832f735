/**
 * The site's own values (site-values.ts) as the lines RULES-NOTES.md shows on the rules page. The notes are
 * written by hand; rules-notes.test.ts checks that they carry exactly these lines, so the page can never show
 * other values than the game plays with.
 */
import { materialsText } from "./describe";
import { ANIMALS, IGLOO_RULES, INSULATABLE_BUILDINGS, MAMMOTH_TILES, NEW_HUTS, type HutBonus } from "./site-values";
import { rewardText } from "./rewards";

const hutBonus = (b: HutBonus): string =>
  b.type === "income" ? `1 ${b.resource} every round` : b.type === "person" ? "+1 person once" : `+1 ${b.type} once`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const AREA_NAMES = {
  forest: "forest (wood)",
  "clay-pit": "clay pit (clay)",
  quarry: "quarry (stone)",
  river: "river (gold)",
} as const;

export function siteValueLines(): string[] {
  return [
    `- Harsh Winter, buildings that take the extra stone: ${INSULATABLE_BUILDINGS.join(", ")}.`,
    `- Igloos: at most ${IGLOO_RULES.perRound} per player per round and ${IGLOO_RULES.perPlayer} per player in the game.`,
    ...NEW_HUTS.map(
      (h) => `- ${h.id}: costs ${materialsText(h.cost)}, scores ${h.points} points, gives ${hutBonus(h.bonus)}.`,
    ),
    ...ANIMALS.map(
      (a) =>
        `- ${cap(a.name)} (${a.id}): every dice roll −${a.penalty}; rewards by die face: ${a.rewards.map((r, i) => `${i + 1}: ${rewardText(r)}`).join("; ")}.`,
    ),
    ...MAMMOTH_TILES.map(
      (t) => `- ${t.id}: back ${AREA_NAMES[t.area]}; “1” bonus ${rewardText(t.one)}; “all” bonus ${rewardText(t.all)}.`,
    ),
  ];
}
