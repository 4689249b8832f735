/** "Your options": the current step's choices, each one a legal move (activations list what they give). */
import type { GlenMoreMove, GlenMoreView } from "@/lib/games/glen-more";
import type { ReactNode } from "react";
import { activationOptionText, defOf, idleActivations, moveText, phasePrompt, tileLabel, tileName } from "./present";
import { Cube } from "./tile-face";
import { fill, plural } from "@/lib/i18n/client-text";
import type { GlenMoreText } from "./text";

type Of<T extends GlenMoreMove["type"]> = Extract<GlenMoreMove, { type: T }>;
function only<T extends GlenMoreMove["type"]>(moves: GlenMoreMove[], type: T): Of<T>[] {
  return moves.filter((m): m is Of<T> => m.type === type);
}

interface Props {
  tx: GlenMoreText;
  view: GlenMoreView;
  legalMoves: GlenMoreMove[];
  seat: number;
  busy: boolean;
  onMove: (m: GlenMoreMove) => void;
  clanFrom: number | null;
  setClanFrom: (id: number | null) => void;
}

function MoveButton({
  tx,
  move,
  view,
  seat,
  busy,
  onMove,
  children,
  primary,
}: {
  tx: GlenMoreText;
  move: GlenMoreMove;
  view: GlenMoreView;
  seat: number;
  busy: boolean;
  onMove: (m: GlenMoreMove) => void;
  children?: ReactNode;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn ${primary ? "btn-primary" : ""} px-2 py-1 text-xs sm:text-sm`}
      disabled={busy}
      onClick={() => onMove(move)}
      data-move-type={move.type}
      aria-label={moveText(tx, view, seat, move)}
    >
      {children ?? moveText(tx, view, seat, move)}
    </button>
  );
}

export function ActionsPanel({ tx, view, legalMoves, seat, busy, onMove, clanFrom, setClanFrom }: Props) {
  const turn = view.turn;
  if (!turn) return null;
  const prompt = phasePrompt(tx, view, seat, legalMoves);
  const b = { tx, view, seat, busy, onMove };
  const ui = tx.ui.actions;
  const pass = only(legalMoves, "pass");
  const pays = only(legalMoves, "pay");
  const buys = only(legalMoves, "buy");
  const clanPays = [...only(legalMoves, "pay-clan"), ...only(legalMoves, "pay-chieftain")];
  const chooses = only(legalMoves, "choose-resource");
  const shiel = only(legalMoves, "loch-shiel");
  const activations = only(legalMoves, "activate");
  const ness = only(legalMoves, "loch-ness");
  const promotes = only(legalMoves, "promote");
  const clanMoves = only(legalMoves, "move-clan");
  const idle = idleActivations(tx, view, seat, legalMoves);
  const sources = [...new Set(clanMoves.map((m) => m.from))];
  const from = clanFrom !== null && sources.includes(clanFrom) ? clanFrom : null;

  const byTile = (moves: (Of<"activate"> | Of<"loch-ness">)[]) => {
    const out = new Map<number, (Of<"activate"> | Of<"loch-ness">)[]>();
    for (const m of moves) out.set(m.tile, [...(out.get(m.tile) ?? []), m]);
    return [...out.entries()];
  };

  return (
    <section className="card border-2 border-amber-400" aria-labelledby="gm-actions-heading" data-testid="gm-actions">
      <h2 id="gm-actions-heading">{ui.yourOptions}</h2>
      <p className="text-sm" data-testid="gm-prompt">
        {prompt}
      </p>
      {turn.tile !== null && turn.phase !== "choose" ? (
        <p className="text-xs text-stone-600">
          {ui.tileThisTurn} <span className="font-semibold">{tileName(tx, defOf(turn.tile))}</span>
        </p>
      ) : null}
      <div className="mt-2 space-y-2">
        {pass.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            {pass.map((m, i) => (
              <MoveButton key={i} move={m} {...b} primary />
            ))}
          </div>
        ) : null}
        {pays.length + buys.length + clanPays.length > 0 ? (
          <div role="group" aria-label={ui.payment} className="flex flex-wrap gap-1">
            {pays.map((m) => (
              <MoveButton key={`p${m.resource}${m.tile}`} move={m} {...b}>
                <Cube r={m.resource} /> {moveText(tx, view, seat, m)}
              </MoveButton>
            ))}
            {buys.map((m) => (
              <MoveButton key={`b${m.resource}`} move={m} {...b}>
                <Cube r={m.resource} /> {moveText(tx, view, seat, m)}
              </MoveButton>
            ))}
            {clanPays.map((m, i) => (
              <MoveButton key={`c${i}`} move={m} {...b} />
            ))}
          </div>
        ) : null}
        {chooses.length > 0 ? (
          <div role="group" aria-label={ui.lochyResource} className="flex flex-wrap gap-1">
            {chooses.map((m) => (
              <MoveButton key={m.resource} move={m} {...b}>
                <Cube r={m.resource} /> {tx.ui.resource[m.resource]}
              </MoveButton>
            ))}
          </div>
        ) : null}
        {shiel.length > 0 ? (
          <div role="group" aria-label="Loch Shiel" className="flex flex-wrap gap-1">
            {shiel.map((m, i) => (
              <MoveButton key={i} move={m} {...b} />
            ))}
          </div>
        ) : null}
        {activations.length > 0 || idle.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">
              {ui.activations}
              {turn.oich ? ui.oich : ""}
            </h3>
            <ul className="mt-1 space-y-1" data-testid="gm-activations">
              {byTile(activations).map(([tile, moves]) => (
                <li key={tile} className="flex flex-wrap items-center gap-1 text-sm">
                  <span className="mr-1 font-medium">{tileLabel(tx, view, seat, tile)}:</span>
                  {moves.map((m, i) => (
                    <MoveButton key={i} move={m} {...b}>
                      {m.resource ? <Cube r={m.resource} /> : null}
                      {activationOptionText(tx, m)}
                    </MoveButton>
                  ))}
                </li>
              ))}
              {idle.map((x) => (
                <li key={x.tile} className="text-xs text-stone-500">
                  {tileLabel(tx, view, seat, x.tile)}: {x.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {ness.length > 0 ? (
          <details className="rounded border border-stone-200 p-2">
            <summary className="cursor-pointer text-sm font-semibold">
              {fill(ui.nessSummary, { count: byTile(ness).length })}
            </summary>
            <ul className="mt-1 space-y-1">
              {byTile(ness).map(([tile, moves]) => (
                <li key={tile} className="flex flex-wrap items-center gap-1 text-sm">
                  <span className="mr-1 font-medium">{tileLabel(tx, view, seat, tile)}:</span>
                  {moves.map((m, i) => (
                    <MoveButton key={i} move={m} {...b}>
                      {m.resource ? <Cube r={m.resource} /> : null}
                      {activationOptionText(tx, m)}
                    </MoveButton>
                  ))}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {promotes.length + clanMoves.length > 0 ? (
          <div data-testid="gm-clan">
            <h3 className="text-sm font-semibold">
              {fill(ui.clanMembers, { points: plural(tx.locale, turn.movement, tx.ui.movementPoints) })}
            </h3>
            {promotes.length > 0 ? (
              <div role="group" aria-label={ui.promoteGroup} className="mt-1 flex flex-wrap gap-1">
                {promotes.map((m) => (
                  <MoveButton key={m.tile} move={m} {...b}>
                    {fill(ui.promote, { tile: tileLabel(tx, view, seat, m.tile) })}
                  </MoveButton>
                ))}
              </div>
            ) : null}
            {sources.length > 0 ? (
              <div role="group" aria-label={ui.moveGroup} className="mt-1 flex flex-wrap items-center gap-1">
                <span className="text-xs">{ui.moveFrom}</span>
                {sources.map((id) => (
                  <button
                    key={id}
                    type="button"
                    className={`btn px-2 py-1 text-xs ${from === id ? "ring-2 ring-violet-700" : ""}`}
                    aria-pressed={from === id}
                    disabled={busy}
                    onClick={() => setClanFrom(from === id ? null : id)}
                    data-testid={`gm-clan-from-${id}`}
                  >
                    {tileLabel(tx, view, seat, id)}
                  </button>
                ))}
              </div>
            ) : null}
            {from !== null ? (
              <div role="group" aria-label={ui.moveToGroup} className="mt-1 flex flex-wrap items-center gap-1">
                <span className="text-xs">{ui.to}</span>
                {clanMoves
                  .filter((m) => m.from === from)
                  .map((m) => (
                    <MoveButton key={m.to} move={m} {...b}>
                      {tileLabel(tx, view, seat, m.to)}
                    </MoveButton>
                  ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
