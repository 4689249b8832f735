"use server";
/**
 * Tournament forms (app/tournaments): create, join, leave, start. Plain forms that work without client code:
 * each answers with a redirect (the tournament, with what happened), and the page says it in the reader's language.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { tournamentIdSchema, tournamentInputSchema, type TournamentInput } from "@/lib/tournaments";
import { tournamentSite } from "@/lib/site/tournaments";
import { withUser } from "@/lib/site/actions";
import { siteNow } from "@/lib/clocks/site-time";
import type { MatchError } from "@/lib/errors/errors";

const anyFields = z.record(z.string(), z.unknown());
const DAY_MS = 86_400_000;

const signedOut = (next: string) => ({ signedOut: () => redirect(`/signin?next=${next}`) });

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

/** The tournament the form asks for, in the API's shape (tournamentInputSchema checks it, as it checks the API's). */
function tournamentFromForm(form: FormData): TournamentInput {
  const clock = str(form, "clock");
  const format = str(form, "format");
  const days = Number(str(form, "signupDays")) || 7;
  const gameKey = str(form, "gameKey");
  // The chosen game's variants only (the form lists every game's): none ticked is the base game.
  const variants = form.getAll(`variant:${gameKey}`).filter((v): v is string => typeof v === "string");
  const minFinished = str(form, "minFinished");
  return {
    gameKey,
    tableSize: Number(str(form, "tableSize")),
    format: format as "swiss",
    ...(format === "swiss" ? { rounds: Number(str(form, "rounds")) } : {}),
    timeControl: clock === "none" ? { kind: "none" } : { kind: "perMove", days: Number(clock) as 3 },
    rated: form.get("rated") === "on",
    ...(variants.length > 0 ? { variants } : {}),
    ...(minFinished ? { minFinishedPercent: Number(minFinished) } : {}),
    signupUntil: new Date(siteNow().getTime() + days * DAY_MS).toISOString(),
  };
}

/** What the pages say about a refusal: its sentence's key (known keys only: a query string is anyone's to write). */
function refusalKey(r: MatchError): string {
  if (r.code === "RATE_LIMITED") return "limited";
  if (r.sentence?.namespace === "tournaments.refusals") return r.sentence.key;
  return "invalid";
}

export async function createTournamentAction(form: FormData): Promise<void> {
  return withUser(
    anyFields,
    async (user, _fields, form) => {
      const parsed = tournamentInputSchema.safeParse(tournamentFromForm(form));
      const game = encodeURIComponent(str(form, "gameKey").slice(0, 40));
      if (!parsed.success) redirect(`/tournaments?refused=invalid&game=${game}#create`);
      const r = await tournamentSite.create(user.id, parsed.data);
      if (!r.ok) redirect(`/tournaments?refused=${refusalKey(r)}&game=${game}#create`);
      redirect(`/tournaments/${r.value.id}?done=created`);
    },
    signedOut("/tournaments"),
  )(form);
}

const idForm = z.object({ id: tournamentIdSchema });

/** Joins, leaves or starts; answers with the tournament's page saying what happened. */
async function tournamentOp(userId: string, op: "join" | "leave" | "start", id: number, done: string): Promise<never> {
  const r = await tournamentSite[op](userId, id);
  redirect(r.ok ? `/tournaments/${id}?done=${done}` : `/tournaments/${id}?refused=${refusalKey(r)}`);
}

export async function joinTournamentAction(form: FormData): Promise<void> {
  return withUser(
    idForm,
    (user, { id }) => tournamentOp(user.id, "join", id, "joined"),
    signedOut("/tournaments"),
  )(form);
}
export async function leaveTournamentAction(form: FormData): Promise<void> {
  return withUser(
    idForm,
    (user, { id }) => tournamentOp(user.id, "leave", id, "left"),
    signedOut("/tournaments"),
  )(form);
}
export async function startTournamentAction(form: FormData): Promise<void> {
  return withUser(
    idForm,
    (user, { id }) => tournamentOp(user.id, "start", id, "started"),
    signedOut("/tournaments"),
  )(form);
}
