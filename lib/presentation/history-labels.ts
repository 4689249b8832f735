/**
 * The history panel's own words (namespace "history") for one language: the panel is a client component,
 * so the server looks them up and hands them over as a prop (see lib/i18n/client-text.ts). `showEarlier`
 * and `afterTurn` stay templates: the panel fills in a count and a name it only knows in the browser.
 */
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { MarkWords } from "./mark-words";

export interface HistoryLabels {
  /** The reader's language (times: "vor 5 Min."). */
  locale: Locale;
  title: string;
  order: string;
  newestFirst: string;
  oldestFirst: string;
  nothingYet: string;
  newSince: string;
  loading: string;
  /** Template with {count}. */
  showEarlier: string;
  loadFailed: string;
  shown: string;
  showPosition: string;
  /** Template with {name}. */
  afterTurn: string;
}

export function historyLabels(locale: Locale): HistoryLabels {
  const t = translator(locale, "history");
  return {
    locale,
    title: t("title"),
    order: t("order"),
    newestFirst: t("newestFirst"),
    oldestFirst: t("oldestFirst"),
    nothingYet: t("nothingYet"),
    newSince: t("newSince"),
    loading: t("loading"),
    showEarlier: t.raw("showEarlier") as string,
    loadFailed: t("loadFailed"),
    shown: t("shown"),
    showPosition: t("showPosition"),
    afterTurn: t.raw("afterTurn") as string,
  };
}

/** The words of drawn moves (components/boards/move-marks.tsx) in one language: templates the board fills. */
export function markWords(locale: Locale): MarkWords {
  return messagesFor(locale).history.marks;
}
