import { getLocale, getTranslations } from "next-intl/server";
import { setLocaleAction } from "@/app/actions/locale";
import { localeNames, locales } from "@/lib/i18n/locales";

/**
 * English / Deutsch on every page: a form per language, no client code. Each name is written in its own
 * language (with `lang`), so a reader who does not understand the page's language still finds theirs.
 */
export async function LocaleSwitcher() {
  const current = await getLocale();
  const t = await getTranslations("common");
  return (
    <form action={setLocaleAction} className="flex items-center gap-1 text-sm" aria-label={t("language.label")}>
      {locales.map((l) => (
        <button
          key={l}
          name="locale"
          value={l}
          lang={l}
          aria-pressed={l === current}
          data-testid={`locale-${l}`}
          className={`rounded px-1 max-md:min-h-11 max-md:px-3 max-md:text-base ${l === current ? "font-bold underline" : "hover:underline"}`}
        >
          {localeNames[l]}
        </button>
      ))}
    </form>
  );
}
