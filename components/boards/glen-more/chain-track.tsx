/** The chain: 14 track spaces as a ring (6 x 3 perimeter on wide screens, 4 x 5 on phones). */
import type { CSSProperties } from "react";
import type { GlenMoreMove, GlenMoreView } from "@/lib/games/glen-more";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { chainStatuses, defOf, ringCells, seatColour, tileTip } from "./present";
import { fill, plural } from "@/lib/i18n/client-text";
import type { GlenMoreText } from "./text";
import { Die, Pawn, TileFace } from "./tile-face";
import type { MoveMark } from "@/lib/engine/marks";
import { MarkOverlay, markSentence, marksAt } from "../move-marks";
import { spaceElement } from "@/lib/games/glen-more/marks";

const WIDE = ringCells(6, 3);
const NARROW = ringCells(4, 5);

interface Props {
  tx: GlenMoreText;
  view: GlenMoreView;
  legalMoves: GlenMoreMove[];
  mySeat: number | null;
  seats: SeatInfo[];
  busy: boolean;
  onMove: (m: GlenMoreMove) => void;
  marks: readonly MoveMark[];
  /** The match page says the match is over: the chain does not say it again. */
  over?: boolean;
}

export function ChainTrack({ tx, view, legalMoves, mySeat, seats, busy, onMove, marks, over = false }: Props) {
  // The last turn's step along the track: a ring on the space left and the space reached, and a sentence.
  const marked = (space: number) => {
    const here = marksAt(marks, spaceElement(space));
    if (here.length === 0) return null;
    return (
      <>
        <MarkOverlay marks={here} element={spaceElement(space)} colourOf={seatColour} words={tx.marks} />
        <span className="sr-only">{markSentence(here, spaceElement(space), (s) => seatName(seats, s), tx.marks)}</span>
      </>
    );
  };
  const statuses = chainStatuses(tx, view, legalMoves, mySeat);
  const ui = tx.ui.chain;
  const cellStyle = (space: number): CSSProperties => {
    const w = WIDE[space]!;
    const n = NARROW[space]!;
    return { "--rw": w.row, "--cw": w.col, "--rn": n.row, "--cn": n.col } as CSSProperties;
  };
  const cellClass =
    "relative min-h-[7.5rem] min-w-0 [grid-column:var(--cn)] [grid-row:var(--rn)] md:[grid-column:var(--cw)] md:[grid-row:var(--rw)]";

  return (
    <section className="card" aria-labelledby="gm-chain-heading">
      <h2 id="gm-chain-heading" className="mb-2" title={tx.ui.tip.chain}>
        {ui.heading}
      </h2>
      <p className="sr-only">{tx.ui.tip.chain}</p>
      <ol className="grid grid-cols-4 gap-1.5 md:grid-cols-6" data-testid="gm-chain" aria-label={ui.spaces}>
        {view.track.map((entry, space) => {
          const back = space === view.back;
          const label = fill(ui.space, { space: space + 1 });
          if (entry === null) {
            return (
              <li
                key={space}
                className={cellClass}
                style={cellStyle(space)}
                data-space={space}
                data-testid={`gm-space-${space}`}
              >
                <div className="flex h-full items-center justify-center rounded-md border-2 border-dashed border-stone-300 text-xs text-stone-500">
                  {fill(ui.empty, { space: label })}
                </div>
                {marked(space)}
              </li>
            );
          }
          if (entry.kind === "figure") {
            const current = entry.seat === view.currentSeat;
            return (
              <li
                key={space}
                className={cellClass}
                style={cellStyle(space)}
                data-space={space}
                data-testid={`gm-space-${space}`}
                data-figure={entry.seat}
              >
                <div
                  className={`flex h-full flex-col items-center justify-center gap-1 rounded-md border-2 p-1 text-center text-xs ${current ? "border-amber-500 bg-amber-50" : "border-stone-300 bg-white"}`}
                >
                  <Pawn
                    colour={seatColour(entry.seat)}
                    size={30}
                    label={fill(ui.figureOf, { name: seatName(seats, entry.seat) })}
                  />
                  <span className="max-w-full truncate font-semibold">{seatName(seats, entry.seat)}</span>
                  {current ? (
                    <span className="rounded bg-amber-200 px-1 text-[10px] font-bold">{ui.toMove}</span>
                  ) : back ? (
                    <span className="text-[10px]">{ui.last}</span>
                  ) : null}
                </div>
                {marked(space)}
              </li>
            );
          }
          if (entry.kind === "die") {
            return (
              <li
                key={space}
                className={cellClass}
                style={cellStyle(space)}
                data-space={space}
                data-testid="gm-die"
                data-die-space={space}
              >
                <div
                  className="flex h-full flex-col items-center justify-center gap-1 rounded-md border-2 border-stone-400 bg-stone-100 p-1 text-center text-xs"
                  title={tx.ui.tip.die}
                >
                  <Die
                    value={view.lastDie}
                    size={30}
                    label={view.lastDie ? fill(ui.dieLabelRolled, { value: view.lastDie }) : ui.dieLabel}
                  />
                  <span>{view.lastDie ? fill(ui.dieRolled, { value: view.lastDie }) : ui.die}</span>
                  <span className="sr-only">{tx.ui.tip.die}</span>
                </div>
                {marked(space)}
              </li>
            );
          }
          const def = defOf(entry.tile);
          const status = statuses.get(space);
          const move = legalMoves.find((m) => m.type === "take" && m.space === space);
          const describe = `${label}: ${tileTip(tx, def)}`;
          if (status?.takeable && move) {
            return (
              <li
                key={space}
                className={cellClass}
                style={cellStyle(space)}
                data-space={space}
                data-testid={`gm-space-${space}`}
              >
                {/* Named by its sentence, not by the tile's printed texts (hidden from screen readers): the name
                    holds the tile's name, so speech input finds it, and the whole description. */}
                <button
                  type="button"
                  className="h-full w-full rounded-md ring-4 ring-emerald-500 ring-offset-1 hover:ring-emerald-700 disabled:opacity-60"
                  disabled={busy}
                  onClick={() => onMove(move)}
                  title={describe}
                  data-move-type="take"
                >
                  <span className="sr-only">{fill(ui.take, { describe })}</span>
                  <TileFace tx={tx} def={def} />
                </button>
                {marked(space)}
              </li>
            );
          }
          return (
            <li
              key={space}
              className={cellClass}
              style={cellStyle(space)}
              data-space={space}
              data-testid={`gm-space-${space}`}
              title={status && !status.takeable ? `${describe} — ${status.reason}` : describe}
            >
              {/* Focusable so keyboard users can read every tile on offer, and why it cannot be taken. */}
              <div
                className={`h-full rounded-md ${status && !status.takeable ? "grayscale" : ""}`}
                role="group"
                tabIndex={0}
                aria-label={
                  status && !status.takeable ? fill(ui.cannotTake, { describe, reason: status.reason }) : describe
                }
              >
                <TileFace tx={tx} def={def} />
              </div>
              {status && !status.takeable ? (
                <span
                  className="absolute inset-x-0 bottom-0 rounded-b-md bg-red-700/90 px-1 text-[10px] leading-tight text-white"
                  data-testid="gm-unavailable"
                >
                  {status.reason}
                </span>
              ) : null}
              {marked(space)}
            </li>
          );
        })}
        <li className="[grid-column:2/4] [grid-row:2/5] md:[grid-column:2/6] md:[grid-row:2/3]" aria-label={ui.info}>
          <ChainInfo tx={tx} view={view} seats={seats} over={over} />
        </li>
      </ol>
    </section>
  );
}

