import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  asActionRequest,
  beginAction,
  MalformedActionInput,
  mayBeServerAction,
  refuseForeignAction,
  requireForm,
  requireInput,
} from "./server-actions";

describe("server action requests", () => {
  const action = (headers: Record<string, string>) => ({ "next-action": "7f00", host: "site.test:3000", ...headers });

  it("refuses fetch actions from another origin (403) or with an Origin that is no URL (400), as Next would but before it", () => {
    expect(refuseForeignAction("POST", action({ origin: "http://site.test:3000" }))).toBeNull();
    // No Origin: a script or an old browser, which carries no one else's cookies (Next lets it through too).
    expect(refuseForeignAction("POST", action({}))).toBeNull();
    for (const origin of [
      "http://evil.example",
      "null",
      "http://site.test:3001",
      "http://site.test.evil.example:3000",
      "http://site.test",
    ]) {
      expect(refuseForeignAction("POST", action({ origin })), origin).toMatchObject({
        status: 403,
        code: "CROSS_ORIGIN",
      });
    }
    for (const origin of ["garbage", "http://", "://x", "http://site.test:3000.evil.example"])
      expect(refuseForeignAction("POST", action({ origin })), origin).toMatchObject({ status: 400 });
    // Behind a proxy the forwarded host is the one compared (Next's rule), its first entry.
    expect(
      refuseForeignAction(
        "POST",
        action({ origin: "https://play.example", "x-forwarded-host": "play.example, internal" }),
      ),
    ).toBeNull();
    // Not an action: other checks decide (the JSON API has its own origin rule).
    expect(refuseForeignAction("POST", { origin: "http://evil.example", host: "site.test:3000" })).toBeNull();
    expect(refuseForeignAction("GET", action({ origin: "http://evil.example" }))).toBeNull();
  });

  it("knows which requests Next may run an action for", () => {
    expect(mayBeServerAction("POST", "/", { "next-action": "x" })).toBe(true);
    expect(mayBeServerAction("POST", "/settings", { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(mayBeServerAction("POST", "/api/matches", { "next-action": "x" })).toBe(false);
    expect(mayBeServerAction("GET", "/", { "next-action": "x" })).toBe(false);
    expect(mayBeServerAction("POST", "/", { "content-type": "text/plain" })).toBe(false);
  });

  it("checks arguments: anything but the expected shape throws before the action begins", () => {
    expect(() => requireForm("x")).toThrow(MalformedActionInput);
    expect(() => requireForm(undefined)).toThrow(MalformedActionInput);
    expect(() => requireForm(new FormData())).not.toThrow();
    expect(() => requireInput(z.tuple([z.number(), z.boolean()]), [1, "yes"])).toThrow(MalformedActionInput);
    expect(requireInput(z.tuple([z.number(), z.boolean()]), [1, true])).toEqual([1, true]);
  });

  describe("the answer", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      // Stands for Next.js: it answers 500 whenever something throws, before or inside the action.
      server = createServer((req, res) =>
        asActionRequest(res, () => {
          void (async () => {
            await new Promise((r) => setTimeout(r, 5));
            try {
              if (req.url === "/malformed") requireForm("not a form");
              requireForm(new FormData());
              await new Promise((r) => setImmediate(r));
              if (req.url === "/bug") throw new Error("a bug inside the action");
              res.end("ok");
            } catch {
              res.statusCode = 500;
              res.end("error");
            }
          })();
        }),
      );
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it("is a 400 when the request failed before any action began, and a 500 stays a 500 once it had", async () => {
      expect((await fetch(`${base}/malformed`, { method: "POST" })).status).toBe(400);
      expect((await fetch(`${base}/bug`, { method: "POST" })).status).toBe(500);
      expect((await fetch(`${base}/fine`, { method: "POST" })).status).toBe(200);
      // Outside a request nothing is marked and nothing breaks.
      expect(() => beginAction()).not.toThrow();
    });
  });
});
