/**
 * What a browser sends to subscribe (`PushSubscription.toJSON()` plus an optional label), validated: an https
 * endpoint of at most 1000 characters that is not localhost or a private IP literal, a P-256 public key of
 * 65 bytes and an auth secret of 16 bytes, both base64url.
 */
import { z } from "zod";
import { isPrivateHostName, privateEndpointsAllowed } from "./addresses";

export const ENDPOINT_MAX_LENGTH = 1000;
export const LABEL_MAX_LENGTH = 60;

/** base64url of exactly `bytes` bytes (padding tolerated, as some browsers send it). */
const base64url = (bytes: number, name: string, first?: number) =>
  z
    .string(`Send keys.${name} as base64url.`)
    .max(200, `keys.${name} is too long.`)
    .transform((s) => s.replace(/=+$/, ""))
    .refine((s) => {
      const b = Buffer.from(s, "base64url");
      return /^[A-Za-z0-9_-]+$/.test(s) && b.length === bytes && (first === undefined || b[0] === first);
    }, `keys.${name} must be ${bytes} bytes in base64url.`);

/** Why an endpoint is refused, or null: the first reason only (one sentence for the 400). */
function endpointProblem(s: string): string | null {
  if (!URL.canParse(s)) return "The endpoint is not a URL.";
  const u = new URL(s);
  if (u.protocol !== "https:") return "The endpoint must be an https URL.";
  if (u.username !== "" || u.password !== "") return "The endpoint must not carry a user name or password.";
  if (!privateEndpointsAllowed() && isPrivateHostName(u.hostname))
    return "The endpoint's host is this machine or a private network address.";
  return null;
}

const endpoint = z
  .string("Send the endpoint as a string.")
  .max(ENDPOINT_MAX_LENGTH, `The endpoint is longer than ${ENDPOINT_MAX_LENGTH} characters.`)
  .check((ctx) => {
    const problem = endpointProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });

export const subscriptionInputSchema = z.object({
  endpoint,
  keys: z.object(
    { p256dh: base64url(65, "p256dh", 0x04), auth: base64url(16, "auth") },
    "Send keys: { p256dh, auth }.",
  ),
  label: z
    .string("Send the label as a string.")
    .trim()
    .max(LABEL_MAX_LENGTH, `The label is longer than ${LABEL_MAX_LENGTH} characters.`)
    .nullish()
    .transform((l) => (l ? l : null)),
  // PushSubscription.toJSON() also has expirationTime (null in every browser today): accepted and ignored.
  expirationTime: z.number().nullish(),
});

export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;
