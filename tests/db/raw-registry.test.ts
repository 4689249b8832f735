/**
 * lib/db/raw.ts keeps the drivers of the clients it knows in one registry per process: Next.js loads the
 * instrumentation hook (which makes the process's client when the job runner starts) and the routes as
 * separate bundles, each with its own copy of the module, and a route's statements must still reach the
 * driver instead of the Prisma client's `$queryRaw`.
 */
import { describe, expect, it, vi } from "vitest";

describe("the raw statements' driver registry", () => {
  it("a driver registered by one copy of lib/db/raw.ts is used by another copy", async () => {
    vi.resetModules();
    const first = await import("@/lib/db/raw");
    vi.resetModules();
    const second = await import("@/lib/db/raw");
    expect(second).not.toBe(first);

    const asked: string[] = [];
    const client = {
      $queryRaw: () => {
        throw new Error("the Prisma client was asked");
      },
    };
    first.registerPglite(client, {
      query: async (text: string) => {
        asked.push(text);
        return { rows: [{ one: 1 }], fields: [], affectedRows: 0 };
      },
    } as never);
    const { Prisma } = await import("@/lib/db");
    const rows = await second.queryRows<{ one: number }>(client as never, Prisma.sql`SELECT 1 AS "one"`);
    expect(rows).toEqual([{ one: 1 }]);
    expect(asked).toEqual(['SELECT 1 AS "one"']);
  });
});
