import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkConfirmForm } from "@/components/forms/account-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.account.emailLink"))("title") };
}

/** Opened from the mail to a new address: a button confirms it (opening the link alone changes nothing). */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const t = await getTranslations("settings.account");
  return (
    <div className="space-y-4">
      <h1>{t("emailLink.title")}</h1>
      {typeof token === "string" && token ? (
        <div className="card max-w-md space-y-3">
          <p>{t("emailLink.intro")}</p>
          <LinkConfirmForm
            kind="email"
            token={token}
            submit={t("emailLink.submit")}
            done={{ href: "/settings#account", label: t("emailLink.toSettings") }}
          />
        </div>
      ) : (
        <p>{(await getTranslations("auth"))("linkIncomplete")}</p>
      )}
    </div>
  );
}
