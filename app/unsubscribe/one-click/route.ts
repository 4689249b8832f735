/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL from the
 * `List-Unsubscribe` header, without cookies. The signed query is the authority. A GET (someone opening
 * the URL in a browser) goes to the confirmation page instead of acting.
 */
import { NextResponse, type NextRequest } from "next/server";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";

function params(req: NextRequest) {
  const q = req.nextUrl.searchParams;
  return { u: q.get("u") ?? undefined, m: q.get("m") ?? undefined, s: q.get("s") ?? undefined };
}

export async function POST(req: NextRequest) {
  const r = await site.notifications.unsubscribe(params(req));
  if (!r.ok) return new NextResponse("This unsubscribe link is not valid.\n", { status: 400, headers: { "content-type": "text/plain" } });
  return new NextResponse("Unsubscribed.\n", { status: 200, headers: { "content-type": "text/plain" } });
}

export async function GET(req: NextRequest) {
  const url = req.nextUrl.clone();
  url.pathname = "/unsubscribe";
  return NextResponse.redirect(url, 303);
}
