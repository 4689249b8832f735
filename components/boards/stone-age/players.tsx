/**
 * Each player's board: people, food, resources, tools, agriculture, cards (bottom halves), buildings, score.
 * On a phone each board is a summary (score, people, food, resources) that opens on a tap: four full boards
 * would push the places far down the page.
 */
import { useState } from "react";
import type { PlayerView, StoneAgeView } from "@/lib/games/stone-age";
import { GOOD_VALUE, MATERIALS } from "@/lib/games/stone-age/data";
import { TEXT_VALUES } from "@/lib/games/stone-age/variants";
import type { SeatInfo } from "@/lib/matches/views";
import { seatName } from "../types";
import { BuildingTile } from "./locations";
import { GoodIcon, Person, ToolTile } from "./pieces";
import { cardBottom, cardTop, isCultureCard, playerColor } from "./labels";

interface Props {
  view: StoneAgeView;
  seats: SeatInfo[];
  mySeat: number | null;
}

export function PlayerBoards({ view, seats, mySeat }: Props) {
  // The viewer's own board first, then the others in seat order.
  const order = view.player.map((_, i) => i).sort((a, b) => (a === mySeat ? -1 : b === mySeat ? 1 : a - b));
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {order.map((seat) => {
        const p = view.player[seat];
        return p ? <PlayerBoard key={seat} view={view} p={p} seat={seat} name={seatName(seats, seat)} me={seat === mySeat} /> : null;
      })}
    </div>
  );
}

