"use client";
/**
 * The Glen More board: the chain (a ring of 14 spaces), the current step's options, the players with their
 * displays, the market and the scorings, and the final breakdown. Every button is one of `legalMoves`.
 */
import { useRef, useState } from "react";
import { useBringIntoView } from "../bring-into-view";
import type { GlenMoreMove, GlenMoreView } from "@/lib/games/glen-more";
import type { BoardProps } from "../types";
import { seatName } from "../types";
import { useBoardStatus } from "../board-status";
import { TipArea } from "../tip-area";
import { useBoardText } from "../board-text";
import type { GlenMoreText } from "./text";
import { fill } from "@/lib/i18n/client-text";
import { ActionsPanel } from "./actions-panel";
import { ChainTrack } from "./chain-track";
import { MarketBoard, ScoringBoard } from "./market-board";
import { PlayerDisplay, PlayerPanels, type CellAction } from "./player-display";
import { finalLines, finalWinners, moveText, phasePrompt, seatColour, tileLabel, viewKey } from "./present";

export function GlenMoreBoard({
  view: gameView,
  over = false,
  legalMoves,
  mySeat,
  seats,
  myTurn,
  busy,
  onMove,
  marks = [],
}: BoardProps<GlenMoreView, GlenMoreMove>) {
  const tx = useBoardText<GlenMoreText["ui"]>();
  const ui = tx.ui;
  // A match that ended before its game did (a resignation, a timeout, a cancel vote): nobody is "to move".
  const view =
    over && gameView.currentSeat !== null ? { ...gameView, currentSeat: null, nextSeat: null, turn: null } : gameView;
  const [picked, setPicked] = useState<number | null>(null);
  const [clanFrom, setClanFrom] = useState<number | null>(null);
  const mine = myTurn && mySeat !== null && view.currentSeat === mySeat;
  // While placing, the viewer's own display is the one that matters.
  const placing = mine && view.turn?.phase === "place";
  // A spectator (or a history position) first sees the display where the marked turn placed its tile.
  const markedDisplay = [...marks].reverse().find((m) => m.at.startsWith("tile:"))?.seat;
  const shown = placing ? (mySeat ?? 0) : (picked ?? mySeat ?? markedDisplay ?? view.currentSeat ?? 0);
  const player = view.playerStates[shown] ?? view.playerStates[0]!;
  const names = view.playerStates.map((p) => seatName(seats, p.seat));

  const tileActions = new Map<number, CellAction>();
  const ownDisplay = mySeat !== null && shown === mySeat;
  if (mine && ownDisplay) {
    for (const m of legalMoves) {
      if (m.type === "pay-clan")
        tileActions.set(m.tile, { move: m, label: moveText(tx, view, mySeat, m), tone: "pay" });
    }
    const clanMoves = legalMoves.filter(
      (m): m is Extract<GlenMoreMove, { type: "move-clan" }> => m.type === "move-clan",
    );
    const from = clanFrom !== null && clanMoves.some((m) => m.from === clanFrom) ? clanFrom : null;
    if (from === null) {
      for (const m of clanMoves) {
        if (!tileActions.has(m.from))
          tileActions.set(m.from, {
            select: () => setClanFrom(m.from),
            label: fill(ui.board.moveClanFrom, { tile: tileLabel(tx, view, mySeat, m.from) }),
            tone: "source",
          });
      }
    } else {
      tileActions.set(from, { select: () => setClanFrom(null), label: ui.board.cancelClan, tone: "selected" });
      for (const m of clanMoves)
        if (m.from === from) tileActions.set(m.to, { move: m, label: moveText(tx, view, mySeat, m), tone: "target" });
    }
  }
  const activatable =
    view.turn && (view.turn.phase === "activate" || view.turn.phase === "move") && shown === view.currentSeat
      ? view.turn.activatable.filter((id) => !view.turn!.activated.includes(id))
      : [];

  // On a phone the page brings the step's part on screen: the chain to take from, the display to place on,
  // else the options (paying, activating, moving clan members).
  const chainRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const displayRef = useRef<HTMLDivElement>(null);
  const phase = view.turn?.phase;
  const stepRef = phase === "choose" ? chainRef : phase === "place" ? displayRef : actionsRef;
  useBringIntoView(stepRef, `${phase}:${viewKey(view, legalMoves)}`, mine && legalMoves.length > 0);

  const submit = (m: GlenMoreMove) => {
    setClanFrom(null);
    // Taking a tile leads to the own display (placing, activating); other displays stay one click away.
    if (m.type === "take") setPicked(null);
    onMove(m, moveText(tx, view, mySeat ?? 0, m));
  };
  // What the live region reads after a move: the prompt of "Your options" (or the end-of-turn hint below).
  useBoardStatus(
    !mine || !view.turn
      ? ""
      : legalMoves.length > 0
        ? phasePrompt(tx, view, mySeat, legalMoves)
        : ui.prompt.nothingLeft,
  );

  return (
    <TipArea>
      <div
        className="space-y-3"
        data-testid="gm-board"
        data-key={viewKey(view, legalMoves)}
        data-phase={view.turn?.phase ?? "over"}
        data-current={view.currentSeat ?? ""}
      >
        {view.finished ? <FinalBreakdown view={view} names={names} tx={tx} /> : null}
        {mine && legalMoves.length > 0 ? (
          <div ref={actionsRef}>
            <ActionsPanel
              tx={tx}
              view={view}
              legalMoves={legalMoves}
              seat={mySeat}
              busy={busy}
              onMove={submit}
              clanFrom={clanFrom}
              setClanFrom={setClanFrom}
            />
          </div>
        ) : null}
        {mine && legalMoves.length === 0 && view.turn ? (
          <p className="card border-2 border-amber-400 text-sm" data-testid="gm-prompt">
            {ui.prompt.nothingLeft}
          </p>
        ) : null}
        <div ref={chainRef}>
          <ChainTrack
            tx={tx}
            view={view}
            legalMoves={mine ? legalMoves : []}
            mySeat={mine ? mySeat : null}
            seats={seats}
            busy={busy}
            onMove={submit}
            marks={marks}
            over={over}
          />
        </div>
        <section className="card space-y-2" aria-labelledby="gm-players-heading">
          <h2 id="gm-players-heading">{ui.board.players}</h2>
          <PlayerPanels tx={tx} view={view} seats={seats} shown={shown} onShow={setPicked} marks={marks} />
          <div ref={displayRef}>
            <h3 className="pt-1 font-semibold" data-testid="gm-display-heading">
              <span style={{ color: seatColour(player.seat) }}>■</span>{" "}
              {fill(ui.board.displayOf, { name: names[player.seat] ?? "" })}
              {placing ? (
                <span className="ml-2 text-sm font-normal text-emerald-800">
                  {fill(ui.board.placeOnDashed, {
                    tile:
                      view.turn?.tile !== null && view.turn?.tile !== undefined
                        ? tileLabel(tx, view, mySeat ?? 0, view.turn.tile)
                        : ui.board.theTile,
                  })}
                </span>
              ) : null}
            </h3>
            <PlayerDisplay
              tx={tx}
              view={view}
              player={player}
              name={names[player.seat] ?? ""}
              places={placing ? legalMoves.filter((m) => m.type === "place") : []}
              tileActions={tileActions}
              activatable={activatable}
              busy={busy}
              onMove={submit}
              marks={marks}
              seats={seats}
            />
          </div>
          <p className="text-xs text-stone-500">{ui.board.legend}</p>
        </section>
        <div className="grid gap-3 md:grid-cols-2">
          <MarketBoard
            tx={tx}
            view={view}
            legalMoves={mine ? legalMoves : []}
            mySeat={mySeat}
            busy={busy}
            onMove={submit}
            marks={marks}
            seats={seats}
          />
          <ScoringBoard tx={tx} view={view} names={names} />
        </div>
      </div>
    </TipArea>
  );
}

