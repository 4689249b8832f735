/**
 * The English history lines exactly as describe.ts wrote them before message keys (issue 19): the reference
 * that the keyed lines are checked against (lib/matches/history-text.test.ts). Test-only.
 */
import { seatToken, type Seat } from "@/lib/engine";
import {
  ANIMAL_BY_ID,
  BUILDING_BY_ID,
  CARD_BY_ID,
  LOCATION_INDEX,
  MAMMOTH_BY_ID,
  MATERIALS,
  prizeOfFace,
  STARVATION_PENALTY,
  slotCost,
  type Location,
  type Materials,
} from "./data";
import { animalPenalty } from "./animals";
import { herdLocation } from "./herd";
import { hutBonusOf } from "./new-huts";
import { iglooPoints } from "./igloos";
import { rewardText } from "./rewards";
import { buildingPoints, isResourceLocation } from "./rules";
import { outcome } from "./scoring";
import type { StoneAgeMove, StoneAgeState } from "./types";
import { TEXT_VALUES } from "./variants";

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
  animal: "the wild animal",
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

const PRIZE: Record<string, string> = {
  wood: "1 wood",
  clay: "1 clay",
  stone: "1 stone",
  gold: "1 gold",
  tool: "a tool",
  agriculture: "+1 agriculture",
};
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
      const got =
        r.good === "food"
          ? (pa?.food ?? 0) - (pb?.food ?? 0)
          : (pa?.materials[r.good] ?? 0) - (pb?.materials[r.good] ?? 0);
      const penalty = animalPenalty(before);
      return `took ${got} ${r.good} (dice ${r.dice.reduce((a, b) => a + b, 0)}${penalty ? ` − animals ${penalty}` : ""}${r.bonus ? ` + tools ${r.bonus}` : ""})`;
    }
    case "buy-card": {
      const id = before.slots[move.slot] ?? "?";
      const winter = move.winter
        ? ` and 1 extra gold against the harsh winter (+${TEXT_VALUES.winterGold.points} points)`
        : "";
      return `bought ${cardText(id)} for ${plural(slotCost(move.slot), "resource")} (${materialsText(move.payment)})${winter}`;
    }
    case "build": {
      const id = before.stacks[move.stack]?.[0] ?? "?";
      const def = BUILDING_BY_ID[id];
      const pts = def ? buildingPoints(def, move.payment) : 0;
      const winter = move.winter ? `; insulated it with 1 extra stone (+${TEXT_VALUES.winterStone.points} points)` : "";
      return `built ${id} for ${pts} points (paid ${materialsText(move.payment)})${winter}${hutBonusText(id)}`;
    }
    case "build-igloo":
      return `built an igloo for ${TEXT_VALUES.iglooCost} ${move.resource}: ${iglooPoints(move.resource)} points`;
    case "join-herd": {
      const paid = [
        move.food > 0 ? `${move.food} food` : "",
        MATERIALS.some((m) => move.payment[m] > 0) ? materialsText(move.payment) : "",
      ]
        .filter(Boolean)
        .join(", ");
      return `moved ${plural(move.count, "person").replace("persons", "people")} onto the mammoth tile (paid ${paid})`;
    }
    case "skip-herd":
      return "left the mammoth alone";
    case "tame": {
      const tile = before.herd?.taming ? MAMMOTH_BY_ID[before.herd.taming.tile] : undefined;
      const got = tile ? rewardText(move.bonus === "one" ? tile.one : tile.all) : "";
      return `tamed the mammoth and chose the ${move.bonus === "one" ? "“1” bonus" : "“all” bonus"} (${got})`;
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

/** The New Huts: what a hut gives once when built ("; gained a person"), or nothing. */
function hutBonusText(id: string): string {
  const b = hutBonusOf(id);
  if (!b) return "";
  switch (b.type) {
    case "income":
      return `; it gives 1 ${b.resource} every round`;
    case "person":
      return "; gained a person";
    case "tool":
      return "; took a tool";
    case "agriculture":
      return "; +1 agriculture";
  }
}

export function describeAftermath(
  before: StoneAgeState,
  seat: Seat,
  move: StoneAgeMove,
  after: StoneAgeState,
): string[] {
  const lines: string[] = [];
  if (after.roll && !before.roll) {
    const penalty = animalPenalty(after);
    lines.push(
      `Dice: ${after.roll.dice.join(", ")} (sum ${after.roll.dice.reduce((a, b) => a + b, 0)}${penalty ? `, wild animals −${penalty}` : ""}) for ${after.roll.good}.`,
    );
  }
  lines.push(...variantAftermath(before, after));
  if (after.lottery && !before.lottery) lines.push(`Lottery dice: ${after.lottery.dice.join(", ")}.`);
  if (move.type === "buy-card") {
    const extra = (after.player[seat]?.cards.length ?? 0) - (before.player[seat]?.cards.length ?? 0);
    if (extra > 1) lines.push(`Drew ${cardText(after.player[seat]?.cards.at(-1) ?? "?")} as an extra card.`);
  }
  if (move.type === "pick-die" && before.lottery && !after.lottery && before.lottery.order.length === 2) {
    const last = before.lottery.order[1];
    const die = before.lottery.dice.slice();
    die.splice(die.indexOf(move.face), 1);
    if (last !== undefined && die[0] !== undefined)
      lines.push(`Player ${last + 1} took the last die (${die[0]}): ${prize(die[0])}.`);
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
    lines.push(
      after.endReason === "cards"
        ? "The card deck cannot fill the display: the game ends."
        : "A building stack is empty: the game ends.",
    );
    const o = outcome(after);
    if (o) lines.push(`Final scores: ${o.scores.map((sc, i) => `${seatToken(i)} ${sc}`).join(", ")}.`);
  }
  return lines;
}

const animalName = (id: string): string => ANIMAL_BY_ID[id]?.name ?? id;

/** What the variants did by themselves: animals revealed and driven off, the herd's moves and tamings, hut income. */
function variantAftermath(before: StoneAgeState, after: StoneAgeState): string[] {
  const lines: string[] = [];
  const a = after.animals;
  const b = before.animals;
  if (a && b) {
    for (const id of a.inPlay.filter((x) => !b.inPlay.includes(x))) {
      lines.push(
        `A wild animal appears: the ${animalName(id)} (every dice roll −${ANIMAL_BY_ID[id]?.penalty ?? 0} while it stays).`,
      );
    }
    const drive = a.lastDriveOff;
    if (drive && a.gone.length > b.gone.length) {
      const rolls = drive.dice.flatMap((d, i) => (d.length ? [`${seatToken(i)} rolled ${d.join(", ")}`] : []));
      lines.push(`The players drove off the ${animalName(drive.animal)}: ${rolls.join("; ")}.`);
    } else if (
      before.phase === "place" &&
      after.phase !== "place" &&
      before.player.some((p) => (p.placed[LOCATION_INDEX.animal] ?? 0) > 0)
    ) {
      lines.push(`Too few people to drive off the ${animalName(b.inPlay[0] ?? "")}: they come back with nothing.`);
    }
  }
  const h = after.herd;
  const hb = before.herd;
  if (h && hb) {
    const t = h.taming;
    if (t && after.phase === "tame" && before.phase !== "tame") {
      const rolls = t.dice.flatMap((d, i) =>
        d.length ? [`${seatToken(i)} ${d.reduce((x, y) => x + y, 0)} (${d.join(", ")})`] : [],
      );
      lines.push(`Taming roll: ${rolls.join(", ")}. ${seatToken(t.tamer)} tames the mammoth.`);
    }
    if (h.discarded.length > hb.discarded.length)
      lines.push("Nobody tried to tame the mammoth: its tile is discarded.");
    if (after.round > before.round) {
      const where = herdLocation(after);
      lines.push(
        where ? `The mammoth herd moves to ${placeName(where)}.` : "No mammoth tiles are left: the herd is gone.",
      );
    }
  }
  if (
    after.variants.includes("new-huts") &&
    (after.round > before.round || after.phase === "feed" || after.phase === "over") &&
    before.phase !== "feed"
  ) {
    after.player.forEach((p, i) => {
      const income = p.buildings.flatMap((id) => {
        const bonus = hutBonusOf(id);
        return bonus?.type === "income" ? [bonus.resource] : [];
      });
      if (income.length)
        lines.push(`${seatToken(i)} receives ${income.map((r) => `1 ${r}`).join(", ")} from new huts.`);
    });
  }
  return lines;
}
