"use client";
/**
 * The playing surface: the game's board fed by the view and legal moves, the turn controls (undo step,
 * undo turn, end turn), readable errors, and "Not sent — retrying" while the network is away (the board
 * stays). Changes by others arrive through MatchLiveSync on the page.
 *
 * For keyboard and screen-reader players (docs/features.md "Accessibility"): after a move the focus stays in the board
 * area (board-focus.ts), and one polite live region reads out what changed and whose turn it is
 * (announcement.ts), from what the page shows.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { actAction } from "@/app/actions/matches";
import type { MatchView } from "@/lib/matches/read/views";
import { marksToDraw } from "@/lib/matches/history/history-turns";
import type { MatchAction } from "@/lib/matches/store/schemas";
import { boardFor } from "@/components/boards/registry";
import { seatNameAtEntry } from "@/components/boards/types";
import { BoardStatusContext } from "@/components/boards/board-status";
import { canonicalJson } from "@/lib/engine/canonical";
import { HalfMadeTurn } from "./lazy-panels";
import { submitWithRetry } from "./submit-with-retry";
import { useBoardFocus } from "./board-focus";
import { announcement, type AnnouncementWords } from "./announcement";
import type { AutoEndTurnLabels } from "./auto-end-turn";
import { fill } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The texts, in the viewer's language, made by the server for this very view (so whose turn it is and the
 * pending steps are finished sentences; a refresh brings new ones); templates where the browser fills in.
 */
export interface MatchClientLabels {
  locale: Locale;
  board: string;
  /** "Your turn.", "Waiting for Anna.", "The match is over." */
  turn: string;
  /** "(2 steps not yet committed; only you see them)", or null without pending steps. */
  pending: string | null;
  /** The same for the phone's bar, short: "2 steps pending"; null without pending steps. */
  pendingShort: string | null;
  /** Asked before leaving the page with pending steps and no automatic end on the way; null without pending steps. */
  leaveUnfinished: string | null;
  undoStep: string;
  undoTurn: string;
  /** The phone bar's icons for the two (components/match/undo-icons.tsx: elements made on the server). */
  undoStepIcon: ReactNode;
  undoTurnIcon: ReactNode;
  endTurn: string;
  retrying: string;
  /** With {attempt}. */
  retryingAttempt: string;
  staleAfterRetry: string;
  announce: AnnouncementWords;
  autoEnd: AutoEndTurnLabels;
}

