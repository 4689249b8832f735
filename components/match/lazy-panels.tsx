"use client";
/**
 * Parts of the match page whose code arrives after the page is interactive (the first-load budget):
 * - the chat and the notes fetch their content in the browser anyway (the server renders only their frame),
 *   so the server renders the same frame here and the panel's code follows;
 * - a half-made turn's countdown to its automatic end (shown from the server's due time once the page runs)
 *   or the question before leaving it: only while a turn is half made; it appears when its code has arrived.
 * - the position after a turn of the history: only once a player asks to see one.
 * - the match's own secondary controls (mute its mail, leave, resign, the cancel vote): rarely used, below the
 *   board on a phone, they appear a moment after the page runs instead of weighing on every match page's
 *   first load (measured by `npm run size`: they made the running match pages 0.7 KB over their budget).
 * And one part rendered by the server as usual, whose code only the pages that show it load (next/dynamic,
 * as the boards): "Rematch", on finished matches only.
 * Their placeholders keep the frame (heading, size) so nothing moves when the panel replaces them.
 */
import dynamic from "next/dynamic";
import { createContext, useContext, type ComponentProps } from "react";
import type { ChatPanel as ChatPanelType } from "./chat-panel";
import type { NotesPanel as NotesPanelType } from "./notes-panel";

/**
 * A placeholder has no props of its own (next/dynamic renders it bare), so its heading and "Loading…" in the
 * viewer's language come from the panel's props through this context.
 */
const FrameText = createContext({ title: "", loading: "" });

/** A panel's frame while its code loads: the same card and heading, a polite "Loading…". */
function PanelFrame({ id, testId }: { id: string; testId: string }) {
  const { title, loading } = useContext(FrameText);
  return (
    <section className="card" aria-labelledby={id} aria-busy="true" data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <p className="mt-2 text-sm text-stone-500">{loading}</p>
    </section>
  );
}

const LazyChat = dynamic(() => import("./chat-panel").then((m) => m.ChatPanel), {
  ssr: false,
  loading: () => <PanelFrame id="chat-heading" testId="chat-loading" />,
});

export function ChatPanel(props: ComponentProps<typeof ChatPanelType>) {
  return (
    <FrameText value={{ title: props.labels.heading, loading: props.labels.loading }}>
      <LazyChat {...props} />
    </FrameText>
  );
}

const LazyNotes = dynamic(() => import("./notes-panel").then((m) => m.NotesPanel), {
  ssr: false,
  loading: () => <PanelFrame id="notes-heading" testId="notes-loading" />,
});

export function NotesPanel(props: ComponentProps<typeof NotesPanelType>) {
  return (
    <FrameText value={{ title: props.labels.heading, loading: props.labels.loading }}>
      <LazyNotes {...props} />
    </FrameText>
  );
}

export const HalfMadeTurn = dynamic(() => import("./half-made-turn").then((m) => m.HalfMadeTurn), { ssr: false });
/** The position after a turn of the history (history-position.tsx): only once a player asks to see one. */
export const HistoryPosition = dynamic(() => import("./history-position").then((m) => m.HistoryPosition), {
  ssr: false,
});

export const RematchButton = dynamic(() => import("./rematch-button").then((m) => m.RematchButton));

export const MuteToggle = dynamic(() => import("./mute-toggle").then((m) => m.MuteToggle), { ssr: false });
export const LeaveRunningMatch = dynamic(() => import("./match-endings").then((m) => m.LeaveRunningMatch), {
  ssr: false,
});
export const ResignButton = dynamic(() => import("./match-endings").then((m) => m.ResignButton), { ssr: false });
export const CancelVote = dynamic(() => import("./match-endings").then((m) => m.CancelVote), { ssr: false });
