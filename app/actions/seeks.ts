"use server";
/**
 * "Play now" forms (app/play): seek and cancel. Plain forms that work without client code: each answers with a
 * redirect (the new match, or /play with what happened), and the page says it in the reader's language.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { seekIdSchema, seekInputSchema, type SeekInput } from "@/lib/seeks";
import { seekSite } from "@/lib/site/seeks";
import { withUser } from "@/lib/site/actions";
import type { MatchError } from "@/lib/errors/errors";

/** The form's fields are read one by one (checkbox lists); seekInputSchema checks what they make. */
const anyFields = z.record(z.string(), z.unknown());

const signedOut = { signedOut: () => redirect("/signin?next=/play") };

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}

/** The seek the form asks for, in the API's shape (seekInputSchema checks it, as it checks the API's). */
function seekFromForm(form: FormData): SeekInput {
  const clock = str(form, "clock");
  const variants = str(form, "variantsMode");
  const days = Number(str(form, "expires"));
  return {
    gameKey: str(form, "gameKey"),
    players: form.getAll("players").map((p) => Number(p)),
    timeControl:
      clock === "none"
        ? { kind: "none" }
        : clock === "any" || clock === ""
          ? "any"
          : { kind: "perMove", days: Number(clock) as 3 },
    rated: form.get("rated") === "on",
    variants:
      variants === "base"
        ? []
        : variants === "chosen"
          ? form.getAll("variant").filter((v): v is string => typeof v === "string")
          : "any",
    ...(days ? { expiresInDays: days as 7 } : {}),
  };
}

/** What /play says about a refusal: its sentence's key (known keys only: a query string is anyone's to write). */
function refusalKey(r: MatchError): string {
  if (r.code === "RATE_LIMITED") return "limited";
  if (r.sentence?.namespace === "seeks.refusals") return r.sentence.key;
  return "invalid";
}

export async function seekAction(form: FormData): Promise<void> {
  return withUser(
    anyFields,
    async (user, _fields, form) => {
      const parsed = seekInputSchema.safeParse(seekFromForm(form));
      const game = encodeURIComponent(str(form, "gameKey").slice(0, 40));
      if (!parsed.success) redirect(`/play?refused=invalid&game=${game}#game-${game}`);
      const r = await seekSite.create(user.id, parsed.data);
      if (!r.ok) redirect(`/play?refused=${refusalKey(r)}&game=${game}#game-${game}`);
      if (r.value.matchId !== undefined) redirect(`/matches/${r.value.matchId}`);
      redirect(`/play?waiting=${game}#mine`);
    },
    signedOut,
  )(form);
}

const cancelForm = z.object({ id: seekIdSchema });

export async function cancelSeekAction(form: FormData): Promise<void> {
  return withUser(
    cancelForm,
    async (user, { id }) => {
      const r = await seekSite.cancel(user.id, id);
      redirect(r.ok ? "/play?cancelled=1#mine" : `/play?refused=${refusalKey(r)}#mine`);
    },
    signedOut,
  )(form);
}
