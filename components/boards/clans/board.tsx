"use client";
/**
 * The Clans board: the map drawn from the engine's map data (cells around the territory centres, landscape
 * colours, rivers on region borders, lakes as gaps), the huts of each territory by colour and count, the
 * villages with their number, epoch and score, the epoch chart with the chips left, the colour score track,
 * and the viewer's own colour (only their own: the view holds no other).
 *
 * Every highlight and button comes from `legalMoves`; a click sends exactly one of those move objects.
 *
 * On a phone (below Tailwind's `md`) the map starts zoomed, not fitted: fitted to a 390 px phone, 36 of the 60
 * territories were smaller than a finger's 44 px and their numbers unreadable. Zoomed, the map is at least
 * 760 px wide (every territory 44 px or more, the labels about 10 px), pans sideways inside its own box, and is
 * scrolled to the territories of the step (the player's own movable huts, the selection's targets, the
 * village choice: map-scroll.ts). WHY zoom and not bigger hit areas: the cells tile the board, so a bigger
 * hit area would cover a neighbour, and the labels would stay unreadable. The default is CSS (a media query),
 * so the server's page is already zoomed and nothing shifts after hydration; "Fit map" still shows it whole.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useBringIntoView } from "../bring-into-view";
import type { ClansMove, ClansView } from "@/lib/games/clans";
import { TERRITORIES, territory } from "@/lib/games/clans/map-data";
import { COLOURS, EPOCHS, type Colour } from "@/lib/games/clans/rules-data";
import type { BoardProps } from "../types";
import { seatName } from "../types";
import { useBoardStatus } from "../board-status";
import { TipArea } from "../tip-area";
import { useBoardText } from "../board-text";
import type { ClansText } from "./text";
import { fill, plural } from "@/lib/i18n/client-text";
import { mapLayout, VIEWBOX } from "./map-layout";
import { mapFocus, scrollLeftToShow } from "./map-scroll";
import {
  HUT_FILL,
  LANDSCAPE_FILL,
  arrowStop,
  colourName,
  epochRows,
  epochTip,
  landscapeName,
  landscapeTip,
  hutPiles,
  instruction,
  lastMoveText,
  movableFrom,
  moveSaid,
  movesFrom,
  resolveClick,
  scoreTrack,
  territoryLabel,
  villageChoices,
  villageMarkText,
  villageText,
  type HutPile,
} from "./presentation";

const layout = mapLayout();
const ARROWS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function Swatch({ colour }: { colour: Colour }) {
  return (
    <span
      aria-hidden
      className="inline-block h-3.5 w-3.5 rounded-full border border-stone-500 align-[-2px]"
      style={{ background: HUT_FILL[colour].fill }}
    />
  );
}

/** The huts of one territory: a disc per colour with its letter and count, in rows of three, centred on (x, y). */
function HutBadge({ x, y, piles, tx }: { x: number; y: number; piles: HutPile[]; tx: ClansText }) {
  if (piles.length === 0) return null;
  const r = 12.5;
  const gap = 27;
  const rows = piles.length <= 3 ? [piles] : [piles.slice(0, 3), piles.slice(3)];
  const height = rows.length * gap;
  const width = Math.max(...rows.map((row) => row.length)) * gap;
  return (
    <g aria-hidden pointerEvents="none">
      <rect
        x={x - width / 2 - 3}
        y={y - height / 2 - 3}
        width={width + 6}
        height={height + 6}
        rx={10}
        fill="#fffbeb"
        fillOpacity={0.92}
        stroke="#57534e"
        strokeWidth={1}
      />
      {rows.map((row, ri) =>
        row.map((p, ci) => {
          const cx = x - ((row.length - 1) * gap) / 2 + ci * gap;
          const cy = y - ((rows.length - 1) * gap) / 2 + ri * gap;
          return (
            <g key={p.colour}>
              <circle cx={cx} cy={cy} r={r} fill={HUT_FILL[p.colour].fill} stroke="#1c1917" strokeWidth={1} />
              <text
                x={cx}
                y={cy + 4}
                textAnchor="middle"
                fontSize={11.5}
                fontWeight={700}
                fill={HUT_FILL[p.colour].text}
              >
                {tx.ui.colourLetter[p.colour]}
                {p.count}
              </text>
            </g>
          );
        }),
      )}
    </g>
  );
}

