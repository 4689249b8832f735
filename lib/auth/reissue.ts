/**
 * Re-issuing the current session under a new session version (after a password change, which ends every other
 * session). Auth.js re-encodes a session when asked to "update" it, and any browser may ask that with its
 * cookie; the new version is therefore only taken with a proof signed by the auth secret for this user and
 * this version, valid for a minute, made on the server and never sent to a browser.
 */
import { sign, verifySignature } from "@/lib/secrets/tokens";
import { authSecret } from "@/lib/secrets/secret";

const VALID_MS = 60_000;

export interface Reissue {
  uid: string;
  sv: number;
  exp: number;
  sig: string;
}

function payload(uid: string, sv: number, exp: number): string {
  return `reissue:${uid}:${sv}:${exp}`;
}

export function reissueProof(uid: string, sv: number, now = Date.now()): Reissue {
  const exp = now + VALID_MS;
  return { uid, sv, exp, sig: sign(authSecret(), payload(uid, sv, exp)) };
}

/** The session version a valid proof for this session's user carries, else null (`data`: what the update was given). */
export function acceptedReissue(data: unknown, uid: unknown, now = Date.now()): number | null {
  const r = (data as { reissue?: Partial<Reissue> } | null | undefined)?.reissue;
  if (
    !r ||
    typeof uid !== "string" ||
    r.uid !== uid ||
    typeof r.sv !== "number" ||
    typeof r.exp !== "number" ||
    typeof r.sig !== "string"
  )
    return null;
  if (!Number.isInteger(r.sv) || r.exp < now || r.exp > now + VALID_MS) return null;
  return verifySignature(authSecret(), payload(uid, r.sv, r.exp), r.sig) ? r.sv : null;
}
