/** The server actions' runners (lib/site/action-runners.ts), reading the signed-in user from the session. */
import { currentPlayer, currentUser } from "@/lib/auth/current";
import { actionRunners } from "./action-runners";

export type { FormFields } from "./action-runners";
export const { withUser, withUserInput } = actionRunners(currentUser);

/**
 * The same runners for the board's actions, which a guest (lib/guests) may use in its own matches too: the
 * user they hand over says `guest: true` then. Everything else stays on `withUser` and refuses a guest.
 */
export const { withUser: withPlayer, withUserInput: withPlayerInput } = actionRunners(async () => {
  const v = await currentPlayer();
  return v ? { id: v.id, username: v.username, guest: v.guest } : null;
});
export { guestRefusal } from "./guest-refusal";
