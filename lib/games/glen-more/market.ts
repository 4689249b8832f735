/**
 * The market ("Lager", rulebook box "Das Lager"): five rows with fields 1, 2, 3; `market[r]` is how many
 * fields of row r hold coins (always the lowest ones).
 * - Buy: put coins on the lowest free field (price = occupied + 1); a full row cannot be bought.
 * - Sell: take the coins of the highest occupied field (price = occupied); an empty row cannot be sold to.
 */
import { at, bump, count } from "@/lib/engine";
import { MARKET_FIELDS, RESOURCES, type Resource } from "./data";
import type { Due } from "./types";

export function buyPrice(occupied: number): number | null {
  return occupied < MARKET_FIELDS ? occupied + 1 : null;
}
export function sellPrice(occupied: number): number | null {
  return occupied > 0 ? occupied : null;
}
/** Coins lying in a row with `occupied` fields taken: 1 + 2 + ... */
export function rowCoins(occupied: number): number {
  return (occupied * (occupied + 1)) / 2;
}
export function marketCoins(market: readonly number[]): number {
  let n = 0;
  for (const m of market) n += rowCoins(m);
  return n;
}

export function resIndex(r: Resource): number {
  return RESOURCES.indexOf(r);
}

/** Does the due accept this resource as its next payment? */
export function dueAccepts(due: Due, r: Resource): boolean {
  if (due.need.includes(r)) return true;
  return due.any > 0 && (!due.distinct || !due.paidAny.includes(r));
}

/** Count vectors for `k` further resources: k different ones not in `exclude`, or any multiset. */
function anyChoices(k: number, distinct: boolean, exclude: readonly Resource[]): number[][] {
  if (k === 0) return [[0, 0, 0, 0, 0]];
  const out: number[][] = [];
  const allowed = RESOURCES.flatMap((r, i) => (!distinct || !exclude.includes(r) ? [i] : []));
  const rec = (start: number, left: number, acc: number[]) => {
    if (left === 0) {
      out.push(acc.slice());
      return;
    }
    for (let j = start; j < allowed.length; j++) {
      const i = at(allowed, j, "resource index");
      bump(acc, i, 1);
      rec(distinct ? j + 1 : j, left - 1, acc);
      bump(acc, i, -1);
    }
  };
  rec(0, k, [0, 0, 0, 0, 0]);
  return out;
}

/** No further resource to choose: the one empty choice (most dues). */
const NO_CHOICE: readonly number[][] = [[0, 0, 0, 0, 0]];
const choiceCache = new Map<string, number[][]>();
function cachedChoices(k: number, distinct: boolean, exclude: readonly Resource[]): readonly number[][] {
  if (k === 0) return NO_CHOICE;
  const key = `${k}|${distinct ? 1 : 0}|${distinct ? exclude.join(",") : ""}`;
  let v = choiceCache.get(key);
  if (!v) {
    v = anyChoices(k, distinct, exclude);
    choiceCache.set(key, v);
  }
  return v;
}

/**
 * Could a player with `counts` resources and `coins` still pay `due` (its resource part), selling surplus
 * resources and buying the shortfall at the market? Exact for one row at a time: selling and buying the
 * same resource is never useful, and rows do not affect each other.
 */
export function canAfford(
  counts: readonly number[],
  coins: number,
  market: readonly number[],
  due: Pick<Due, "need" | "any" | "distinct" | "paidAny">,
): boolean {
  const base = [0, 0, 0, 0, 0];
  for (const r of due.need) bump(base, resIndex(r), 1);
  for (const extra of cachedChoices(due.any, due.distinct, due.paidAny)) {
    let cost = 0;
    let income = coins;
    let ok = true;
    for (let i = 0; i < 5; i++) {
      const need = count(base, i) + count(extra, i);
      const own = count(counts, i);
      const m = count(market, i);
      if (need > own) {
        const short = need - own;
        if (m + short > MARKET_FIELDS) {
          ok = false;
          break;
        }
        for (let j = 1; j <= short; j++) cost += m + j;
      } else {
        const sellable = Math.min(own - need, m);
        for (let j = 0; j < sellable; j++) income += m - j;
      }
    }
    if (ok && cost <= income) return true;
  }
  return false;
}
