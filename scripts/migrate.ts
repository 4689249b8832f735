// npm run migrate: applies prisma/migrations to the configured database
// (DATABASE_URL=postgresql://... or, without it, PGlite in PGLITE_DIR, default ./data/pglite).
import nextEnv from "@next/env";
import { applyMigrations } from "../lib/db/migrations";
import { closePglite } from "../lib/db/pglite";
import { describeTarget, targetFromEnv } from "../lib/db/target";

// Read .env files the way the Next.js server does, so both migrate the same database.
nextEnv.loadEnvConfig(process.cwd());

async function main(): Promise<void> {
  const target = targetFromEnv();
  const started = performance.now();
  try {
    const { applied } = await applyMigrations(target);
    const ms = Math.round(performance.now() - started);
    if (applied.length === 0) console.log(`Database up to date (${describeTarget(target)}, ${ms} ms).`);
    else
      console.log(
        `Applied ${applied.length} migration(s) to ${describeTarget(target)} in ${ms} ms: ${applied.join(", ")}`,
      );
  } finally {
    // Close PGlite cleanly so its files are flushed before the app process opens them.
    if (target.kind === "pglite" && "dataDir" in target && target.dataDir) await closePglite(target.dataDir);
  }
}

// Exit explicitly: the WASM schema engine leaves a 10 s timer behind that would keep the process alive.
main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Migration failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
