import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requestLocale, requestTimeZone } from "@/lib/site/request-locale";
import { Link } from "@/components/ui/link";
import { after, connection } from "next/server";
import "./globals.css";
import { currentViewer } from "@/lib/auth/current";
import { signOutAction } from "./actions/auth";
import { SignInLink } from "@/components/sign-in-link";
import { LiveProvider } from "@/components/live/live-events";
import { WaitingBadge } from "@/components/live/waiting-badge";
import { LocaleSwitcher } from "@/components/locale-switcher";
import { TimeZoneSync } from "@/components/time-zone-sync";
import { ERROR_WORDS_ID } from "@/components/error-words-id";
import type { PageErrorWords } from "./error";
import { waitingLabel } from "@/components/match/labels";
import { plural } from "@/lib/i18n/client-text";
import { site } from "@/lib/site";
import { games } from "@/lib/games";

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
  const since = user?.latestEventId ?? 0;
  const waiting = user?.awaiting.length ?? 0;
  const mailFailure = user?.emailFailure ?? null;
  const locale = await requestLocale();
  const zone = await requestTimeZone();
  // An account whose zone is not known yet takes the browser's (its cookie, validated) on the first page that
  // finds it so, after the answer; the statement sets it only while it is unknown, so a choice always wins.
  if (user && user.timeZone === null && zone.source === "browser") after(() => site.timeZone.adopt(user.id, zone.zone));
  const t = await getTranslations("common.nav");
  const waitingForms = await waitingLabel();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <MaybeLive signedIn={user !== null} since={since}>
          <header className="border-b border-stone-200 bg-moss-900 text-white">
            <nav
              className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
              aria-label={t("main")}
            >
              <Link href="/" className="text-lg font-bold tracking-tight">
                Glenboard
              </Link>
              {user ? (
                <>
                  <span className="flex items-center gap-1">
                    <Link href="/games" className="hover:underline">
                      {t("myGames")}
                    </Link>
                    <WaitingBadge
                      initial={waiting}
                      initialText={plural(locale, waiting, waitingForms)}
                      label={waitingForms}
                      locale={locale}
                    />
                  </span>
                  <Link href="/matches/new" className="hover:underline">
                    {t("newMatch")}
                  </Link>
                  <Link href="/rules" className="hover:underline">
                    {t("howToPlay")}
                  </Link>
                  <Link href={`/leaderboard/${Object.keys(games)[0]}`} className="hover:underline">
                    {t("leaderboards")}
                  </Link>
                  <span className="ml-auto flex flex-wrap items-center gap-3">
                    <LocaleSwitcher />
                    {mailFailure ? (
                      <Link
                        href="/settings#notifications"
                        data-testid="mail-failure-flag"
                        className="rounded bg-red-600 px-2 text-sm font-bold"
                      >
                        {t("mailBounces")}
                      </Link>
                    ) : null}
                    <Link
                      href={`/u/${encodeURIComponent(user.username)}`}
                      className="hover:underline"
                      title={t("yourProfile")}
                    >
                      {user.username}
                    </Link>
                    <Link href="/settings" className="hover:underline">
                      {t("settings")}
                    </Link>
                    <form action={signOutAction}>
                      <button className="rounded border border-white/40 px-2 py-1 text-sm hover:bg-white/10">
                        {t("signOut")}
                      </button>
                    </form>
                  </span>
                </>
              ) : (
                <>
                  <Link href="/rules" className="hover:underline">
                    {t("howToPlay")}
                  </Link>
                  <span className="ml-auto flex flex-wrap items-center gap-3">
                    <LocaleSwitcher />
                    <SignInLink className="hover:underline" label={t("signIn")} />
                    <Link href="/register" className="hover:underline">
                      {t("register")}
                    </Link>
                  </span>
                </>
              )}
            </nav>
          </header>
          <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
          <ErrorWords locale={locale} />
          <TimeZoneSync shown={zone.source === "account" ? null : zone.zone} />
        </MaybeLive>
      </body>
    </html>
  );
}
