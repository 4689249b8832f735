"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { accountSchemas } from "@/lib/accounts/validation";
import { site } from "@/lib/site";
import { refusalText } from "@/lib/presentation/refusal-text";
import { requestLocale, requestTimeZone } from "@/lib/site/request-locale";
import type { FormState } from "@/lib/site/form-state";
import { startOfDayIn } from "@/lib/clocks/zoned";
import { formFieldErrors } from "@/lib/validation/field-errors";
import { withUser, withUserInput } from "@/lib/site/actions";

/** Every settings form answers a visitor who is not signed in with the same sentence; void ones with nothing. */
const signInFirst = async (): Promise<FormState> => ({ message: (await getTranslations("settings"))("signInFirst") });
const nothing = { signedOut: () => undefined };
/** Forms whose fields are read in the action (a checkbox's presence, a field with sentences of its own). */
const anyFields = z.record(z.string(), z.unknown());

// A missing name is checked as an empty one (its sentence says a name is needed).
const apiTokenForm = async () =>
  z.object({
    name: z.preprocess((v) => v ?? "", accountSchemas(await getTranslations("auth.validation")).apiTokenName),
  });

export async function createApiTokenAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(
    apiTokenForm,
    async (user, { name }) => {
      const t = await getTranslations("settings");
      const r = await site.createApiToken(user.id, name);
      if (!r.ok || !r.token)
        return {
          message: r.ok
            ? t("api.notCreated")
            : refusalText({ code: "RATE_LIMITED", message: r.message, sentence: r.sentence }, await requestLocale()),
        };
      revalidatePath("/settings");
      // Shown once: only its hash is stored.
      return { ok: true, message: t("api.shownOnce"), values: { token: r.token } };
    },
    {
      signedOut: signInFirst,
      invalid: async (error) => ({
        fieldErrors: formFieldErrors(error, (await getTranslations("auth.validation"))("controlCharacters")),
      }),
    },
  )(form);
}

export async function deleteApiTokenAction(form: FormData): Promise<void> {
  return withUser(
    z.object({ id: z.string().regex(/^[a-z0-9]{1,40}$/) }),
    async (user, { id }) => {
      await site.deleteApiToken(user.id, id);
      revalidatePath("/settings");
    },
    nothing,
  )(form);
}

const VACATION_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Books a vacation until the chosen date (midnight of it, in the zone the settings page showed: the user's). */
export async function startVacationAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => startVacation(user.id, form), { signedOut: signInFirst })(form);
}

async function startVacation(userId: string, form: FormData): Promise<FormState> {
  const t = await getTranslations("settings");
  const values = { until: String(form.get("until") ?? "") };
  if (!VACATION_DATE.test(values.until)) return { fieldErrors: { until: [t("validation.vacationDate")] }, values };
  const until = startOfDayIn(values.until, (await requestTimeZone()).zone);
  if (!until) return { fieldErrors: { until: [t("validation.noSuchDate")] }, values };
  const r = await site.vacation.start(userId, until);
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

export async function endVacationAction(args?: unknown): Promise<void> {
  return withUserInput(
    z.unknown(),
    async (user) => {
      await site.vacation.end(user.id);
      revalidatePath("/settings");
    },
    nothing,
  )(args);
}

export async function setAutoVacationAction(form: FormData): Promise<void> {
  return withUser(
    anyFields,
    async (user, _fields, form) => {
      await site.vacation.setAuto(user.id, form.get("on") === "on");
      revalidatePath("/settings");
    },
    nothing,
  )(form);
}

export async function revokeCalendarAction(args?: unknown): Promise<void> {
  return withUserInput(
    z.unknown(),
    async (user) => {
      await site.calendar.revoke(user.id);
      revalidatePath("/settings");
    },
    nothing,
  )(args);
}

/** Shows a muted player's chat messages again (Settings, "Muted players"). */
export async function unmutePlayerAction(form: FormData): Promise<void> {
  return withUser(
    z.object({ username: z.string().min(1).max(40) }),
    async (user, { username }) => {
      await site.chat.mute(user.id, username, false);
      revalidatePath("/settings");
    },
    nothing,
  )(form);
}

const relationForm = z.object({
  username: z.string().min(1).max(40),
  op: z.enum(["accept", "decline", "unfriend", "unblock"]),
});

/** Settings, "Friends and blocked players": accept or decline a request, end a friendship, lift a block. */
export async function relationAction(form: FormData): Promise<void> {
  return withUser(
    relationForm,
    async (user, { username, op }) => {
      if (op === "accept") await site.players.befriend(user.id, username);
      else if (op === "unblock") await site.players.block(user.id, username, false);
      else await site.players.unfriend(user.id, username);
      revalidatePath("/settings");
    },
    nothing,
  )(form);
}

/** Only friends may invite me (on/off). */
export async function invitesFromFriendsOnlyAction(form: FormData): Promise<void> {
  return withUser(
    anyFields,
    async (user, _fields, form) => {
      await site.players.setInvitesFromFriendsOnly(user.id, form.get("on") === "on");
      revalidatePath("/settings");
    },
    nothing,
  )(form);
}
