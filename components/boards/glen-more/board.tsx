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
import { ActionsPanel } from "./actions-panel";
import { ChainTrack } from "./chain-track";
import { MarketBoard, ScoringBoard } from "./market-board";
import { PlayerDisplay, PlayerPanels, type CellAction } from "./player-display";
import { finalLines, finalWinners, moveText, phasePrompt, seatColour, tileLabel, viewKey } from "./present";

export function GlenMoreBoard({ view, legalMoves, mySeat, seats, myTurn, busy, onMove, marks = [] }: BoardProps<GlenMoreView, GlenMoreMove>) {
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
      if (m.type === "pay-clan") tileActions.set(m.tile, { move: m, label: moveText(view, mySeat, m), tone: "pay" });
    }
    const clanMoves = legalMoves.filter((m): m is Extract<GlenMoreMove, { type: "move-clan" }> => m.type === "move-clan");
    const from = clanFrom !== null && clanMoves.some((m) => m.from === clanFrom) ? clanFrom : null;
    if (from === null) {
      for (const m of clanMoves) {
        if (!tileActions.has(m.from)) tileActions.set(m.from, { select: () => setClanFrom(m.from), label: `Move a clan member from ${tileLabel(view, mySeat, m.from)}`, tone: "source" });
      }
    } else {
      tileActions.set(from, { select: () => setClanFrom(null), label: "Cancel: keep this clan member", tone: "selected" });
      for (const m of clanMoves) if (m.from === from) tileActions.set(m.to, { move: m, label: moveText(view, mySeat, m), tone: "target" });
    }
  }
  const activatable = view.turn && (view.turn.phase === "activate" || view.turn.phase === "move") && shown === view.currentSeat ? view.turn.activatable.filter((id) => !view.turn!.activated.includes(id)) : [];

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
    onMove(m, moveText(view, mySeat ?? 0, m));
  };
  // What the live region reads after a move: the prompt of "Your options" (or the end-of-turn hint below).
  useBoardStatus(!mine || !view.turn ? "" : legalMoves.length > 0 ? phasePrompt(view, mySeat, legalMoves) : NOTHING_LEFT);

  return (
    <div className="space-y-3" data-testid="gm-board" data-key={viewKey(view, legalMoves)} data-phase={view.turn?.phase ?? "over"} data-current={view.currentSeat ?? ""}>
      {view.finished ? <FinalBreakdown view={view} names={names} /> : null}
      {mine && legalMoves.length > 0 ? (
        <div ref={actionsRef}>
          <ActionsPanel view={view} legalMoves={legalMoves} seat={mySeat} busy={busy} onMove={submit} clanFrom={clanFrom} setClanFrom={setClanFrom} />
        </div>
      ) : null}
      {mine && legalMoves.length === 0 && view.turn ? (
        <p className="card border-2 border-amber-400 text-sm" data-testid="gm-prompt">
          {NOTHING_LEFT}
        </p>
      ) : null}
      <div ref={chainRef}>
        <ChainTrack view={view} legalMoves={mine ? legalMoves : []} mySeat={mine ? mySeat : null} seats={seats} busy={busy} onMove={submit} marks={marks} />
      </div>
      <section className="card space-y-2" aria-labelledby="gm-players-heading">
        <h2 id="gm-players-heading">Players</h2>
        <PlayerPanels view={view} seats={seats} shown={shown} onShow={setPicked} marks={marks} />
        <div ref={displayRef}>
          <h3 className="pt-1 font-semibold" data-testid="gm-display-heading">
            <span style={{ color: seatColour(player.seat) }}>■</span> Display of {names[player.seat]}
            {placing ? <span className="ml-2 text-sm font-normal text-emerald-800">— place {view.turn?.tile !== null && view.turn?.tile !== undefined ? tileLabel(view, mySeat ?? 0, view.turn.tile) : "the tile"} on a dashed square</span> : null}
          </h3>
          <PlayerDisplay
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
        <p className="text-xs text-stone-500">River runs north–south (blue), road east–west (brown). Cubes are resources; pawns are clan members.</p>
      </section>
      <div className="grid gap-3 md:grid-cols-2">
        <MarketBoard view={view} legalMoves={mine ? legalMoves : []} mySeat={mySeat} busy={busy} onMove={submit} marks={marks} seats={seats} />
        <ScoringBoard view={view} names={names} />
      </div>
    </div>
  );
}

const NOTHING_LEFT = "Nothing left to do this turn: end your turn.";

function FinalBreakdown({ view, names }: { view: GlenMoreView; names: string[] }) {
  const lines = finalLines(view);
  const winners = finalWinners(view);
  const rounds = [0, 1, 2];
  return (
    <section className="card border-2 border-moss-600" aria-labelledby="gm-final-heading" data-testid="gm-final">
      <h2 id="gm-final-heading">Final scoring</h2>
      <p className="text-sm" data-testid="gm-winners">
        {winners.length === 1 ? "Winner: " : "Winners: "}
        <strong>{winners.map((s) => names[s]).join(" and ")}</strong>
        {winners.length > 1 ? " (tied on points and resources)" : ""}
      </p>
      <div className="mt-2 overflow-x-auto [contain:inline-size]">
        <table className="w-full whitespace-nowrap text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Player</th>
              <th scope="col">Tiles</th>
              {rounds.map((r) => (
                <th key={r} scope="col">
                  Scoring {r + 1}
                </th>
              ))}
              <th scope="col">Cards</th>
              <th scope="col">Coins</th>
              <th scope="col">Tile penalty</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.seat} className={winners.includes(l.seat) ? "bg-moss-50 font-semibold" : ""} data-testid={`gm-final-${l.seat}`}>
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
      <p className="mt-1 text-xs text-stone-600">Tiles: points from brown tiles and other activations. Ties go to the player with more resources.</p>
    </section>
  );
}
