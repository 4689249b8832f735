import { getTranslations } from "next-intl/server";
import { setTimeZoneAction } from "@/app/actions/time-zone";
import { timeZoneNames } from "@/lib/clocks/time-zones";
import { browserTimeZone } from "@/lib/site/request-locale";
import { StaticSelect } from "@/components/ui/static-select";

/**
 * Settings → Time zone: the zone the pages and mail use, the browser's offered in one click when it differs
 * (the server knows it from the cookie components/time-zone-cookie.tsx keeps), and the full list. Forms without
 * client code, as the language setting's.
 */
export async function TimeZoneSetting({ stored, now }: { stored: string | null; now: Date }) {
  const t = await getTranslations("settings.timeZone");
  const browser = await browserTimeZone();
  const shown = stored ?? browser ?? "UTC";
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: shown,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return (
    <section className="card space-y-3" id="time-zone" data-testid="time-zone-setting">
      <h2>{t("heading")}</h2>
      <p className="text-sm">{t("intro")}</p>
      <p data-testid="time-zone-current">
        {stored ? t.rich("current", { zone: stored, time, b }) : t.rich("unknown", { zone: shown, b })}
      </p>
      {browser && browser !== stored ? (
        <form action={setTimeZoneAction} className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{t.rich("browser", { zone: browser, b })}</p>
          <input type="hidden" name="timeZone" value={browser} />
          <button className="btn">{t("useBrowser", { zone: browser })}</button>
        </form>
      ) : null}
      <form action={setTimeZoneAction} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="f-timeZone" className="label">
            {t("choose")}
          </label>
          <StaticSelect
            id="f-timeZone"
            name="timeZone"
            className="field"
            selected={shown}
            options={timeZoneNames(shown).map((tz) => ({ value: tz, label: tz }))}
          />
        </div>
        <button className="btn">{t("save")}</button>
      </form>
    </section>
  );
}
