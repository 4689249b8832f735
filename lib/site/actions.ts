/** The server actions' runners (lib/site/action-runners.ts), reading the signed-in user from the session. */
import { currentUser } from "@/lib/auth/current";
import { actionRunners } from "./action-runners";

export type { FormFields } from "./action-runners";
export const { withUser, withUserInput } = actionRunners(currentUser);
