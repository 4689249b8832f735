/** Account self-service over JSON: a refusal as its API code (docs/api.md), English sentence. */
import type { SelfServiceRefusal } from "@/lib/accounts/accounts";
import { apiError, type ApiErrorCode } from "./api";

const CODES: Record<SelfServiceRefusal["reason"], ApiErrorCode> = {
  wrongPassword: "WRONG_PASSWORD",
  noPassword: "NO_PASSWORD",
  limited: "RATE_LIMITED",
  sameEmail: "INVALID_INPUT",
  linkInvalid: "LINK_INVALID",
  emailTaken: "EMAIL_TAKEN",
};

export function selfServiceRefused(r: SelfServiceRefusal): Response {
  return apiError(
    CODES[r.reason],
    r.message,
    r.retryAfterSeconds ? { "retry-after": String(r.retryAfterSeconds) } : {},
  );
}
