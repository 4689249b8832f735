// The one set-up of integration tests on a real database: `forEachDatabase` runs a describe block once per
// engine the site supports (PGlite and PostgreSQL), each with a fresh migrated database opened before its
// tests and closed after them; `useDatabase` does the same for one engine inside the current describe block.
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe } from "vitest";
import type { Db } from "@/lib/db";
import { createTestDatabase, TEST_DB_KINDS, type TestDatabase, type TestDbKind } from "./db";

/** The database of the running describe block; its fields can be read once the block's tests run. */
export interface DatabaseFixture {
  readonly kind: TestDbKind;
  readonly db: Db;
  /** PostgreSQL only: the database URL (for a second client, or applyMigrations). */
  readonly url: string | undefined;
  /** PGlite only: the instance behind `db`. */
  readonly pglite: PGlite | undefined;
}

/**
 * Opens a fresh migrated database of `kind` before the tests of the current describe block and closes it
 * after them. Its beforeAll is registered first, so the block's own beforeAll hooks can use it.
 */
export function useDatabase(kind: TestDbKind): DatabaseFixture {
  let opened: TestDatabase | undefined;
  const current = (): TestDatabase => {
    if (!opened) throw new Error("The test database is opened in beforeAll: read it inside hooks and tests.");
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    kind,
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    get pglite() {
      return current().pglite;
    },
  };
}

/** `describe("<name> on pglite")` and `describe("<name> on postgres")`, each with its own database. */
export function forEachDatabase(name: string, body: (database: DatabaseFixture) => void): void {
  describe.each(TEST_DB_KINDS)(`${name} on %s`, (kind) => {
    body(useDatabase(kind));
  });
}
