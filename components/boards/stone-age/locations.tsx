/** The main board: the eight places, the four card slots, the building stacks and the score track. */
import { useId } from "react";
import type { StoneAgeView } from "@/lib/games/stone-age";
import { BUILDING_BY_ID, LOCATION_INDEX, MATERIALS, type Location } from "@/lib/games/stone-age/data";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { GoodIcon, MarkerShape, Person, Space } from "./pieces";
import type { MoveMark } from "@/lib/engine/marks";
import { locationElement } from "@/lib/games/stone-age/marks";
import { MarkOverlay, markSentence, marksAt } from "../move-marks";
import {
  animalText,
  buildingCostText,
  hutBonusText,
  cardBottom,
  cardLocation,
  cardTip,
  cardTop,
  goodName,
  isCultureCard,
  locationTip,
  locationTitle,
  playerColor,
  stackLocation,
  trackPosition,
} from "./labels";
import { fill, plural } from "@/lib/i18n/client-text";
import type { StoneAgeText } from "./text";

interface TileProps {
  tx: StoneAgeText;
  view: StoneAgeView;
  seats: SeatInfo[];
  location: Location;
  /** Spaces drawn (null: any number, the hunting grounds). */
  spaces: number | null;
  clickable: boolean;
  selected: boolean;
  onSelect: (l: Location) => void;
  children?: React.ReactNode;
  className?: string;
  marks: readonly MoveMark[];
}

function occupants(view: StoneAgeView, location: Location): { seat: number; n: number }[] {
  const li = LOCATION_INDEX[location];
  return view.player.flatMap((p, seat) => ((p.placed[li] ?? 0) > 0 ? [{ seat, n: p.placed[li] ?? 0 }] : []));
}

function Tile({
  tx,
  view,
  seats,
  location,
  spaces,
  clickable,
  selected,
  onSelect,
  children,
  className = "",
  marks,
}: TileProps) {
  const occ = occupants(view, location);
  const used = occ.reduce((t, o) => t + o.n, 0);
  const who = occ.map((o) => `${seatName(seats, o.seat)} ${o.n}`).join(", ");
  const element = locationElement(location);
  const marked = marksAt(marks, element);
  const markText = markSentence(marked, element, (s) => seatName(seats, s), tx.marks);
  const ui = tx.ui.board;
  const tip = locationTip(tx, location);
  const label = `${locationTitle(tx, location)}: ${who || ui.empty}${markText ? `. ${markText}` : ""}${clickable ? ui.choose : ""}`;
  // Unique per board: a history position draws a second board beside the hidden live one.
  const tipId = `${useId()}-tip`;
  const body = (
    <>
      <div className="flex items-baseline justify-between gap-1">
        <span className="font-semibold">{locationTitle(tx, location)}</span>
      </div>
      {children}
      {marked.length > 0 ? (
        <MarkOverlay marks={marked} element={element} colourOf={playerColor} words={tx.marks} />
      ) : null}
      <div className="mt-1 flex flex-wrap items-center gap-0.5" aria-hidden="true">
        {occ.flatMap((o) => Array.from({ length: o.n }, (_, i) => <Person key={`${o.seat}-${i}`} seat={o.seat} />))}
        {spaces !== null ? Array.from({ length: Math.max(0, spaces - used) }, (_, i) => <Space key={`e${i}`} />) : null}
        {spaces === null && used === 0 ? <span className="text-xs text-stone-500">{ui.anyNumber}</span> : null}
      </div>
    </>
  );
  // What the place does, read as its description (hidden: a button's name stays what it shows).
  const described = (
    <span id={tipId} hidden>
      {tip}
    </span>
  );
  const base = `relative flex flex-col justify-start rounded-md border p-2 text-left text-sm ${className}`;
  if (!clickable) {
    return (
      // Reachable by keyboard (tabIndex) so the board's tip box can show what the place does.
      <div
        className={`${base} border-stone-300 bg-white/80`}
        aria-label={label}
        aria-describedby={tipId}
        title={tip}
        role="group"
        tabIndex={0}
        data-location={location}
      >
        {body}
        {described}
      </div>
    );
  }
  // Named by its content (the printed texts, then who is there), so the name holds what is seen.
  return (
    <button
      type="button"
      data-location={location}
      aria-pressed={selected}
      aria-describedby={tipId}
      title={tip}
      onClick={() => onSelect(location)}
      className={`${base} cursor-pointer ${selected ? "border-amber-600 bg-amber-100 ring-2 ring-amber-500" : "border-amber-500 bg-amber-50 hover:bg-amber-100"}`}
    >
      {body}
      {described}
      <span className="sr-only">{` ${fill(ui.peopleHere, { who: who || ui.none })}${markText ? ` ${markText}` : ""}${ui.choose}`}</span>
    </button>
  );
}

