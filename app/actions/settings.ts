"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { currentUser } from "@/lib/auth/current";
import { apiTokenNameSchema } from "@/lib/accounts/validation";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";
import { startOfDayIn } from "@/lib/clocks/zoned";

const tokenName = z.object({ name: apiTokenNameSchema });

export async function createApiTokenAction(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  if (!user) return { message: "Please sign in first." };
  const parsed = tokenName.safeParse({ name: form.get("name") ?? "" });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors };
  const r = await site.createApiToken(user.id, parsed.data.name);
  if (!r.ok || !r.token) return { message: r.ok ? "The token could not be created." : r.message };
  revalidatePath("/settings");
  // Shown once: only its hash is stored.
  return { ok: true, message: "Token created. Copy it now; it is not shown again.", values: { token: r.token } };
}

export async function deleteApiTokenAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  const id = z.string().regex(/^[a-z0-9]{1,40}$/).safeParse(form.get("id"));
  if (!id.success) return;
  await site.deleteApiToken(user.id, id.data);
  revalidatePath("/settings");
}

const vacationForm = z.object({ until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date you are back.") });

/** Books a vacation until the chosen date (midnight of it, in the user's time zone). */
export async function startVacationAction(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  if (!user) return { message: "Please sign in first." };
  const values = { until: String(form.get("until") ?? "") };
  const parsed = vacationForm.safeParse(values);
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  const until = startOfDayIn(parsed.data.until, await site.timeZoneOf(user.id));
  if (!until) return { fieldErrors: { until: ["That date does not exist."] }, values };
  const r = await site.vacation.start(user.id, until);
  if (!r.ok) return { message: r.message, values };
  revalidatePath("/settings");
  return { ok: true, message: `Enjoy your vacation: your clocks are paused. ${r.daysLeft} vacation day(s) left.` };
}

export async function endVacationAction(): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await site.vacation.end(user.id);
  revalidatePath("/settings");
}

export async function setAutoVacationAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await site.vacation.setAuto(user.id, form.get("on") === "on");
  revalidatePath("/settings");
}

export async function revokeCalendarAction(): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await site.calendar.revoke(user.id);
  revalidatePath("/settings");
}

/** Shows a muted player's chat messages again (Settings, "Muted players"). */
export async function unmutePlayerAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  const username = z.string().min(1).max(40).safeParse(form.get("username"));
  if (!username.success) return;
  await site.chat.mute(user.id, username.data, false);
  revalidatePath("/settings");
}

const relationForm = z.object({ username: z.string().min(1).max(40), op: z.enum(["accept", "decline", "unfriend", "unblock"]) });

/** Settings, "Friends and blocked players": accept or decline a request, end a friendship, lift a block. */
export async function relationAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  const r = relationForm.safeParse({ username: form.get("username"), op: form.get("op") });
  if (!r.success) return;
  const { username, op } = r.data;
  if (op === "accept") await site.players.befriend(user.id, username);
  else if (op === "unblock") await site.players.block(user.id, username, false);
  else await site.players.unfriend(user.id, username);
  revalidatePath("/settings");
}

/** Only friends may invite me (on/off). */
export async function invitesFromFriendsOnlyAction(form: FormData): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await site.players.setInvitesFromFriendsOnly(user.id, form.get("on") === "on");
  revalidatePath("/settings");
}
