/**
 * A script's hot match requests with an API token (lib/site/token-match-api.ts), the one implementation the
 * Next.js route and server.ts's door before Next.js both answer with: every guard in the route's order (the
 * id, the content type, the token, the body, its shape), the answers of a poll, a step, a commit and a
 * version, refusals in the caller's language, and requests it leaves to the route (no Authorization header,
 * other operations).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "@/tests/support/for-each-database";
import { targetFromEnv, type Db } from "@/lib/db";
import { createApiToken } from "@/lib/accounts/accounts";
import type { FastMatchCall, PlainAnswer } from "@/lib/http/fast-api";
import { fastMatchApi } from "@/lib/http/fast-api";
import { makeUsers, startedMatch } from "./helpers";

describe("the token match API (server.ts's door and the route's)", () => {
  const t = useDatabase("pglite");
  let db: Db;
  let tokens: Record<string, string>;
  let id: number;
  let call: (
    c: Partial<FastMatchCall> & { headers?: Record<string, string>; json?: unknown },
  ) => Promise<PlainAnswer | null>;

  beforeAll(async () => {
    db = t.db;
    // The site's services (lib/site) on this test's database: the process-wide client is this one.
    const target = targetFromEnv();
    const key = target.kind === "postgres" ? target.url : `pglite:${"dataDir" in target ? target.dataDir : ""}`;
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("glenboard.db.client")] = { client: db, key };
    await import("@/lib/site/token-match-api");
    const api = fastMatchApi()!;
    const u = await makeUsers(db, ["Ana", "Bo"]);
    tokens = {
      Ana: (await createApiToken(db, u.Ana!, "script")).token!,
      Bo: (await createApiToken(db, u.Bo!, "script")).token!,
    };
    id = await startedMatch(db, u, "glen-more");
    call = (c) => {
      const headers: Record<string, string> = { "content-type": "application/json", ...c.headers };
      const body = c.json === undefined ? "" : typeof c.json === "string" ? c.json : JSON.stringify(c.json);
      return api({
        method: c.method ?? "POST",
        id: c.id ?? String(id),
        op: c.op ?? "moves",
        header: (name) => headers[name] ?? null,
        body: c.body ?? (async () => new TextEncoder().encode(body)),
      });
    };
  });

  const bearer = (name: string) => ({ authorization: `Bearer ${tokens[name]}` });
  const parsed = (a: PlainAnswer | null) => ({ status: a?.status, ...(JSON.parse(a?.body ?? "null") as object) });

  it("leaves requests without an Authorization header and other operations to the route", async () => {
    expect(await call({ method: "GET" })).toBeNull();
    expect(await call({ op: "chat", headers: bearer("Ana"), json: { text: "hi" } })).toBeNull();
    expect(await call({ method: "GET", op: "commit", headers: bearer("Ana") })).toBeNull();
  });

  it("refuses in the route's order: the id, the content type, the token, the body, its shape", async () => {
    expect(parsed(await call({ id: "abc", headers: bearer("Ana") }))).toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
    });
    expect(parsed(await call({ headers: { ...bearer("Ana"), "content-type": "text/plain" } }))).toMatchObject({
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(parsed(await call({ headers: { authorization: "Basic abc" }, json: "{" }))).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    // An unknown token is a 401 whatever the body; a known one hears what is wrong with it.
    const unknown = { authorization: "Bearer gb_unknown" };
    expect(parsed(await call({ headers: unknown, json: "{" }))).toMatchObject({ status: 401 });
    expect(parsed(await call({ headers: unknown, json: { version: 1 } }))).toMatchObject({ status: 401 });
    expect(parsed(await call({ headers: bearer("Ana"), json: "{" }))).toMatchObject({
      status: 400,
      message: "The body is not valid JSON.",
    });
    expect(parsed(await call({ headers: bearer("Ana"), body: async () => null }))).toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(parsed(await call({ headers: bearer("Ana"), json: { version: 1 } }))).toMatchObject({
      status: 400,
      message: "Send { version, move }.",
    });
    expect(
      parsed(await call({ op: "undo", headers: bearer("Ana"), json: { version: 1, scope: "all" } })),
    ).toMatchObject({ status: 400, message: 'Send { version, scope: "step" | "turn" }.' });
    expect(parsed(await call({ method: "GET", headers: unknown }))).toMatchObject({ status: 401 });
  });

  it("polls, steps and commits as the services answer, refusals in the caller's language", async () => {
    const awaited = parsed(await call({ method: "GET", headers: bearer("Ana") })) as {
      status: number;
      myTurn: boolean;
    };
    const mover = awaited.myTurn ? "Ana" : "Bo";
    const moves = parsed(await call({ method: "GET", headers: bearer(mover) })) as {
      status: number;
      ok: boolean;
      version: number;
      myTurn: boolean;
      legalMoves: unknown[];
    };
    expect(moves).toMatchObject({ status: 200, ok: true, myTurn: true });
    expect(parsed(await call({ method: "GET", op: "version", headers: bearer(mover) }))).toEqual({
      status: 200,
      ok: true,
      version: moves.version,
    });
    const step = parsed(
      await call({ headers: bearer(mover), json: { version: moves.version, move: moves.legalMoves[0] } }),
    );
    expect(step).toMatchObject({ status: 200, ok: true, committed: false, version: moves.version + 1 });
    // The version seen before the step is stale now: in German for a German browser, else in English.
    const stale = { version: moves.version };
    expect(parsed(await call({ op: "commit", headers: bearer(mover), json: stale }))).toMatchObject({
      status: 409,
      code: "STALE_VERSION",
      message: "This match changed in the meantime. Reload to see the current position.",
    });
    expect(
      parsed(
        await call({ op: "commit", headers: { ...bearer(mover), "accept-language": "de-DE,de;q=0.9" }, json: stale }),
      ),
    ).toMatchObject({ status: 409, message: expect.stringContaining("Die Partie hat sich inzwischen geändert") });
    expect(
      parsed(await call({ op: "commit", headers: { ...bearer(mover), cookie: "a=b; gb_locale=de" }, json: stale })),
    ).toMatchObject({ status: 409, message: expect.stringContaining("Die Partie") });
    const undo = parsed(
      await call({ op: "undo", headers: bearer(mover), json: { version: moves.version + 1, scope: "step" } }),
    );
    expect(undo).toMatchObject({ status: 200, ok: true, myTurn: true, version: moves.version + 2 });
  });
});
