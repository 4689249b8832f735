/** Shared by the push tests: a browser's subscription keys, made as a browser makes them (P-256 ECDH, 16 random bytes). */
import { createECDH, randomBytes, type ECDH } from "node:crypto";

export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
  authSecret: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: authSecret.toString("base64url"),
    authSecret,
  };
}
