import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { MagicLinkRequestForm, SignInForm } from "@/components/forms/auth-forms";
import { NoMailServerNotice } from "@/components/no-mail-server-notice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signIn"))("title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const next = typeof sp.next === "string" ? sp.next : undefined;
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1>{t("signIn.title")}</h1>
      {sp.reset ? <p className="text-moss-700">{t("signIn.passwordChanged")}</p> : null}
      {sp.signedOut === "everywhere" ? <p className="text-moss-700">{t("signIn.signedOutEverywhere")}</p> : null}
      {typeof sp.error === "string" ? <p className="text-red-700">{t("signIn.failed")}</p> : null}
      <SignInForm
        next={next}
        labels={{
          login: t("signIn.login"),
          password: t("signIn.password"),
          submit: t("signIn.submit"),
          forgot: t("signIn.forgot"),
        }}
      />
      <MagicLinkRequestForm
        labels={{ heading: t("magic.requestHeading"), email: t("magic.email"), submit: t("magic.request") }}
      />
      <NoMailServerNotice />
      <p className="text-sm">
        {t("signIn.newHere")}{" "}
        <Link className="underline" href="/register">
          {t("signIn.createAccount")}
        </Link>
      </p>
    </div>
  );
}