function PlayerBoard({ view, p, seat, name, me }: { view: StoneAgeView; p: PlayerView; seat: number; name: string; me: boolean }) {
  const awaited = view.activeSeats.includes(seat);
  const placed = p.placed.reduce((a, b) => a + b, 0);
  const [open, setOpen] = useState(false);
  const more = `more-of-seat-${seat}`;
  return (
    <section
      aria-label={`${name}'s board`}
      data-testid={`sa-player-${seat}`}
      className={`rounded-lg border-2 bg-white p-3 text-sm shadow-sm ${awaited ? "ring-2 ring-amber-400" : ""}`}
      style={{ borderColor: playerColor(seat) }}
    >
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <Person seat={seat} size={20} />
        <h3 className="font-semibold">
          {name}
          {me ? " (you)" : ""}
        </h3>
        {view.startPlayer === seat ? <span className="rounded bg-stone-800 px-1.5 text-xs text-white">start player</span> : null}
        {awaited ? <span className="rounded bg-amber-300 px-1.5 text-xs font-semibold">to act</span> : null}
        <span className="ml-auto font-semibold">{p.score} pts</span>
        <button type="button" className="btn md:hidden" aria-expanded={open} aria-controls={more} onClick={() => setOpen((o) => !o)} data-testid={`sa-more-${seat}`}>
          {open ? "Less" : "More"}
        </button>
      </header>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
        <dt className="text-stone-600">People</dt>
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
            {view.phase === "place" ? ` (${p.people - placed} to place)` : placed > 0 ? ` (${placed} still out)` : ""}
          </span>
        </dd>
        <dt className="text-stone-600">Food</dt>
        <dd className="flex items-center gap-1">
          <GoodIcon good="food" /> <span data-testid={`sa-food-${seat}`}>{p.food}</span>
          {p.missingFood > 0 ? <span className="ml-2 rounded bg-red-100 px-1 text-red-800">short of {p.missingFood}</span> : null}
          {p.starved > 0 ? <span className="ml-2 text-xs text-red-700">starved {p.starved}×</span> : null}
        </dd>
        <dt className="text-stone-600">Resources</dt>
        <dd className="flex flex-wrap gap-x-3 gap-y-1">
          {MATERIALS.map((m) => (
            <span key={m} className="inline-flex items-center gap-1" title={m}>
              <GoodIcon good={m} /> <span className="sr-only">{m}</span>
              {p.materials[m]}
            </span>
          ))}
        </dd>
      </dl>
      <div id={more} className={open ? "" : "max-md:hidden"}>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
          <dt className="text-stone-600">Agriculture</dt>
          <dd className="flex items-center gap-2">
            <span className="flex gap-px" aria-hidden="true">
              {Array.from({ length: 10 }, (_, i) => (
                <span key={i} className={`h-3 w-2.5 rounded-sm ${i < p.agriculture ? "bg-lime-600" : "bg-stone-200"}`} />
              ))}
            </span>
            {p.agriculture}
          </dd>
          <dt className="text-stone-600">Tools</dt>
          <dd className="flex flex-wrap items-center gap-1">
            {p.tools.length === 0 ? <span className="text-stone-500">none</span> : null}
            {p.tools.map((v, i) => (
              <ToolTile key={i} value={v} used={p.toolsUsed[i] ?? false} />
            ))}
            {p.tools.length > 0 ? (
              <span className="sr-only">
                {p.tools.map((v, i) => `${v}${p.toolsUsed[i] ? " (used this round)" : ""}`).join(", ")}
              </span>
            ) : null}
            {p.toolsUsed.some(Boolean) ? <span className="text-xs text-stone-500">struck = used this round</span> : null}
            {p.oneTimeTools.length > 0 ? <span className="ml-2 rounded bg-sky-100 px-1 text-xs">one-time: {p.oneTimeTools.join(", ")}</span> : null}
          </dd>
        </dl>
        <div className="mt-2">
          <h4 className="text-xs font-semibold text-stone-600">Cards ({p.cards.length})</h4>
          <ul className="mt-1 flex flex-wrap gap-1">
            {p.cards.map((c, i) => (
              <li key={i} title={`${c}: ${cardTop(c)}`} className={`rounded px-1.5 py-0.5 text-xs ${isCultureCard(c) ? "bg-emerald-100" : "bg-amber-100"}`}>
                {cardBottom(c)}
                {p.winter.includes(c) ? <span title="bought with the harsh winter's extra gold (+6)"> ❄</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-2">
          <h4 className="text-xs font-semibold text-stone-600">Buildings ({p.buildings.length})</h4>
          <ul className="mt-1 flex flex-wrap gap-1">
            {p.buildings.map((b, i) => (
              <li key={i} className="w-28">
                <BuildingTile id={b} insulated={p.winter.includes(b)} />
              </li>
            ))}
          </ul>
        </div>
        {view.variants.includes("igloos") ? (
          <div className="mt-2" data-testid={`sa-igloos-${seat}`}>
            <h4 className="text-xs font-semibold text-stone-600">Igloos ({p.igloos.length})</h4>
            <ul className="mt-1 flex flex-wrap gap-1">
              {p.igloos.map((ig, i) => (
                <li key={i} className="rounded bg-sky-100 px-1.5 py-0.5 text-xs">
                  igloo of {ig.resource}: {TEXT_VALUES.iglooCost * GOOD_VALUE[ig.resource]} pts
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {view.herd ? (
          <p className="mt-2 text-xs" data-testid={`sa-mammoths-${seat}`}>
            Mammoth tiles: {p.mammoths.length}
            {view.herd.riders[seat] ? ` · ${view.herd.riders[seat]} on this round's tile` : ""}
          </p>
        ) : null}
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer">Final score if the game ended now: {p.projected.total}</summary>
          <Breakdown p={p} />
        </details>
      </div>
    </section>
  );
}

export function Breakdown({ p }: { p: PlayerView }) {
  const b = p.projected;
  const rows: [string, number][] = [
    ["During the game", b.inGame],
    ["Culture sets", b.culture],
    ["Farmers × agriculture", b.farmers],
    ["Toolmakers × tools", b.toolmakers],
    ["Hut builders × buildings", b.hutBuilders],
    ["Shamans × people", b.shamans],
    ["Resources left", b.resources],
    ...(b.mammoth === undefined ? [] : ([["Most mammoth tiles", b.mammoth]] as [string, number][])),
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
          <td className="pr-3">Total</td>
          <td className="text-right">{b.total}</td>
        </tr>
      </tbody>
    </table>
  );
}