/** `serverNow`: when the server rendered this view (the automatic end's countdown is counted from it). */
export function MatchClient({
  match,
  serverNow,
  labels,
}: {
  match: MatchView;
  serverNow: string;
  labels: MatchClientLabels;
}) {
  const router = useRouter();
  const { staleAfterRetry, turn: turnText, announce: words, locale } = labels;
  const [busy, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  /** Failed attempts of the action being sent (0: none failing). */
  const [retrying, setRetrying] = useState(0);
  const version = useRef(match.version);
  version.current = match.version;
  const area = useRef<HTMLElement>(null);
  const focus = useBoardFocus(area);
  /** The action being sent, with the board's words for a move, and the version it was sent from. */
  const sent = useRef<{ from: number; own: { action: MatchAction["type"]; said?: string } } | null>(null);

  const send = useCallback(
    (action: MatchAction, said?: string) => {
      setError(null);
      sent.current = { from: version.current, own: { action: action.type, said } };
      focus.expect();
      startTransition(async () => {
        // The version the player saw when acting, kept across retries (see submit-with-retry.ts).
        const seen = version.current;
        const { result, attempts } = await submitWithRetry(
          () => actAction({ matchId: match.id, version: seen, action }),
          { onRetrying: setRetrying },
        );
        setRetrying(0);
        if (!result.ok) {
          setError(result.code === "STALE_VERSION" && attempts > 1 ? staleAfterRetry : result.message);
        }
        // Either way the board shows the true state from the server.
        router.refresh();
      });
    },
    [match.id, router, focus, staleAfterRetry],
  );

  const Board = boardFor(match.gameKey);
  // The game names the move that ends the turn (the engine's endTurnMove); the board shows every other move.
  const endTurn = match.endTurnMove === null ? null : canonicalJson(match.endTurnMove);
  // Derived once per view, not on every render (the live region and the busy flag re-render the area).
  const boardMoves = useMemo(
    () => (endTurn === null ? match.legalMoves : match.legalMoves.filter((m) => canonicalJson(m) !== endTurn)),
    [endTurn, match.legalMoves],
  );
  const marks = useMemo(() => marksToDraw(match.log, match.mySeat), [match.log, match.mySeat]);
  // The server ends the turn by itself at `autoEndAt` (lib/matches/write/auto-end.ts); the page shows the countdown.
  const counting = match.autoEndAt !== null && !busy && !error;
  const commit = useCallback(() => send({ type: "commit" }), [send]);
  const undo = useCallback(() => send({ type: "undo-step" }), [send]);
  // Leaving with a half-made turn that nothing will end asks first (the steps stay on the server either way).
  const leaveQuestion = match.status === "running" && match.autoEndAt === null ? labels.leaveUnfinished : null;

  // The live region: what the board asks now (reported by the board), and what was last read out.
  const [spoken, setSpoken] = useState("");
  const prompt = useRef<string | null>(null);
  const spokenVersion = useRef(match.version);
  const seenEntry = useRef(match.log.at(-1)?.index ?? -1);
  const onPrompt = useCallback((text: string) => {
    const first = prompt.current === null;
    prompt.current = text;
    // A choice made on the board alone (a place picked, a territory selected) changes its prompt: read it.
    if (!first && text !== "" && sent.current === null && version.current === spokenVersion.current) setSpoken(text);
  }, []);
  const nameOf = useCallback((seat: number, index: number) => seatNameAtEntry(match.seats, seat, index), [match.seats]);
  useEffect(() => {
    if (busy) return;
    const own = sent.current;
    // The answer to the player's own action is not on the page yet (the refresh follows).
    if (own && own.from === match.version && error === null) return;
    sent.current = null;
    focus.settle();
    if (match.version === spokenVersion.current) return;
    spokenVersion.current = match.version;
    const entries = match.log.filter((e) => e.index > seenEntry.current);
    seenEntry.current = match.log.at(-1)?.index ?? seenEntry.current;
    // A refused action is said by the error message (role="alert"); the new position still is read out.
    setSpoken(
      announcement({
        own: error === null ? (own?.own ?? null) : null,
        entries,
        mySeat: match.mySeat,
        nameOf,
        // A finished match: the board's own "The game is over." and the page's "The match is over." said once.
        prompt: match.status === "finished" ? "" : (prompt.current ?? ""),
        turn: turnText,
        words,
        locale,
      }),
    );
  }, [busy, error, match.version, match.log, match.mySeat, match.status, nameOf, turnText, focus, words, locale]);

  // A player's turn controls: on a phone a bar fixed at the bottom of the screen (always in reach; the match
  // page leaves room below its last part so the bar covers nothing), elsewhere a card above the board. The
  // phone's bar is one row in every language: the status in small type (two lines at most, the pending steps
  // counted in short), the undo buttons as icons (their words stay their names, and the title on a pointer).
  const bar = match.mySeat !== null && match.status === "running";
  return (
    <section
      ref={area}
      className="space-y-4"
      aria-label={labels.board}
      data-testid="board-area"
      data-version={match.version}
      tabIndex={-1}
    >
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="match-announcer">
        {spoken}
      </p>
      <div
        // The card's look spelled out (not `.card`, whose unlayered rule would win over the phone's overrides);
        // no margin below the phone's bar (the section's spacing lifted it 16 px off the screen's bottom).
        className={`flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm ${bar ? "max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:mb-0 max-md:flex-nowrap max-md:gap-2 max-md:rounded-none max-md:border-t-2 max-md:border-moss-600 max-md:px-3 max-md:py-1 max-md:shadow-[0_-4px_12px_rgba(0,0,0,0.15)]" : ""}`}
        data-action-bar={bar ? "" : undefined}
      >
        <p
          data-testid="turn-status"
          className={`mr-auto ${bar ? "max-md:line-clamp-2 max-md:min-w-0 max-md:flex-1 max-md:text-sm max-md:leading-tight" : ""}`}
        >
          {match.status !== "finished" && match.myTurn ? <strong>{turnText}</strong> : turnText}
          {labels.pending ? (
            <>
              <span className={`ml-2 text-sm text-stone-600 ${bar ? "max-md:sr-only" : ""}`}>{labels.pending}</span>
              {bar && labels.pendingShort ? (
                <span aria-hidden="true" className="block truncate text-stone-600 md:hidden">
                  {labels.pendingShort}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        {bar ? (
          <div className="flex flex-wrap gap-2 max-md:flex-none max-md:flex-nowrap">
            <button
              className="btn"
              disabled={busy || match.pendingSteps === 0}
              onClick={() => send({ type: "undo-step" })}
              title={labels.undoStep}
            >
              {labels.undoStepIcon}
              <span className="max-md:sr-only">{labels.undoStep}</span>
            </button>
            <button
              className="btn"
              disabled={busy || match.pendingSteps === 0}
              onClick={() => send({ type: "undo-turn" })}
              title={labels.undoTurn}
            >
              {labels.undoTurnIcon}
              <span className="max-md:sr-only">{labels.undoTurn}</span>
            </button>
            <button
              className="btn btn-primary"
              data-testid="end-turn"
              disabled={busy || endTurn === null}
              title={match.endTurnReason ?? undefined}
              onClick={() => endTurn !== null && send({ type: "commit" })}
            >
              {labels.endTurn}
            </button>
          </div>
        ) : null}
      </div>
      {counting || leaveQuestion ? (
        <HalfMadeTurn
          key={match.autoEndAt}
          leaveQuestion={leaveQuestion}
          countdown={
            counting
              ? {
                  matchId: match.id,
                  labels: labels.autoEnd,
                  dueInMs: Date.parse(match.autoEndAt!) - Date.parse(serverNow),
                  onCommit: commit,
                  onUndo: undo,
                }
              : null
          }
        />
      ) : null}
      {retrying > 0 ? (
        <p
          role="status"
          data-testid="match-retrying"
          className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {retrying > 1 ? fill(labels.retryingAttempt, { attempt: retrying + 1 }) : labels.retrying}
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="match-error" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      <BoardStatusContext value={onPrompt}>
        <Board
          view={match.view}
          legalMoves={boardMoves}
          mySeat={match.mySeat}
          seats={match.seats}
          activeSeats={match.activeSeats}
          over={match.status === "finished" || match.status === "aborted"}
          myTurn={match.myTurn}
          busy={busy}
          onMove={(move, said) => send({ type: "move", move }, said)}
          marks={marks}
        />
      </BoardStatusContext>
    </section>
  );
}
