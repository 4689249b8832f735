/**
 * Each player's board: people, food, resources, tools, agriculture, cards (bottom halves), buildings, score.
 * On a phone each board is a summary (score, people, food, resources) that opens on a tap: four full boards
 * would push the places far down the page.
 */
import { useState } from "react";
import type { PlayerView, StoneAgeView } from "@/lib/games/stone-age";
import { GOOD_VALUE, MATERIALS } from "@/lib/games/stone-age/data";
import { TEXT_VALUES } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { BuildingTile } from "./locations";
import { GoodIcon, Person, ToolTile } from "./pieces";
import { cardBottom, cardTip, goodName, isCultureCard, playerColor } from "./labels";
import { fill } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";

interface Props {
  tx: StoneAgeText;
  view: StoneAgeView;
  seats: SeatInfo[];
  mySeat: number | null;
}

export function PlayerBoards({ tx, view, seats, mySeat }: Props) {
  // The viewer's own board first, then the others in seat order.
  const order = view.player.map((_, i) => i).sort((a, b) => (a === mySeat ? -1 : b === mySeat ? 1 : a - b));
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {order.map((seat) => {
        const p = view.player[seat];
        return p ? (
          <PlayerBoard
            key={seat}
            tx={tx}
            view={view}
            p={p}
            seat={seat}
            name={seatName(seats, seat)}
            me={seat === mySeat}
          />
        ) : null;
      })}
    </div>
  );
}

