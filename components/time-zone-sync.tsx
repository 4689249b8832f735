"use client";
/**
 * Tells the server the browser's time zone, on every page (app/layout.tsx): a cookie `gb_tz` that
 * lib/i18n/resolve.ts reads (validated) for visitors and for accounts whose zone is not known yet, so their
 * deadlines and dates are in their zone. The first time the cookie is set or changes while the page was
 * rendered in another zone, the page is refreshed once. `adopt`: the signed-in account has no zone yet; it
 * takes this one (POST /api/me/time-zone with ifUnset: a zone chosen meanwhile is kept).
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/lib/clocks/time-zone-cookie";

/** `shown`: the zone the server rendered in; `fromAccount`: it is the account's setting (no refresh needed). */
export function TimeZoneSync({ shown, fromAccount, adopt }: { shown: string; fromAccount: boolean; adopt: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const had = document.cookie.match(new RegExp(`(?:^|; )${TIME_ZONE_COOKIE}=([^;]*)`))?.[1];
    if (had !== zone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
      if (!fromAccount && !adopt && shown !== zone) router.refresh();
    }
    if (adopt) {
      fetch("/api/me/time-zone", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ timeZone: zone, ifUnset: true }) }).then(
        (r) => r.ok && shown !== zone && router.refresh(),
        () => {},
      );
    }
  }, [shown, fromAccount, adopt, router]);
  return null;
}
