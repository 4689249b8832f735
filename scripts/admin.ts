// npm run admin -- <command> [arguments] [--json]: the operator's command line, on PGlite and PostgreSQL alike.
// See docs/operating.md "The admin command". Exit codes: 0 done, 1 refused (bad input, unknown user, ...), 2 cannot run
// (the embedded database is held by a running server, or the database cannot be reached).
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const USAGE = `usage: npm run admin -- <command> [options] [--json]

  create-user <username> <email> [--password P] [--token]   create an account (no confirmation mail)
  token <username> [--name N]                               print a new API token for the user (shown once)
  mail [--to ADDRESS] [--limit N] [--text]                  recent outbox mail with its status
  block <username> | unblock <username>                     block (ends every session) or unblock an account
  cancel-match <id>                                         abort an open or running match
  recompute-ratings                                         rebuild every rating from the finished rated matches
  key-history                                               rewrite old history lines as message keys (shown in every language)
  state <id>                                                a match's stored game state as JSON (hidden information: for the operator only)
  pack-states                                               pack the game states stored before the packed_state migration (once after it)
  reports [--limit N]                                       open reports of chat messages, oldest first
  resolve-report <id> --hide | --keep                       hide the reported message from everyone, or keep it; closes the report
  mailbox-url                                               the private page that shows kept mail (no SMTP)

  --json prints JSON only (errors too: {"ok":false,"code","message"}).`;

interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (!a.startsWith("--")) positional.push(a);
    else if (["--json", "--token", "--text"].includes(a)) flags.set(a.slice(2), true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new Error(`${a} needs a value`);
      flags.set(a.slice(2), value);
      i++;
    }
  }
  return { positional, flags };
}

function str(args: Args, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === "string" ? v : undefined;
}

