// npm run generate (also run on postinstall): `prisma generate` into lib/db/generated, offline.
// The Prisma CLI insists on having its native schema-engine binary before any command and downloads it
// from a CDN when missing, which fails without internet. `generate` never runs that binary, so pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file (here: the node binary) satisfies the check.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");

const env: NodeJS.ProcessEnv = {
  ...process.env,
  CHECKPOINT_DISABLE: "1", // no telemetry/update check request
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}

const started = performance.now();
const result = spawnSync(process.execPath, [cli, "generate", "--schema", "prisma/schema.prisma"], {
  cwd: root,
  env,
  stdio: ["ignore", "pipe", "pipe"],
  encoding: "utf8",
});
if (result.status !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  console.error(`prisma generate failed (exit ${result.status ?? result.signal}).`);
  process.exit(1);
}
const generated = path.join(root, "lib/db/generated/client.ts");
if (!existsSync(generated)) {
  console.error(`prisma generate reported success but ${generated} is missing.`);
  process.exit(1);
}
console.log(`Generated Prisma client in lib/db/generated (${Math.round(performance.now() - started)} ms).`);
