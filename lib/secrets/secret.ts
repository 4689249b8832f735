/**
 * The secret behind session cookies and signed links. From AUTH_SECRET, or generated once and kept in
 * ./data/auth-secret so sessions survive a restart of the embedded default. Several instances must share
 * AUTH_SECRET explicitly.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = path.resolve(path.dirname(env().PGLITE_DIR), "auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return (cached = secret);
}
