import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetForm } from "@/components/forms/auth-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.reset"))("title") };
}

export default async function ResetPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1>{t("reset.title")}</h1>
      {token ? (
        <ResetForm
          token={token}
          labels={{ password: t("reset.password"), passwordHint: t("reset.passwordHint"), submit: t("reset.submit") }}
        />
      ) : (
        <p>{t("linkIncomplete")}</p>
      )}
    </div>
  );
}
