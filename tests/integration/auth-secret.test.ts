/**
 * Sessions are JWTs signed with the auth secret; they survive a restart because the secret does: from
 * AUTH_SECRET, or generated once into the data folder and read back by the next process.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function freshSecret(): Promise<string> {
  vi.resetModules();
  const { authSecret } = await import("@/lib/secrets/secret");
  return authSecret();
}

describe("the auth secret", () => {
  it("is generated once into the data folder and the same after a restart", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "gb-secret-"));
    try {
      process.env.AUTH_SECRET = "";
      process.env.PGLITE_DIR = path.join(dir, "pglite");
      const first = await freshSecret();
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      // A new process (fresh modules) reads the same secret back.
      expect(await freshSecret()).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("comes from AUTH_SECRET when it is set", async () => {
    process.env.AUTH_SECRET = "a-configured-secret-of-enough-length";
    expect(await freshSecret()).toBe("a-configured-secret-of-enough-length");
  });
});