const RESOURCE_PLACES: { location: Location; good: "food" | "wood" | "clay" | "stone" | "gold"; divisor: number }[] = [
  { location: "hunt", good: "food", divisor: 2 },
  { location: "forest", good: "wood", divisor: 3 },
  { location: "clay-pit", good: "clay", divisor: 4 },
  { location: "quarry", good: "stone", divisor: 5 },
  { location: "river", good: "gold", divisor: 6 },
];
const VILLAGE: { location: Location; text: (tx: StoneAgeText) => string; spaces: number }[] = [
  { location: "field", text: (tx) => tx.ui.text.plusAgriculture, spaces: 1 },
  { location: "toolmaker", text: (tx) => tx.ui.text.plusTool, spaces: 1 },
  { location: "hut", text: (tx) => tx.ui.board.needsTwo, spaces: 2 },
];

export interface BoardAreaProps {
  tx: StoneAgeText;
  view: StoneAgeView;
  seats: SeatInfo[];
  clickable: Set<Location>;
  selected: Location | null;
  onSelect: (l: Location) => void;
  marks: readonly MoveMark[];
}

export function BoardArea({ tx, view, seats, clickable, selected, onSelect, marks }: BoardAreaProps) {
  const ui = tx.ui.board;
  const tile = (location: Location) => ({
    tx,
    view,
    seats,
    marks,
    location,
    clickable: clickable.has(location),
    selected: selected === location,
    onSelect,
  });
  return (
    <section
      aria-label={ui.board}
      className="space-y-3 rounded-lg border border-stone-300 bg-[#efe6d2] p-3"
      data-testid="sa-board"
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {RESOURCE_PLACES.map((r) => (
          <Tile
            key={r.location}
            {...tile(r.location)}
            spaces={r.location === "hunt" ? null : 7}
            className={r.location === "hunt" ? "col-span-2 sm:col-span-1" : ""}
          >
            <div className="flex items-center gap-1 text-xs text-stone-700">
              <GoodIcon good={r.good} /> {fill(ui.divisor, { good: goodName(tx, r.good), divisor: r.divisor })}
            </div>
            {view.herd?.area === r.location ? (
              <div className="mt-1 rounded bg-amber-200 px-1 text-xs font-semibold" data-testid="sa-herd-here">
                {ui.herdHere}
              </div>
            ) : null}
          </Tile>
        ))}
      </div>
      {view.animals && view.animals.inPlay.length > 0 ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Tile {...tile("animal")} spaces={view.animals.needed}>
            <div className="text-xs text-stone-700" data-testid="sa-animal-card">
              {fill(ui.animalCard, {
                animal: animalText(tx, view.animals.inPlay[0] ?? ""),
                needed: view.animals.needed,
              })}
              {view.animals.inPlay.length > 1
                ? fill(ui.alsoInPlay, {
                    animals: view.animals.inPlay
                      .slice(1)
                      .map((a) => animalText(tx, a))
                      .join(", "),
                  })
                : ""}
              {fill(ui.everyRoll, { penalty: view.animals.penalty })}
            </div>
          </Tile>
        </div>
      ) : null}
      <div className="grid grid-cols-3 gap-2">
        {VILLAGE.map((v) => (
          <Tile key={v.location} {...tile(v.location)} spaces={v.spaces}>
            <div className="text-xs text-stone-700">{v.text(tx)}</div>
          </Tile>
        ))}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold">
          {ui.cards} <span className="font-normal text-stone-600">{fill(ui.deckLeft, { count: view.deckCount })}</span>
        </h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {view.slots.map((slot, i) => (
            <Tile key={i} {...tile(cardLocation(i))} spaces={1}>
              <div className="text-xs">
                <span className="rounded bg-stone-800 px-1 font-bold text-white">{fill(ui.costs, { n: 4 - i })}</span>
              </div>
              {slot ? (
                <div
                  className="mt-1 overflow-hidden rounded border border-stone-400 text-xs"
                  data-card={slot.card}
                  title={cardTip(tx, slot.card)}
                >
                  <div className="bg-white px-1 py-0.5">{cardTop(tx, slot.card)}</div>
                  <div className={`px-1 py-0.5 ${isCultureCard(slot.card) ? "bg-emerald-100" : "bg-amber-100"}`}>
                    {cardBottom(tx, slot.card)}
                  </div>
                  <span className="sr-only">{cardTip(tx, slot.card)}</span>
                </div>
              ) : (
                <div className="mt-1 text-xs text-stone-500">{ui.taken}</div>
              )}
            </Tile>
          ))}
        </div>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold">{ui.buildings}</h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {view.stacks.map((st, i) => (
            <Tile key={i} {...tile(stackLocation(i))} spaces={1}>
              <div className="text-xs text-stone-600">{plural(tx.locale, st.count, ui.inStack)}</div>
              {st.top ? (
                <BuildingTile tx={tx} id={st.top} />
              ) : (
                <div className="mt-1 text-xs text-stone-500">{st.count > 0 ? ui.nextTile : ui.empty}</div>
              )}
            </Tile>
          ))}
        </div>
      </div>
      <ScoreTrack tx={tx} view={view} seats={seats} />
    </section>
  );
}

