/** The market: five rows with fields 1, 2, 3; buying and selling in place, with the price shown. */
import { useState } from "react";
import type { GlenMoreMove, GlenMoreView, Resource } from "@/lib/games/glen-more";
import { SCORING_TABLE } from "@/lib/games/glen-more/data";
import { moveText, resourceName, seatColour, tileLabel } from "./present";
import { fill, plural } from "@/lib/i18n/client-text";
import type { GlenMoreText } from "./text";
import { Coin, Cube } from "./tile-face";
import type { MoveMark } from "@/lib/engine/marks";
import type { SeatInfo } from "@/lib/matches/read/views";
import { marketElement } from "@/lib/games/glen-more/marks";
import { seatName } from "../types";
import { MarkOverlay, markSentence, marksAt } from "../move-marks";

interface Props {
  tx: GlenMoreText;
  view: GlenMoreView;
  legalMoves: GlenMoreMove[];
  mySeat: number | null;
  busy: boolean;
  onMove: (m: GlenMoreMove) => void;
  marks: readonly MoveMark[];
  seats: SeatInfo[];
}

export function MarketBoard({ tx, view, legalMoves, mySeat, busy, onMove, marks, seats }: Props) {
  const [sellFrom, setSellFrom] = useState<Resource | null>(null);
  const ui = tx.ui.market;
  const coins = (price: number | null) => plural(tx.locale, price ?? 0, tx.ui.coinWord);
  return (
    <section className="card" aria-labelledby="gm-market-heading" data-testid="gm-market">
      <h2 id="gm-market-heading" title={tx.ui.tip.market}>
        {ui.heading}
      </h2>
      <p className="mb-2 text-xs text-stone-600">{ui.rule}</p>
      <ul className="space-y-1.5">
        {view.market.map((row) => {
          const buy = legalMoves.find(
            (m): m is Extract<GlenMoreMove, { type: "buy" }> => m.type === "buy" && m.resource === row.resource,
          );
          const sells = legalMoves.filter(
            (m): m is Extract<GlenMoreMove, { type: "sell" }> => m.type === "sell" && m.resource === row.resource,
          );
          const element = marketElement(row.resource);
          const marked = marksAt(marks, element);
          return (
            <li
              key={row.resource}
              className="relative flex flex-wrap items-center gap-2 rounded-md p-0.5"
              data-testid={`gm-market-${row.resource}`}
              data-coins={row.coins}
            >
              {marked.length > 0 ? (
                <>
                  <MarkOverlay marks={marked} element={element} colourOf={seatColour} words={tx.marks} />
                  <span className="sr-only">{markSentence(marked, element, (s) => seatName(seats, s), tx.marks)}</span>
                </>
              ) : null}
              <span className="flex w-20 items-center gap-1 text-sm font-medium">
                <Cube r={row.resource} size={14} /> {resourceName(tx, row.resource)}
              </span>
              <span
                className="flex gap-1"
                role="img"
                aria-label={plural(tx.locale, row.coins, tx.ui.fieldsWithCoins, {
                  resource: resourceName(tx, row.resource),
                })}
              >
                {[1, 2, 3].map((f) => (
                  <span
                    key={f}
                    className={`flex h-7 w-7 items-center justify-center rounded-full border text-xs ${f <= row.coins ? "border-amber-600" : "border-dashed border-stone-400 text-stone-500"}`}
                  >
                    {f <= row.coins ? <Coin value={f} size={24} /> : f}
                  </span>
                ))}
              </span>
              <span className="text-xs text-stone-600">
                {fill(ui.prices, { buy: row.buyPrice ?? "—", sell: row.sellPrice ?? "—" })}
              </span>
              {/* The buttons show "Buy for 2" in the row of the resource; their names are the whole move
                  ("Buy 1 wood for 2 coins"), the words the row already shows hidden from sight only. */}
              {buy ? (
                <button
                  type="button"
                  className="btn px-2 py-0.5 text-xs"
                  disabled={busy}
                  onClick={() => onMove(buy)}
                  data-move-type="buy"
                >
                  {ui.buy}
                  <span className="sr-only"> 1 {resourceName(tx, row.resource)}</span>
                  {fill(ui.for, { price: row.buyPrice ?? "" })}
                  <span className="sr-only"> {coins(row.buyPrice)}</span>
                </button>
              ) : null}
              {sells.length === 1 ? (
                <button
                  type="button"
                  className="btn px-2 py-0.5 text-xs"
                  disabled={busy}
                  onClick={() => onMove(sells[0]!)}
                  data-move-type="sell"
                >
                  {ui.sell}
                  <span className="sr-only">
                    {" "}
                    1 {resourceName(tx, row.resource)}{" "}
                    {fill(ui.from, { tile: tileLabel(tx, view, mySeat ?? 0, sells[0]!.tile) })}
                  </span>
                  {fill(ui.for, { price: row.sellPrice ?? "" })}
                  <span className="sr-only"> {coins(row.sellPrice)}</span>
                </button>
              ) : sells.length > 1 ? (
                <button
                  type="button"
                  className="btn px-2 py-0.5 text-xs"
                  disabled={busy}
                  aria-expanded={sellFrom === row.resource}
                  onClick={() => setSellFrom(sellFrom === row.resource ? null : row.resource)}
                >
                  {fill(ui.sellFor, { price: row.sellPrice ?? "" })}
                </button>
              ) : null}
              {sells.length > 1 && sellFrom === row.resource ? (
                <span
                  className="flex w-full flex-wrap gap-1 pl-20"
                  role="group"
                  aria-label={fill(ui.sellFromWhich, { resource: resourceName(tx, row.resource) })}
                >
                  {sells.map((m) => (
                    <button
                      key={m.tile}
                      type="button"
                      className="btn px-2 py-0.5 text-xs"
                      disabled={busy}
                      onClick={() => onMove(m)}
                      data-move-type="sell"
                      aria-label={moveText(tx, view, mySeat ?? 0, m)}
                    >
                      {fill(ui.from, { tile: tileLabel(tx, view, mySeat ?? 0, m.tile) })}
                    </button>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-stone-600">{fill(ui.supply, { count: view.supplyCoins })}</p>
    </section>
  );
}

/** The scoring table (difference to the lowest player → points) and each scoring's result. */
export function ScoringBoard({ tx, view, names }: { tx: GlenMoreText; view: GlenMoreView; names: string[] }) {
  const ui = tx.ui.market;
  return (
    <section className="card" aria-labelledby="gm-scoring-heading" data-testid="gm-scorings">
      <h2 id="gm-scoring-heading" title={tx.ui.tip.scoring}>
        {ui.scorings}
      </h2>
      <p className="text-xs text-stone-600">{ui.scoringRule}</p>
      <table className="mt-1 text-xs">
        <caption className="sr-only">{ui.scoringTable}</caption>
        <tbody>
          <tr>
            <th scope="row" className="pr-2 text-left font-medium">
              {ui.difference}
            </th>
            {SCORING_TABLE.map((_, d) => (
              <td key={d} className="w-7 text-center">
                {d === 5 ? "5+" : d}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="pr-2 text-left font-medium">
              {ui.points}
            </th>
            {SCORING_TABLE.map((p, d) => (
              <td key={d} className="w-7 text-center font-semibold">
                {p}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {view.scorings.length === 0 ? <p className="mt-2 text-sm text-stone-600">{ui.noScoring}</p> : null}
      {view.scorings.map((sc) => (
        <div key={sc.round} className="mt-2 overflow-x-auto [contain:inline-size]">
          <table className="w-full text-xs" data-testid={`gm-scoring-${sc.round}`}>
            <caption className="text-left text-sm font-semibold">
              {fill(tx.ui.board.scoringN, { round: sc.round })}
            </caption>
            <thead>
              <tr className="text-left">
                <th scope="col">{tx.ui.board.player}</th>
                <th scope="col" title={tx.ui.tip.whisky}>
                  {ui.whisky}
                </th>
                <th scope="col" title={tx.ui.tip.chieftains}>
                  {ui.chieftains}
                </th>
                <th scope="col">{tx.ui.board.cards}</th>
                <th scope="col">{ui.points}</th>
              </tr>
            </thead>
            <tbody>
              {sc.rows.map((r, seat) => (
                <tr key={seat}>
                  <td>{names[seat]}</td>
                  <td>
                    {r.whisky} → {r.whiskyVp}
                  </td>
                  <td>
                    {r.chieftains} → {r.chieftainVp}
                  </td>
                  <td>
                    {r.cards} → {r.cardVp}
                  </td>
                  <td className="font-semibold">{r.whiskyVp + r.chieftainVp + r.cardVp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
