import { site } from "@/lib/site";
import { json } from "@/lib/site/api";

export const dynamic = "force-dynamic";

/**
 * For load balancers and monitors: `{ ok: true }` from the web process without touching the database (also
 * the benchmark's floor: the framework's own cost of one request). `?db=1` also runs one trivial query and
 * answers 503 when the database does not answer.
 */
export async function GET(req: Request) {
  if (new URL(req.url).searchParams.get("db") !== "1") return json({ ok: true });
  const started = performance.now();
  const up = await site.databaseAnswers();
  const ms = Math.round(performance.now() - started);
  return up
    ? json({ ok: true, database: { ok: true, ms } })
    : json(
        { ok: false, code: "DATABASE_DOWN", message: "The database does not answer.", database: { ok: false, ms } },
        503,
      );
}
