/** The match page's word to a guest (lib/guests): what a guest may do, and the way to keep the match. */
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";

export async function GuestNotice() {
  const t = await getTranslations("guest");
  return (
    <p className="card border-moss-300 bg-moss-50 text-sm" data-testid="guest-notice">
      {t("banner")}{" "}
      <Link className="font-semibold underline" href="/register">
        {t("keep")}
      </Link>
    </p>
  );
}
