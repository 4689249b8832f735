import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "@/components/forms/auth-forms";

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
    noMail: t("noMail"),
  };
  return (
    <div className="space-y-4">
      <h1>{t("heading")}</h1>
      <RegisterForm labels={labels} />
      <p className="text-sm">
        {t("alreadyRegistered")}{" "}
        <Link className="underline" href="/signin">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
