"use client";
/**
 * The browser's side of components/ui/local-time.tsx: shows the server's words while they are current and
 * takes over with the browser's clock (each minute, or at once when the server's words are missing or old).
 */
import { useEffect, useState } from "react";
import { fullDateText, whenText } from "@/lib/format/time";
import type { Locale } from "@/lib/i18n/locales";

/** The server's words for the moment: its text ("2 h ago") and tooltip, as of `serverNow`. */
export interface ServerTimeWords {
  text: string;
  title: string;
  serverNow: string;
}

/** How far the server's clock may be behind the browser's before its words count as old (a page from a cache). */
const CURRENT_MS = 30_000;

export function LocalTimeTicker({
  at,
  timeZone,
  locale,
  server,
}: {
  at: string;
  timeZone: string | null;
  locale: Locale;
  server: ServerTimeWords | null;
}) {
  const [now, setNow] = useState<Date | null>(null);
  const serverNow = server?.serverNow ?? null;
  useEffect(() => {
    // Current words from the server stand until the next minute: no date formatting while the page loads.
    if (serverNow === null || Math.abs(Date.now() - Date.parse(serverNow)) > CURRENT_MS) setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [serverNow]);
  if (!now)
    return server ? (
      <time dateTime={at} title={server.title}>
        {server.text}
      </time>
    ) : (
      <time dateTime={at} className="invisible">
        …
      </time>
    );
  const when = new Date(at);
  const zone = timeZone ?? undefined;
  return (
    <time dateTime={at} title={fullDateText(when, zone, locale)} suppressHydrationWarning>
      {whenText(when, zone, now, locale)}
    </time>
  );
}
