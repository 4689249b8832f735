"use server";
/**
 * Match actions. Each one authenticates, validates with zod, calls one service with explicit ids and
 * returns a code and a sentence (never raw exception text).
 */
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { requestLocale } from "@/lib/site/request-locale";
import { createErrorText } from "@/lib/matches/history/lobby-text";
import { site } from "@/lib/site";
import {
  actRequestSchema,
  clientSeedSchema,
  createMatchSchema,
  matchIdSchema,
  versionSchema,
  type SeatSpec,
} from "@/lib/matches/store/schemas";
import { fail, type MatchResult } from "@/lib/errors/errors";
import { inLanguage, refusalText } from "@/lib/presentation/refusal-text";
import type { ActOutcome } from "@/lib/matches/write/play";
import type { FormState } from "@/lib/site/form-state";
import { guestRefusal, withPlayer, withPlayerInput, withUser } from "@/lib/site/actions";
import { isGuest } from "@/lib/auth/guest";
import { CANCEL_ANSWERS, VERSIONED_OPERATIONS, versionedOperations } from "@/lib/site/match-operations";

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

/** The new-match form's fields are read one by one below: the seats' names depend on the number of seats. */
const anyFields = z.record(z.string(), z.unknown());

export async function createMatchAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withUser(anyFields, (user, _fields, form) => createMatch(user.id, form), {
    signedOut: async (): Promise<FormState> => ({
      message: (await isGuest())
        ? refusalText(guestRefusal(), await requestLocale())
        : (await getTranslations("lobby.createErrors"))("signInFirst"),
    }),
  })(form);
}

async function createMatch(userId: string, form: FormData): Promise<FormState> {
  const t = await getTranslations("lobby.createErrors");
  const count = Number(str(form, "seats"));
  const seats: SeatSpec[] = [{ kind: "me" }];
  const values: Record<string, string> = {
    gameKey: str(form, "gameKey"),
    seats: str(form, "seats"),
    note: str(form, "note"),
  };
  for (let i = 1; i < (Number.isInteger(count) ? Math.min(count, 8) : 0); i++) {
    const kind = str(form, `seat${i}`);
    const username = str(form, `seat${i}-username`);
    values[`seat${i}`] = kind;
    values[`seat${i}-username`] = username;
    if (kind === "invite") seats.push({ kind: "invite", username });
    else if (kind === "bot-random") seats.push({ kind: "bot", style: "random" });
    else if (kind === "bot-strong") {
      // Seconds on the form, milliseconds in the API (the schema checks the range).
      const seconds = str(form, `seat${i}-budget`) || "1";
      values[`seat${i}-budget`] = seconds;
      seats.push({ kind: "bot", style: "strong", budgetMs: Math.round(Number(seconds) * 1000) });
    } else if (kind === "bot-greedy") seats.push({ kind: "bot", style: "greedy" });
    else seats.push({ kind: "open" });
  }
  for (const k of [
    "clock",
    "days",
    "initialDays",
    "incrementDays",
    "timeoutPolicy",
    "chatPublic",
    "rated",
    "friendsOnly",
  ])
    values[k] = str(form, k);
  // The game's rule variants, one checkbox each (the game checks the keys: unknown ones are refused with its sentence).
  const variants = form.getAll("variant").filter((v): v is string => typeof v === "string");
  values.variants = variants.join(",");
  const clock = values.clock;
  const timeControl =
    clock === "none"
      ? { kind: "none" }
      : clock === "bank"
        ? { kind: "bank", initialDays: Number(values.initialDays), incrementDays: Number(values.incrementDays) }
        : { kind: "perMove", days: Number(values.days) };
  const parsed = createMatchSchema.safeParse({
    gameKey: values.gameKey,
    seats,
    note: values.note || undefined,
    timeControl,
    timeoutPolicy: values.timeoutPolicy || undefined,
    chatPublic: values.chatPublic === "on",
    rated: values.rated === "on",
    friendsOnly: values.friendsOnly === "on",
    options: variants.length > 0 ? { variants } : undefined,
    // The browser's seed (components/match/player-seed-field.tsx); absent: the server draws one.
    clientSeed: str(form, "clientSeed") || undefined,
  });
  if (!parsed.success) {
    const locale = await requestLocale();
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      const key =
        head === "seats" && typeof index === "number"
          ? `seat${index}`
          : head === "timeoutPolicy"
            ? "timeControl"
            : String(head ?? "form");
      fieldErrors[key] = [createErrorText(locale, issue)];
    }
    return { fieldErrors, values, message: t("correctFields") };
  }
  const r = await site.createMatch(userId, parsed.data);
  if (!r.ok) return { message: refusalText(r, await requestLocale()), values };
  redirect(`/matches/${r.value.matchId}`);
}

const lobbySchema = z.object({
  op: z.enum([...VERSIONED_OPERATIONS, "accept-cancel", "refuse-cancel"]),
  matchId: matchIdSchema,
  version: versionSchema,
  // A join form's seed (docs/fairness.md; the match page's button sends none); absent: the server draws one.
  clientSeed: z.union([clientSeedSchema, z.literal("")]).optional(),
});

const refusedIn = async (code: "UNAUTHENTICATED" | "INVALID_INPUT"): Promise<FormState> => ({
  message: refusalText(
    code === "UNAUTHENTICATED" && (await isGuest()) ? guestRefusal() : fail(code),
    await requestLocale(),
  ),
});

export async function lobbyAction(_prev: FormState, form: FormData): Promise<FormState> {
  return withPlayer(
    lobbySchema,
    async (user, { op, matchId, version, clientSeed }) => {
      // A guest may resign its own match (to make room under its limit of matches going); nothing else here.
      if (user.guest && op !== "resign") return { message: refusalText(guestRefusal(), await requestLocale()) };
      const r =
        op === "accept-cancel" || op === "refuse-cancel"
          ? await site.answerCancel(user.id, matchId, version, CANCEL_ANSWERS[op])
          : op === "join"
            ? await site.joinMatch(user.id, matchId, version, clientSeed || undefined)
            : await versionedOperations[op](user.id, matchId, version);
      if (!r.ok) return { message: refusalText(r, await requestLocale()) };
      revalidatePath(`/matches/${matchId}`);
      if (op === "leave" || op === "cancel") redirect("/games");
      return { ok: true };
    },
    { signedOut: () => refusedIn("UNAUTHENTICATED"), invalid: () => refusedIn("INVALID_INPUT") },
  )(form);
}

/** Called by the board: one step, undo, or end of turn. */
export async function actAction(input: unknown): Promise<MatchResult<ActOutcome>> {
  return withPlayerInput(
    actRequestSchema,
    async (user, { matchId, version, action }) =>
      inLanguage(await site.act(user.id, matchId, version, action), await requestLocale()),
    { signedOut: async () => inLanguage<never>(fail("UNAUTHENTICATED"), await requestLocale()) },
  )(input);
}

/** "Keep my turn open": the server's automatic end of the caller's turn is cancelled (lib/matches/write/auto-end.ts). */
export async function keepTurnOpenAction(input: unknown): Promise<MatchResult<{ kept: boolean; version?: number }>> {
  return withPlayerInput(
    z.object({ matchId: matchIdSchema }),
    async (user, { matchId }) => inLanguage(await site.keepTurnOpen(user.id, matchId), await requestLocale()),
    { signedOut: async () => inLanguage<never>(fail("UNAUTHENTICATED"), await requestLocale()) },
  )(input);
}
