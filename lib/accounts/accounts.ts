/**
 * Accounts: registration by confirmed address, password sign-in with limits, mailed one-time links,
 * sessions and API tokens. Functions take the database client explicitly so tests run them against PGlite
 * and PostgreSQL.
 */
export {
  createUser,
  findByLogin,
  findByUsername,
  isUniqueViolation,
  type CreateUserResult,
  type NewUser,
} from "./users";
export {
  startRegistration,
  confirmRegistration,
  sweepExpiredRegistrations,
  REGISTRATION_TTL_MS,
  type RegistrationStart,
} from "./registration";
export { checkCredentials, type CredentialCheck } from "./sign-in";
export {
  requestLoginLink,
  consumeToken,
  resetPassword,
  MAGIC_TTL_MS,
  RESET_TTL_MS,
  type LinkPurpose,
  type MailRequest,
} from "./login-links";
export { signOutEverywhere, sessionUser } from "./sessions";
export { createApiToken, issueApiToken, userForApiToken, listApiTokens, deleteApiToken } from "./api-tokens";
// Account self-service: change password, change e-mail. Download my data and delete the account: lib/account-data.
export { changePassword, type PasswordChange } from "./password-change";
export {
  requestEmailChange,
  confirmEmailChange,
  type EmailChangeRequest,
  type EmailChangeResult,
} from "./email-change";
export { sweepUsernameHolds, USERNAME_HOLD_DAYS } from "./username-holds";
export type { Refusal as SelfServiceRefusal, RefusalReason as SelfServiceReason } from "./self-service";
