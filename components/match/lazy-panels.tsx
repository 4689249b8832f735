"use client";
/**
 * Parts of the match page whose code arrives after the page is interactive (the first-load budget, and the
 * main-thread work of a page load: the "hydrate what the player interacts with, defer the rest"):
 * - rendered by the server in full and brought to life later (deferred.tsx, nothing moves when they do):
 *   the history (once seen or used), the chat and the notes (when the browser is idle: they fetch their
 *   content), and the match's own secondary controls (mute its mail, leave, resign, the cancel vote: rarely
 *   used, below the board on a phone; once seen or used); the replay's controls and board (once used);
 * - the position after a turn of the history: only once a player asks to see one.
 * And parts rendered by the server as usual, whose code only the pages that show them load (next/dynamic,
 * as the boards): "Rematch", on finished matches only; a half-made turn's countdown to its automatic end
 * (counted from the server's due time and its clock, so the server draws it where it will stay) or the
 * question before leaving it, only while a turn is half made.
 */
import dynamic from "next/dynamic";
import { deferred } from "./deferred";

// The chat and the notes fetch their content in the browser: beside the board (a wide screen) they come to
// life when the browser is idle (a message may arrive any time), or sooner when seen or used; on a narrower
// screen they are below the board (match-area.tsx) and come to life when seen or used: what arrived
// meanwhile is fetched then, and a phone's load spends nothing on them.
const BESIDE_THE_BOARD = "(min-width: 64rem)";
export const ChatPanel = deferred(() => import("./chat-panel").then((m) => m.ChatPanel), { idle: BESIDE_THE_BOARD });
export const NotesPanel = deferred(() => import("./notes-panel").then((m) => m.NotesPanel), {
  idle: BESIDE_THE_BOARD,
});
/** The history (history-log.tsx): read, not used, until it is seen, pointed at, or the page refreshes. */
export const HistoryLog = deferred(() => import("./history-log").then((m) => m.HistoryLog));

/**
 * The replay (replay-client.tsx): its first position and controls as the server drew them, brought to life
 * when the reader first points at, touches or focuses it (the first click is then made for them).
 */
export const ReplayClient = deferred(() => import("./replay-client").then((m) => m.ReplayClient), {
  visible: false,
});

export const HalfMadeTurn = dynamic(() => import("./half-made-turn").then((m) => m.HalfMadeTurn));
/** The position after a turn of the history (history-position.tsx): only once a player asks to see one. */
export const HistoryPosition = dynamic(() => import("./history-position").then((m) => m.HistoryPosition), {
  ssr: false,
});

export const RematchButton = dynamic(() => import("./rematch-button").then((m) => m.RematchButton));

export const MuteToggle = deferred(() => import("./mute-toggle").then((m) => m.MuteToggle));
export const LeaveRunningMatch = deferred(() => import("./match-endings").then((m) => m.LeaveRunningMatch));
export const ResignButton = deferred(() => import("./match-endings").then((m) => m.ResignButton));
export const CancelVote = deferred(() => import("./match-endings").then((m) => m.CancelVote));
