"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { currentUser } from "@/lib/auth/current";
import { accountSchemas } from "@/lib/accounts/validation";
import { site } from "@/lib/site";
import { refusalText } from "@/lib/presentation/refusal-text";
import { requestLocale, requestTimeZone } from "@/lib/site/request-locale";
import type { FormState } from "@/lib/site/form-state";
import { startOfDayIn } from "@/lib/clocks/zoned";
import { formFieldErrors } from "@/lib/validation/field-errors";
import { beginAction, requireForm } from "@/lib/http/server-actions";

export async function createApiTokenAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("settings");
  const user = await currentUser();
  if (!user) return { message: t("signInFirst") };
  const say = await getTranslations("auth.validation");
  const parsed = z.object({ name: accountSchemas(say).apiTokenName }).safeParse({ name: form.get("name") ?? "" });
  if (!parsed.success) return { fieldErrors: formFieldErrors(parsed.error, say("controlCharacters")) };
  const r = await site.createApiToken(user.id, parsed.data.name);
  if (!r.ok || !r.token)
    return {
      message: r.ok
        ? t("api.notCreated")
        : refusalText({ code: "RATE_LIMITED", message: r.message }, await requestLocale()),
    };
  revalidatePath("/settings");
  // Shown once: only its hash is stored.
  return { ok: true, message: t("api.shownOnce"), values: { token: r.token } };
}

export async function deleteApiTokenAction(form: FormData): Promise<void> {
  requireForm(form);
  const user = await currentUser();
  if (!user) return;
  const id = z
    .string()
    .regex(/^[a-z0-9]{1,40}$/)
    .safeParse(form.get("id"));
  if (!id.success) return;
  await site.deleteApiToken(user.id, id.data);
  revalidatePath("/settings");
}

const VACATION_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Books a vacation until the chosen date (midnight of it, in the zone the settings page showed: the user's). */
export async function startVacationAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("settings");
  const user = await currentUser();
  if (!user) return { message: t("signInFirst") };
  const values = { until: String(form.get("until") ?? "") };
  if (!VACATION_DATE.test(values.until)) return { fieldErrors: { until: [t("validation.vacationDate")] }, values };
  const until = startOfDayIn(values.until, (await requestTimeZone()).zone);
  if (!until) return { fieldErrors: { until: [t("validation.noSuchDate")] }, values };
  const r = await site.vacation.start(user.id, until);
  if (!r.ok)
    return {
      message:
        r.reason === "notEnough"
          ? t("vacation.refused.notEnough", { daysLeft: r.daysLeft, needs: r.needs })
          : t(`vacation.refused.${r.reason}`),
      values,
    };
  revalidatePath("/settings");
  return { ok: true, message: t("vacation.started", { count: r.daysLeft }) };
}

export async function endVacationAction(): Promise<void> {
  beginAction();
  const user = await currentUser();
  if (!user) return;
  await site.vacation.end(user.id);
  revalidatePath("/settings");
}

export async function setAutoVacationAction(form: FormData): Promise<void> {
  requireForm(form);
  const user = await currentUser();
  if (!user) return;
  await site.vacation.setAuto(user.id, form.get("on") === "on");
  revalidatePath("/settings");
}

export async function revokeCalendarAction(): Promise<void> {
  beginAction();
  const user = await currentUser();
  if (!user) return;
  await site.calendar.revoke(user.id);
  revalidatePath("/settings");
}

/** Shows a muted player's chat messages again (Settings, "Muted players"). */
export async function unmutePlayerAction(form: FormData): Promise<void> {
  requireForm(form);
  const user = await currentUser();
  if (!user) return;
  const username = z.string().min(1).max(40).safeParse(form.get("username"));
  if (!username.success) return;
  await site.chat.mute(user.id, username.data, false);
  revalidatePath("/settings");
}

const relationForm = z.object({
  username: z.string().min(1).max(40),
  op: z.enum(["accept", "decline", "unfriend", "unblock"]),
});

/** Settings, "Friends and blocked players": accept or decline a request, end a friendship, lift a block. */
export async function relationAction(form: FormData): Promise<void> {
  requireForm(form);
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
  requireForm(form);
  const user = await currentUser();
  if (!user) return;
  await site.players.setInvitesFromFriendsOnly(user.id, form.get("on") === "on");
  revalidatePath("/settings");
}
