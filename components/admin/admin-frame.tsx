/**
 * The frame of every operator page: its heading, the operator pages' navigation, and the outcome of the
 * action just done (`?result=` from app/actions/operator.ts) in a live region.
 */
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";

const PAGES = [
  ["overview", "/admin"],
  ["accounts", "/admin/accounts"],
  ["reports", "/admin/reports"],
  ["matches", "/admin/matches"],
  ["registrations", "/admin/registrations"],
  ["mail", "/admin/mail"],
] as const;

const REASONS = ["UNKNOWN_USER", "NOT_FOUND", "FORBIDDEN", "NOT_RUNNING", "INVALID_INPUT"] as const;

export async function AdminFrame({ title, result, children }: { title: string; result?: string; children: ReactNode }) {
  const t = await getTranslations("admin");
  const code = result && /^[A-Z_]{1,40}$/.test(result) ? result : null;
  const said =
    result === "done"
      ? t("result.done")
      : code
        ? t("result.refused", {
            reason: (REASONS as readonly string[]).includes(code)
              ? t(`result.reasons.${code as (typeof REASONS)[number]}`)
              : t("result.reasons.other", { code }),
          })
        : null;
  return (
    <div className="space-y-4" data-testid="admin-page">
      <nav aria-label={t("nav.label")} className="flex flex-wrap gap-2 text-sm">
        {PAGES.map(([key, href]) => (
          <Link key={key} href={href} className="btn">
            {t(`nav.${key}`)}
          </Link>
        ))}
      </nav>
      <h1>{title}</h1>
      <p role="status" data-testid="admin-result" className={said ? "card text-sm" : "sr-only"}>
        {said}
      </p>
      {children}
    </div>
  );
}

/** A small form posting one action, with the page to come back to. */
export function ActionButton({
  action,
  fields,
  back,
  label,
  danger = false,
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string>;
  back: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <form action={action} className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={danger ? "btn border-red-300 text-red-800" : "btn"}>
        {label}
      </button>
    </form>
  );
}
