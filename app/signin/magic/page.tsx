import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MagicSignInForm } from "@/components/forms/auth-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.magic"))("title") };
}

// The token is used only when the button is pressed, so a mail scanner that opens the link does not use it up.
export default async function MagicPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1>{t("magic.title")}</h1>
      {token ? (
        <MagicSignInForm token={token} labels={{ intro: t("magic.pressToFinish"), submit: t("magic.submit") }} />
      ) : (
        <p>{t("linkIncomplete")}</p>
      )}
    </div>
  );
}
