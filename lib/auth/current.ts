/** The signed-in user for pages, actions and API routes (session cookie or personal API token). */
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { decode } from "next-auth/jwt";
import { getDb } from "@/lib/db";
import { userForApiToken } from "@/lib/accounts/api-tokens";
import { loadViewer, type Viewer } from "@/lib/accounts/viewer";
import { auth } from "./index";
import { authSecret } from "@/lib/secrets/secret";
import { bearerTokenOf } from "./bearer";
import { currentGuest } from "./guest";

export interface CurrentUser {
  id: string;
  username: string;
  /** A guest (only from `currentPlayer`'s readers: lib/site/actions.ts withPlayer). */
  guest?: boolean;
}

/**
 * The session's user with what pages show of them (lib/accounts/viewer.ts), while the account exists, is not
 * blocked and the session was not ended since. Once per request: the layout and the page share it.
 */
export const currentViewer = cache(async (): Promise<Viewer | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const viewer = await loadViewer(getDb(), id, session.user.sessionVersion);
  if (viewer) return viewer;
  const reissued = await reissuedSession();
  return reissued?.id === id ? loadViewer(getDb(), id, reissued.sessionVersion) : null;
});

/** The session cookie's names (Auth.js adds the prefix on https). */
const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

/**
 * The session a server action of this very request re-issued (a password change: keep-session.ts), for the
 * page Next.js renders right after the action: that render sees the action's cookies through cookies(), but
 * Auth.js reads the request's Cookie header, which still holds the session the change ended.
 */
async function reissuedSession(): Promise<{ id: string; sessionVersion: number } | null> {
  const jar = await cookies();
  const sent = (await headers()).get("cookie") ?? "";
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (!value || sent.includes(`${name}=${value}`)) continue;
    try {
      const token = await decode({ token: value, secret: authSecret(), salt: name });
      if (typeof token?.uid === "string" && typeof token.sv === "number")
        return { id: token.uid, sessionVersion: token.sv };
    } catch {
      // Not a session of this site's secret: no session.
    }
  }
  return null;
}

/**
 * The signed-in user, or else the guest (lib/auth/guest.ts): only for the match page and the board's actions
 * (steps, undo, commits), which a guest may use in its own matches.
 */
export const currentPlayer = cache(async (): Promise<Viewer | null> => (await currentViewer()) ?? currentGuest());

/** The session's user (pages and server actions). */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const viewer = await currentViewer();
  return viewer ? { id: viewer.id, username: viewer.username } : null;
});

export interface ApiCaller extends CurrentUser {
  /** "token": Authorization: Bearer; "cookie": a browser session (writes need a same-site Origin). */
  via: "token" | "cookie";
  /** The language setting ("en", "de"; null: the browser's): refusals are worded in it (lib/site/request-locale.ts). */
  locale: string | null;
}

/** The request's API token (lib/auth/bearer.ts): undefined without an Authorization header, null if not a bearer. */
export async function bearerToken(): Promise<string | null | undefined> {
  return bearerTokenOf((await headers()).get("authorization"));
}

/**
 * Who reads a match's version (GET .../version, the match page's polling): the API's caller, else a guest in
 * its browser (never for a request with an Authorization header). A guest's own match page must be told the
 * version its steps move, as a signed-in player's is.
 */
export async function versionReaderId(): Promise<string | null> {
  const user = await apiUser();
  if (user) return user.id;
  return (await bearerToken()) === undefined ? ((await currentGuest())?.id ?? null) : null;
}

/** For the JSON API: `Authorization: Bearer gb_...` or the session cookie. */
export async function apiUser(): Promise<ApiCaller | null> {
  const bearer = await bearerToken();
  if (bearer !== undefined) {
    const user = bearer ? await userForApiToken(getDb(), bearer) : null;
    return user ? { ...user, via: "token" } : null;
  }
  const viewer = await currentViewer();
  return viewer ? { id: viewer.id, username: viewer.username, locale: viewer.locale, via: "cookie" } : null;
}