function ChainInfo({
  tx,
  view,
  seats,
  over,
}: {
  tx: GlenMoreText;
  view: GlenMoreView;
  seats: SeatInfo[];
  over: boolean;
}) {
  const ui = tx.ui.chain;
  return (
    <div
      className="flex h-full flex-col justify-center gap-1 rounded-md bg-moss-50 p-2 text-xs sm:text-sm"
      data-testid="gm-chain-info"
    >
      {view.currentSeat !== null ? (
        <p>
          <span className="font-semibold">{ui.toMoveLabel}</span>{" "}
          {/* The seat's colour on the pawn beside the name: coloured text would not read on this background. */}
          <span className="inline-flex items-center gap-0.5 font-semibold">
            <Pawn colour={seatColour(view.currentSeat)} size={12} />
            {seatName(seats, view.currentSeat)}
          </span>
          {view.nextSeat !== null ? (
            <>
              {" "}
              · <span className="font-semibold">{ui.then}</span> {seatName(seats, view.nextSeat)}
            </>
          ) : null}
        </p>
      ) : over ? null : (
        <p className="font-semibold">{tx.ui.prompt.over}</p>
      )}
      <p data-testid="gm-decks">
        <span className="font-semibold">{ui.tilesLeft}</span>{" "}
        {view.deckCounts.map((n, d) => (
          <span key={d} className={`mr-2 inline-block ${d === view.currentDeck ? "font-bold underline" : ""}`}>
            {fill(ui.deck, { deck: d, count: n })}
          </span>
        ))}
      </p>
      {view.players <= 3 && view.lastDie !== null ? (
        <p data-testid="gm-last-die">{fill(ui.lastDie, { value: view.lastDie })}</p>
      ) : null}
      <p className="text-stone-600">{plural(tx.locale, view.removed.length, ui.rule)}</p>
    </div>
  );
}
