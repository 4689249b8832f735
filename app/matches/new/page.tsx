import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { currentUser } from "@/lib/auth/current";
import { games } from "@/lib/games";
import { NONE_SAFETY_NET_DAYS } from "@/lib/clocks/time-units";
import { variantText } from "@/lib/matches/history/lobby-text";
import { NewMatchForm, type NewMatchLabels } from "@/components/match/new-match-form";

export async function generateMetadata() {
  const t = await getTranslations("lobby.newMatch");
  return { title: t("title") };
}

export default async function NewMatchPage({ searchParams }: { searchParams: Promise<{ game?: string }> }) {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/matches/new");
  const { game } = await searchParams;
  const locale = await getLocale();
  const t = await getTranslations("lobby.newMatch");
  const list = Object.values(games).map((g) => ({
    key: g.key,
    name: g.name,
    min: g.minPlayers,
    max: g.maxPlayers,
    option: t("gameOption", { name: g.name, min: g.minPlayers, max: g.maxPlayers }),
    howToPlay: t("howToPlay", { name: g.name }),
    variants: (g.variants ?? []).map((v) => ({ key: v.key, ...variantText(locale, g.key, v) })),
  }));
  return (
    <div className="space-y-4">
      <h1>{t("title")}</h1>
      <NewMatchForm games={list} initialGame={game} labels={await newMatchLabels()} />
    </div>
  );
}

/** Only the words the form shows (a client component: finished strings, no message library in the browser). */
async function newMatchLabels(): Promise<NewMatchLabels> {
  const t = await getTranslations("lobby.newMatch");
  const c = await getTranslations("lobby.clock");
  const keys = [
    "game",
    "newTab",
    "players",
    "seats",
    "seatYou",
    "kindOpen",
    "kindInvite",
    "kindBotStrong",
    "budget",
    "kindBotGreedy",
    "kindBotRandom",
    "username",
    "note",
    "options",
    "rated",
    "friendsOnly",
    "chatPublic",
    "create",
    "variants",
  ] as const;
  const clockKeys = [
    "legend",
    "timeControl",
    "perMove",
    "bank",
    "none",
    "daysPerMove",
    "bankStart",
    "increment",
    "incrementNothing",
    "increment6h",
    "increment12h",
    "increment1d",
    "increment2d",
    "timeout",
    "timeoutBot",
    "timeoutLose",
    "hintBank",
    "hintPerMove",
    "hintReminder",
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>),
    seat: t.raw("seat") as string,
    budgetSeconds: t.raw("budgetSeconds") as string,
    clock: {
      ...(Object.fromEntries(clockKeys.map((k) => [k, c(k)])) as Record<(typeof clockKeys)[number], string>),
      hintNone: c("hintNone", { days: NONE_SAFETY_NET_DAYS }),
    },
  };
}