export function BuildingTile({ tx, id, insulated = false }: { tx: StoneAgeText; id: string; insulated?: boolean }) {
  const def = BUILDING_BY_ID[id];
  return (
    <div
      className={`mt-1 rounded border px-1 py-0.5 text-xs ${def?.kind === "fixed" && def.hutBonus ? "border-emerald-600 bg-emerald-50" : "border-stone-400 bg-stone-100"}`}
      data-building={id}
      title={buildingCostText(tx, id)}
    >
      {def?.kind === "fixed" ? (
        <div className="flex flex-wrap items-center gap-0.5">
          {MATERIALS.flatMap((m) =>
            Array.from({ length: def.cost[m] }, (_, k) => <GoodIcon key={`${m}${k}`} good={m} />),
          )}
          <span className="ml-1 font-bold">{fill(tx.ui.board.pts, { points: def.points })}</span>
          {insulated ? <span title={tx.ui.board.insulated}>❄</span> : null}
        </div>
      ) : null}
      {def?.kind === "fixed" && def.hutBonus ? (
        <div className="text-emerald-800" aria-hidden="true">
          {fill(tx.ui.board.newHut, { bonus: hutBonusText(tx, def.hutBonus) })}
        </div>
      ) : null}
      <div className={def?.kind === "fixed" ? "sr-only" : ""}>{buildingCostText(tx, id)}</div>
    </div>
  );
}

/** The score track 0-99 in five rows of 20 (scores wrap at 100): one marker per player, side by side. */
export function ScoreTrack({ tx, view, seats }: { tx: StoneAgeText; view: StoneAgeView; seats: SeatInfo[] }) {
  const n = view.player.length;
  const cell = 24;
  const rowH = 15 + n * 7;
  const w = 20 * cell + 10;
  return (
    <figure>
      <figcaption className="mb-1 text-sm font-semibold">{tx.ui.board.scoreTrack}</figcaption>
      <svg
        viewBox={`0 0 ${w} ${5 * rowH + 4}`}
        className="w-full max-w-lg"
        role="img"
        aria-label={fill(tx.ui.board.scoreTrackLabel, {
          scores: view.player.map((p, i) => `${seatName(seats, i)} ${p.score}`).join(", "),
        })}
      >
        {Array.from({ length: 100 }, (_, k) => {
          const x = 5 + (k % 20) * cell;
          const y = 2 + Math.floor(k / 20) * rowH;
          return (
            <g key={k}>
              <rect
                x={x}
                y={y}
                width={cell}
                height={rowH - 2}
                fill={k % 10 === 0 ? "#e7e5e4" : "#fafaf9"}
                stroke="#d6d3d1"
              />
              {k % 5 === 0 ? (
                <text x={x + 2} y={y + 10} fontSize="9" fill="#57534e">
                  {k}
                </text>
              ) : null}
            </g>
          );
        })}
        {view.player.map((p, i) => {
          const { pos, lap } = trackPosition(p.score);
          const x = 5 + (pos % 20) * cell + cell / 2;
          const y = 2 + Math.floor(pos / 20) * rowH + 15 + i * 7;
          return (
            <g key={i}>
              <MarkerShape seat={i} x={x} y={y} />
              {lap > 0 ? (
                <text x={x + 6} y={y + 4} fontSize="9">
                  +{lap * 100}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
        {view.player.map((p, i) => (
          <span key={i} className="inline-flex items-center gap-1">
            <Person seat={i} size={14} /> {seatName(seats, i)}: {p.score}
          </span>
        ))}
      </p>
    </figure>
  );
}
