/**
 * Every setting the site reads, validated once with zod. Documented in README.md and .env.example.
 * Nothing else reads process.env directly (the database layer reads DATABASE_URL / PGLITE_DIR through here too).
 */
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgresql://... to use PostgreSQL; unset for the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Folder of the embedded PGlite database. */
  PGLITE_DIR: z.string().default("./data/pglite"),
  /** Secret that signs session cookies and unsubscribe links. Unset: generated once into ./data/auth-secret. */
  AUTH_SECRET: z.string().min(16).optional().or(z.literal("").transform(() => undefined)),
  /** Public address of the site, used in mails. */
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** smtp://user:pass@host:port (or smtps://). Unset: mail is kept in the outbox and shown on /dev/mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//).optional().or(z.literal("").transform(() => undefined)),
  /** Sender address of every mail. */
  MAIL_FROM: z.string().default("Glenboard <noreply@localhost>"),
  /** Show the development mailbox page (/dev/mailbox). Defaults to on when no SMTP is configured. */
  DEV_MAILBOX: z.enum(["on", "off"]).optional(),
  /** Failed sign-ins allowed per account and per address per minute before throttling. */
  SIGNIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Run the mail sender and bot loop inside the web process (default on). */
  BACKGROUND_WORKERS: z.enum(["on", "off"]).default("on"),
  /** End-to-end tests only: adds the tiny test game and honours `testSeed` when a match is created. */
  TEST_MODE: z.enum(["on", "off"]).default("off"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      throw new Error(`Invalid settings: ${JSON.stringify(fields)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change settings between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
