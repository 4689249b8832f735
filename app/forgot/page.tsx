import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotForm } from "@/components/forms/auth-forms";
import { NoMailServerNotice } from "@/components/no-mail-server-notice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.forgot"))("title") };
}

export default async function ForgotPage() {
  const t = await getTranslations("auth.forgot");
  return (
    <div className="space-y-4">
      <h1>{t("heading")}</h1>
      <ForgotForm labels={{ email: t("email"), submit: t("submit") }} />
      <NoMailServerNotice />
    </div>
  );
}
