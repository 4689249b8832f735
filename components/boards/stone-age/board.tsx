"use client";
/**
 * The Stone Age board: what to do now (built only from the legal moves), the board with its places, card
 * slots, building stacks and score track, and every player's board. Works read-only for spectators and replays.
 */
import { useRef, useState } from "react";
import { PHONE_QUERY, useBringIntoView } from "../bring-into-view";
import type { Location, StoneAgeMove, StoneAgeView } from "@/lib/games/stone-age";
import type { BoardProps } from "../types";
import { seatName } from "../types";
import { ActionPanel } from "./action-panel";
import { BoardArea } from "./locations";
import { Breakdown, PlayerBoards } from "./players";
import { clickableLocations } from "./moves";
import { VariantsPanel } from "./variants";
import { moveSaid, promptSaid } from "./said";
import { useBoardStatus } from "../board-status";
import { TipArea } from "../tip-area";
import { useBoardText } from "../board-text";
import type { StoneAgeText } from "./text";

export function StoneAgeBoard({
  view: gameView,
  over = false,
  legalMoves,
  mySeat,
  seats,
  busy,
  onMove,
  marks = [],
}: BoardProps<StoneAgeView, StoneAgeMove>) {
  const tx = useBoardText<StoneAgeText["ui"]>();
  const ui = tx.ui.board;
  // A match that ended before its game did (a resignation, a timeout, a cancel vote): nobody is "to act".
  const view = over && gameView.activeSeats.length > 0 ? { ...gameView, activeSeats: [] } : gameView;
  const [picked, setPicked] = useState<Location | null>(null);
  const clickable = clickableLocations(legalMoves);
  // A selection only counts while the legal moves still offer that place.
  const selected = picked && clickable.has(picked) ? picked : null;
  const select = (l: Location | null) => {
    setPicked(l);
    // Wider screens: back up to the panel's top when a place is chosen on the board (phones: the hook below).
    if (l && !window.matchMedia(PHONE_QUERY).matches)
      document.getElementById("sa-panel-anchor")?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  // On a phone the page brings the options (the places, the count chooser, the payment) on screen at each step.
  const panelRef = useRef<HTMLDivElement>(null);
  useBringIntoView(
    panelRef,
    `${view.phase}:${selected ?? ""}:${legalMoves.length}:${JSON.stringify(legalMoves[0] ?? null)}`,
    mySeat !== null && legalMoves.length > 0,
  );
  // Every move ends the current choice, so an old selection never reopens in a later phase.
  const move = (m: StoneAgeMove) => {
    setPicked(null);
    onMove(m, moveSaid(tx, view, mySeat ?? 0, m));
  };
  useBoardStatus(promptSaid(tx, view, legalMoves, mySeat));
  return (
    <TipArea>
      <div className="space-y-3" data-testid="stone-age-board">
        <div id="sa-panel-anchor" />
        <div ref={panelRef}>
          <ActionPanel
            tx={tx}
            view={view}
            legalMoves={legalMoves}
            mySeat={mySeat}
            seats={seats}
            busy={busy}
            onMove={move}
            selected={selected}
            onSelect={select}
            over={over}
          />
        </div>
        {view.phase === "over" ? (
          <section className="card" aria-label={ui.finalScoring}>
            <h2>{ui.finalScoring}</h2>
            <p className="text-sm text-stone-600">{view.endReason === "cards" ? ui.endCards : ui.endStack}</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {view.player.map((p, i) => (
                <div key={i}>
                  <h3 className="font-semibold">{seatName(seats, i)}</h3>
                  <Breakdown tx={tx} p={p} />
                </div>
              ))}
            </div>
          </section>
        ) : null}
        <VariantsPanel tx={tx} view={view} seats={seats} />
        <BoardArea
          tx={tx}
          view={view}
          seats={seats}
          clickable={clickable}
          selected={selected}
          onSelect={(l) => select(selected === l ? null : l)}
          marks={marks}
        />
        <PlayerBoards tx={tx} view={view} seats={seats} mySeat={mySeat} />
      </div>
    </TipArea>
  );
}
