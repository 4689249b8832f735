/**
 * The site's 404 (an unknown address, a match or profile that is not there, the operator mailbox's wrong
 * key): in the site's layout and the reader's language, with the ways back a lost visitor wants.
 */
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";

export async function generateMetadata() {
  const t = await getTranslations("common.notFound");
  return { title: t("title") };
}

export default async function NotFound() {
  const t = await getTranslations("common.notFound");
  return (
    <div className="card max-w-xl space-y-3" data-testid="not-found">
      <h1>{t("title")}</h1>
      <p>{t("body")}</p>
      <div className="flex flex-wrap gap-2">
        <Link className="btn btn-primary" href="/games">
          {t("myGames")}
        </Link>
        <Link className="btn" href="/">
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
