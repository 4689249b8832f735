/**
 * The VAPID key pair: derived from the auth secret (the same secret, the same pair: every instance sharing
 * AUTH_SECRET signs alike), usable by web-push (its signature verifies with the public key), or the pair set
 * in VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (both or neither).
 */
import { createPublicKey, verify } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { env, resetEnvCache } from "@/lib/env";
import { deriveVapidKeys, resetVapidKeysCache, vapidKeys } from "./keys";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  resetVapidKeysCache();
});

function settings(s: Record<string, string>) {
  process.env = { ...saved, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "", SITE_URL: "", ...s };
  resetEnvCache();
  resetVapidKeysCache();
}

describe("the VAPID keys", () => {
  it("are derived from the auth secret: the same secret gives the same pair, another secret another", () => {
    const a = deriveVapidKeys("secret-one-secret-one-secret-one");
    expect(deriveVapidKeys("secret-one-secret-one-secret-one")).toEqual(a);
    expect(deriveVapidKeys("secret-two-secret-two-secret-two").publicKey).not.toBe(a.publicKey);
    expect(Buffer.from(a.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(a.privateKey, "base64url")).toHaveLength(32);
  });

  it("sign web-push's VAPID token so that the public key verifies it", () => {
    settings({ AUTH_SECRET: "a-configured-secret-of-enough-length", SITE_URL: "https://games.example" });
    const keys = vapidKeys();
    expect(keys.subject).toBe("https://games.example");
    const headers = webpush.getVapidHeaders(
      "https://push.example.com",
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
    );
    const token = /^vapid t=([^,]+), k=(.+)$/.exec(headers.Authorization)!;
    expect(token[2]).toBe(keys.publicKey);
    const [head, body, signature] = token[1]!.split(".");
    const point = Buffer.from(keys.publicKey, "base64url");
    const publicKey = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    expect(
      verify(
        "sha256",
        Buffer.from(`${head}.${body}`),
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        Buffer.from(signature!, "base64url"),
      ),
    ).toBe(true);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; one without the other is refused", () => {
    const set = webpush.generateVAPIDKeys();
    settings({
      VAPID_PUBLIC_KEY: set.publicKey,
      VAPID_PRIVATE_KEY: set.privateKey,
      MAIL_FROM: "Site <ops@games.example>",
    });
    expect(vapidKeys()).toEqual({ ...set, subject: "mailto:ops@games.example" });
    settings({ VAPID_PUBLIC_KEY: set.publicKey });
    expect(() => env()).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
