/**
 * Why Stone Age refuses a move, as message refs of its Log namespace (the sentences are in the catalogues,
 * lib/i18n/messages/<locale>/stone-age-log.json `refusals`; `cardCost` and `payExactly` take a number), and
 * the sentences of options refused when a match is created (the API's 400 sentences, said by zod).
 */
import { ref } from "@/lib/engine/types";
import { VARIANTS } from "./variants";

const KEYS = [
  "gameOver",
  "notYourTurn",
  "cannotPlaceNow",
  "tooManyThere",
  "placeFirst",
  "resolveAllFirst",
  "takeRollFirst",
  "chooseFirst",
  "lotteryFirst",
  "feedFirst",
  "nobodyThere",
  "buyOrBuildInstead",
  "noRollForTool",
  "toolUnavailable",
  "noSuchOneTimeTool",
  "noRollToTake",
  "nobodyAtCard",
  "nobodyAtBuilding",
  "paymentDoesNotFit",
  "nothingToChoose",
  "notYourPick",
  "noSuchDie",
  "nobodyToFeed",
  "noWinterExtra",
  "noIgloo",
  "noHerdOffer",
  "herdPayment",
  "herdFirst",
  "tameFirst",
  "noTaming",
] as const;

export const REFUSALS = Object.fromEntries(KEYS.map((key) => [key, ref(`refusals.${key}`)])) as Record<
  (typeof KEYS)[number],
  ReturnType<typeof ref>
>;

export const MESSAGES = {
  // Variants: options refused when a match is created (the API's 400 sentences).
  unknownVariant: (input: unknown) =>
    `There is no Stone Age variant called ${JSON.stringify(input) ?? String(input)}: choose from ${VARIANTS.join(", ")}.`,
  variantsNotAList: 'Give the variants as a list of names, for example ["igloos"].',
  variantTwice: "Each variant can be chosen once.",
} as const;
