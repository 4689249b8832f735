"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { currentUser } from "@/lib/auth/current";
import { apiTokenNameSchema } from "@/lib/accounts/validation";
import { site } from "@/lib/site";
import type { FormState } from "@/lib/site/form-state";

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
