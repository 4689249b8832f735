/** History lines: one short English sentence per move (subject = the player, unnamed) and the automatic events. */
import { seatToken, type Seat } from "@/lib/engine";
import { BUILDING_BY_ID, CARD_BY_ID, LOCATION_INDEX, MATERIALS, prizeOfFace, STARVATION_PENALTY, slotCost, type Location, type Materials } from "./data";
import { buildingPoints, isResourceLocation } from "./rules";
import { outcome } from "./scoring";
import type { StoneAgeMove, StoneAgeState } from "./types";

const PLACE_NAMES: Record<Location, string> = {
  hunt: "the hunting grounds",
  forest: "the forest",
  "clay-pit": "the clay pit",
  quarry: "the quarry",
  river: "the river",
  field: "the field",
  toolmaker: "the toolmaker",
  hut: "the hut",
  "card-0": "the 4-resource card",
  "card-1": "the 3-resource card",
  "card-2": "the 2-resource card",
  "card-3": "the 1-resource card",
  "stack-0": "building stack 1",
  "stack-1": "building stack 2",
  "stack-2": "building stack 3",
  "stack-3": "building stack 4",
};
export const placeName = (l: Location): string => PLACE_NAMES[l];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
export function materialsText(m: Materials): string {
  const parts = MATERIALS.filter((r) => m[r] > 0).map((r) => `${m[r]} ${r}`);
  return parts.length ? parts.join(", ") : "nothing";
}

export function cardText(id: string): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  const bottom = "culture" in c.bottom ? c.bottom.culture : `${c.bottom.people} ${c.bottom.multiplier}`;
  return `card ${id} (${bottom})`;
}

const PRIZE: Record<string, string> = { wood: "1 wood", clay: "1 clay", stone: "1 stone", gold: "1 gold", tool: "a tool", agriculture: "+1 agriculture" };
const prize = (face: number): string => PRIZE[prizeOfFace(face) ?? ""] ?? "nothing";

export function describeMove(before: StoneAgeState, seat: Seat, move: StoneAgeMove, after: StoneAgeState): string {
  const pb = before.player[seat];
  const pa = after.player[seat];
  switch (move.type) {
    case "place":
      return `placed ${plural(move.count, "person").replace("persons", "people")} on ${placeName(move.location)}`;
    case "end-turn":
      return before.phase === "place" ? "ended placement turn" : "finished actions";
    case "resolve": {
      if (isResourceLocation(LOCATION_INDEX[move.location])) return `rolled for ${placeName(move.location)}`;
      if (move.location === "field") return `moved up to agriculture ${pa?.agriculture ?? 0}`;
      if (move.location === "toolmaker") return `took a tool (tools now ${pa?.tools.join("/") ?? ""})`;
      return `gained a person (now ${pa?.people ?? 0})`;
    }
    case "decline":
      return `gave up the action at ${placeName(move.location)}`;
    case "use-tool":
      return `added a tool worth ${pb?.tools[move.tool] ?? 0}`;
    case "use-one-time-tool":
      return `used a one-time tool worth ${move.value}`;
    case "take": {
      const r = before.roll;
      if (!r) return "took the roll";
      const got = r.good === "food" ? (pa?.food ?? 0) - (pb?.food ?? 0) : (pa?.materials[r.good] ?? 0) - (pb?.materials[r.good] ?? 0);
      return `took ${got} ${r.good} (dice ${r.dice.reduce((a, b) => a + b, 0)}${r.bonus ? ` + tools ${r.bonus}` : ""})`;
    }
    case "buy-card": {
      const id = before.slots[move.slot] ?? "?";
      return `bought ${cardText(id)} for ${plural(slotCost(move.slot), "resource")} (${materialsText(move.payment)})`;
    }
    case "build": {
      const id = before.stacks[move.stack]?.[0] ?? "?";
      const def = BUILDING_BY_ID[id];
      const pts = def ? buildingPoints(def, move.payment) : 0;
      return `built ${id} for ${pts} points (paid ${materialsText(move.payment)})`;
    }
    case "choose-resource":
      return `chose 1 ${move.resource}`;
    case "pick-die":
      return `picked the ${move.face} from the lottery: ${prize(move.face)}`;
    case "feed":
      return `fed the people, paying ${materialsText(move.payment)} for missing food`;
    case "starve":
      return `did not feed the people: lost all food and ${STARVATION_PENALTY} points`;
  }
}

export function describeAftermath(before: StoneAgeState, seat: Seat, move: StoneAgeMove, after: StoneAgeState): string[] {
  const lines: string[] = [];
  if (after.roll && !before.roll) lines.push(`Dice: ${after.roll.dice.join(", ")} (sum ${after.roll.dice.reduce((a, b) => a + b, 0)}) for ${after.roll.good}.`);
  if (after.lottery && !before.lottery) lines.push(`Lottery dice: ${after.lottery.dice.join(", ")}.`);
  if (move.type === "buy-card") {
    const extra = (after.player[seat]?.cards.length ?? 0) - (before.player[seat]?.cards.length ?? 0);
    if (extra > 1) lines.push(`Drew ${cardText(after.player[seat]?.cards.at(-1) ?? "?")} as an extra card.`);
  }
  if (move.type === "pick-die" && before.lottery && !after.lottery && before.lottery.order.length === 2) {
    const last = before.lottery.order[1];
    const die = before.lottery.dice.slice();
    die.splice(die.indexOf(move.face), 1);
    if (last !== undefined && die[0] !== undefined) lines.push(`Player ${last + 1} took the last die (${die[0]}): ${prize(die[0])}.`);
  }
  // Starvation decided automatically (not by this seat's own "starve" move).
  after.player.forEach((p, i) => {
    const b = before.player[i];
    if (b && p.starved > b.starved && !(move.type === "starve" && i === seat)) {
      lines.push(`${seatToken(i)} could not feed the people: lost all food and 10 points.`);
    }
  });
  if (after.round > before.round) lines.push(`Round ${after.round} begins; new cards and buildings are on display.`);
  if (after.phase === "over" && before.phase !== "over") {
    lines.push(after.endReason === "cards" ? "The card deck cannot fill the display: the game ends." : "A building stack is empty: the game ends.");
    const o = outcome(after);
    if (o) lines.push(`Final scores: ${o.scores.map((sc, i) => `${seatToken(i)} ${sc}`).join(", ")}.`);
  }
  return lines;
}
