/**
 * Every setting the site reads, validated once with zod. Documented in README.md and .env.example.
 * Nothing else reads process.env directly (the database layer reads DATABASE_URL / PGLITE_DIR through here too).
 */
import { z } from "zod";

const onOff = z.enum(["on", "off"]);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** postgresql://... to use PostgreSQL; unset for the embedded PGlite database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * PostgreSQL streaming replicas (comma-separated postgresql:// URLs) that serve the read-only pages and API
     * reads (lib/db/replicas.ts, docs/deploy.md). Empty: every read on DATABASE_URL. Ignored on PGlite.
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .refine(
        (v) =>
          v
            .split(",")
            .map((u) => u.trim())
            .filter(Boolean)
            .every((u) => /^postgres(ql)?:\/\//.test(u)),
        "DATABASE_REPLICA_URLS: every address must start with postgresql://",
      )
      .default(""),
    /** Seconds a replica may lag the primary before it is left out (checked that often while reads come); 0: no check. */
    DATABASE_REPLICA_MAX_LAG: z.coerce.number().min(0).max(3600).default(2),
    /** Folder of the embedded PGlite database. */
    PGLITE_DIR: z.string().default("./data/pglite"),
    /**
     * Where the embedded database runs: "worker", a thread of its own (the database's work and the pages'
     * run side by side), or "main", the web process's one thread (pages and queries take turns). Read by lib/db/target.ts.
     */
    PGLITE_THREAD: z.enum(["worker", "main"]).default("worker"),
    /** Secret that signs session cookies and links. Unset: generated once into ./data/auth-secret. */
    AUTH_SECRET: z
      .string()
      .min(16)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Port of the web server; also the default port of SITE_URL. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Public address of the site, used in mails. Default: http://localhost:<PORT>. */
    SITE_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** smtp://user:pass@host:port (or smtps://). Unset: mail is kept in the outbox for the operator. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Sender address of every mail. */
    MAIL_FROM: z.string().default("Glenboard <noreply@localhost>"),
    /**
     * Proxies whose X-Forwarded-For is believed (IP addresses or CIDR ranges, comma-separated). Empty: the
     * client address is the socket's, and X-Forwarded-For is ignored.
     */
    TRUSTED_PROXIES: z.string().default(""),
    /** Failed sign-ins allowed per account and per address per minute before throttling. */
    SIGNIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Live update streams (GET /api/events) one user may hold open on one app instance (tabs, scripts). */
    LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(8),
    /** Live update streams one app instance holds open at most; more are refused with 503 (pages then poll). */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
    /**
     * Connections one client address may hold open on one server process (server.ts; live streams apart).
     * Over a cap a new connection is reset at once. A browser opens up to 6 connections to a site and keeps
     * them 5 s after its last request: 512 is about 85 browsers loading pages at the same moment behind one
     * address (a phone network's or a school's NAT). TRUSTED_PROXIES are not counted (lib/http/connection-guard.ts).
     */
    CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(512),
    /** Of those, connections that have not yet sent a complete request head (idle or slow ones). */
    CONNECTIONS_WAITING_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(128),
    /** Live update streams (GET /api/events, one per open page) one client address may hold on one server process. */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(256),
    /** Days that sent, kept, dropped and failed mail stays in the outbox (for `admin mail`) before it is deleted. */
    MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Server processes sharing the port, one per core (PostgreSQL only); 1: one process. */
    WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * A strong bot's thinking time per move in ms when its seat names none (seats taken over after a timeout
     * or a departure): 10-5000, default 1000 (lib/bots/levels.ts).
     */
    BOT_BUDGET_MS: z.coerce.number().int().min(10).max(5000).default(1000),
    /** Bot searches at once for this process (each in a worker process); 0: one fewer than the cores, at least 1. */
    BOT_THREADS: z.coerce.number().int().min(0).max(64).default(0),
    /**
     * The bots' worker processes' scheduling (lib/bots/pool.ts): "idle" runs them only on CPU nothing else
     * wants (Linux SCHED_IDLE through chrt, where present); "low" at nice 19, a small share on a saturated machine.
     */
    BOT_PRIORITY: z.enum(["idle", "low"]).default("idle"),
    /** Run the mail sender inside the web process (default on). */
    BACKGROUND_WORKERS: onOff.default("on"),
    /**
     * Web push (VAPID, RFC 8292): the key pair as web-push's `generateVAPIDKeys` gives it (base64url). Unset:
     * derived from the auth secret (lib/push/keys.ts), so every instance sharing AUTH_SECRET shares it.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be 65 bytes in base64url (87 characters)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be 32 bytes in base64url (43 characters)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Who push services may contact about this site's pushes: mailto:... or https://... Default: SITE_URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Tests only: push endpoints on localhost and private addresses are accepted and contacted. */
    PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(["0", "1"]).default("0"),
    /** End-to-end tests only: adds the tiny test game and honours `testSeed` when a match is created. */
    TEST_MODE: onOff.default("off"),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    path: ["VAPID_PRIVATE_KEY"],
  })
  .transform((e) => ({ ...e, SITE_URL: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "") }));

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    // An empty value (`TEST_MODE=` in .env) means "not set", as everywhere else in the settings.
    const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ""));
    const parsed = schema.safeParse(given);
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
