"use server";
/** Notification actions: preferences, per-match mute, clearing a failure mark, and signed unsubscribe links. */
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { currentUser } from "@/lib/auth/current";
import { preferencesSchemaIn } from "@/lib/notifications/preferences";
import { matchIdSchema } from "@/lib/matches/schemas";
import type { FormState } from "@/lib/site/form-state";
import { site } from "@/lib/site";
import { beginAction, requireForm, requireInput } from "@/lib/http/server-actions";

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

export async function updateNotificationSettingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("settings");
  const user = await currentUser();
  if (!user) return { message: t("signInFirst") };
  const values = {
    notifyMode: str(form, "notifyMode"),
    digestHour: str(form, "digestHour"),
    turnMailDelayMinutes: str(form, "turnMailDelayMinutes"),
    quietFromHour: str(form, "quietFromHour"),
    quietToHour: str(form, "quietToHour"),
    autoEndTurnSeconds: str(form, "autoEndTurnSeconds"),
    autoForcedMoves: form.get("autoForcedMoves") === "on" ? "on" : "",
  };
  const parsed = preferencesSchemaIn(await getTranslations("settings.validation")).safeParse({
    ...values,
    turnMailDelayMinutes: values.turnMailDelayMinutes || undefined,
    quietFromHour: values.quietFromHour === "" ? null : values.quietFromHour,
    quietToHour: values.quietToHour === "" ? null : values.quietToHour,
    autoEndTurnSeconds: values.autoEndTurnSeconds || undefined,
    autoForcedMoves: values.autoForcedMoves === "on",
  });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  await site.notifications.updatePreferences(user.id, parsed.data);
  revalidatePath("/settings");
  return { ok: true, message: t("notifications.saved"), values };
}

export async function setMuteAction(matchId: number, muted: boolean): Promise<{ ok: boolean; muted: boolean }> {
  const [id] = requireInput(z.tuple([matchIdSchema, z.boolean()]), [matchId, muted]);
  const user = await currentUser();
  if (!user) return { ok: false, muted: !muted };
  await site.notifications.setMute(user.id, id, muted);
  const now = await site.notifications.isMuted(user.id, id);
  return { ok: now === muted, muted: now };
}

export async function clearEmailFailureAction(): Promise<void> {
  beginAction();
  const user = await currentUser();
  if (!user) return;
  await site.notifications.clearEmailFailure(user.id);
  revalidatePath("/", "layout");
}

/** The button on /unsubscribe: works without signing in; the signature is the authority. */
export async function unsubscribeAction(_prev: FormState, form: FormData): Promise<FormState> {
  requireForm(form);
  const t = await getTranslations("settings.unsubscribe");
  const r = await site.notifications.unsubscribe({
    u: str(form, "u"),
    m: str(form, "m") || undefined,
    s: str(form, "s"),
  });
  if (!r.ok) return { ok: false, message: t("linkInvalid") };
  return { ok: true, message: r.scope === "all" ? t("doneAll") : t("doneMatch") };
}
