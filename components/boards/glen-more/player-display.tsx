/** A player's display as a grid of placed tiles (river north–south, road east–west), and the player panels. */
import type { ReactElement } from "react";
import type { GlenMoreMove, GlenMoreView, PlayerView } from "@/lib/games/glen-more";
import { RESOURCES, SPECIAL_CARDS } from "@/lib/games/glen-more/data";
import { fill, plural } from "@/lib/i18n/client-text";
import type { GlenMoreText } from "./text";
import { nameIn } from "../board-names";
import type { SeatInfo } from "@/lib/matches/read/views";
import { seatName } from "../types";
import { defOf, displayBounds, moveText, resourceName, seatColour, specialEffect, tileName, tileTip } from "./present";
import { Cube, Pawn, TileFace } from "./tile-face";
import type { MoveMark } from "@/lib/engine/marks";
import { MarkOverlay, markSentence, marksAt } from "../move-marks";
import { tileElement } from "@/lib/games/glen-more/marks";

/** What clicking a display cell does now (derived from legal moves by the board). */
export interface CellAction {
  move?: GlenMoreMove;
  select?: () => void;
  label: string;
  tone: "place" | "source" | "target" | "pay" | "selected";
}

interface DisplayProps {
  tx: GlenMoreText;
  view: GlenMoreView;
  player: PlayerView;
  name: string;
  /** Positions to place the current tile at ("x,y" -> move). */
  places: GlenMoreMove[];
  /** Actions on placed tiles by tile id. */
  tileActions: Map<number, CellAction>;
  /** Tiles of this turn's activation area (highlighted). */
  activatable: number[];
  busy: boolean;
  onMove: (m: GlenMoreMove) => void;
  /** The last turn's marks; those on this display's tiles are drawn. */
  marks: readonly MoveMark[];
  seats: SeatInfo[];
}

const TONE: Record<CellAction["tone"], string> = {
  place: "ring-4 ring-emerald-500",
  source: "ring-4 ring-violet-500",
  selected: "ring-4 ring-violet-800 ring-offset-2",
  target: "ring-4 ring-fuchsia-500",
  pay: "ring-4 ring-red-500",
};

export function PlayerDisplay({
  tx,
  view,
  player,
  name,
  places,
  tileActions,
  activatable,
  busy,
  onMove,
  marks,
  seats,
}: DisplayProps) {
  const placeCells = places.flatMap((m) => (m.type === "place" ? [{ x: m.x, y: m.y, move: m }] : []));
  const b = displayBounds([...player.tiles, ...placeCells]);
  const cols = b.maxX - b.minX + 1;
  const rows = b.maxY - b.minY + 1;
  const cells: ReactElement[] = [];
  for (const t of player.tiles) {
    const def = defOf(t.id);
    const action = tileActions.get(t.id);
    const hot = activatable.includes(t.id);
    const content = (
      <TileFace tx={tx} def={def} compact>
        {t.cubes.map((r, i) => (
          <Cube key={i} r={r} name={resourceName(tx, r)} />
        ))}
        {Array.from({ length: t.clan }, (_, i) => (
          <Pawn key={`c${i}`} colour={seatColour(player.seat)} size={14} />
        ))}
      </TileFace>
    );
    const element = tileElement(player.seat, t.x, t.y);
    const marked = marksAt(marks, element);
    const markText = markSentence(marked, element, (s) => seatName(seats, s), tx.marks);
    const ui = tx.ui.display;
    const describe = `${fill(ui.at, { name: tileName(tx, def), x: t.x, y: t.y })}${t.cubes.length > 0 ? fill(ui.cubes, { cubes: t.cubes.map((r) => resourceName(tx, r)).join(", ") }) : ""}${t.clan > 0 ? plural(tx.locale, t.clan, ui.clan) : ""}${tileTip(tx, def)}${markText ? ` ${markText}` : ""}`;
    const overlay =
      marked.length > 0 ? (
        <MarkOverlay marks={marked} element={element} colourOf={seatColour} words={tx.marks} />
      ) : null;
    const style = { gridColumn: t.x - b.minX + 1, gridRow: t.y - b.minY + 1 };
    cells.push(
      action ? (
        <button
          key={t.id}
          type="button"
          style={style}
          className={`relative aspect-square rounded-md ${TONE[action.tone]} disabled:opacity-60`}
          disabled={busy}
          title={action.label}
          data-move-type={action.move?.type}
          data-testid={`gm-tile-${t.x}-${t.y}`}
          onClick={() => (action.move ? onMove(action.move) : action.select?.())}
        >
          {/* Named by the sentence (what it does, then the tile), not by the drawn texts. */}
          <span className="sr-only">{`${action.label} — ${describe}`}</span>
          {content}
          {overlay}
        </button>
      ) : (
        <div
          key={t.id}
          style={style}
          className={`relative aspect-square rounded-md ${hot ? "ring-2 ring-amber-400" : ""}`}
          title={describe}
          aria-label={describe}
          role="img"
          // Reachable by keyboard, like the chain's tiles: the board's tip box shows what the tile does.
          tabIndex={0}
          data-testid={`gm-tile-${t.x}-${t.y}`}
        >
          {content}
          {overlay}
        </div>
      ),
    );
  }
  for (const p of placeCells) {
    cells.push(
      <button
        key={`p${p.x},${p.y}`}
        type="button"
        style={{ gridColumn: p.x - b.minX + 1, gridRow: p.y - b.minY + 1 }}
        className="aspect-square rounded-md border-2 border-dashed border-emerald-600 bg-emerald-50 text-xs font-semibold text-emerald-800 hover:bg-emerald-100 disabled:opacity-60"
        disabled={busy}
        onClick={() => onMove(p.move)}
        aria-label={moveText(tx, view, player.seat, p.move)}
        data-move-type="place"
        data-testid={`gm-place-${p.x}-${p.y}`}
      >
        {tx.ui.display.placeHere}
      </button>,
    );
  }
  return (
    <div data-testid="gm-display" data-seat={player.seat}>
      <p className="sr-only">{plural(tx.locale, player.tiles.length, tx.ui.display.summary, { name })}</p>
      <div className="overflow-x-auto pb-2 [contain:inline-size]">
        <div
          className="grid gap-1"
          style={{
            gridTemplateColumns: `repeat(${cols}, minmax(5.25rem, 6.5rem))`,
            gridTemplateRows: `repeat(${rows}, auto)`,
          }}
        >
          {cells}
        </div>
      </div>
    </div>
  );
}

