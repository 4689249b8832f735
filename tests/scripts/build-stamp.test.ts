/** `npm start` builds only when what the build reads changed (scripts/lib/build-stamp.ts, scripts/build-if-changed.ts). */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIsCurrent, buildStamp, stampFile } from "../../scripts/lib/build-stamp";

const root = mkdtempSync(path.join(tmpdir(), "stamp-"));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build stamp", () => {
  write("app/page.tsx", "export default 1;");
  write("lib/a.ts", "export const a = 1;");
  write("package-lock.json", "{}");

  it("stays the same for the same sources and changes with a source, a new file, the lock or NEXT_PUBLIC_*", () => {
    const first = buildStamp(root, {});
    expect(buildStamp(root, {})).toBe(first);
    write("lib/a.ts", "export const a = 2;");
    const edited = buildStamp(root, {});
    expect(edited).not.toBe(first);
    write("components/b.tsx", "export const b = 1;");
    const added = buildStamp(root, {});
    expect(added).not.toBe(edited);
    write("package-lock.json", '{"lockfileVersion":3}');
    const locked = buildStamp(root, {});
    expect(locked).not.toBe(added);
    expect(buildStamp(root, { NEXT_PUBLIC_X: "1" })).not.toBe(locked);
  });

  it("ignores tests, generated code, migrations and settings read at start", () => {
    const before = buildStamp(root, {});
    write("lib/a.test.ts", "it()");
    write("lib/db/generated/client.ts", "x");
    write("prisma/migrations/1_x/migration.sql", "select 1");
    expect(buildStamp(root, { SMTP_URL: "smtp://x", TEST_MODE: "on" })).toBe(before);
  });

  it("counts a build as current only with its BUILD_ID and the same stamp", () => {
    const stamp = buildStamp(root, {});
    expect(buildIsCurrent(root, ".next", stamp)).toBe(false);
    write(".next/BUILD_ID", "abc");
    expect(buildIsCurrent(root, ".next", stamp)).toBe(false);
    writeFileSync(stampFile(root, ".next"), `${stamp}\n`);
    expect(buildIsCurrent(root, ".next", stamp)).toBe(true);
    expect(buildIsCurrent(root, ".next", buildStamp(root, { NEXT_PUBLIC_X: "1" }))).toBe(false);
  });
});

describe("npm start's build step", () => {
  it("starts without building when the build in its folder is current", () => {
    // Run in the temporary tree, so a build running beside the tests cannot change the sources meanwhile.
    write("dist/BUILD_ID", "abc");
    writeFileSync(path.join(root, "dist", "glenboard-source-stamp"), buildStamp(root, { NEXT_PUBLIC_SITE: "x" }));
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    const script = path.join(process.cwd(), "scripts", "build-if-changed.ts");
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: "production" as const,
      NEXT_DIST_DIR: "dist",
      NEXT_PUBLIC_SITE: "x",
    };
    expect(execFileSync(tsx, [script], { cwd: root, env, encoding: "utf8" })).toContain("up to date");
  });
});
