/**
 * The match page's texts for its client components, looked up on the server in the viewer's language
 * (client components never load next-intl: lib/i18n/client-text.ts says why). Finished sentences where the
 * server knows the values (whose turn it is: a refresh brings new ones), raw templates where the browser
 * fills them in (a count that changes as one types, a time that ticks). Only what each component shows.
 */
import { getLocale, getTranslations } from "next-intl/server";
import { requestLocale } from "@/lib/site/request-locale";
import type { MatchView } from "@/lib/matches/read/views";
import type { PluralForms } from "@/lib/i18n/client-text";
import { seatName } from "@/components/boards/types";
import type { MatchAreaLabels } from "./match-area";
import type { MatchClientLabels } from "./match-client";
import { undoIcons } from "./undo-icons";
import type { ChatLabels } from "./chat-panel";
import type { NotesLabels } from "./notes-panel";
import type { EndingsLabels } from "./match-endings";
import type { ReplayLabels } from "./replay-client";
import type { ClockWords } from "@/lib/clocks/clock-text";
import { clockWordsIn } from "@/lib/clocks/clock-words";
import type { AnnouncementWords } from "./announcement";

/** The catalogue's templates under `key`, unformatted (the client fills in their {arguments}). */
async function templates<T>(
  key: "chat" | "notes" | "endings" | "replay" | "autoEnd" | "announce" | "mute" | "rematch" | "clock" | "position",
): Promise<T> {
  const t = await getTranslations("match");
  // next-intl types raw() for single messages; a group of them comes back as the catalogue's object.
  return (t.raw as (key: string) => unknown)(key) as T;
}

export async function chatLabels(): Promise<ChatLabels> {
  const t = await getTranslations("match");
  return {
    ...(await templates<Omit<ChatLabels, "locale">>("chat")),
    loading: t("panels.loading"),
    locale: await requestLocale(),
  };
}

export async function notesLabels(): Promise<NotesLabels> {
  const t = await getTranslations("match");
  return {
    ...(await templates<Omit<NotesLabels, "locale">>("notes")),
    loading: t("panels.loading"),
    locale: await requestLocale(),
  };
}

export async function endingsLabels(): Promise<EndingsLabels> {
  return await templates<EndingsLabels>("endings");
}

export async function muteLabels(): Promise<{ muted: string; mute: string }> {
  return await templates("mute");
}

export async function rematchLabels(): Promise<{ button: string; hint: string; failed: string; offline: string }> {
  return await templates("rematch");
}

export async function replayLabels(): Promise<ReplayLabels> {
  // The page's heading is the server's; the rest is the client's.
  const { title: _title, ...rest } = await templates<ReplayLabels & { title: string }>("replay");
  return rest;
}

export async function clockWords(): Promise<ClockWords> {
  return clockWordsIn(await getLocale());
}

/** The turn controls' texts for this view of the match. */
export async function matchClientLabels(match: MatchView): Promise<MatchClientLabels> {
  const t = await getTranslations("match.turn");
  const active = match.activeSeats.map((s) => seatName(match.seats, s)).join(", ");
  const turn =
    match.status === "finished"
      ? t("over")
      : match.myTurn
        ? t("yours")
        : t("waiting", { names: active || t("nobody") });
  return {
    locale: await getLocale(),
    board: t("board"),
    turn,
    pending: match.pendingSteps > 0 ? t("pending", { count: match.pendingSteps }) : null,
    pendingShort: match.pendingSteps > 0 ? t("pendingShort", { count: match.pendingSteps }) : null,
    leaveUnfinished: match.pendingSteps > 0 ? t("leaveUnfinished", { count: match.pendingSteps }) : null,
    undoStep: t("undoStep"),
    undoTurn: t("undoTurn"),
    undoStepIcon: undoIcons.step,
    undoTurnIcon: undoIcons.turn,
    endTurn: t("endTurn"),
    retrying: t("retrying"),
    retryingAttempt: t.raw("retryingAttempt") as string,
    staleAfterRetry: t("staleAfterRetry"),
    announce: await templates<AnnouncementWords>("announce"),
    autoEnd: await templates<MatchClientLabels["autoEnd"]>("autoEnd"),
  };
}

export async function matchAreaLabels(match: MatchView): Promise<MatchAreaLabels> {
  return {
    client: await matchClientLabels(match),
    position: await templates<MatchAreaLabels["position"]>("position"),
    chat: await chatLabels(),
    notes: await notesLabels(),
  };
}

/** The header's "n waiting for you" forms. */
export async function waitingLabel(): Promise<PluralForms> {
  const t = await getTranslations("match.live");
  return (t.raw as (key: string) => unknown)("waiting") as PluralForms;
}
