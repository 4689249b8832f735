/** The operator's log's action names (OperatorAction.action) as the keys of admin.log.actions. */
const KEYS = {
  block: "block",
  unblock: "unblock",
  "cancel-match": "cancelMatch",
  "hide-message": "hideMessage",
  "keep-message": "keepMessage",
  "grant-operator": "grantOperator",
  "revoke-operator": "revokeOperator",
  "confirm-registration": "confirmRegistration",
  "resend-confirmation": "resendConfirmation",
} as const;

export type LogActionKey = (typeof KEYS)[keyof typeof KEYS];

export function logActionKey(action: string): LogActionKey | null {
  return (KEYS as Record<string, LogActionKey>)[action] ?? null;
}
