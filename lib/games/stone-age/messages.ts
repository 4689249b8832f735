/** Every sentence Stone Age says to a player about a refused move or refused options, in one place. */
import { VARIANTS } from "./variants";

export const MESSAGES = {
  malformed: "That move is not understood.",
  gameOver: "The game is over.",
  notYourTurn: "It is not your turn.",
  cannotPlaceNow: "You cannot place people now.",
  tooManyThere: "That many people cannot go there.",
  placeFirst: "Place some people first.",
  resolveAllFirst: "Resolve or give up all your places first.",
  takeRollFirst: "Take the result of your roll first (add tools before, if you like).",
  chooseFirst: "Choose your resources first.",
  lotteryFirst: "Wait for the lottery: every player picks a die first.",
  feedFirst: "Decide how to feed your people first.",
  nobodyThere: "You have nobody there.",
  buyOrBuildInstead: "Buy the card or build the building instead.",
  noRollForTool: "There is no roll to add a tool to.",
  toolUnavailable: "That tool is not available this round.",
  noSuchOneTimeTool: "You have no such one-time tool.",
  noRollToTake: "There is no roll to take.",
  nobodyAtCard: "You have nobody at that card.",
  cardCost: (cost: number) => `That card costs ${cost} resources (never food).`,
  nobodyAtBuilding: "You have nobody at that building.",
  paymentDoesNotFit: "That payment does not fit this building.",
  nothingToChoose: "There is nothing to choose.",
  notYourPick: "It is not your pick.",
  noSuchDie: "No die shows that.",
  nobodyToFeed: "You have nobody to feed now.",
  payExactly: (missing: number) => `Pay exactly ${missing} resources for the missing food.`,
  // Variants: refused moves.
  noWinterExtra:
    "Harsh winter: you need the extra stone (building) or gold (card) besides the price, and only buildings with a printed price take it.",
  noIgloo: "You cannot build an igloo now: it takes 3 resources of one kind, in your own action turn, once per round.",
  noHerdOffer: "Nobody of yours can move onto the mammoth tile now.",
  herdPayment: "Pay 1 food or 1 resource for each person you move onto the mammoth tile.",
  herdFirst: "Decide first whether people move onto the mammoth tile.",
  tameFirst: "Choose the mammoth's bonus first.",
  noTaming: "There is no mammoth bonus to choose now.",
  // Variants: options refused when a match is created (the API's 400 sentences).
  unknownVariant: (input: unknown) =>
    `There is no Stone Age variant called ${JSON.stringify(input) ?? String(input)}: choose from ${VARIANTS.join(", ")}.`,
  variantsNotAList: 'Give the variants as a list of names, for example ["igloos"].',
  variantTwice: "Each variant can be chosen once.",
} as const;
