/** The signed-in user for pages, actions and API routes (session cookie or personal API token). */
import { cache } from "react";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import { userForApiToken } from "@/lib/accounts/accounts";
import { auth } from "./index";

export interface CurrentUser {
  id: string;
  username: string;
}

export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  // The account may have been deleted since the cookie was issued.
  const user = await getDb().user.findUnique({ where: { id }, select: { id: true, username: true } });
  return user;
});

/** For the JSON API: `Authorization: Bearer gb_...` or the session cookie. */
export async function apiUser(): Promise<CurrentUser | null> {
  const header = (await headers()).get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return userForApiToken(getDb(), bearer);
  return currentUser();
}
