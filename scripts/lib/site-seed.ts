// What the scripts that measure a served build (`npm run size`, `npm run bench:pages`) write before the server
// starts and ask of it afterwards: users with an API token and a signed-in session cookie in a fresh PGlite
// database, and calls of the JSON API with a user's token.
import { mkdirSync, rmSync } from "node:fs";
import { encode } from "next-auth/jwt";
import { createUser, issueApiToken } from "../../lib/accounts/accounts";
import { createDb } from "../../lib/db";
import { applyMigrations } from "../../lib/db/migrations";
import { closePglite } from "../../lib/db/pglite";

/** Auth.js's session cookie on a plain-http site (its salt, too). */
export const SESSION_COOKIE = "authjs.session-token";

/** Shown on every page to a signed-in visitor only (app/layout.tsx). */
export const SIGNED_IN_MARKER = ">Sign out<";

export interface SeededUser {
  username: string;
  userId: string;
  token: string;
  /** The Cookie header of a browser signed in as the user. */
  cookie: string;
}

/** The cookie a browser gets from signing in (lib/auth/index.ts: the jwt callback's fields), signed with `secret`. */
export async function sessionCookie(userId: string, username: string, secret: string): Promise<string> {
  const token = await encode({
    token: { sub: userId, name: username, uid: userId, username, sv: 0 },
    secret,
    salt: SESSION_COOKIE,
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * A fresh PGlite database in `dataDir` (`folder` emptied first) with the users, each with an API token and a
 * session cookie. PGlite is closed afterwards: the server opens it.
 */
export async function seedUsers(
  folder: string,
  dataDir: string,
  usernames: string[],
  authSecret: string,
): Promise<SeededUser[]> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const target = { kind: "pglite" as const, dataDir };
  await applyMigrations(target);
  const db = createDb(target);
  try {
    const out: SeededUser[] = [];
    for (const username of usernames) {
      const user = await createUser(db, { username, email: `${username}@bench.test` });
      if (!user.ok) throw new Error(`cannot create ${username}: ${user.reason}`);
      out.push({
        username,
        userId: user.userId,
        token: await issueApiToken(db, user.userId, "bench"),
        cookie: await sessionCookie(user.userId, username, authSecret),
      });
    }
    return out;
  } finally {
    await db.$disconnect();
    await closePglite(dataDir);
  }
}

/** A JSON API call with a user's token; the answer's body, or an error naming the call. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: "GET" | "POST",
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { ok: boolean; message?: string };
  if (!json.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${json.message ?? ""}`);
  return json;
}
