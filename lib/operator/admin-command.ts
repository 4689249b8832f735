/**
 * The operator's command line (`npm run admin -- <command>`, scripts/admin.ts) as one function from the
 * arguments to what it prints and its exit code, so the same commands run in the script on the database files
 * and, on the embedded database while the site runs, inside the server that holds it (admin-socket.ts).
 * Exit codes: 0 done, 1 refused (bad input, unknown user, ...), 2 cannot run (the embedded database is held
 * by a running server that does not answer, or the database cannot be reached).
 */
import type { Db } from "@/lib/db";
import { EmbeddedDatabaseBusyError } from "@/lib/db/pglite-lock";
import { operatorMailboxEnabled, operatorMailboxUrl } from "@/lib/mail/operator-mailbox";
import * as ops from "./commands";
import { backupDatabase, restoreDatabase } from "./backup";
import * as desk from "./operator-desk";

export const USAGE = `usage: npm run admin -- <command> [options] [--json]

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
  grant-operator <username> | revoke-operator <username>   make an account the site's operator (the /admin pages), or no longer
  backup <file>                                             a consistent copy of the whole database (gzip), site running or not
  restore <file>                                            a backup into a fresh database (every table empty)

  --json prints JSON only (errors too: {"ok":false,"code","message"}).`;

/** What a command printed and how it ended; `busy`: the embedded database is held by another process. */
export interface AdminAnswer {
  code: number;
  stdout: string;
  stderr: string;
  busy?: boolean;
}

/** How a command reaches the database: the script opens the files, the server lends its own client. */
export interface AdminDatabase {
  open(): Promise<Db>;
  close(db: Db): Promise<void>;
}

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

export async function runAdminCommand(argv: readonly string[], database: AdminDatabase): Promise<AdminAnswer> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const answer = (code: number, busy = false): AdminAnswer => ({
    code,
    stdout: stdout.map((l) => `${l}\n`).join(""),
    stderr: stderr.map((l) => `${l}\n`).join(""),
    ...(busy ? { busy } : {}),
  });
  let args: Args;
  try {
    args = parseArgs([...argv]);
  } catch (e) {
    stderr.push(`${(e as Error).message}\n\n${USAGE}`);
    return answer(1);
  }
  const json = args.flags.has("json");
  const command = args.positional[0];
  const print = (value: unknown, text: string) => stdout.push(json ? JSON.stringify(value) : text);
  const refuse = (code: string, message: string, exit: number) => {
    if (json) stdout.push(JSON.stringify({ ok: false, code, message }));
    else stderr.push(message);
    return exit;
  };
  if (!command || command === "help" || command === "--help") {
    stdout.push(USAGE);
    return answer(command ? 0 : 1);
  }
  if (command === "mailbox-url") {
    if (!operatorMailboxEnabled())
      return answer(refuse("NO_MAILBOX", "SMTP_URL is set: mail is sent, there is no kept mail to show.", 1));
    const url = operatorMailboxUrl();
    print({ url }, url);
    return answer(0);
  }
  let db: Db;
  try {
    db = await database.open();
  } catch (e) {
    if (e instanceof EmbeddedDatabaseBusyError) return answer(refuse("DATABASE_BUSY", e.message, 2), true);
    return answer(refuse("FAILED", `admin ${command} failed: ${e instanceof Error ? e.message : String(e)}`, 2));
  }
  try {
    return answer(await run(db, command, args, print, refuse));
  } catch (e) {
    if (e instanceof ops.CommandError) return answer(refuse(e.code, e.message, 1));
    if (e instanceof Error && /^missing /.test(e.message))
      return answer(refuse("INVALID_INPUT", `${e.message}\n\n${USAGE}`, 1));
    return answer(refuse("FAILED", `admin ${command} failed: ${e instanceof Error ? e.message : String(e)}`, 2));
  } finally {
    await database.close(db);
  }
}

async function run(
  db: Db,
  command: string,
  args: Args,
  print: (value: unknown, text: string) => void,
  refuse: (code: string, message: string, exit: number) => number,
): Promise<number> {
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
                (m) => `${m.createdAt}  ${m.status.padEnd(8)} ${m.to}  ${m.subject}${"text" in m ? `\n${m.text}` : ""}`,
              )
              .join("\n"),
      );
      return 0;
    }
    case "block":
    case "unblock": {
      const r = await desk.setBlocked(db, desk.COMMAND_LINE, need(args, 1, "username"), command === "block");
      print(r, `${r.username} is ${r.blocked ? "blocked: every session ended" : "unblocked"}.`);
      return 0;
    }
    case "cancel-match": {
      const id = need(args, 1, "match id");
      if (!/^[1-9]\d{0,9}$/.test(id)) return refuse("INVALID_INPUT", "The match id is a positive number.", 1);
      const r = await desk.cancelMatch(db, desk.COMMAND_LINE, Number(id));
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
      const r = await desk.resolveReport(db, desk.COMMAND_LINE, BigInt(id), hide);
      print(r, `Report ${id} closed; the message is ${hide ? "hidden" : "kept"}.`);
      return 0;
    }
    case "grant-operator":
    case "revoke-operator": {
      const granted = command === "grant-operator";
      const r = await desk.grantOperator(db, desk.COMMAND_LINE, need(args, 1, "username"), granted);
      print(
        r,
        `${r.username} is ${granted ? "now an operator: the /admin pages are theirs" : "no longer an operator"}.`,
      );
      return 0;
    }
    case "backup":
    case "restore": {
      const file = need(args, 1, "file");
      const r = command === "backup" ? await backupDatabase(db, file) : await restoreDatabase(db, file);
      const rows = Object.values(r.tables).reduce((a, b) => a + b, 0);
      const tables = Object.keys(r.tables).length;
      print(
        r,
        `${command === "backup" ? "Backed up" : "Restored"} ${rows} rows of ${tables} tables ${command === "backup" ? "to" : "from"} ${r.file}.`,
      );
      return 0;
    }
    default:
      return refuse("UNKNOWN_COMMAND", `Unknown command "${command}".\n\n${USAGE}`, 1);
  }
}
