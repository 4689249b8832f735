import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { games } from "@/lib/games";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("rules");
  return { title: t("index.title") };
}

export default async function RulesIndex() {
  const t = await getTranslations("rules");
  return (
    <div className="space-y-4">
      <h1>{t("index.title")}</h1>
      <p>{t("index.intro")}</p>
      <ul className="card list-disc pl-8">
        {Object.values(games).map((g) => (
          <li key={g.key}>
            <Link className="underline" href={`/rules/${g.key}`}>
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
