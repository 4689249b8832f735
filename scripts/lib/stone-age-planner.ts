/**
 * A rule-based Stone Age player for the variants' balance check (scripts/stone-age-balance.ts), stronger than
 * the site's greedy bot: the greedy bot scores what a player has, so a placement (which changes nothing yet)
 * is chosen almost at random and its players starve most rounds. This one plays a plain plan: hunt enough to
 * feed, place on buildings and cards it can pay for, grow (field, hut, toolmaker) early, gather the rest;
 * buy and build whenever it can; use a variant's moves whenever they are offered (unless told not to). Its
 * games last a normal number of rounds, so the variants' values are measured in games that look real.
 */
import { Rng, rejectionText, type Seat } from "@/lib/engine";
import {
  BUILDING_BY_ID,
  GOOD_VALUE,
  LOCATION_INDEX,
  MATERIALS,
  stoneAge,
  type Location,
  type Materials,
  type StoneAgeMove,
  type StoneAgeState,
  type Variant,
} from "@/lib/games/stone-age";
import { buildingPayments } from "@/lib/games/stone-age/rules";
import { hutBonusOf } from "@/lib/games/stone-age/new-huts";

type Move = StoneAgeMove;
const EXPECTED_DIE = 3.5;
/** Where it gathers, with what each area gives. */
const GATHER = [
  ["forest", "wood"],
  ["clay-pit", "clay"],
  ["quarry", "stone"],
  ["river", "gold"],
] as const;

/** The moves that use a variant (a restricted player never makes them). */
export function usesVariant(v: Variant, s: StoneAgeState, m: Move): boolean {
  switch (v) {
    case "harsh-winter":
      return (m.type === "build" || m.type === "buy-card") && m.winter === true;
    case "igloos":
      return m.type === "build-igloo";
    case "wild-animals":
      return m.type === "place" && m.location === "animal";
    case "new-huts":
      return (
        (m.type === "build" && hutBonusOf(s.stacks[m.stack]?.[0] ?? "") !== undefined) ||
        (m.type === "place" &&
          m.location.startsWith("stack-") &&
          hutBonusOf(s.stacks[Number(m.location.slice(6))]?.[0] ?? "") !== undefined)
      );
    case "mammoth-herd":
      return m.type === "join-herd";
  }
}

/** Value of a payment in the plan's eyes: cheap resources first. */
const cost = (pay: { wood: number; clay: number; stone: number; gold: number }) =>
  MATERIALS.reduce((t, m) => t + pay[m] * GOOD_VALUE[m], 0);

/** Resources the cheapest payment of a stack's top takes (null: cannot be paid from these holdings). */
function buildCost(s: StoneAgeState, stack: number, have: Materials): number | null {
  const top = s.stacks[stack]?.[0];
  const def = top ? BUILDING_BY_ID[top] : undefined;
  if (!def) return null;
  const ways = buildingPayments(def, have);
  if (ways.length === 0) return null;
  return Math.min(...ways.map((w) => MATERIALS.reduce((t, m) => t + w[m], 0)));
}

function placement(s: StoneAgeState, seat: Seat, legal: Move[]): Move {
  const p = s.player[seat]!;
  const places = legal.filter((m): m is Extract<Move, { type: "place" }> => m.type === "place");
  const left = p.people - p.placed.reduce((a, b) => a + b, 0);
  const at = (l: Location) => places.filter((m) => m.location === l);
  // Resources not yet promised to a building or card placed this round.
  let free = MATERIALS.reduce((t, m) => t + p.materials[m], 0);
  for (let k = 0; k < 4; k++) {
    if ((p.placed[LOCATION_INDEX["stack-0"] + k] ?? 0) > 0) free -= buildCost(s, k, p.materials) ?? 0;
    if ((p.placed[LOCATION_INDEX["card-0"] + k] ?? 0) > 0) free -= 4 - k;
  }
  const huntPlaced = p.placed[LOCATION_INDEX.hunt] ?? 0;
  const foodSoon = p.food + p.agriculture + (huntPlaced * EXPECTED_DIE) / 2;
  // 1. Food for the next feeding.
  const huntNeed = Math.ceil(((p.people - foodSoon) * 2) / EXPECTED_DIE);
  if (huntNeed > 0 && at("hunt").length > 0)
    return at("hunt").find((m) => m.count === Math.min(left, huntNeed)) ?? at("hunt").at(-1)!;
  // 2. A building it can pay for, then a card.
  for (const m of places) {
    if (!m.location.startsWith("stack-")) continue;
    const c = buildCost(s, Number(m.location.slice(6)), p.materials);
    if (c !== null && c <= free) return m;
  }
  const cards = places.filter((m) => m.location.startsWith("card-") && free >= 4 - Number(m.location.slice(5)));
  if (cards.length > 0 && free >= 3) return cards[cards.length - 1]!;
  // 3. Variants: the animal (as many people as it still takes, at most two), when it is there.
  const animal = at("animal");
  if (animal.length > 0) return animal[Math.min(1, animal.length - 1)]!;
  // 4. Growth early.
  if (at("hut").length > 0 && p.people < 8 && left >= 2) return at("hut")[0]!;
  if (at("field").length > 0 && p.agriculture < 6) return at("field")[0]!;
  if (at("toolmaker").length > 0 && p.tools.length < 3) return at("toolmaker")[0]!;
  // 5. Gather what it has least of (buildings want mixed resources), where most of the people left fit.
  const lacking = GATHER.slice().sort((a, b) => p.materials[a[1]] - p.materials[b[1]]);
  for (const [l] of lacking) {
    const options = at(l);
    if (options.length > 0 && options.at(-1)!.count >= Math.min(left, 3)) return options.at(-1)!;
  }
  return cards[cards.length - 1] ?? at("hunt").at(-1) ?? places[0] ?? legal[0]!;
}

