// npm run admin -- <command> [arguments] [--json]: the operator's command line, on PGlite and PostgreSQL alike.
// See docs/operating.md "The admin command"; the commands are in lib/operator/admin-command.ts. On the embedded
// database held by a running site, the command runs inside that server (lib/operator/admin-socket.ts).
// Exit codes: 0 done, 1 refused (bad input, unknown user, ...), 2 cannot run (the embedded database is held by a
// process that does not answer, or the database cannot be reached).
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // A file is named from here: the server that may run the command has its own working folder.
  if (["backup", "restore"].includes(argv[0] ?? "") && argv[1] && !argv[1].startsWith("--"))
    argv[1] = (await import("node:path")).resolve(argv[1]);
  const { targetFromEnv } = await import("../lib/db/target");
  const { askAdminSocket } = await import("../lib/operator/admin-socket");
  const target = targetFromEnv();
  const dataDir = target.kind === "pglite" && "dataDir" in target ? target.dataDir : undefined;
  // A running server holds the embedded database: it runs the command, and nothing heavy is loaded here (the
  // database client and the migrations take seconds to load on a busy machine). No answer: run it here.
  const served = dataDir ? await askAdminSocket(dataDir, argv) : null;
  if (served) return print(served);
  const { createDb } = await import("../lib/db");
  const { applyMigrations } = await import("../lib/db/migrations");
  const { closePglite } = await import("../lib/db/pglite");
  const { runAdminCommand } = await import("../lib/operator/admin-command");
  let answer = await runAdminCommand(argv, {
    open: async () => {
      // Quietly bring the database up to date (a first command on a fresh install works too).
      await applyMigrations(target);
      return createDb(target, { log: [] });
    },
    close: async (db) => {
      await db.$disconnect();
      if (dataDir) await closePglite(dataDir);
    },
  });
  if (answer.busy && dataDir) answer = (await askAdminSocket(dataDir, argv)) ?? answer;
  return print(answer);
}

function print(answer: { stdout: string; stderr: string; code: number }): number {
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  return answer.code;
}

// Exit explicitly: the WASM schema engine leaves a timer behind that would keep the process alive. Exit only
// once the output is written (a pipe may take it in pieces).
main().then(
  (code) => process.stdout.write("", () => process.exit(code)),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
