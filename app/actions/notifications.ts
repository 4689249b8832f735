"use server";
/** Notification actions: preferences, per-match mute, clearing a failure mark, and signed unsubscribe links. */
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { preferencesSchemaIn } from "@/lib/notifications/preferences";
import { matchIdSchema } from "@/lib/matches/store/schemas";
import type { FormState } from "@/lib/site/form-state";
import { site } from "@/lib/site";
import { requireForm } from "@/lib/http/server-actions";
import { withUser, withUserInput } from "@/lib/site/actions";

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

/** The preferences form is read here: empty fields mean "not set", a checkbox's absence "off". */
const anyFields = z.record(z.string(), z.unknown());

export async function updateNotificationSettingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => updateNotificationSettings(user.id, form), {
    signedOut: async (): Promise<FormState> => ({ message: (await getTranslations("settings"))("signInFirst") }),
  })(form);
}

async function updateNotificationSettings(userId: string, form: FormData): Promise<FormState> {
  const t = await getTranslations("settings");
  const values = {
    notifyMode: str(form, "notifyMode"),
    digestHour: str(form, "digestHour"),
    turnMailDelayMinutes: str(form, "turnMailDelayMinutes"),
    quietFromHour: str(form, "quietFromHour"),
    quietToHour: str(form, "quietToHour"),
    autoEndTurnSeconds: str(form, "autoEndTurnSeconds"),
    autoForcedMoves: form.get("autoForcedMoves") === "on" ? "on" : "",
    pushEachTurn: form.get("pushEachTurn") === "on" ? "on" : "",
  };
  const parsed = preferencesSchemaIn(await getTranslations("settings.validation")).safeParse({
    ...values,
    turnMailDelayMinutes: values.turnMailDelayMinutes || undefined,
    quietFromHour: values.quietFromHour === "" ? null : values.quietFromHour,
    quietToHour: values.quietToHour === "" ? null : values.quietToHour,
    autoEndTurnSeconds: values.autoEndTurnSeconds || undefined,
    autoForcedMoves: values.autoForcedMoves === "on",
    pushEachTurn: values.pushEachTurn === "on",
  });
  if (!parsed.success) return { fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  await site.notifications.updatePreferences(userId, parsed.data);
  revalidatePath("/settings");
  return { ok: true, message: t("notifications.saved"), values };
}

export async function setMuteAction(matchId: number, muted: boolean): Promise<{ ok: boolean; muted: boolean }> {
  return withUserInput(
    z.tuple([matchIdSchema, z.boolean()]),
    async (user, [id, mute]) => {
      await site.notifications.setMute(user.id, id, mute);
      const now = await site.notifications.isMuted(user.id, id);
      return { ok: now === mute, muted: now };
    },
    { signedOut: () => ({ ok: false, muted: !muted }) },
  )([matchId, muted]);
}

export async function clearEmailFailureAction(args?: unknown): Promise<void> {
  return withUserInput(
    z.unknown(),
    async (user) => {
      await site.notifications.clearEmailFailure(user.id);
      revalidatePath("/", "layout");
    },
    { signedOut: () => undefined },
  )(args);
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
