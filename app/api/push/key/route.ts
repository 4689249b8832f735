/**
 * GET /api/push/key -> { publicKey }: the site's VAPID public key (base64url), what a page passes to
 * `pushManager.subscribe({ applicationServerKey })`. Public: it is the public half.
 */
import { site } from "@/lib/site";
import { json } from "@/lib/site/api";

export const dynamic = "force-dynamic";

export function GET() {
  return json({ ok: true, publicKey: site.push.publicKey() }, 200, { "cache-control": "public, max-age=3600" });
}
