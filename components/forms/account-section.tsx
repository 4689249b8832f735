/**
 * Settings "Account": change password, change e-mail, download my data, delete the account. A server
 * component: it looks the words up and hands them to the client forms.
 */
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { ChangeEmailForm, ChangePasswordForm, DeleteAccountForm } from "./account-forms";

export async function AccountSection({ userId, email }: { userId: string; email: string }) {
  const t = await getTranslations("settings.account");
  const hasPassword = await site.accounts.hasPassword(userId);
  const strong = (chunks: React.ReactNode) => <span className="font-medium">{chunks}</span>;
  return (
    <section className="card space-y-4" id="account" data-testid="account">
      <h2>{t("heading")}</h2>
      <p className="text-sm">{t("intro")}</p>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("password.heading")}</h3>
        {hasPassword ? (
          <ChangePasswordForm
            labels={{
              current: t("currentPassword"),
              password: t("password.new"),
              passwordHint: t("password.newHint"),
              submit: t("password.submit"),
            }}
          />
        ) : (
          <p className="text-sm">{t("password.none")}</p>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("email.heading")}</h3>
        <p className="text-sm">{t.rich("email.current", { email, b: strong })}</p>
        {hasPassword ? (
          <ChangeEmailForm
            labels={{ email: t("email.new"), current: t("currentPassword"), submit: t("email.submit") }}
          />
        ) : (
          <p className="text-sm">{t("refused.noPassword")}</p>
        )}
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("data.heading")}</h3>
        <p className="text-sm">{t("data.intro")}</p>
        {/* A plain download: the answer is a file (Content-Disposition), no script needed. */}
        <a className="btn" href="/api/me/data?download=1" download data-testid="download-data">
          {t("data.download")}
        </a>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t("delete.heading")}</h3>
        <p className="text-sm">{t("delete.intro")}</p>
        {hasPassword ? null : <p className="text-sm">{t("delete.mailIntro")}</p>}
        <DeleteAccountForm
          labels={{
            current: hasPassword ? t("currentPassword") : null,
            understand: t("delete.understand"),
            submit: hasPassword ? t("delete.submit") : t("delete.submitMail"),
          }}
        />
      </div>
    </section>
  );
}
