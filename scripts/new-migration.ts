// npm run migrate:new -- <name> [--empty]
// Writes prisma/migrations/<timestamp>_<name>/migration.sql for the difference between
// prisma/schema.prisma and the existing migrations, offline (throwaway in-memory PGlite databases).
import { createMigration } from "../lib/db/migrations";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const empty = args.includes("--empty");
  const name = args.filter((a) => !a.startsWith("--")).join("_");
  if (!name) {
    console.error("usage: npm run migrate:new -- <name> [--empty]");
    process.exit(2);
  }
  const started = performance.now();
  const result = await createMigration(name, { empty });
  const ms = Math.round(performance.now() - started);
  if (!result.name) {
    console.log(`No schema changes: no migration written (${ms} ms). Use --empty for a hand-written migration.`);
    return;
  }
  console.log(`Wrote ${result.file} (${ms} ms). Apply it with: npm run migrate`);
}

// Exit explicitly: the WASM schema engine leaves a 10 s timer behind that would keep the process alive.
main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
