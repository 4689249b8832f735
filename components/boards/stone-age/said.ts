/**
 * Stone Age in words for the match's live region: a move as the player chose it ("Place 2 people on Forest"),
 * and what the board asks now. Built from the view and the legal moves only, like the rest of the board.
 */
import type { StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import { LOCATION_INDEX } from "@/lib/games/stone-age/data";
import { cardLocation, locationTitle, lotteryPrize, paymentText, peopleText, plural, rollResult, stackLocation } from "./labels";
import { actionPlaces } from "./moves";

export function moveSaid(view: StoneAgeView, seat: number, move: StoneAgeMove): string {
  switch (move.type) {
    case "place":
      return `Place ${peopleText(move.count)} on ${locationTitle(move.location)}`;
    case "resolve": {
      const n = view.player[seat]?.placed[LOCATION_INDEX[move.location]] ?? 0;
      return LOCATION_INDEX[move.location] <= LOCATION_INDEX.river
        ? `Roll ${n} ${n === 1 ? "die" : "dice"} at ${locationTitle(move.location)}`
        : `Use ${locationTitle(move.location)}`;
    }
    case "use-tool":
      return `Add the tool worth ${view.player[seat]?.tools[move.tool] ?? 0}`;
    case "use-one-time-tool":
      return `Use the one-time tool worth ${move.value}`;
    case "take": {
      const roll = view.roll;
      if (!roll) return "Take the roll's yield";
      const r = rollResult(roll.dice, roll.bonus, roll.good, view.animals?.penalty ?? 0);
      return `Take ${plural(r.gained, roll.good, roll.good)}`;
    }
    case "buy-card":
      return `Buy the card of ${locationTitle(cardLocation(move.slot))} for ${paymentText(move.payment)}${move.winter ? " (with the winter's extra gold)" : ""}`;
    case "build":
      return `Build from ${locationTitle(stackLocation(move.stack))} for ${paymentText(move.payment)}${move.winter ? " (with the winter's extra stone)" : ""}`;
    case "decline":
      return `Give up ${locationTitle(move.location)}`;
    case "choose-resource":
      return `Take 1 ${move.resource}`;
    case "pick-die":
      return `Pick the ${move.face}: ${lotteryPrize(move.face)}`;
    case "feed":
      return `Feed with ${paymentText(move.payment)}`;
    case "starve":
      return "Take the penalty: lose the food and 10 points";
    case "end-turn":
      return "End turn";
    case "build-igloo":
      return `Build an igloo of ${move.resource}`;
    case "join-herd":
      return `Move ${peopleText(move.count)} onto the mammoth herd`;
    case "skip-herd":
      return "Stay off the mammoth herd";
    case "tame":
      return `Tame the mammoth: the “${move.bonus === "one" ? "1" : "all"}” bonus`;
  }
}

/** What the board asks of the viewer now ("" when it is not their turn). */
export function promptSaid(view: StoneAgeView, legalMoves: readonly StoneAgeMove[], mySeat: number | null): string {
  if (mySeat === null || !view.activeSeats.includes(mySeat) || view.phase === "over") return "";
  const has = (t: StoneAgeMove["type"]) => legalMoves.some((m) => m.type === t);
  switch (view.phase) {
    case "place":
      return has("place") ? "Choose a place, then how many people." : "Placed: end your turn, or undo.";
    case "feed":
      return "Your people are hungry: choose how to feed them.";
    case "tame":
      return "Choose the mammoth's bonus.";
    case "actions":
      if (view.lottery) return has("pick-die") ? "Pick a lottery die." : "";
      if (view.roll) return has("take") ? "Add tools or take what the dice give." : "";
      if (has("choose-resource")) return `Choose a resource (${plural(view.choiceLeft, "choice")} left).`;
      if (has("skip-herd")) return "Decide whether people move onto the mammoth herd.";
      return actionPlaces(legalMoves).length > 0 ? "Resolve your places, one at a time." : "All your places are done: end your turn.";
  }
}
