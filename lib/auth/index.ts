/**
 * Auth.js v5: username-or-email + password, one-time mailed links (sign-in and registration confirmation),
 * all as credentials providers on JWT sessions (sessions need no table and survive a restart: the signing
 * secret is persistent). Each session carries the account's session version (lib/accounts/sessions.ts), so
 * "sign out everywhere", a password reset or a block ends it. The route file only re-exports `handlers`.
 */
import NextAuth, { CredentialsSignin, type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { checkCredentials } from "@/lib/accounts/sign-in";
import { confirmPendingRegistration } from "@/lib/accounts/registration";
import { consumeToken } from "@/lib/accounts/login-links";
import { linkTokenSchema, signInSchema } from "@/lib/accounts/validation";
import { clientAddressOf } from "@/lib/http/request-client";
import { authSecret } from "@/lib/secrets/secret";
import type { LimitSentence } from "@/lib/rate-limits";
import { acceptedReissue, type Reissue } from "./reissue";
import { adoptGuestOnSignIn } from "./guest-adoption";

declare module "next-auth" {
  interface Session {
    user: { id: string; username: string; sessionVersion: number } & DefaultSession["user"];
    /** Only what a server-side update carries (keep-session.ts), never part of a session read. */
    reissue?: Reissue;
  }
  interface User {
    sessionVersion?: number;
  }
}

/** Refusals whose sentence the sign-in form shows (the code travels through Auth.js to the action). */
export class ThrottledSignin extends CredentialsSignin {
  constructor(public readonly refusal: { message: string; sentence: LimitSentence }) {
    super();
    this.code = "throttled";
  }
}
class BlockedSignin extends CredentialsSignin {
  code = "blocked";
}

const tokenInput = z.object({ token: linkTokenSchema });

async function userById(id: string | null) {
  if (!id) return null;
  const user = await getDb().user.findUnique({
    where: { id },
    select: { id: true, username: true, email: true, sessionVersion: true },
  });
  return user ? { id: user.id, name: user.username, email: user.email, sessionVersion: user.sessionVersion } : null;
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 60 },
  pages: { signIn: "/signin", error: "/signin" },
  // A refused sign-in is an expected answer, not a server error: logging each one with its stack would let
  // anyone fill the operator's logs.
  logger: {
    error(error) {
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error(`[auth] ${error.name}: ${error.message}`);
    },
  },
  providers: [
    Credentials({
      id: "password",
      credentials: { login: {}, password: {} },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const r = await checkCredentials(
          getDb(),
          parsed.data.login,
          parsed.data.password,
          clientAddressOf(request.headers),
        );
        if (!r.ok) {
          if (r.reason === "throttled") throw new ThrottledSignin({ message: r.message, sentence: r.sentence });
          if (r.reason === "blocked") throw new BlockedSignin();
          return null;
        }
        await adoptGuestOnSignIn(request.headers, r.user.id);
        return { id: r.user.id, name: r.user.username, email: r.user.email, sessionVersion: r.user.sessionVersion };
      },
    }),
    Credentials({
      id: "magic",
      credentials: { token: {} },
      async authorize(raw, request) {
        const parsed = tokenInput.safeParse(raw);
        const user = parsed.success ? await userById(await consumeToken(getDb(), "magic", parsed.data.token)) : null;
        if (user) await adoptGuestOnSignIn(request.headers, user.id);
        return user;
      },
    }),
    Credentials({
      id: "confirm",
      credentials: { token: {} },
      async authorize(raw, request) {
        const parsed = tokenInput.safeParse(raw);
        const confirmed = parsed.success ? await confirmPendingRegistration(getDb(), parsed.data.token) : null;
        const user = await userById(confirmed?.userId ?? null);
        if (user) await adoptGuestOnSignIn(request.headers, user.id, confirmed?.guestId ?? null);
        return user;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user, trigger, session }) {
      if (user?.id) {
        token.uid = user.id;
        token.username = user.name;
        token.sv = user.sessionVersion ?? 0;
      }
      // The session that changed the password stays signed in: the server re-issues it under the account's
      // new session version with a proof only it can make (keep-session.ts). A browser can also ask Auth.js to
      // "update" its session; without the proof nothing changes, so an ended session cannot revive itself.
      if (trigger === "update") {
        const sv = acceptedReissue(session, token.uid);
        if (sv !== null) token.sv = sv;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = String(token.uid ?? "");
      session.user.username = String(token.username ?? "");
      session.user.sessionVersion = typeof token.sv === "number" ? token.sv : -1;
      return session;
    },
  },
});