function PlayerBoard({
  tx,
  view,
  p,
  seat,
  name,
  me,
}: {
  tx: StoneAgeText;
  view: StoneAgeView;
  p: PlayerView;
  seat: number;
  name: string;
  me: boolean;
}) {
  const awaited = view.activeSeats.includes(seat);
  const placed = p.placed.reduce((a, b) => a + b, 0);
  const [open, setOpen] = useState(false);
  const more = `more-of-seat-${seat}`;
  const ui = tx.ui.players;
  const tip = tx.ui.tip;
  return (
    <section
      aria-label={fill(ui.boardOf, { name })}
      data-testid={`sa-player-${seat}`}
      className={`rounded-lg border-2 bg-white p-3 text-sm shadow-sm ${awaited ? "ring-2 ring-amber-400" : ""}`}
      style={{ borderColor: playerColor(seat) }}
    >
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <Person seat={seat} size={20} />
        <h3 className="font-semibold">
          {name}
          {me ? ui.you : ""}
        </h3>
        {view.startPlayer === seat ? (
          <span className="rounded bg-stone-800 px-1.5 text-xs text-white">{ui.startPlayer}</span>
        ) : null}
        {awaited ? <span className="rounded bg-amber-300 px-1.5 text-xs font-semibold">{ui.toAct}</span> : null}
        <span className="ml-auto font-semibold">{fill(ui.pts, { points: p.score })}</span>
        <button
          type="button"
          className="btn md:hidden"
          aria-expanded={open}
          aria-controls={more}
          onClick={() => setOpen((o) => !o)}
          data-testid={`sa-more-${seat}`}
        >
          {open ? ui.less : ui.more}
        </button>
      </header>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
        <dt className="text-stone-600">{ui.people}</dt>
        <dd className="flex flex-wrap items-center gap-1">
          <span className="flex" aria-hidden="true">
            {Array.from({ length: p.people }, (_, i) => (
              <span key={i} className={i >= p.people - placed ? "opacity-30" : ""}>
                <Person seat={seat} size={14} />
              </span>
            ))}
          </span>
          <span>
            {p.people}
            {view.phase === "place"
              ? fill(ui.toPlace, { count: p.people - placed })
              : placed > 0
                ? fill(ui.stillOut, { count: placed })
                : ""}
          </span>
        </dd>
        <dt className="text-stone-600" title={tip.food}>
          {ui.food}
        </dt>
        <dd className="flex items-center gap-1">
          <GoodIcon good="food" /> <span data-testid={`sa-food-${seat}`}>{p.food}</span>
          {p.missingFood > 0 ? (
            <span className="ml-2 rounded bg-red-100 px-1 text-red-800">
              {fill(ui.shortOf, { count: p.missingFood })}
            </span>
          ) : null}
          {p.starved > 0 ? (
            <span className="ml-2 text-xs text-red-700">{fill(ui.starved, { count: p.starved })}</span>
          ) : null}
        </dd>
        <dt className="text-stone-600">{ui.resources}</dt>
        <dd className="flex flex-wrap gap-x-3 gap-y-1">
          {MATERIALS.map((m) => (
            <span key={m} className="inline-flex items-center gap-1" title={goodName(tx, m)}>
              <GoodIcon good={m} /> <span className="sr-only">{goodName(tx, m)}</span>
              {p.materials[m]}
            </span>
          ))}
        </dd>
      </dl>
      <div id={more} className={open ? "" : "max-md:hidden"}>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
          <dt className="text-stone-600" title={tip.agriculture}>
            {ui.agriculture}
          </dt>
          <dd className="flex items-center gap-2">
            <span className="flex gap-px" aria-hidden="true">
              {Array.from({ length: 10 }, (_, i) => (
                <span
                  key={i}
                  className={`h-3 w-2.5 rounded-sm ${i < p.agriculture ? "bg-lime-600" : "bg-stone-200"}`}
                />
              ))}
            </span>
            {p.agriculture}
          </dd>
          <dt className="text-stone-600" title={tip.tools}>
            {ui.tools}
          </dt>
          <dd className="flex flex-wrap items-center gap-1">
            {p.tools.length === 0 ? <span className="text-stone-500">{ui.none}</span> : null}
            {p.tools.map((v, i) => (
              <ToolTile key={i} value={v} used={p.toolsUsed[i] ?? false} />
            ))}
            {p.tools.length > 0 ? (
              <span className="sr-only">
                {p.tools.map((v, i) => `${v}${p.toolsUsed[i] ? ui.usedThisRound : ""}`).join(", ")}
              </span>
            ) : null}
            {p.toolsUsed.some(Boolean) ? <span className="text-xs text-stone-500">{ui.struck}</span> : null}
            {p.oneTimeTools.length > 0 ? (
              <span className="ml-2 rounded bg-sky-100 px-1 text-xs">
                {fill(ui.oneTime, { values: p.oneTimeTools.join(", ") })}
              </span>
            ) : null}
          </dd>
        </dl>
        <div className="mt-2">
          <h4 className="text-xs font-semibold text-stone-600">{fill(ui.cards, { count: p.cards.length })}</h4>
          <ul className="mt-1 flex flex-wrap gap-1">
            {p.cards.map((c, i) => {
              const tip = cardTip(tx, c);
              return (
                <li
                  key={i}
                  title={tip}
                  className={`rounded px-1.5 py-0.5 text-xs ${isCultureCard(c) ? "bg-emerald-100" : "bg-amber-100"}`}
                >
                  {cardBottom(tx, c)}
                  <span className="sr-only">: {tip}</span>
                  {p.winter.includes(c) ? <span title={ui.winterCard}> ❄</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="mt-2">
          <h4 className="text-xs font-semibold text-stone-600">{fill(ui.buildings, { count: p.buildings.length })}</h4>
          <ul className="mt-1 flex flex-wrap gap-1">
            {p.buildings.map((b, i) => (
              <li key={i} className="w-28">
                <BuildingTile tx={tx} id={b} insulated={p.winter.includes(b)} />
              </li>
            ))}
          </ul>
        </div>
        {view.variants.includes("igloos") ? (
          <div className="mt-2" data-testid={`sa-igloos-${seat}`}>
            <h4 className="text-xs font-semibold text-stone-600">{fill(ui.igloos, { count: p.igloos.length })}</h4>
            <ul className="mt-1 flex flex-wrap gap-1">
              {p.igloos.map((ig, i) => (
                <li key={i} className="rounded bg-sky-100 px-1.5 py-0.5 text-xs">
                  {fill(ui.iglooOf, {
                    good: goodName(tx, ig.resource),
                    points: TEXT_VALUES.iglooCost * GOOD_VALUE[ig.resource],
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {view.herd ? (
          <p className="mt-2 text-xs" data-testid={`sa-mammoths-${seat}`}>
            {fill(ui.mammothTiles, { count: p.mammoths.length })}
            {view.herd.riders[seat] ? fill(ui.riders, { count: view.herd.riders[seat] ?? 0 }) : ""}
          </p>
        ) : null}
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer">{fill(ui.finalIfNow, { total: p.projected.total })}</summary>
          <Breakdown tx={tx} p={p} />
        </details>
      </div>
    </section>
  );
}

export function Breakdown({ tx, p }: { tx: StoneAgeText; p: PlayerView }) {
  const b = p.projected;
  const ui = tx.ui.players;
  const rows: [string, number][] = [
    [ui.inGame, b.inGame],
    [ui.cultureSets, b.culture],
    [ui.farmers, b.farmers],
    [ui.toolmakers, b.toolmakers],
    [ui.hutBuilders, b.hutBuilders],
    [ui.shamans, b.shamans],
    [ui.resourcesLeft, b.resources],
    ...(b.mammoth === undefined ? [] : ([[ui.mammoth, b.mammoth]] as [string, number][])),
  ];
  return (
    <table className="mt-1">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <td className="pr-3">{k}</td>
            <td className="text-right">{v}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <td className="pr-3">{ui.total}</td>
          <td className="text-right">{b.total}</td>
        </tr>
      </tbody>
    </table>
  );
}
