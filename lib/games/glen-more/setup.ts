/**
 * Setup (rulebook "Spielvorbereitung" and "Das Spiel mit 2 und 3 Spielern"):
 * each player gets a start village with one clan member and 6 coins; the start player (drawn from the
 * seed, standing in for "the youngest player") takes a track space, the others follow clockwise, the die
 * follows with 2-3 players, then all remaining spaces but one are filled from deck 0 and then deck 1.
 * The space directly behind the start player stays empty.
 */
import { Rng, at, must, seedRng } from "@/lib/engine";
import { START_COINS, START_VILLAGE_ID0, TOTAL_COINS, deckTileIds } from "./data";
import { CHAIN_LENGTH, newTurn } from "./chain";
import { marketCoins } from "./market";
import type { ChainEntry, GlenMoreState } from "./types";

export function usesDie(players: number): boolean {
  return players <= 3;
}

export function setupState(players: number, seed: string): GlenMoreState {
  if (players < 2 || players > 5) throw new Error("Glen More is for 2 to 5 players");
  const rng = new Rng(seedRng(seed));
  const start = rng.int(players);
  const decks = ([0, 1, 2, 3] as const).map((d) => rng.shuffle(deckTileIds(d)));
  const chain: ChainEntry[] = [];
  for (let i = 0; i < players; i++) chain.push({ kind: "figure", seat: (start + i) % players });
  if (usesDie(players)) chain.push({ kind: "die" });
  // Deck 0 first, then deck 1 (2-3 players need one or two of its tiles).
  const [deck0, deck1] = [at(decks, 0, "deck 0"), at(decks, 1, "deck 1")];
  while (chain.length < CHAIN_LENGTH)
    chain.push({ kind: "tile", tile: must(deck0.length > 0 ? deck0.pop() : deck1.pop(), "tile to lay out") });
  // 2-3 players: one coin on each "1" field of the market. 4-5 players: the market starts empty (NOTES.md §4).
  const market = [0, 0, 0, 0, 0].map(() => (usesDie(players) ? 1 : 0));
  const playerStates = Array.from({ length: players }, (_, seat) => ({
    tiles: [{ id: START_VILLAGE_ID0 + seat, x: 0, y: 0, cubes: [], clan: 1 }],
    coins: START_COINS,
    whisky: 0,
    vp: 0,
    chieftains: 0,
    cards: [],
  }));
  return {
    players,
    rng: rng.state,
    chain,
    // Start player on track space 0; the empty space is 13, directly behind it.
    back: 0,
    decks,
    market,
    supplyCoins: TOTAL_COINS - START_COINS * players - marketCoins(market),
    playerStates,
    turn: newTurn(start),
    scorings: [],
    removed: [],
    finished: false,
    final: null,
    events: [],
    lastDie: null,
  };
}
