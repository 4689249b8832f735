/**
 * Auth.js v5: username-or-email + password, and one-time magic links, both as credentials providers on
 * JWT sessions (so sessions need no table and survive a restart: the signing secret is persistent).
 * The route file only re-exports `handlers`.
 */
import NextAuth, { CredentialsSignin, type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { checkCredentials, consumeToken } from "@/lib/accounts/accounts";
import { signInSchema } from "@/lib/accounts/validation";
import { authSecret } from "./secret";

declare module "next-auth" {
  interface Session {
    user: { id: string; username: string } & DefaultSession["user"];
  }
}

class ThrottledSignin extends CredentialsSignin {
  code = "throttled";
}

/** The client's address as a proxy in front of the site reports it; null when there is none. */
function clientAddress(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || null;
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 60 },
  pages: { signIn: "/signin", error: "/signin" },
  providers: [
    Credentials({
      id: "password",
      credentials: { login: {}, password: {} },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const r = await checkCredentials(getDb(), parsed.data.login, parsed.data.password, clientAddress(request));
        if (!r.ok) {
          if (r.reason === "throttled") throw new ThrottledSignin();
          return null;
        }
        return { id: r.user.id, name: r.user.username, email: r.user.email };
      },
    }),
    Credentials({
      id: "magic",
      credentials: { token: {} },
      async authorize(raw) {
        const parsed = z.object({ token: z.string().min(10).max(200) }).safeParse(raw);
        if (!parsed.success) return null;
        const userId = await consumeToken(getDb(), "magic", parsed.data.token);
        if (!userId) return null;
        const user = await getDb().user.findUnique({ where: { id: userId }, select: { id: true, username: true, email: true } });
        return user ? { id: user.id, name: user.username, email: user.email } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        token.uid = user.id;
        token.username = user.name;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = String(token.uid ?? "");
      session.user.username = String(token.username ?? "");
      return session;
    },
  },
});
