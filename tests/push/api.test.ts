/**
 * The push API's four routes, called as Next calls them (the route handlers with a Request; next/headers gives
 * that request's headers, as it does in a request), on a throwaway PostgreSQL with real API tokens and users:
 * the public key, subscribe (201, the same endpoint again 200, bad endpoints and keys 400, the per-user
 * limit 409), the list without keys, delete (only the caller's: 404 otherwise), and the refusals of
 * unauthenticated and cross-site callers. And the preference of a push each turn for digest and mail-off
 * players (`POST /api/me/preferences` pushEachTurn, shown by `GET /api/me`), and the match page's one-time
 * offer (`GET`/`POST /api/push/offer`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
// Auth.js's set-up (next-auth does not load outside Next): no browser session here; callers use API tokens,
// read by the real lib/auth/current.ts.
vi.mock("@/lib/auth", () => ({ auth: async () => null }));

import { createTestDatabase, type TestDatabase } from "@/tests/support/db";
import { resetEnvCache } from "@/lib/env";
import { resetVapidKeysCache } from "@/lib/push/keys";
import { issueApiToken } from "@/lib/accounts/accounts";
import { makeUsers } from "@/tests/integration/helpers";
import { SUBSCRIPTIONS_PER_USER } from "@/lib/push/subscriptions";
import { browserKeys } from "./helpers";
import * as keyRoute from "@/app/api/push/key/route";
import * as listRoute from "@/app/api/push/subscriptions/route";
import * as oneRoute from "@/app/api/push/subscriptions/[id]/route";
import * as meRoute from "@/app/api/me/route";
import * as offerRoute from "@/app/api/push/offer/route";
import * as meOpRoute from "@/app/api/me/[op]/route";

const SITE = "http://push.test";
let t: TestDatabase;
let tokens: Record<string, string>;
const saved = { ...process.env };

function call(method: string, path: string, token: string | null, body?: unknown, extra: Record<string, string> = {}) {
  const h: Record<string, string> = {
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
  requestHeaders = new Headers(h);
  return new Request(`${SITE}${path}`, {
    method,
    headers: h,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function subscribe(token: string | null, body: unknown) {
  const res = await listRoute.POST(call("POST", "/api/push/subscriptions", token, body));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const valid = (endpoint: string) => {
  const k = browserKeys();
  return { endpoint, keys: { p256dh: k.p256dh, auth: k.auth } };
};

describe("the push API", () => {
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    process.env.DATABASE_URL = t.url;
    process.env.AUTH_SECRET = "push-api-tests-secret-0123456789";
    process.env.SITE_URL = SITE;
    process.env.VAPID_PUBLIC_KEY = "";
    process.env.VAPID_PRIVATE_KEY = "";
    process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS = "";
    resetEnvCache();
    resetVapidKeysCache();
    const users = await makeUsers(t.db, ["Ana", "Ben", "Max", "Zoe"]);
    tokens = {};
    for (const [name, id] of Object.entries(users)) tokens[name] = await issueApiToken(t.db, id, "push tests");
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetEnvCache();
    await t?.close();
  });

  it("GET /api/push/key answers the public key: a P-256 point derived from the auth secret, the same each time", async () => {
    const res = keyRoute.GET();
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    const point = Buffer.from(publicKey, "base64url");
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    resetVapidKeysCache();
    expect(((await keyRoute.GET().json()) as { publicKey: string }).publicKey).toBe(publicKey);
  });

  it("POST subscribes (201), the same endpoint again updates it (200); GET lists it without keys", async () => {
    const body = { ...valid("https://push.example.com/send/abc123"), label: "  Phone  " };
    const first = await subscribe(tokens.Ana!, body);
    expect(first.status).toBe(201);
    expect(typeof first.body.id).toBe("string");
    const renewed = valid("https://push.example.com/send/abc123");
    const again = await subscribe(tokens.Ana!, { ...renewed, label: "My phone" });
    expect(again).toEqual({ status: 200, body: { ok: true, id: first.body.id } });
    const listed = await listRoute.GET();
    expect(listed.status).toBe(200);
    const { subscriptions } = (await listed.json()) as { subscriptions: Record<string, unknown>[] };
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ id: first.body.id, label: "My phone", browser: "Chrome on Android" });
    expect(Object.keys(subscriptions[0]!).sort()).toEqual(["browser", "createdAt", "id", "label", "lastUsedAt"]);
    // The keys were updated with the second save.
    const row = await t.db.pushSubscription.findUniqueOrThrow({ where: { id: first.body.id as string } });
    expect([row.p256dh, row.auth]).toEqual([renewed.keys.p256dh, renewed.keys.auth]);
  });

  it("refuses bad endpoints and keys with 400 and saves nothing", async () => {
    const before = await t.db.pushSubscription.count();
    const k = browserKeys();
    const cases: [unknown, RegExp][] = [
      [{}, /endpoint/],
      [{ endpoint: "http://push.example.com/x", keys: { p256dh: k.p256dh, auth: k.auth } }, /https/],
      [{ endpoint: "not a url", keys: { p256dh: k.p256dh, auth: k.auth } }, /not a URL/],
      [
        { endpoint: `https://push.example.com/${"a".repeat(1000)}`, keys: { p256dh: k.p256dh, auth: k.auth } },
        /longer/,
      ],
      [{ endpoint: "https://u:p@push.example.com/x", keys: { p256dh: k.p256dh, auth: k.auth } }, /user name/],
      [{ endpoint: "https://push.example.com/x" }, /keys/],
      [{ endpoint: "https://push.example.com/x", keys: { p256dh: k.auth, auth: k.auth } }, /p256dh must be 65 bytes/],
      [{ endpoint: "https://push.example.com/x", keys: { p256dh: k.p256dh, auth: k.p256dh } }, /auth must be 16 bytes/],
      [{ endpoint: "https://push.example.com/x", keys: { p256dh: "!!", auth: k.auth } }, /p256dh/],
      [{ ...valid("https://push.example.com/x"), label: "x".repeat(61) }, /label/],
    ];
    for (const [body, message] of cases) {
      const r = await subscribe(tokens.Ana!, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe("INVALID_INPUT");
      expect(r.body.message).toMatch(message);
    }
    expect(await t.db.pushSubscription.count()).toBe(before);
  });

  it("refuses localhost and private, loopback, link-local and unique-local IP literals with 400", async () => {
    for (const host of [
      "localhost",
      "LOCALHOST.",
      "push.localhost",
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "[::1]",
      "[::]",
      "[::127.0.0.1]",
      "[fe80::1]",
      "[fd00::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:a00:1]",
    ]) {
      const r = await subscribe(tokens.Ana!, valid(`https://${host}:8443/push`));
      expect(r.status, host).toBe(400);
      expect(r.body.message).toMatch(/private network address/);
    }
    // A public address literal is fine.
    expect((await subscribe(tokens.Ana!, valid("https://93.184.215.14/push"))).status).toBe(201);
  });

  it("allows at most the limit of subscriptions per user (409), and counts only the caller's", async () => {
    const have = await t.db.pushSubscription.count({ where: { user: { usernameLower: "max" } } });
    for (let i = have; i < SUBSCRIPTIONS_PER_USER; i++)
      expect((await subscribe(tokens.Max!, valid(`https://push.example.com/max/${i}`))).status).toBe(201);
    const over = await subscribe(tokens.Max!, valid("https://push.example.com/max/over"));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("TOO_MANY_SUBSCRIPTIONS");
    expect(over.body.message).toBe(`You have ${SUBSCRIPTIONS_PER_USER} devices with notifications; remove one first.`);
    // In the caller's language (Settings shows the sentence as it comes).
    const inGerman = await listRoute.POST(
      call("POST", "/api/push/subscriptions", tokens.Max!, valid("https://push.example.com/max/over"), {
        "accept-language": "de",
      }),
    );
    expect(inGerman.status).toBe(409);
    expect(((await inGerman.json()) as { message: string }).message).toBe(
      `Du hast schon ${SUBSCRIPTIONS_PER_USER} Geräte mit Benachrichtigungen; entferne zuerst eines.`,
    );
    // Saving one of the existing ones again is an update, not one more.
    expect((await subscribe(tokens.Max!, valid("https://push.example.com/max/0"))).status).toBe(200);
    expect((await subscribe(tokens.Ben!, valid("https://push.example.com/ben/0"))).status).toBe(201);
  });

  it("DELETE removes only the caller's subscription: 404 for another's or an unknown id, 400 for a malformed one", async () => {
    const mine = await subscribe(tokens.Ben!, valid("https://push.example.com/ben/delete-me"));
    const id = mine.body.id as string;
    const del = (token: string | null, which: string, extra: Record<string, string> = {}) =>
      oneRoute.DELETE(call("DELETE", `/api/push/subscriptions/${which}`, token, undefined, extra), {
        params: Promise.resolve({ id: which }),
      });
    const other = await del(tokens.Ana!, id);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: string }).code).toBe("NOT_FOUND");
    const otherInGerman = await del(tokens.Ana!, id, { "accept-language": "de" });
    expect(((await otherInGerman.json()) as { message: string }).message).toBe(
      "Du hast kein Gerät für Benachrichtigungen mit dieser Kennung.",
    );
    expect((await del(tokens.Ben!, "no-such-id")).status).toBe(404);
    expect((await del(tokens.Ben!, "bad id!")).status).toBe(400);
    expect((await del(null, id)).status).toBe(401);
    const ok = await del(tokens.Ben!, id);
    expect(ok.status).toBe(200);
    expect(await t.db.pushSubscription.count({ where: { id } })).toBe(0);
    expect((await del(tokens.Ben!, id)).status).toBe(404);
  });

  it("POST /api/me/preferences sets pushEachTurn (left out: unchanged; not a boolean: 400); GET /api/me shows it", async () => {
    const preferences = async (body: unknown) => {
      const res = await meOpRoute.POST(call("POST", "/api/me/preferences", tokens.Max!, body), {
        params: Promise.resolve({ op: "preferences" }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const shown = async () => {
      call("GET", "/api/me", tokens.Max!);
      const me = (await (await meRoute.GET()).json()) as { preferences: Record<string, unknown> };
      return me.preferences.pushEachTurn;
    };
    expect(await shown()).toBe(false);
    const on = await preferences({ notifyMode: "digest", digestHour: 8, pushEachTurn: true });
    expect(on.status).toBe(200);
    expect(await shown()).toBe(true);
    expect((await preferences({ notifyMode: "digest", digestHour: 9 })).status).toBe(200);
    expect(await shown()).toBe(true);
    const bad = await preferences({ notifyMode: "digest", digestHour: 8, pushEachTurn: "yes" });
    expect(bad.status).toBe(400);
    expect(await shown()).toBe(true);
    expect((await preferences({ notifyMode: "off", digestHour: 8, pushEachTurn: false })).status).toBe(200);
    expect(await shown()).toBe(false);
  });

  it("the one-time offer: due until answered (POST {}), never for a player with a device; bad bodies 400", async () => {
    const due = async (token: string) => {
      call("GET", "/api/push/offer", token);
      return ((await (await offerRoute.GET()).json()) as { due: boolean }).due;
    };
    const answer = async (token: string | null, body: unknown) =>
      (await offerRoute.POST(call("POST", "/api/push/offer", token, body))).status;
    // Ana has a device (an earlier test): never offered. Zoe has none and was never asked.
    expect(await due(tokens.Ana!)).toBe(false);
    expect(await due(tokens.Zoe!)).toBe(true);
    expect(await answer(tokens.Zoe!, { extra: 1 })).toBe(400);
    expect(await due(tokens.Zoe!)).toBe(true);
    expect(await answer(null, {})).toBe(401);
    expect(await answer(tokens.Zoe!, {})).toBe(200);
    expect(await due(tokens.Zoe!)).toBe(false);
    const first = (await t.db.user.findFirstOrThrow({ where: { username: "Zoe" } })).pushOfferedAt;
    expect(first).toBeInstanceOf(Date);
    // Answering again changes nothing.
    expect(await answer(tokens.Zoe!, {})).toBe(200);
    expect((await t.db.user.findFirstOrThrow({ where: { username: "Zoe" } })).pushOfferedAt).toEqual(first);
  });

  it("refuses callers without a token or session (401), bodies that are not JSON (415), and a bad token (401)", async () => {
    expect((await subscribe(null, valid("https://push.example.com/anon"))).status).toBe(401);
    requestHeaders = new Headers();
    expect((await listRoute.GET()).status).toBe(401);
    requestHeaders = new Headers({ authorization: "Bearer gb_wrong" });
    expect((await listRoute.GET()).status).toBe(401);
    const text = await listRoute.POST(
      call("POST", "/api/push/subscriptions", tokens.Ana!, undefined, { "content-type": "text/plain" }),
    );
    expect(text.status).toBe(415);
  });

  it("limits saves and removals per user (429 with retry-after)", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++)
      last = await oneRoute.DELETE(call("DELETE", "/api/push/subscriptions/none", tokens.Ana!), {
        params: Promise.resolve({ id: "none" }),
      });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