interface PanelsProps {
  tx: GlenMoreText;
  view: GlenMoreView;
  seats: SeatInfo[];
  shown: number;
  onShow: (seat: number) => void;
  marks: readonly MoveMark[];
}

export function PlayerPanels({ tx, view, seats, shown, onShow, marks }: PanelsProps) {
  const ui = tx.ui.display;
  const tip = tx.ui.tip;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label={tx.ui.board.players}>
      {view.playerStates.map((p) => {
        const current = p.seat === view.currentSeat;
        return (
          <li
            key={p.seat}
            className={`rounded-lg border-2 bg-white p-2 text-sm ${current ? "border-amber-500" : "border-stone-200"}`}
            data-testid={`gm-player-${p.seat}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Pawn colour={seatColour(p.seat)} size={18} />
              <span className="font-semibold">{seatName(seats, p.seat)}</span>
              {p.seat === view.viewer ? <span className="text-xs text-stone-500">{ui.you}</span> : null}
              {current ? (
                <span className="rounded bg-amber-200 px-1 text-xs font-bold">{tx.ui.chain.toMove}</span>
              ) : null}
              {!current && p.seat === view.nextSeat ? (
                <span className="rounded bg-stone-200 px-1 text-xs">{ui.next}</span>
              ) : null}
              {/* Where the last turn placed a tile: worth opening this display. */}
              {marks.some((m) => m.kind === "placed" && m.at.startsWith(`tile:${p.seat}:`)) ? (
                <span
                  className="rounded border-2 bg-white px-1 text-xs font-semibold"
                  style={{ borderColor: seatColour(p.seat) }}
                  data-testid={`gm-new-tile-${p.seat}`}
                >
                  {ui.newTile}
                </span>
              ) : null}
            </div>
            <dl className="mt-1 grid grid-cols-3 gap-x-2 text-xs" data-testid={`gm-stats-${p.seat}`}>
              <Stat stat="coins" label={ui.coins} tip={tip.coins} value={p.coins} />
              <Stat stat="points" label={ui.points} tip={tip.points} value={p.vp} />
              <Stat stat="whisky" label={ui.whisky} tip={tip.whisky} value={p.whisky} />
              <Stat stat="chieftains" label={ui.chieftains} tip={tip.chieftains} value={p.chieftains} />
              <Stat stat="clan" label={ui.clanStat} tip={tip.clan} value={p.clanMembers} />
              <Stat stat="bonnets" label={ui.bonnets} tip={tip.bonnets} value={p.bonnets} />
            </dl>
            <p className="mt-1 flex flex-wrap gap-2 text-xs" aria-label={ui.resources}>
              {RESOURCES.map((r) => (
                <span key={r} className="inline-flex items-center gap-0.5" title={resourceName(tx, r)}>
                  <Cube r={r} /> {p.resources[r]}
                  <span className="sr-only">{resourceName(tx, r)}</span>
                </span>
              ))}
              <span className="text-stone-500">{plural(tx.locale, p.tiles.length, ui.tileCount)}</span>
            </p>
            <button
              type="button"
              className="btn mt-1 w-full justify-center px-2 py-0.5 text-xs"
              aria-pressed={shown === p.seat}
              onClick={() => onShow(p.seat)}
              data-testid={`gm-show-${p.seat}`}
            >
              {shown === p.seat ? ui.shown : fill(ui.show, { name: seatName(seats, p.seat) })}
            </button>
            {p.cards.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-1" aria-label={ui.cards}>
                {p.cards.map((c) => (
                  <li
                    key={c}
                    className="rounded border border-stone-300 bg-stone-50 px-1 text-[11px]"
                    title={specialEffect(tx, c)}
                  >
                    {nameIn(tx, c)}
                    <span className="sr-only">: {specialEffect(tx, c)}</span>
                    {SPECIAL_CARDS[c].bonnets > 0 ? (
                      <span
                        className="ml-0.5 inline-flex"
                        role="img"
                        aria-label={plural(tx.locale, SPECIAL_CARDS[c].bonnets, ui.bonnetCount)}
                      >
                        {Array.from({ length: SPECIAL_CARDS[c].bonnets }, (_, i) => (
                          <Bonnet key={i} />
                        ))}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One number of a player's panel; `stat` names it for tests in every language (the English label, lower case). */
function Stat({ stat, label, tip, value }: { stat: string; label: string; tip: string; value: number }) {
  return (
    <div className="flex justify-between gap-1" title={tip}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold" data-stat={stat}>
        {value}
      </dd>
    </div>
  );
}

/** A Scottish bonnet (tam o' shanter) as printed on castle cards. */
function Bonnet() {
  return (
    <svg width="12" height="10" viewBox="0 0 12 10" aria-hidden>
      <ellipse cx="6" cy="6" rx="5.5" ry="3" fill="#1e3a8a" />
      <rect x="1" y="7" width="10" height="2" fill="#b91c1c" />
      <circle cx="6" cy="2" r="1.6" fill="#dc2626" />
    </svg>
  );
}
