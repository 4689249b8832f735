/**
 * Settings' "Notify me on this device" section: the words, the public key and the user's devices, rendered on
 * the server; the buttons are the client component beside it, whose work loads when a button is pressed.
 */
import { getTranslations } from "next-intl/server";
import { site } from "@/lib/site";
import { PushDevices } from "./push-devices";

export async function PushSection({ userId, day }: { userId: string; day: (d: Date) => string }) {
  const t = await getTranslations("settings.push");
  const devices = (await site.push.list(userId)).map((d) => ({
    id: d.id,
    text: [
      d.label ? `${d.label} (${d.browser})` : d.browser,
      d.lastUsedAt ? t("lastUsed", { date: day(new Date(d.lastUsedAt)) }) : t("neverUsed"),
    ].join(", "),
  }));
  return (
    <section className="card space-y-3" id="push" data-testid="push-setting">
      <h2>{t("heading")}</h2>
      <p className="text-sm">{t("intro")}</p>
      <PushDevices
        publicKey={site.push.publicKey()}
        devices={devices}
        labels={{
          enable: t("enable"),
          enabled: t("enabled"),
          unsupported: t("unsupported"),
          denied: t("denied"),
          failed: t("failed"),
          devices: t("devices"),
          none: t("none"),
          thisDevice: t("thisDevice"),
          remove: t("remove"),
        }}
      />
    </section>
  );
}
