/**
 * The mailed links of account self-service, for scripts (the pages /account/email and /account/delete do the
 * same with a button). No session needed: the link's one-time token is the proof (only its hash is stored;
 * a cross-site page cannot send JSON here without the browser's preflight, and apiWrite-style checks refuse
 * anything but JSON).
 *   POST confirm-email  { token } -> { ok, email }: the account's address is now the one the link was sent to
 *   POST confirm-delete { token } -> { ok, deleted: true }
 */
import { z } from "zod";
import { linkTokenSchema } from "@/lib/accounts/validation";
import { requestLocale } from "@/lib/site/request-locale";
import { fail } from "@/lib/errors/errors";
import { site } from "@/lib/site";
import { apiError, invalid, json, readJson, respond } from "@/lib/site/api";
import { selfServiceRefused } from "@/lib/site/account-api";

export const dynamic = "force-dynamic";

export async function POST(req: Request, { params }: { params: Promise<{ op: string }> }) {
  const { op } = await params;
  if (op !== "confirm-email" && op !== "confirm-delete") return respond(fail("NOT_FOUND", "Unknown operation."));
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get("content-type") ?? "")) {
    return apiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json.");
  }
  const parsed = await readJson(req);
  if (!parsed.ok) return parsed.response;
  const b = z.object({ token: linkTokenSchema }).strict().safeParse(parsed.body);
  if (!b.success) return invalid("Send { token } (the token= part of the mailed link).");
  if (op === "confirm-email") {
    const r = await site.accounts.confirmEmailChange(b.data.token, await requestLocale());
    return r.ok ? json({ ok: true, email: r.email }) : selfServiceRefused(r);
  }
  const r = await site.accounts.confirmDeletion(b.data.token, await requestLocale());
  return r.ok ? json({ ok: true, deleted: true }) : selfServiceRefused(r);
}
