/**
 * Stone Age in words for the match's live region: a move as the player chose it ("Place 2 people on Forest"),
 * and what the board asks now. Built from the view and the legal moves only, like the rest of the board.
 */
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { LOCATION_INDEX } from "@/lib/games/stone-age/data";
import {
  amountText,
  cardLocation,
  goodName,
  locationTitle,
  lotteryPrize,
  paymentText,
  peopleText,
  plural,
  rollResult,
  stackLocation,
} from "./labels";
import { fill } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";
import { actionPlaces } from "./moves";

export function moveSaid(tx: StoneAgeText, view: StoneAgeView, seat: number, move: StoneAgeMove): string {
  const t = tx.ui.said;
  const place = (l: Parameters<typeof locationTitle>[1]) => locationTitle(tx, l);
  switch (move.type) {
    case "place":
      return fill(t.place, { people: peopleText(tx, move.count), place: place(move.location) });
    case "resolve": {
      const n = view.player[seat]?.placed[LOCATION_INDEX[move.location]] ?? 0;
      return LOCATION_INDEX[move.location] <= LOCATION_INDEX.river
        ? fill(t.roll, { count: n, dice: plural(tx, n, tx.ui.dice), place: place(move.location) })
        : fill(t.use, { place: place(move.location) });
    }
    case "use-tool":
      return fill(t.useTool, { value: view.player[seat]?.tools[move.tool] ?? 0 });
    case "use-one-time-tool":
      return fill(t.useOneTime, { value: move.value });
    case "take": {
      const roll = view.roll;
      if (!roll) return t.takeYield;
      const r = rollResult(roll.dice, roll.bonus, roll.good, view.animals?.penalty ?? 0);
      return fill(t.take, { amount: amountText(tx, r.gained, roll.good) });
    }
    case "buy-card":
      return (
        fill(t.buyCard, { place: place(cardLocation(move.slot)), payment: paymentText(tx, move.payment) }) +
        (move.winter ? t.winterGold : "")
      );
    case "build":
      return (
        fill(t.build, { place: place(stackLocation(move.stack)), payment: paymentText(tx, move.payment) }) +
        (move.winter ? t.winterStone : "")
      );
    case "decline":
      return fill(t.decline, { place: place(move.location) });
    case "choose-resource":
      return fill(t.chooseResource, { good: goodName(tx, move.resource) });
    case "pick-die":
      return fill(t.pickDie, { face: move.face, prize: lotteryPrize(tx, move.face) });
    case "feed":
      return fill(t.feed, { payment: paymentText(tx, move.payment) });
    case "starve":
      return t.starve;
    case "end-turn":
      return t.endTurn;
    case "build-igloo":
      return fill(tx.ui.saidVariant.igloo, { good: goodName(tx, move.resource) });
    case "join-herd":
      return fill(tx.ui.saidVariant.joinHerd, { people: peopleText(tx, move.count) });
    case "skip-herd":
      return tx.ui.saidVariant.skipHerd;
    case "tame":
      return move.bonus === "one" ? tx.ui.saidVariant.tameOne : tx.ui.saidVariant.tameAll;
  }
}

/** What the board asks of the viewer now ("" when it is not their turn). */
export function promptSaid(
  tx: StoneAgeText,
  view: StoneAgeView,
  legalMoves: readonly StoneAgeMove[],
  mySeat: number | null,
): string {
  if (mySeat === null || !view.activeSeats.includes(mySeat) || view.phase === "over") return "";
  const has = (t: StoneAgeMove["type"]) => legalMoves.some((m) => m.type === t);
  const say = tx.ui.prompt;
  switch (view.phase) {
    case "place":
      return has("place") ? say.place : say.placed;
    case "feed":
      return say.feed;
    case "tame":
      return say.tame;
    case "actions":
      if (view.lottery) return has("pick-die") ? say.lottery : "";
      if (view.roll) return has("take") ? say.roll : "";
      if (has("choose-resource"))
        return fill(say.chooseResource, { choices: plural(tx, view.choiceLeft, tx.ui.choices) });
      if (has("skip-herd")) return say.herd;
      return actionPlaces(legalMoves).length > 0 ? say.resolve : say.done;
  }
}
