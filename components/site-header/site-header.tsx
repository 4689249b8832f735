import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { signOutAction } from "@/app/actions/auth";
import { SignInLink } from "@/components/sign-in-link";
import { WaitingBadge } from "@/components/live/waiting-badge";
import { LocaleSwitcher } from "@/components/locale-switcher";
import { waitingLabel } from "@/components/match/labels";
import { plural } from "@/lib/i18n/client-text";
import type { Locale } from "@/lib/i18n/locales";
import { games } from "@/lib/games";
import { MenuCloser } from "./menu-closer";

/** The menu's id: the menu button opens it (`popovertarget`), MenuCloser closes it after a choice. */
const MENU = "site-menu";

/** Who the header is for: a signed-in player (with their waiting count and a bouncing address) or a visitor. */
export type HeaderViewer = { username: string; waiting: number; mailBounces: boolean } | null;

/**
 * The site's header, one row on every screen. From the `md` breakpoint on it shows every link, as it always
 * did; narrower, it keeps the site's name and "My games" with the waiting count, and the rest goes into a
 * menu: a popover (HTML's `popover` attribute, opened by its button without any script; a tap outside or
 * Escape closes it), whose items the wide screen shows in the row instead (app/globals.css `.site-menu`).
 * One set of links for both, so every link, test id and accessible name exists once.
 */
export async function SiteHeader({
  viewer,
  locale,
  guest = null,
}: {
  viewer: HeaderViewer;
  locale: Locale;
  /**
   * A guest (lib/guests) when no one is signed in: its name, shown with "Create an account", linking to the
   * guest's match awaiting its move (a guest has no "My games").
   */
  guest?: { name: string; matchId: number | null } | null;
}) {
  const t = await getTranslations("common.nav");
  const tGuest = await getTranslations("guest.header");
  const waitingForms = await waitingLabel();
  // In the menu on a phone every item is a finger's height (44 px); in the wide row they are text links.
  const item = "hover:underline max-md:flex max-md:min-h-11 max-md:items-center max-md:rounded max-md:px-3";
  return (
    <header className="border-b border-stone-200 bg-moss-900 text-white">
      <nav
        className="mx-auto flex max-w-6xl items-center gap-x-4 gap-y-2 px-4 py-2 md:flex-wrap md:py-3 xl:max-w-7xl"
        aria-label={t("main")}
      >
        <Link href="/" className="text-lg font-bold tracking-tight">
          Glenboard
        </Link>
        {viewer ? (
          <span className="flex items-center gap-1">
            <Link href="/games" className="hover:underline max-md:inline-flex max-md:min-h-11 max-md:items-center">
              {t("myGames")}
            </Link>
            <WaitingBadge
              initial={viewer.waiting}
              initialText={plural(locale, viewer.waiting, waitingForms)}
              label={waitingForms}
              locale={locale}
            />
          </span>
        ) : null}
        <button
          type="button"
          popoverTarget={MENU}
          className="relative ml-auto inline-flex size-11 items-center justify-center rounded border border-white/40 hover:bg-white/10 md:hidden"
          data-testid="menu-button"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
            <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">
            {t("menu")}
            {viewer?.mailBounces ? `: ${t("mailBounces")}` : ""}
          </span>
          {/* A bouncing address stays in sight while the menu is closed. */}
          {viewer?.mailBounces ? (
            <span
              aria-hidden="true"
              data-testid="menu-mail-dot"
              className="absolute -top-1 -right-1 size-3.5 rounded-full bg-red-600 ring-2 ring-moss-900"
            />
          ) : null}
        </button>
        <div id={MENU} popover="auto" className="site-menu" data-testid="site-menu">
          <MenuCloser menuId={MENU} />
          {viewer ? (
            <>
              <Link href="/matches/new" className={item}>
                {t("newMatch")}
              </Link>
              <Link href="/play" className={item}>
                {(await getTranslations("seeks.page"))("title")}
              </Link>
              <Link href="/rules" className={item}>
                {t("howToPlay")}
              </Link>
              <Link href={`/leaderboard/${Object.keys(games)[0]}`} className={item}>
                {t("leaderboards")}
              </Link>
              <span className="ml-auto flex flex-wrap items-center gap-3 max-md:contents">
                <LocaleSwitcher />
                {viewer.mailBounces ? (
                  <Link
                    href="/settings#notifications"
                    data-testid="mail-failure-flag"
                    className="rounded bg-red-600 px-2 text-sm font-bold max-md:flex max-md:min-h-11 max-md:items-center max-md:px-3"
                  >
                    {t("mailBounces")}
                  </Link>
                ) : null}
                <Link href={`/u/${encodeURIComponent(viewer.username)}`} className={item} title={t("yourProfile")}>
                  {viewer.username}
                </Link>
                <Link href="/settings" className={item}>
                  {t("settings")}
                </Link>
                <form action={signOutAction}>
                  <button className="rounded border border-white/40 px-2 py-1 text-sm hover:bg-white/10 max-md:min-h-11 max-md:w-full max-md:px-3 max-md:text-left max-md:text-base">
                    {t("signOut")}
                  </button>
                </form>
              </span>
            </>
          ) : (
            <>
              <Link href="/rules" className={item}>
                {t("howToPlay")}
              </Link>
              <span className="ml-auto flex flex-wrap items-center gap-3 max-md:contents">
                <LocaleSwitcher />
                {guest?.matchId ? (
                  <Link href={`/matches/${guest.matchId}`} className={item} data-testid="guest-name">
                    {tGuest("name", { name: guest.name })}
                  </Link>
                ) : guest ? (
                  <span className={item} data-testid="guest-name">
                    {tGuest("name", { name: guest.name })}
                  </span>
                ) : null}
                <SignInLink className={item} label={t("signIn")} />
                <Link href="/register" className={item}>
                  {guest ? tGuest("createAccount") : t("register")}
                </Link>
              </span>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
