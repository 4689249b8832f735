import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";
import { currentUser } from "@/lib/auth/current";
import { site } from "@/lib/site";
import { signOutAction } from "./actions/auth";
import { SignInLink } from "@/components/sign-in-link";

export const metadata: Metadata = {
  title: { default: "Glenboard", template: "%s · Glenboard" },
  description: "Board games by web, at your own pace: Glen More, Clans, Stone Age.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  const waiting = user ? await site.waitingCount(user.id) : 0;
  const mailFailure = user ? await site.notifications.emailFailure(user.id) : null;
  return (
    <html lang="en">
      <head>{waiting > 0 ? <title>{`(${waiting}) Glenboard`}</title> : null}</head>
      <body className="min-h-screen">
        <header className="border-b border-stone-200 bg-moss-900 text-white">
          <nav className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" aria-label="Main">
            <Link href="/" className="text-lg font-bold tracking-tight">
              Glenboard
            </Link>
            {user ? (
              <>
                <span className="flex items-center gap-1">
                  <Link href="/games" className="hover:underline">
                    My games
                  </Link>
                  {waiting > 0 ? (
                    <Link href="/next" data-testid="waiting-count" className="rounded-full bg-amber-400 px-2 text-sm font-bold text-stone-900" aria-label={`${waiting} waiting for you: open the most urgent`}>
                      {waiting}
                    </Link>
                  ) : null}
                </span>
                <Link href="/matches/new" className="hover:underline">
                  New match
                </Link>
                <Link href="/rules" className="hover:underline">
                  Rules
                </Link>
                <span className="ml-auto flex items-center gap-3">
                  {mailFailure ? (
                    <Link href="/settings#notifications" data-testid="mail-failure-flag" className="rounded bg-red-600 px-2 text-sm font-bold">
                      Mail to you bounces
                    </Link>
                  ) : null}
                  <Link href="/settings" className="hover:underline">
                    {user.username}
                  </Link>
                  <form action={signOutAction}>
                    <button className="rounded border border-white/40 px-2 py-1 text-sm hover:bg-white/10">Sign out</button>
                  </form>
                </span>
              </>
            ) : (
              <>
                <Link href="/rules" className="hover:underline">
                  Rules
                </Link>
                <span className="ml-auto flex gap-3">
                  <SignInLink className="hover:underline" />
                  <Link href="/register" className="hover:underline">
                    Register
                  </Link>
                </span>
              </>
            )}
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      </body>
    </html>
  );
}
