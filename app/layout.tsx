import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requestLocale, requestTimeZone } from "@/lib/site/request-locale";
import { after, connection } from "next/server";
import "./globals.css";
import { currentViewer } from "@/lib/auth/current";
import { currentGuest } from "@/lib/auth/guest";
import { LiveProvider } from "@/components/live/live-events";
import { SiteHeader } from "@/components/site-header/site-header";
import { TimeZoneSync } from "@/components/time-zone-sync";
import { ERROR_WORDS_ID } from "@/components/error-words-id";
import type { PageErrorWords } from "./error";
import { site } from "@/lib/site";

/**
 * The page error's words in the reader's language, for app/error.tsx to read (it gets no props, and the
 * catalogues stay out of the browser's bundles): a hidden element's data attribute (React escapes it; not a
 * script, so the page's nonce rule holds). English pages need none: the error page carries its English.
 */
async function ErrorWords({ locale }: { locale: string }) {
  if (locale === "en") return null;
  const t = await getTranslations("common.pageError");
  const words: PageErrorWords = {
    title: t("title"),
    body: t("body"),
    reference: t("reference"),
    tryAgain: t("tryAgain"),
    myGames: t("myGames"),
    home: t("home"),
  };
  return <div hidden id={ERROR_WORDS_ID} data-words={JSON.stringify(words)} />;
}

/** Signed-in visitors get one live stream per tab; others see pages that poll where it matters. */
function MaybeLive({ signedIn, since, children }: { signedIn: boolean; since: number; children: React.ReactNode }) {
  return signedIn ? <LiveProvider since={since}>{children}</LiveProvider> : <>{children}</>;
}

// Static, in English: the description is for search engines. (Made static while chasing a second <title>
// after live refreshes; that turned out to come from elsewhere: components/live/waiting-badge.tsx.)
export const metadata: Metadata = {
  title: { default: "Glenboard", template: "%s · Glenboard" },
  description: "Board games by web, at your own pace: Glen More, Clans, Stone Age.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request (it shows who is signed in); say so before the first query, which
  // must not run at build time.
  await connection();
  // One statement for the header: who is signed in, their waiting count, whether mail to them bounces, and
  // the newest live event, read with the rest (the stream resumes after it: nothing committed while the page
  // renders is lost).
  const user = await currentViewer();
  // A guest's cookie is read only when nobody is signed in (lib/guests).
  const guest = user ? null : await currentGuest();
  const since = user?.latestEventId ?? 0;
  const waiting = user?.awaiting.length ?? 0;
  const mailFailure = user?.emailFailure ?? null;
  const locale = await requestLocale();
  const zone = await requestTimeZone();
  // An account whose zone is not known yet takes the browser's (its cookie, validated) on the first page that
  // finds it so, after the answer; the statement sets it only while it is unknown, so a choice always wins.
  if (user && user.timeZone === null && zone.source === "browser") after(() => site.timeZone.adopt(user.id, zone.zone));
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <MaybeLive signedIn={user !== null} since={since}>
          <SiteHeader
            viewer={user ? { username: user.username, waiting, mailBounces: Boolean(mailFailure) } : null}
            locale={locale}
            guest={guest ? { name: guest.username, matchId: guest.awaiting[0] ?? null } : null}
          />
          <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
          <ErrorWords locale={locale} />
          <TimeZoneSync shown={zone.source === "account" ? null : zone.zone} />
        </MaybeLive>
      </body>
    </html>
  );
}
