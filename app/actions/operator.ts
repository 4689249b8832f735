"use server";
/**
 * The operator's actions on the /admin pages (forms without client script): each checks that the caller is an
 * operator now (a player or a visitor changes nothing and is sent to the 404), validates its fields, acts
 * through lib/site/operator.ts (which writes the operator's log) and returns to the page with the outcome.
 */
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { currentOperator, operatorDesk, type DeskOutcome } from "@/lib/site/operator";
import { usernameSchema } from "@/lib/accounts/validation";
import { requireForm } from "@/lib/http/server-actions";

const matchId = z.coerce.number().int().min(1).max(2_147_483_647);
const reportId = z.string().regex(/^[1-9]\d{0,18}$/);
const registrationId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+$/);
/** Where the action returns: one of the operator's pages (never an address from outside). */
const back = z
  .string()
  .regex(/^\/admin(\/[A-Za-z0-9_-]+)*$/)
  .max(200)
  .catch("/admin");

async function operator(): Promise<string> {
  const by = await currentOperator();
  if (!by) notFound();
  return by;
}

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

function done(form: FormData, outcome: DeskOutcome): never {
  const to = back.parse(field(form, "back"));
  redirect(`${to}?result=${outcome.ok ? "done" : encodeURIComponent(outcome.code)}`);
}

const invalid: DeskOutcome = { ok: false, code: "INVALID_INPUT" };

export async function blockAccountAction(form: FormData): Promise<void> {
  requireForm(form);
  const by = await operator();
  const username = usernameSchema.safeParse(field(form, "username"));
  const blocked = field(form, "blocked");
  if (!username.success || !["true", "false"].includes(blocked)) done(form, invalid);
  done(form, await operatorDesk.block(by, username.data, blocked === "true"));
}

export async function cancelMatchAction(form: FormData): Promise<void> {
  requireForm(form);
  const by = await operator();
  const id = matchId.safeParse(field(form, "matchId"));
  if (!id.success) done(form, invalid);
  done(form, await operatorDesk.cancelMatch(by, id.data));
}

export async function resolveReportAction(form: FormData): Promise<void> {
  requireForm(form);
  const by = await operator();
  const id = reportId.safeParse(field(form, "reportId"));
  const decision = field(form, "decision");
  if (!id.success || !["hide", "keep"].includes(decision)) done(form, invalid);
  done(form, await operatorDesk.resolveReport(by, BigInt(id.data), decision === "hide"));
}

export async function registrationAction(form: FormData): Promise<void> {
  requireForm(form);
  const by = await operator();
  const id = registrationId.safeParse(field(form, "registrationId"));
  const what = field(form, "what");
  if (!id.success || !["confirm", "resend"].includes(what)) done(form, invalid);
  done(
    form,
    what === "confirm"
      ? await operatorDesk.confirmRegistration(by, id.data)
      : await operatorDesk.resendRegistration(by, id.data),
  );
}
