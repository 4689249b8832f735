import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.account.deleted"))("title") };
}

/** Where a deletion ends (signed out). */
export default async function AccountDeletedPage() {
  const t = await getTranslations("settings.account.deleted");
  return (
    <div className="space-y-4" data-testid="account-deleted">
      <h1>{t("title")}</h1>
      <p>{t("body")}</p>
      <Link className="btn" href="/">
        {t("home")}
      </Link>
    </div>
  );
}
