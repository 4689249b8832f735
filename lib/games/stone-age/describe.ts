/**
 * History lines: one line per move (subject = the player, unnamed) and the automatic events, as message refs
 * of the "stoneAgeLog" namespace (lib/games/stone-age/i18n/<locale>-log.json; see `HistoryLine` in
 * lib/engine/types.ts). Goods, cultures, multipliers and animals go by their English names (`term…`
 * values), places and other phrases as parts (`refs…` values). `materialsText` stays an English helper for the
 * rules texts that use it.
 */
import { ref, refsValue, type MessageRef, type Seat } from "@/lib/engine";
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
import type { Reward } from "./site-values";
import { buildingPoints, isResourceLocation } from "./rules";
import { outcome } from "./scoring";
import type { StoneAgeMove, StoneAgeState } from "./types";
import { TEXT_VALUES } from "./variants";

export function materialsText(m: Materials): string {
  const parts = MATERIALS.filter((r) => m[r] > 0).map((r) => `${m[r]} ${r}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** A place on the board, as a part of a line. */
function placeRef(l: Location): MessageRef {
  if (l.startsWith("card-")) return ref("loc.card", { n: 4 - Number(l.slice(5)) });
  if (l.startsWith("stack-")) return ref("loc.stack", { n: Number(l.slice(6)) + 1 });
  return ref(`loc.${l}`);
}
const place = (l: Location): string => refsValue([placeRef(l)]);

/** "1 wood, 2 clay" as parts; `nothing` for none. */
function materialParts(m: Materials): MessageRef[] {
  return MATERIALS.filter((r) => m[r] > 0).map((r) => ref("amount", { n: m[r], termGood: r }));
}
const materials = (m: Materials): string => {
  const parts = materialParts(m);
  return refsValue(parts.length ? parts : [ref("nothing")]);
};

function cardRef(id: string): MessageRef {
  const c = CARD_BY_ID[id];
  if (!c) return ref("card.unknown", { id });
  return "culture" in c.bottom
    ? ref("card.culture", { id, termCulture: c.bottom.culture })
    : ref("card.multiplier", { id, people: c.bottom.people, termMultiplier: c.bottom.multiplier });
}

const prize = (face: number): string => refsValue([ref("prize", { prize: prizeOfFace(face) ?? "none" })]);

/** A reward bundle ("1 gold, 2 food"; "nothing"), as parts. */
function rewardParts(r: Reward): MessageRef[] {
  const parts = REWARD_KEYS.flatMap((k) => ((r[k] ?? 0) > 0 ? [ref(`reward.${k}`, { n: r[k] ?? 0 })] : []));
  return parts.length ? parts : [ref("nothing")];
}
const REWARD_KEYS = ["food", "wood", "clay", "stone", "gold", "tools", "agriculture", "points"] as const;

export function describeMove(before: StoneAgeState, seat: Seat, move: StoneAgeMove, after: StoneAgeState): MessageRef {
  const pb = before.player[seat];
  const pa = after.player[seat];
  switch (move.type) {
    case "place":
      return ref("place", { people: move.count, refsPlace: place(move.location) });
    case "end-turn":
      return ref(before.phase === "place" ? "endPlacement" : "finishedActions");
    case "resolve": {
      if (isResourceLocation(LOCATION_INDEX[move.location]))
        return ref("rolledFor", { refsPlace: place(move.location) });
      if (move.location === "field") return ref("agriculture", { level: pa?.agriculture ?? 0 });
      if (move.location === "toolmaker") return ref("tookTool", { tools: pa?.tools.join("/") ?? "" });
      return ref("gainedPerson", { people: pa?.people ?? 0 });
    }
    case "decline":
      return ref("declined", { refsPlace: place(move.location) });
    case "use-tool":
      return ref("usedTool", { value: pb?.tools[move.tool] ?? 0 });
    case "use-one-time-tool":
      return ref("usedOneTimeTool", { value: move.value });
    case "take": {
      const r = before.roll;
      if (!r) return ref("take.noRoll");
      const got =
        r.good === "food"
          ? (pa?.food ?? 0) - (pb?.food ?? 0)
          : (pa?.materials[r.good] ?? 0) - (pb?.materials[r.good] ?? 0);
      const penalty = animalPenalty(before);
      return ref("take.roll", {
        n: got,
        termGood: r.good,
        sum: r.dice.reduce((a, b) => a + b, 0),
        animals: penalty ? "yes" : "no",
        penalty,
        tools: r.bonus ? "yes" : "no",
        bonus: r.bonus,
      });
    }
    case "buy-card": {
      const id = before.slots[move.slot] ?? "?";
      return ref("buyCard", {
        refsCard: refsValue([cardRef(id)]),
        cost: slotCost(move.slot),
        refsPaid: materials(move.payment),
        winter: move.winter ? "yes" : "no",
        winterPoints: TEXT_VALUES.winterGold.points,
      });
    }
    case "build": {
      const id = before.stacks[move.stack]?.[0] ?? "?";
      const def = BUILDING_BY_ID[id];
      const b = hutBonusOf(id);
      return ref("build", {
        id,
        points: def ? buildingPoints(def, move.payment) : 0,
        refsPaid: materials(move.payment),
        winter: move.winter ? "yes" : "no",
        winterPoints: TEXT_VALUES.winterStone.points,
        hutBonus: b?.type ?? "none",
        termIncome: b?.type === "income" ? b.resource : "",
      });
    }
    case "build-igloo":
      return ref("igloo", { cost: TEXT_VALUES.iglooCost, termGood: move.resource, points: iglooPoints(move.resource) });
    case "join-herd": {
      const paid = [
        ...(move.food > 0 ? [ref("amount", { n: move.food, termGood: "food" })] : []),
        ...materialParts(move.payment),
      ];
      return ref("joinHerd", { people: move.count, refsPaid: refsValue(paid) });
    }
    case "skip-herd":
      return ref("skipHerd");
    case "tame": {
      const tile = before.herd?.taming ? MAMMOTH_BY_ID[before.herd.taming.tile] : undefined;
      return ref("tame", {
        bonus: move.bonus === "one" ? "one" : "all",
        refsReward: refsValue(tile ? rewardParts(move.bonus === "one" ? tile.one : tile.all) : []),
      });
    }
    case "choose-resource":
      return ref("chose", { termGood: move.resource });
    case "pick-die":
      return ref("pickDie", { face: move.face, refsPrize: prize(move.face) });
    case "feed":
      return ref("feed", { refsPaid: materials(move.payment) });
    case "starve":
      return ref("starve", { points: STARVATION_PENALTY });
  }
}

export function describeAftermath(
  before: StoneAgeState,
  seat: Seat,
  move: StoneAgeMove,
  after: StoneAgeState,
): MessageRef[] {
  const lines: MessageRef[] = [];
  if (after.roll && !before.roll) {
    const penalty = animalPenalty(after);
    lines.push(
      ref("after.dice", {
        dice: after.roll.dice.join(", "),
        sum: after.roll.dice.reduce((a, b) => a + b, 0),
        animals: penalty ? "yes" : "no",
        penalty,
        termGood: after.roll.good,
      }),
    );
  }
  lines.push(...variantAftermath(before, after));
  if (after.lottery && !before.lottery) lines.push(ref("after.lottery", { dice: after.lottery.dice.join(", ") }));
  if (move.type === "buy-card") {
    const extra = (after.player[seat]?.cards.length ?? 0) - (before.player[seat]?.cards.length ?? 0);
    if (extra > 1)
      lines.push(ref("after.extraCard", { refsCard: refsValue([cardRef(after.player[seat]?.cards.at(-1) ?? "?")]) }));
  }
  if (move.type === "pick-die" && before.lottery && !after.lottery && before.lottery.order.length === 2) {
    const last = before.lottery.order[1];
    const die = before.lottery.dice.slice();
    die.splice(die.indexOf(move.face), 1);
    if (last !== undefined && die[0] !== undefined)
      lines.push(ref("after.lastDie", { player: last + 1, face: die[0], refsPrize: prize(die[0]) }));
  }
  // Starvation decided automatically (not by this seat's own "starve" move).
  after.player.forEach((p, i) => {
    const b = before.player[i];
    if (b && p.starved > b.starved && !(move.type === "starve" && i === seat))
      lines.push(ref("after.starved", { seat: i }));
  });
  if (after.round > before.round) lines.push(ref("after.round", { round: after.round }));
  if (after.phase === "over" && before.phase !== "over") {
    lines.push(ref(after.endReason === "cards" ? "after.endCards" : "after.endStack"));
    const o = outcome(after);
    if (o)
      lines.push(
        ref("after.finalScores", {
          refsScores: refsValue(o.scores.map((score, i) => ref("scoreOf", { seat: i, score }))),
        }),
      );
  }
  return lines;
}

const animalName = (id: string): string => ANIMAL_BY_ID[id]?.name ?? id;

/** What the variants did by themselves: animals revealed and driven off, the herd's moves and tamings, hut income. */
function variantAftermath(before: StoneAgeState, after: StoneAgeState): MessageRef[] {
  const lines: MessageRef[] = [];
  const a = after.animals;
  const b = before.animals;
  if (a && b) {
    for (const id of a.inPlay.filter((x) => !b.inPlay.includes(x)))
      lines.push(ref("after.animalAppears", { termAnimal: animalName(id), penalty: ANIMAL_BY_ID[id]?.penalty ?? 0 }));
    const drive = a.lastDriveOff;
    if (drive && a.gone.length > b.gone.length) {
      const rolls = drive.dice.flatMap((d, i) =>
        d.length ? [ref("rolledDice", { seat: i, dice: d.join(", ") })] : [],
      );
      lines.push(ref("after.droveOff", { termAnimal: animalName(drive.animal), refsSemiRolls: refsValue(rolls) }));
    } else if (
      before.phase === "place" &&
      after.phase !== "place" &&
      before.player.some((p) => (p.placed[LOCATION_INDEX.animal] ?? 0) > 0)
    ) {
      lines.push(ref("after.tooFew", { termAnimal: animalName(b.inPlay[0] ?? "") }));
    }
  }
  const h = after.herd;
  const hb = before.herd;
  if (h && hb) {
    const t = h.taming;
    if (t && after.phase === "tame" && before.phase !== "tame") {
      const rolls = t.dice.flatMap((d, i) =>
        d.length ? [ref("tamingRoll", { seat: i, sum: d.reduce((x, y) => x + y, 0), dice: d.join(", ") })] : [],
      );
      lines.push(ref("after.taming", { refsRolls: refsValue(rolls), seatTamer: t.tamer }));
    }
    if (h.discarded.length > hb.discarded.length) lines.push(ref("after.herdDiscarded"));
    if (after.round > before.round) {
      const where = herdLocation(after);
      lines.push(where ? ref("after.herdMoves", { refsPlace: place(where) }) : ref("after.herdGone"));
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
        return bonus?.type === "income" ? [ref("amount", { n: 1, termGood: bonus.resource })] : [];
      });
      if (income.length) lines.push(ref("after.hutIncome", { seat: i, refsIncome: refsValue(income) }));
    });
  }
  return lines;
}
