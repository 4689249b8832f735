/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL from the
 * `List-Unsubscribe` header, without cookies. The signed query is the authority. A GET (someone opening
 * the URL in a browser) goes to the confirmation page instead of acting.
 */
import { NextResponse, type NextRequest } from "next/server";
import { site } from "@/lib/site";
import { localeFor } from "@/lib/site/request-locale";
import { translator } from "@/lib/i18n/translator";

export const dynamic = "force-dynamic";

function params(req: NextRequest) {
  const q = req.nextUrl.searchParams;
  return { u: q.get("u") ?? undefined, m: q.get("m") ?? undefined, s: q.get("s") ?? undefined };
}

export async function POST(req: NextRequest) {
  const r = await site.notifications.unsubscribe(params(req));
  // Mail clients send no cookie and seldom a language: this is English for them, the asker's language otherwise.
  const t = translator(await localeFor(null), "settings.unsubscribe");
  const text = (body: string, status: number) =>
    new NextResponse(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (!r.ok) return text(t("oneClickInvalid"), 400);
  return text(t("oneClickDone"), 200);
}

export async function GET(req: NextRequest) {
  const url = req.nextUrl.clone();
  url.pathname = "/unsubscribe";
  return NextResponse.redirect(url, 303);
}
