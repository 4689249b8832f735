import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmRegistrationForm } from "@/components/forms/auth-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.confirm"))("title") };
}

// The token is used only when the button is pressed, so a mail scanner that opens the link does not use it up.
export default async function ConfirmRegistrationPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1>{t("confirm.title")}</h1>
      {typeof token === "string" ? (
        <ConfirmRegistrationForm
          token={token}
          labels={{ intro: t("confirm.pressToCreate"), submit: t("confirm.submit") }}
        />
      ) : (
        <p>{t("linkIncomplete")}</p>
      )}
    </div>
  );
}
