import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkConfirmForm } from "@/components/forms/account-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.account.deleteLink"))("title") };
}

/** Opened from the deletion mail of an account without a password: the button deletes. */
export default async function ConfirmDeletePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const t = await getTranslations("settings.account");
  return (
    <div className="space-y-4">
      <h1>{t("deleteLink.title")}</h1>
      {typeof token === "string" && token ? (
        <div className="card max-w-md space-y-3">
          <p>{t("deleteLink.intro")}</p>
          <LinkConfirmForm kind="delete" token={token} submit={t("deleteLink.submit")} />
        </div>
      ) : (
        <p>{(await getTranslations("auth"))("linkIncomplete")}</p>
      )}
    </div>
  );
}
