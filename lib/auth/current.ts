/** The signed-in user for pages, actions and API routes (session cookie or personal API token). */
import { cache } from "react";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import { userForApiToken } from "@/lib/accounts/accounts";
import { loadViewer, type Viewer } from "@/lib/accounts/viewer";
import { auth } from "./index";

export interface CurrentUser {
  id: string;
  username: string;
}

/**
 * The session's user with what pages show of them (lib/accounts/viewer.ts), while the account exists, is not
 * blocked and the session was not ended since. Once per request: the layout and the page share it.
 */
export const currentViewer = cache(async (): Promise<Viewer | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  return loadViewer(getDb(), id, session.user.sessionVersion);
});

/** The session's user (pages and server actions). */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const viewer = await currentViewer();
  return viewer ? { id: viewer.id, username: viewer.username } : null;
});

export interface ApiCaller extends CurrentUser {
  /** "token": Authorization: Bearer; "cookie": a browser session (writes need a same-site Origin). */
  via: "token" | "cookie";
  /** The language setting ("en", "de"; null: the browser's): refusals are worded in it (lib/i18n/resolve.ts). */
  locale: string | null;
}

/**
 * The request's API token: undefined without an Authorization header, null when the header is not a bearer
 * token (such a caller is refused, never taken for the cookie's user: they asked to be someone specific).
 */
export async function bearerToken(): Promise<string | null | undefined> {
  const header = (await headers()).get("authorization");
  if (!header) return undefined;
  return header.match(/^Bearer\s+(\S{1,200})$/i)?.[1] ?? null;
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
