/** Table talk: match chat, muting players, reports for the operator, private notes. */
export { listMessages, postMessage, unreadChat, CHAT_PAGE, type ChatMessageView, type UnreadChat } from "./messages";
export { setUserMute, mutedUsers } from "./mutes";
export { reportMessage, openReports, resolveReport, type OpenReport } from "./reports";
export { getNote, saveNote } from "./notes";
export { CHAT_MAX, NOTE_MAX } from "./text";
