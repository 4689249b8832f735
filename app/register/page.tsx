import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "@/components/forms/auth-forms";
import { NoMailServerNotice } from "@/components/no-mail-server-notice";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.register"))("title") };
}

export default async function RegisterPage() {
  const t = await getTranslations("auth.register");
  const labels = {
    username: t("username"),
    usernameHint: t("usernameHint"),
    email: t("email"),
    password: t("password"),
    passwordHint: t("passwordHint"),
    submit: t("submit"),
    // Without a mail server the spam folder is the wrong place to look: the notice below says where the link is.
    noMail: site.operatorMailbox.enabled() ? null : t("noMail"),
  };
  return (
    <div className="space-y-4">
      <h1>{t("heading")}</h1>
      <RegisterForm labels={labels} />
      <NoMailServerNotice />
      <p className="text-sm">
        {t("alreadyRegistered")}{" "}
        <Link className="underline" href="/signin">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
