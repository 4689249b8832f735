/**
 * The site's VAPID key pair (RFC 8292): push services accept a push only when it is signed with the key the
 * browser subscribed with. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else derived from the auth secret
 * (lib/secrets/secret.ts: AUTH_SECRET, or generated once into ./data/auth-secret with mode 0600).
 *
 * Derived rather than generated into a second file: instances that share AUTH_SECRET (which several instances
 * must: README "Operating") share the push key too, with no file to copy and no race between processes that
 * start at once; the one-instance default keeps it across restarts because the secret file does. A new
 * AUTH_SECRET means a new push key: browsers then subscribe again (set VAPID_* to keep one key across it).
 */
import { createECDH, hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import { authSecret } from "@/lib/secrets/secret";

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what `pushManager.subscribe` takes. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** mailto: or https: address push services may contact. */
  subject: string;
}

// The order of P-256's group: a private key is a number from 1 to n - 1.
const ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/** The key pair derived from a secret (HKDF-SHA256; the next counter in the rare case a value is out of range). */
export function deriveVapidKeys(secret: string): { publicKey: string; privateKey: string } {
  for (let counter = 0; ; counter++) {
    const bytes = Buffer.from(hkdfSync("sha256", secret, "glenboard", `vapid-p256-${counter}`, 32));
    const d = BigInt(`0x${bytes.toString("hex")}`);
    if (d === BigInt(0) || d >= ORDER) continue;
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(bytes);
    return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: bytes.toString("base64url") };
  }
}

/** VAPID_SUBJECT, else the site's address when it is https, else the sender address of mail. */
function subject(): string {
  const e = env();
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (e.SITE_URL.startsWith("https://")) return e.SITE_URL;
  const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

let cached: VapidKeys | undefined;

export function vapidKeys(): VapidKeys {
  if (cached) return cached;
  const e = env();
  const pair =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : deriveVapidKeys(authSecret());
  return (cached = { ...pair, subject: subject() });
}

/** For tests that change settings between cases. */
export function resetVapidKeysCache(): void {
  cached = undefined;
}