function need(args: Args, index: number, what: string): string {
  const v = args.positional[index];
  if (v === undefined) throw new Error(`missing ${what}`);
  return v;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const json = args.flags.has("json");
  const command = args.positional[0];
  const print = (value: unknown, text: string) => console.log(json ? JSON.stringify(value) : text);
  const refuse = (code: string, message: string, exit: number) => {
    if (json) console.log(JSON.stringify({ ok: false, code, message }));
    else console.error(message);
    return exit;
  };
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 1;
  }

  const { createDb, targetFromEnv } = await import("../lib/db");
  const { applyMigrations } = await import("../lib/db/migrations");
  const { closePglite } = await import("../lib/db/pglite");
  const { EmbeddedDatabaseBusyError } = await import("../lib/db/pglite-lock");
  const ops = await import("../lib/operator/commands");
  const target = targetFromEnv();
  try {
    if (command === "mailbox-url") {
      const { operatorMailboxEnabled, operatorMailboxUrl } = await import("../lib/mail/operator-mailbox");
      if (!operatorMailboxEnabled())
        return refuse("NO_MAILBOX", "SMTP_URL is set: mail is sent, there is no kept mail to show.", 1);
      const url = operatorMailboxUrl();
      print({ url }, url);
      return 0;
    }
    // Quietly bring the database up to date (a first command on a fresh install works too).
    await applyMigrations(target);
    const db = createDb(target, { log: [] });
    try {
      switch (command) {
        case "create-user": {
          const r = await ops.createUserCommand(db, {
            username: need(args, 1, "username"),
            email: need(args, 2, "email"),
            password: str(args, "password"),
            token: args.flags.has("token"),
          });
          print(r, `Created ${r.username} (${r.id}).${r.token ? `\nAPI token (shown once): ${r.token}` : ""}`);
          return 0;
        }
        case "token": {
          const r = await ops.tokenCommand(db, { username: need(args, 1, "username"), name: str(args, "name") });
          print(r, `API token for ${r.username} (shown once): ${r.token}`);
          return 0;
        }
        case "mail": {
          const limit = str(args, "limit");
          if (limit !== undefined && !/^\d{1,4}$/.test(limit))
            return refuse("INVALID_INPUT", "--limit takes a number from 1 to 1000.", 1);
          const rows = await ops.mailCommand(db, {
            to: str(args, "to"),
            limit: limit === undefined ? undefined : Number(limit),
            text: args.flags.has("text"),
          });
          print(
            rows,
            rows.length === 0
              ? "No mail."
              : rows
                  .map(
                    (m) =>
                      `${m.createdAt}  ${m.status.padEnd(8)} ${m.to}  ${m.subject}${"text" in m ? `\n${m.text}` : ""}`,
                  )
                  .join("\n"),
          );
          return 0;
        }
        case "block":
        case "unblock": {
          const r = await ops.blockCommand(db, { username: need(args, 1, "username"), blocked: command === "block" });
          print(r, `${r.username} is ${r.blocked ? "blocked: every session ended" : "unblocked"}.`);
          return 0;
        }
        case "cancel-match": {
          const id = need(args, 1, "match id");
          if (!/^[1-9]\d{0,9}$/.test(id)) return refuse("INVALID_INPUT", "The match id is a positive number.", 1);
          const r = await ops.cancelMatchCommand(db, { matchId: Number(id) });
          print(r, `Match ${r.matchId} cancelled.`);
          return 0;
        }
        case "recompute-ratings": {
          const r = await ops.recomputeRatingsCommand(db);
          print(r, `Ratings rebuilt from ${r.matches} finished rated match${r.matches === 1 ? "" : "es"}.`);
          return 0;
        }
        case "key-history": {
          const r = await ops.keyHistoryCommand(db);
          print(r, `History keyed: ${r.entries} entries changed in ${r.matches} matches looked at.`);
          return 0;
        }
        case "state": {
          const id = need(args, 1, "match id");
          if (!/^[1-9]\d{0,9}$/.test(id)) return refuse("INVALID_INPUT", "The match id is a positive number.", 1);
          const r = await ops.stateCommand(db, { matchId: Number(id) });
          print(
            r,
            `Match ${r.matchId} (${r.gameKey}, ${r.status}, version ${r.version}): ${r.format === null ? "no state" : `${r.bytes} bytes stored (${r.format})`}\n${JSON.stringify(r.state, null, 2)}`,
          );
          return 0;
        }
        case "pack-states": {
          const r = await ops.packStatesCommand(db);
          print(r, `States packed: ${r.matches} matches, ${r.snapshots} replay snapshots.`);
          return 0;
        }
        case "reports": {
          const limit = str(args, "limit");
          if (limit !== undefined && !/^\d{1,4}$/.test(limit))
            return refuse("INVALID_INPUT", "--limit takes a number from 1 to 1000.", 1);
          const rows = await ops.reportsCommand(db, { limit: limit === undefined ? undefined : Number(limit) });
          print(
            rows,
            rows.length === 0
              ? "No open reports."
              : rows
                  .map(
                    (r) =>
                      `report ${r.id}  ${r.at}  match ${r.matchId}  ${r.reporter} reports ${r.author} (message ${r.messageId}): ${r.reason || "(no reason)"}\n    ${JSON.stringify(r.text)}`,
                  )
                  .join("\n"),
          );
          return 0;
        }
        case "resolve-report": {
          const id = need(args, 1, "report id");
          if (!/^[1-9]\d{0,18}$/.test(id)) return refuse("INVALID_INPUT", "The report id is a positive number.", 1);
          const hide = args.flags.has("hide");
          if (hide === args.flags.has("keep"))
            return refuse("INVALID_INPUT", "Say --hide (hide the message from everyone) or --keep.", 1);
          const r = await ops.resolveReportCommand(db, { reportId: BigInt(id), hide });
          print(r, `Report ${id} closed; the message is ${hide ? "hidden" : "kept"}.`);
          return 0;
        }
        default:
          return refuse("UNKNOWN_COMMAND", `Unknown command "${command}".\n\n${USAGE}`, 1);
      }
    } finally {
      await db.$disconnect();
    }
  } catch (e) {
    if (e instanceof ops.CommandError) return refuse(e.code, e.message, 1);
    if (e instanceof EmbeddedDatabaseBusyError) return refuse("DATABASE_BUSY", e.message, 2);
    if (e instanceof Error && /^missing /.test(e.message))
      return refuse("INVALID_INPUT", `${e.message}\n\n${USAGE}`, 1);
    return refuse("FAILED", `admin ${command} failed: ${e instanceof Error ? e.message : String(e)}`, 2);
  } finally {
    if (target.kind === "pglite" && "dataDir" in target && target.dataDir) await closePglite(target.dataDir);
  }
}

// Exit explicitly: the WASM schema engine leaves a timer behind that would keep the process alive.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