/**
 * A village: a roof with the epoch numeral and the points each colour in it scored, above the huts (or
 * beside them when the territory is at the top edge of the board).
 */
function VillageMarker({
  x,
  y,
  piles,
  id,
  label,
  epoch,
}: {
  x: number;
  y: number;
  piles: number;
  id: number;
  label: string;
  epoch: string;
}) {
  const rows = piles <= 3 ? 1 : 2;
  const halfWidth = (Math.max(1, Math.min(3, piles)) * 27) / 2;
  const above = y - rows * 13.5 - 40 >= 2;
  const cx = above ? x : x + halfWidth + 26;
  const base = above ? y - rows * 13.5 - 6 : y + 15;
  return (
    <g aria-hidden pointerEvents="none" data-testid={`village-${id}`}>
      <path
        d={`M${cx - 20} ${base} L${cx - 20} ${base - 16} L${cx} ${base - 30} L${cx + 20} ${base - 16} L${cx + 20} ${base} Z`}
        fill="#7c2d12"
        stroke="#fff7ed"
        strokeWidth={1.5}
      />
      <text x={cx} y={base - 5} textAnchor="middle" fontSize={12} fontWeight={700} fill="#fff7ed">
        {epoch}
      </text>
      <text
        x={cx + 23}
        y={base - 8}
        fontSize={13}
        fontWeight={700}
        fill="#1c1917"
        stroke="#fffbeb"
        strokeWidth={3}
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

export function ClansBoard({
  view,
  over = false,
  legalMoves,
  mySeat,
  seats,
  myTurn,
  busy,
  onMove,
}: BoardProps<ClansView, ClansMove>) {
  // The tooltips' ids: unique per board (a history position draws a second board beside the hidden live one).
  const uid = useId();
  const tx = useBoardText<ClansText["ui"]>();
  const ui = tx.ui;
  const [selected, setSelected] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // Zoomed is a phone's default (the classes below apply it below Tailwind's `md` only: wider screens always
  // show the whole map, and the button is hidden there). Pressed, the phone sees the whole map instead.
  const [zoom, setZoom] = useState(true);
  // Whose last move is outlined on the map ("kann jederzeit nachvollzogen werden", rules page 002).
  const [shownLast, setShownLast] = useState<number | null>(null);

  const legal = busy ? [] : legalMoves;
  const sources = movableFrom(legal);
  const targets = movesFrom(legal, selected);
  const targetIds = new Set(targets.map((m) => m.to));
  const choices = villageChoices(legal);
  const choiceIds = new Set(choices.map((m) => m.territory));
  const villageAt = new Map(view.villages.map((v) => [v.territory, v]));

  const send = (move: ClansMove) => {
    setSelected(null);
    onMove(move, moveSaid(tx, move));
  };
  const activate = (id: number) => {
    const r = resolveClick(legal, selected, id);
    setSelected(r.selected);
    if (r.move) send(r.move);
  };
  // The territories the arrow keys step through: the targets once one is selected, else those that can act.
  const stops = selected !== null && targetIds.size > 0 ? [selected, ...targetIds] : [...sources, ...choiceIds];
  const moveType = (id: number) =>
    choiceIds.has(id)
      ? "choose-village"
      : targetIds.has(id) || (selected === null && sources.has(id))
        ? "move"
        : undefined;
  const onKey = (e: KeyboardEvent, id: number) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      activate(id);
    } else if (e.key === "Escape") {
      setSelected(null);
    } else if (ARROWS[e.key] !== undefined) {
      const next = arrowStop(stops, id, ARROWS[e.key]!);
      if (next === null) return;
      e.preventDefault();
      (e.currentTarget.parentNode as Element | null)?.querySelector<SVGGElement>(`[data-territory="${next}"]`)?.focus();
    }
  };

  const prompt = instruction(tx, view, legal, myTurn, selected, mySeat === null);
  useBoardStatus(mySeat === null ? "" : prompt);

  const last = view.lastMove;
  const shown = shownLast === null ? null : (view.lastMoves[shownLast] ?? null);
  const selectedVillage = selected !== null ? villageAt.get(selected) : undefined;

  // On a phone the page brings the step's part on screen: the village choice when one is asked, else the map.
  const mapRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  useBringIntoView(
    choices.length > 0 ? choicesRef : mapRef,
    `${choices.length}:${selected ?? ""}:${legalMoves.length}`,
    myTurn && legalMoves.length > 0,
  );

  // The zoomed map is wider than a phone: it is scrolled sideways to the territories of the step (map-scroll.ts),
  // at once as the page opens, gliding afterwards. Only when it overflows (a phone, zoomed): else nothing moves.
  const panRef = useRef<HTMLDivElement>(null);
  const panned = useRef(false);
  const focusKey = mapFocus(view, { selected, targets: targetIds, sources, choices: choiceIds }).join(",");
  useEffect(() => {
    const box = panRef.current;
    const svg = box?.querySelector("svg");
    if (!box || !svg || !focusKey || box.scrollWidth <= box.clientWidth) return;
    const scale = svg.getBoundingClientRect().width / VIEWBOX.width;
    const xs = focusKey.split(",").map((id) => territory(Number(id)).centre[0] * scale);
    const left = scrollLeftToShow(
      xs,
      { current: box.scrollLeft, visible: box.clientWidth, content: box.scrollWidth },
      45 * scale,
    );
    const smooth = panned.current && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panned.current = true;
    if (left !== box.scrollLeft) box.scrollTo({ left, behavior: smooth ? "smooth" : "auto" });
  }, [focusKey, zoom]);

  return (
    <TipArea>
      <div className="space-y-3" data-testid="clans-board">
        <div className="card flex flex-wrap items-center gap-x-6 gap-y-2">
          {view.myColour ? (
            <p data-testid="my-colour" className="font-medium">
              {ui.board.yourColour} <Swatch colour={view.myColour} />{" "}
              <span className="font-bold">{colourName(tx, view.myColour)}</span>
              <span className="ml-1 text-sm font-normal text-stone-600">{ui.board.secret}</span>
            </p>
          ) : (
            <p className="text-stone-600">{ui.board.watching}</p>
          )}
          {/* Once the match has ended, the page says so: the board does not say it again. */}
          {over ? null : (
            <p className="text-sm" data-testid="clans-instruction">
              {prompt}
            </p>
          )}
        </div>

        {choices.length > 0 ? (
          <div className="card border-amber-400 bg-amber-50" data-testid="village-choices" ref={choicesRef}>
            <h2>{ui.board.whichVillage}</h2>
            <p className="text-sm text-stone-700">
              {fill(ui.board.becomesVillage, {
                number: view.villagesCounted + 1,
                epoch: EPOCHS[view.currentEpoch]?.name ?? "?",
              })}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {choices.map((m) => (
                <li key={m.territory}>
                  <button className="btn" disabled={busy} onClick={() => send(m)} data-move-type={m.type}>
                    {fill(ui.territory.button, {
                      id: m.territory,
                      landscape: landscapeName(tx, territory(m.territory).landscape),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="card p-2" ref={mapRef}>
          <div className="mb-1 flex items-center justify-between px-1 text-xs text-stone-600">
            {/* A phone's hint speaks of taps and the sideways map; the keyboard's is for wider screens. */}
            <span className="max-md:hidden">
              {mySeat === null || legalMoves.length === 0 ? ui.board.hintWatch : ui.board.hintPlay}
            </span>
            <span className="md:hidden">
              {mySeat === null || legalMoves.length === 0 ? ui.board.hintWatchTap : ui.board.hintPlayTap}
            </span>
            {/* Hidden by its wrapper: `.btn` (globals.css, outside Tailwind's layers) wins over a `md:hidden` of
                its own. Wider screens always show the whole map. */}
            <span className="ml-2 shrink-0 md:hidden">
              <button className="btn px-2 py-0.5 text-xs" onClick={() => setZoom((z) => !z)} aria-pressed={zoom}>
                {zoom ? ui.board.fitMap : ui.board.zoomMap}
              </button>
            </span>
          </div>
          <div className="overflow-x-auto" ref={panRef} data-testid="clans-map-scroll">
            {/* Zoomed (a phone's default, by CSS so the server's page is already right: nothing shifts after
                hydration): 2.5 times the card's width and at least 760 px, which makes the smallest territory
                (10, 60 board units across of the 989) 46 px and every one a finger's 44 px or more. */}
            <svg
              viewBox={`0 0 ${VIEWBOX.width} ${VIEWBOX.height}`}
              className={`block h-auto w-full select-none ${zoom ? "max-md:w-[max(250%,760px)] max-md:max-w-none" : ""}`}
              role="group"
              aria-label={ui.board.mapLabel}
              data-testid="clans-map"
            >
              <defs>
                <marker
                  id="clans-arrow"
                  viewBox="0 0 10 10"
                  refX="8"
                  refY="5"
                  markerWidth="5"
                  markerHeight="5"
                  orient="auto-start-reverse"
                >
                  <path d="M0 0 L10 5 L0 10 z" fill="#1c1917" />
                </marker>
              </defs>
              <rect x={0} y={0} width={VIEWBOX.width} height={VIEWBOX.height} fill="#93c5fd" />
              {TERRITORIES.map((t) => (
                <path key={t.id} d={layout.paths[t.id]} fill={LANDSCAPE_FILL[t.landscape]} />
              ))}
              {/* Borders: thin inside a region, rivers between regions, lakes (no crossing) as water gaps. */}
              {layout.borders.map((b) =>
                b.kind === "inner" ? (
                  <line
                    key={`${b.a}-${b.b}`}
                    x1={b.from[0]}
                    y1={b.from[1]}
                    x2={b.to[0]}
                    y2={b.to[1]}
                    stroke="#44403c"
                    strokeOpacity={0.45}
                    strokeWidth={1.5}
                  />
                ) : null,
              )}
              {layout.borders.map((b) =>
                b.kind === "river" ? (
                  <line
                    key={`${b.a}-${b.b}`}
                    x1={b.from[0]}
                    y1={b.from[1]}
                    x2={b.to[0]}
                    y2={b.to[1]}
                    stroke="#2563eb"
                    strokeWidth={4}
                    strokeLinecap="round"
                  />
                ) : null,
              )}
              {layout.borders.map((b) =>
                b.kind === "lake" ? (
                  <line
                    key={`${b.a}-${b.b}`}
                    x1={b.from[0]}
                    y1={b.from[1]}
                    x2={b.to[0]}
                    y2={b.to[1]}
                    stroke="#93c5fd"
                    strokeWidth={16}
                    strokeLinecap="round"
                  />
                ) : null,
              )}
              {/* Villages: a dashed ring inside the cell. */}
              {view.villages.map((v) => (
                <path
                  key={`v${v.territory}`}
                  d={layout.insetPaths[v.territory]}
                  fill="none"
                  stroke="#7c2d12"
                  strokeWidth={3}
                  strokeDasharray="8 5"
                  pointerEvents="none"
                />
              ))}
              <rect
                x={1}
                y={1}
                width={VIEWBOX.width - 2}
                height={VIEWBOX.height - 2}
                fill="none"
                stroke="#1e3a8a"
                strokeWidth={2}
                pointerEvents="none"
              />
              {shown
                ? [shown.from, shown.to].map((id) => (
                    <path
                      key={`shown-${id}`}
                      d={layout.insetPaths[id]}
                      fill="none"
                      stroke="#dc2626"
                      strokeWidth={5}
                      pointerEvents="none"
                      data-testid="shown-last-move"
                      data-territory={id}
                    />
                  ))
                : null}
              {last ? (
                <line
                  x1={territory(last.from).centre[0]}
                  y1={territory(last.from).centre[1]}
                  x2={territory(last.to).centre[0]}
                  y2={territory(last.to).centre[1]}
                  stroke="#1c1917"
                  strokeWidth={3}
                  strokeDasharray="6 4"
                  markerEnd="url(#clans-arrow)"
                  pointerEvents="none"
                  data-testid="last-move"
                />
              ) : null}
              {TERRITORIES.map((t) => {
                const id = t.id;
                const isTarget = targetIds.has(id) || choiceIds.has(id);
                const isSelected = selected === id;
                const actionable = isTarget || sources.has(id);
                return (
                  <g
                    key={id}
                    role="button"
                    tabIndex={0}
                    aria-label={
                      territoryLabel(tx, id, view) +
                      (isTarget
                        ? choiceIds.has(id)
                          ? ui.territory.chooseVillage
                          : fill(ui.territory.moveHere, { from: selected ?? "" })
                        : "")
                    }
                    aria-describedby={`${uid}-tip-${t.landscape}`}
                    aria-pressed={isSelected}
                    data-territory={id}
                    data-focus-key={`territory-${id}`}
                    data-move-type={moveType(id)}
                    data-target={isTarget ? "true" : undefined}
                    data-source={sources.has(id) ? "true" : undefined}
                    className={actionable ? "cursor-pointer outline-none" : "outline-none"}
                    onClick={() => activate(id)}
                    onKeyDown={(e) => onKey(e, id)}
                    onFocus={() => setFocused(id)}
                    onBlur={() => setFocused((f) => (f === id ? null : f))}
                  >
                    <title>{landscapeTip(tx, t.landscape)}</title>
                    <path
                      d={layout.paths[id]}
                      fill={isTarget ? "#fde047" : "transparent"}
                      fillOpacity={isTarget ? 0.55 : 0}
                    />
                    {isTarget ? (
                      <path
                        d={layout.insetPaths[id]}
                        fill="none"
                        stroke="#a16207"
                        strokeWidth={4}
                        pointerEvents="none"
                      />
                    ) : null}
                    {isSelected ? (
                      <path
                        d={layout.insetPaths[id]}
                        fill="none"
                        stroke="#1d4ed8"
                        strokeWidth={6}
                        pointerEvents="none"
                      />
                    ) : null}
                    {focused === id ? (
                      <path
                        d={layout.insetPaths[id]}
                        fill="none"
                        stroke="#2563eb"
                        strokeWidth={3}
                        strokeDasharray="4 3"
                        pointerEvents="none"
                      />
                    ) : null}
                  </g>
                );
              })}
              {/* What is written on the map, above the territories and outside them: a territory's name (its
                  aria-label) then need not repeat the drawn numbers, and a click goes through to the territory. */}
              <g aria-hidden pointerEvents="none">
                {TERRITORIES.map((t) => {
                  const id = t.id;
                  const village = villageAt.get(id);
                  const piles = hutPiles(view.huts[id]);
                  const [x, y] = t.centre;
                  const rows = piles.length <= 3 ? 1 : 2;
                  return (
                    <g key={id}>
                      <HutBadge x={x} y={y} piles={piles} tx={tx} />
                      <text
                        x={x}
                        y={y + (piles.length ? rows * 13.5 + 16 : 5)}
                        textAnchor="middle"
                        fontSize={12}
                        fill="#292524"
                        fontWeight={600}
                      >
                        {id}
                      </text>
                      {village ? (
                        <VillageMarker
                          x={x}
                          y={y}
                          piles={piles.length}
                          id={id}
                          label={villageMarkText(village)}
                          epoch={village.number === null ? "–" : (EPOCHS[village.epoch ?? 0]?.name ?? "?")}
                        />
                      ) : null}
                    </g>
                  );
                })}
              </g>
            </svg>
          </div>
          {/* What the focused (or selected) territory's landscape does: the tooltip for keyboards and taps. */}
          {focused !== null || selected !== null ? (
            <p className="mt-1 px-1 text-xs text-stone-700" data-testid="clans-tip">
              {landscapeTip(tx, territory(focused ?? selected ?? 0).landscape)}
            </p>
          ) : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-stone-700" aria-label={ui.board.legend}>
            {(Object.keys(LANDSCAPE_FILL) as (keyof typeof LANDSCAPE_FILL)[]).map((l) => (
              <li key={l} className="flex items-center gap-1" title={landscapeTip(tx, l)}>
                <span
                  aria-hidden
                  className="inline-block h-3 w-4 rounded-sm border border-stone-400"
                  style={{ background: LANDSCAPE_FILL[l] }}
                />
                {landscapeName(tx, l)}
                <span id={`${uid}-tip-${l}`} className="sr-only">
                  {landscapeTip(tx, l)}
                </span>
              </li>
            ))}
            <li className="flex items-center gap-1" title={ui.tip.river}>
              <span aria-hidden className="inline-block h-1 w-4 bg-blue-600" /> {ui.board.legendRiver}
            </li>
            <li className="flex items-center gap-1" title={ui.tip.lake}>
              <span aria-hidden className="inline-block h-2 w-4 bg-blue-300" /> {ui.board.legendLake}
            </li>
            <li className="flex items-center gap-1" title={ui.tip.village}>
              <span aria-hidden className="inline-block h-3 w-4 bg-[#7c2d12]" /> {ui.board.legendVillage}
            </li>
            <li title={ui.tip.hut}>
              {fill(ui.board.legendHuts, {
                letters: COLOURS.map((c) => `${ui.colourLetter[c]} ${colourName(tx, c)}`).join(", "),
              })}
            </li>
          </ul>
        </div>

        {selected !== null ? (
          <div className="card" data-testid="selected-territory">
            <h2>{territoryLabel(tx, selected, view)}</h2>
            {selectedVillage ? (
              <p className="text-sm">{fill(ui.board.thisIs, { village: villageText(tx, selectedVillage) })}</p>
            ) : null}
            {targets.length > 0 ? (
              <div className="mt-2">
                <p className="text-sm">{ui.board.moveAllTo}</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {targets.map((m) => (
                    <li key={m.to}>
                      <button className="btn" disabled={busy} onClick={() => send(m)} data-move-type={m.type}>
                        {fill(ui.territory.button, {
                          id: m.to,
                          landscape: landscapeName(tx, territory(m.to).landscape),
                        })}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <button className="btn mt-2" onClick={() => setSelected(null)}>
              {ui.board.close}
            </button>
          </div>
        ) : null}

        <div className="grid gap-3 md:grid-cols-2">
          <section className="card" aria-labelledby="clans-epochs">
            <h2 id="clans-epochs">{ui.board.epochs}</h2>
            <p className="text-sm text-stone-600">{fill(ui.board.villagesFounded, { count: view.villagesCounted })}</p>
            <table className="mt-2 w-full text-xs sm:text-sm" data-testid="epoch-chart">
              <thead>
                <tr className="text-left text-xs text-stone-600">
                  <th className="py-1 pl-1">{ui.board.epoch}</th>
                  <th>{ui.board.villages}</th>
                  <th>{ui.board.favourable}</th>
                  <th>{ui.board.hostile}</th>
                  <th title={ui.tip.chip}>{ui.board.chipsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {epochRows(tx, view).map((r) => (
                  <tr
                    key={r.name}
                    className={r.current ? "bg-amber-100 font-semibold" : ""}
                    aria-current={r.current ? "step" : undefined}
                    title={epochTip(tx, r.index)}
                  >
                    <td className="py-1 pl-1">
                      {r.name}
                      <span className="sr-only">: {epochTip(tx, r.index)}</span>
                    </td>
                    <td>{r.villages}</td>
                    <td>{r.favourable}</td>
                    <td>{r.hostile}</td>
                    <td>
                      <span className="sr-only">{fill(ui.board.chipsLeft, { left: r.chipsLeft, total: r.chips })}</span>
                      <span aria-hidden className="tracking-widest">
                        {"●".repeat(r.chipsLeft)}
                        <span className="text-stone-300">{"○".repeat(r.chips - r.chipsLeft)}</span>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="card" aria-labelledby="clans-scores">
            <h2 id="clans-scores" title={ui.tip.scoreTrack}>
              {ui.board.scoreTrack}
            </h2>
            <p className="text-sm text-stone-600">{ui.board.scoreTrackNote}</p>
            <ul className="mt-2 space-y-1" data-testid="score-track">
              {scoreTrack(view).map((s) => {
                const max = Math.max(10, ...view.colourScores);
                return (
                  <li key={s.colour} className="flex items-center gap-2 text-sm">
                    <span className="w-14 capitalize">{colourName(tx, s.colour)}</span>
                    <span className="relative h-3 flex-1 rounded bg-stone-100">
                      <span
                        className="absolute inset-y-0 left-0 rounded"
                        style={{ width: `${(100 * s.score) / max}%`, background: HUT_FILL[s.colour].fill }}
                      />
                    </span>
                    <span className="w-8 text-right font-semibold tabular-nums">{s.score}</span>
                    <span className="w-10 text-xs text-stone-600">{s.mine ? ui.board.you : ""}</span>
                  </li>
                );
              })}
            </ul>
            <h3 className="mt-3 text-sm font-semibold">{ui.board.players}</h3>
            <ul className="mt-1 space-y-1 text-sm" data-testid="clans-players">
              {Array.from({ length: view.players }, (_, seat) => {
                const revealed = view.revealedColours?.[seat];
                const colourIndex = revealed ? COLOURS.indexOf(revealed) : -1;
                const chips = view.chips[seat] ?? 0;
                return (
                  <li key={seat} className="flex flex-wrap items-center gap-2">
                    <span className={!over && view.phase !== "over" && view.turn === seat ? "font-bold" : ""}>
                      {!over && view.phase !== "over" && view.turn === seat ? "▶ " : ""}
                      {seatName(seats, seat)}
                      {mySeat === seat ? ui.board.youSuffix : ""}
                    </span>
                    <span className="text-stone-600" title={ui.tip.chip}>
                      {plural(tx.locale, chips, ui.chips)}
                    </span>
                    {lastMoveText(tx, view.lastMoves[seat]) ? (
                      <button
                        type="button"
                        className="rounded border border-stone-300 px-1.5 text-xs text-stone-700 hover:bg-stone-100"
                        aria-pressed={shownLast === seat}
                        onClick={() => setShownLast((s) => (s === seat ? null : seat))}
                        data-testid="player-last-move"
                      >
                        {fill(ui.board.lastMoveButton, { move: lastMoveText(tx, view.lastMoves[seat]) ?? "" })}
                      </button>
                    ) : null}
                    {revealed ? (
                      <span>
                        <Swatch colour={revealed} /> {colourName(tx, revealed)}: {view.colourScores[colourIndex] ?? 0} +{" "}
                        {chips} = <strong>{(view.colourScores[colourIndex] ?? 0) + chips}</strong>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </TipArea>
  );
}
