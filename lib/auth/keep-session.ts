/**
 * Keeps the request's own browser session signed in under the account's new session version (a password
 * change ends every other session). Server actions and route handlers only: it sets the session cookie.
 */
import { unstable_update } from "./index";
import { reissueProof } from "./reissue";

export async function keepThisSession(userId: string, sessionVersion: number): Promise<void> {
  await unstable_update({ reissue: reissueProof(userId, sessionVersion) });
}
