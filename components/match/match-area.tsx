"use client";
/**
 * The match's working area: the board with its controls, and beside it the history, the chat and the
 * player's notes. Choosing a turn in the history shows the position after it (the replay's frame, public
 * information only) in place of the live board, until "Back to the game"; the live board keeps its state.
 */
import { useState } from "react";
import type { MatchView } from "@/lib/matches/read/views";
import type { HistoryTurn } from "@/lib/matches/history/history-turns";
import type { HistoryLabels } from "@/lib/presentation/history-labels";
import { MatchClient, type MatchClientLabels } from "./match-client";
import { ChatPanel, HistoryLog, HistoryPosition, NotesPanel } from "./lazy-panels";
import type { ChatLabels } from "./chat-panel";
import type { NotesLabels } from "./notes-panel";

/** The area's texts in the viewer's language (built by the server: components/match/labels.ts). */
export interface MatchAreaLabels {
  client: MatchClientLabels;
  /** "match.position": `after` with {name} and {range}. */
  position: { after: string; back: string; notLoaded: string };
  chat: ChatLabels;
  notes: NotesLabels;
}

interface Props {
  match: MatchView;
  /** The viewer's username (signed in) and time zone setting (null: the browser's). */
  me: string | null;
  timeZone: string | null;
  serverNow: string;
  labels: MatchAreaLabels;
  /** The history panel's words in the viewer's language. */
  historyLabels: HistoryLabels;
  /** Chat and notes (false for a guest, lib/guests: they need an account). */
  talk?: boolean;
}

export function MatchArea({ match, me, timeZone, serverNow, labels, historyLabels, talk = true }: Props) {
  const [position, setPosition] = useState<{ turn: HistoryTurn; view: unknown } | null>(null);
  const [positionError, setPositionError] = useState<string | null>(null);
  const player = match.mySeat !== null;
  const show = async (turn: HistoryTurn) => {
    setPositionError(null);
    try {
      const res = await fetch(`/api/matches/${match.id}/replay?entry=${turn.last}`, { cache: "no-store" });
      const body = (await res.json()) as { ok: boolean; view?: unknown; message?: string };
      if (!body.ok) throw new Error(body.message ?? "refused");
      setPosition({ turn, view: body.view });
    } catch (e) {
      setPositionError(e instanceof Error ? e.message : labels.position.notLoaded);
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        {positionError ? (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
            {positionError}
          </p>
        ) : null}
        {position ? (
          <HistoryPosition
            gameKey={match.gameKey}
            seats={match.seats}
            turn={position.turn}
            view={position.view}
            labels={labels.position}
            onBack={() => setPosition(null)}
          />
        ) : null}
        <div hidden={position !== null}>
          <MatchClient match={match} serverNow={serverNow} labels={labels.client} />
        </div>
      </div>
      <aside className="space-y-4">
        <HistoryLog
          matchId={match.id}
          log={match.log}
          logTotal={match.logTotal}
          seats={match.seats}
          lookedIndex={match.lookedIndex}
          timeZone={timeZone}
          serverNow={serverNow}
          onShow={(t) => void show(t)}
          showing={position?.turn.last ?? null}
          labels={historyLabels}
        />
        {talk && (player || match.chatPublic) ? (
          <ChatPanel matchId={match.id} me={me} canWrite={player} timeZone={timeZone} labels={labels.chat} />
        ) : null}
        {talk && player ? <NotesPanel matchId={match.id} labels={labels.notes} /> : null}
      </aside>
    </div>
  );
}
