import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

/** A figure is drawn for the guide's language: pieces that carry words (a tile's name) show them in it. */
export type DrawFigure = (locale: Locale) => ReactNode;