function FinalBreakdown({ view, names, tx }: { view: GlenMoreView; names: string[]; tx: GlenMoreText }) {
  const ui = tx.ui.board;
  const lines = finalLines(view);
  const winners = finalWinners(view);
  const rounds = [0, 1, 2];
  return (
    <section className="card border-2 border-moss-600" aria-labelledby="gm-final-heading" data-testid="gm-final">
      <h2 id="gm-final-heading">{ui.finalScoring}</h2>
      <p className="text-sm" data-testid="gm-winners">
        {winners.length === 1 ? ui.winner : ui.winners}
        <strong>{winners.map((s) => names[s]).join(ui.and)}</strong>
        {winners.length > 1 ? ui.tied : ""}
      </p>
      <div className="mt-2 overflow-x-auto [contain:inline-size]">
        <table className="w-full whitespace-nowrap text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">{ui.player}</th>
              <th scope="col">{ui.tilesColumn}</th>
              {rounds.map((r) => (
                <th key={r} scope="col">
                  {fill(ui.scoringN, { round: r + 1 })}
                </th>
              ))}
              <th scope="col">{ui.cards}</th>
              <th scope="col">{ui.coinsColumn}</th>
              <th scope="col">{ui.tilePenalty}</th>
              <th scope="col">{ui.total}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr
                key={l.seat}
                className={winners.includes(l.seat) ? "bg-moss-50 font-semibold" : ""}
                data-testid={`gm-final-${l.seat}`}
              >
                <th scope="row" className="text-left">
                  {names[l.seat]}
                </th>
                <td>{l.tilePoints}</td>
                {rounds.map((r) => (
                  <td key={r}>{l.scorings[r] ?? "—"}</td>
                ))}
                <td>{l.cards}</td>
                <td>{l.coins}</td>
                <td>{l.tilePenalty === 0 ? "0" : l.tilePenalty}</td>
                <td>{l.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-stone-600">{ui.finalNote}</p>
    </section>
  );
}