function action(s: StoneAgeState, seat: Seat, legal: Move[]): Move {
  const p = s.player[seat]!;
  const pick = <T extends Move["type"]>(t: T) => legal.filter((m): m is Extract<Move, { type: T }> => m.type === t);
  const byCost = <M extends { payment: Parameters<typeof cost>[0] }>(ms: M[]) =>
    ms.slice().sort((a, b) => cost(a.payment) - cost(b.payment));
  if (pick("pick-die").length > 0) return pick("pick-die").at(-1)!;
  if (pick("tame").length > 0) return pick("tame").find((m) => m.bonus === "one")!;
  if (pick("take").length > 0) {
    // A tool only when it makes one more unit.
    const r = s.roll!;
    const value = GOOD_VALUE[r.good];
    const total = r.dice.reduce((a, b) => a + b, 0) + r.bonus;
    for (const m of pick("use-tool"))
      if (Math.floor((total + p.tools[m.tool]!) / value) > Math.floor(total / value)) return m;
    return pick("take")[0]!;
  }
  if (pick("choose-resource").length > 0) return pick("choose-resource").at(-1)!;
  const join = pick("join-herd");
  if (join.length > 0)
    return (
      join.filter((m) => m.count === 1).sort((a, b) => cost(a.payment) - cost(b.payment) || b.food - a.food)[0] ??
      join[0]!
    );
  const winter = (ms: Move[]) => ms.filter((m) => (m.type === "build" || m.type === "buy-card") && m.winter);
  const builds = byCost(pick("build"));
  if (builds.length > 0) return winter(builds)[0] ?? builds.find((m) => !m.winter)!;
  const cards = byCost(pick("buy-card"));
  if (cards.length > 0) return winter(cards)[0] ?? cards.find((m) => !m.winter)!;
  const igloo = pick("build-igloo");
  if (igloo.length > 0) return igloo[0]!;
  const resolve = pick("resolve");
  if (resolve.length > 0) return resolve[0]!;
  return pick("decline")[0] ?? pick("skip-herd")[0] ?? legal.find((m) => m.type === "end-turn") ?? legal[0]!;
}

function feeding(legal: Move[]): Move {
  const feeds = legal.filter((m): m is Extract<Move, { type: "feed" }> => m.type === "feed");
  return feeds.sort((a, b) => cost(a.payment) - cost(b.payment))[0] ?? legal[0]!;
}

/** The plan's move for `seat`; `avoid`: a variant whose own moves it leaves out (when anything else is legal). */
export function plannerMove(s: StoneAgeState, seat: Seat, avoid: Variant | null): Move {
  const all = stoneAge.legalMoves(s, seat);
  const kept = avoid ? all.filter((m) => !usesVariant(avoid, s, m)) : all;
  const legal = kept.length > 0 ? kept : all;
  if (s.phase === "place") return legal.length === 1 ? legal[0]! : placement(s, seat, legal);
  if (s.phase === "feed") return feeding(legal);
  return action(s, seat, legal);
}

export interface PlannedGame {
  state: StoneAgeState;
  scores: number[];
  winners: Seat[];
}

/** A whole game of planners; `avoid[seat]`: the variant that seat leaves alone. */
export function planGame(
  players: number,
  seed: string,
  variants: Variant[],
  avoid: (Variant | null)[] = [],
): PlannedGame {
  let s = stoneAge.setup({ players, seed, options: { variants } });
  const rng = new Rng(players * 131 + seed.length);
  for (let step = 0; !stoneAge.outcome(s); step++) {
    if (step > 50_000) throw new Error(`planned game ${seed} does not end`);
    const seats = stoneAge.activeSeats(s);
    const seat = seats[rng.int(seats.length)]!;
    const r = stoneAge.applyMove(s, seat, plannerMove(s, seat, avoid[seat] ?? null));
    if (!r.ok) throw new Error(rejectionText(r));
    s = r.value;
  }
  const o = stoneAge.outcome(s)!;
  return { state: s, scores: o.scores, winners: o.winners };
}
