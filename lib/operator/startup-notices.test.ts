import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { startupNotices } from "./startup-notices";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function notices(settings: Record<string, string>): string {
  process.env = {
    ...saved,
    SMTP_URL: "",
    TEST_MODE: "",
    AUTH_SECRET: "a-secret-a-secret-a-secret",
    PORT: "3999",
    SITE_URL: "",
    PUSH_ALLOW_PRIVATE_ENDPOINTS: "",
    ...settings,
  };
  resetEnvCache();
  return startupNotices().join("\n");
}

describe("start-up notices", () => {
  it("give the operator the private mailbox address without SMTP, and nothing with it", () => {
    expect(notices({})).toMatch(/http:\/\/localhost:3999\/mailbox\/[A-Za-z0-9_-]{43}/);
    // Where else the operator finds it, and what the newcomers were told.
    expect(notices({})).toContain("npm run admin -- mailbox-url");
    expect(notices({})).toContain("npm run admin -- mail --text");
    expect(notices({})).toMatch(/links included, which you pass on to your players \(the pages tell them so\)/);
    expect(notices({ SMTP_URL: "smtp://127.0.0.1:25" })).toBe("");
  });

  it("warn loudly when a test switch is on", () => {
    expect(notices({ SMTP_URL: "smtp://127.0.0.1:25", TEST_MODE: "on" })).toMatch(/^!!! TEST_MODE is ON/);
    expect(notices({ SMTP_URL: "smtp://127.0.0.1:25", PUSH_ALLOW_PRIVATE_ENDPOINTS: "1" })).toMatch(
      /^!!! PUSH_ALLOW_PRIVATE_ENDPOINTS is ON/,
    );
    expect(notices({ SMTP_URL: "smtp://127.0.0.1:25", PUSH_ALLOW_PRIVATE_ENDPOINTS: "0" })).toBe("");
  });

  it("say that read replicas are ignored on the embedded database, and nothing beside PostgreSQL", () => {
    const replicas = { SMTP_URL: "smtp://127.0.0.1:25", DATABASE_REPLICA_URLS: "postgresql://r1:5432/g" };
    expect(notices({ ...replicas, DATABASE_URL: "" })).toMatch(/^DATABASE_REPLICA_URLS is ignored/);
    expect(notices({ ...replicas, DATABASE_URL: "postgresql://p:5432/g" })).toBe("");
    expect(() => notices({ ...replicas, DATABASE_REPLICA_URLS: "postgresql://r1/g, mysql://r2/g" })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
  });
});
