import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { LiveRefresh } from "@/components/live/live-refresh";
import { currentViewer } from "@/lib/auth/current";
import { games, getGame } from "@/lib/games";
import { PER_MOVE_DAYS } from "@/lib/clocks/time-units";
import { timeControlText } from "@/lib/clocks/time-control-text";
import { variantText } from "@/lib/matches/history/lobby-text";
import { translator } from "@/lib/i18n/translator";
import { matchTitle } from "@/lib/format/match-title";
import { requestTimeZone } from "@/lib/site/request-locale";
import { seekSite } from "@/lib/site/seeks";
import { DEFAULT_EXPIRY_DAYS, EXPIRY_DAYS, MAX_OPEN_SEEKS, type MySeek, type SeekCount } from "@/lib/seeks";
import { cancelSeekAction, seekAction } from "@/app/actions/seeks";
import type { Locale } from "@/lib/i18n/locales";
import type en from "@/lib/i18n/messages/en/seeks.json";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("seeks.page");
  return { title: t("title") };
}

type Params = { waiting?: string; cancelled?: string; refused?: string; game?: string };
type RefusalKey = keyof typeof en.refusals;
const REFUSAL_KEYS = ["playerCount", "noVariants", "tooManySeeks", "noSuchSeek", "unknownGame"] as const;

/** The sentence a redirect named (known keys only: the query string is anyone's to write). */
function refusalSentence(locale: Locale, key: string | undefined, gameKey: string | undefined): string | null {
  if (!key) return null;
  if (key === "limited") return translator(locale, "errors.codes")("RATE_LIMITED");
  if (!(REFUSAL_KEYS as readonly string[]).includes(key)) return translator(locale, "errors.codes")("INVALID_INPUT");
  const game = gameKey ? getGame(gameKey) : undefined;
  const values = {
    game: game?.name ?? "?",
    min: game?.minPlayers ?? 2,
    max: key === "tooManySeeks" ? MAX_OPEN_SEEKS : (game?.maxPlayers ?? 2),
  };
  return translator(locale, "seeks.refusals")(key as RefusalKey, values);
}

/** "Play now": ask for a game with other players (lib/seeks); works without client code (plain forms). */
export default async function PlayPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const viewer = await currentViewer();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("seeks.page");
  const overview = viewer ? await seekSite.overview(viewer.id) : null;
  const counts = overview?.counts ?? (await seekSite.counts());
  const refusal = refusalSentence(locale, params.refused, params.game);
  const atLimit = (overview?.open.length ?? 0) >= MAX_OPEN_SEEKS;
  return (
    <div className="space-y-4">
      {viewer ? <LiveRefresh on={["match"]} /> : null}
      <h1>{t("title")}</h1>
      <p className="max-w-prose text-stone-700">{t("intro")}</p>
      <p data-testid="play-more">
        {t("moreWays")}{" "}
        <Link className="underline" href="/tournaments">
          {t("tournaments")}
        </Link>
        {" · "}
        <Link className="underline" href={`/ladder/${Object.keys(games)[0]}`}>
          {t("ladders")}
        </Link>
      </p>
      <div aria-live="polite" data-testid="play-notice">
        {refusal ? <p className="rounded bg-red-50 p-2 text-red-800">{refusal}</p> : null}
        {params.waiting ? <p className="rounded bg-moss-50 p-2">{t("waitingNow")}</p> : null}
        {params.cancelled ? <p className="rounded bg-moss-50 p-2">{t("cancelled")}</p> : null}
      </div>
      {!viewer ? (
        <p>
          <Link className="underline" href="/signin?next=/play">
            {t("signIn")}
          </Link>
        </p>
      ) : null}
      {overview && overview.matched.length > 0 ? (
        <section className="card" data-testid="play-matched">
          <h2>{t("matched")}</h2>
          <ul className="mt-2 list-disc pl-5">
            {overview.matched.map((m) => (
              <li key={m.id}>
                <Link className="font-semibold underline" href={`/matches/${m.matchId}`}>
                  {matchTitle(getGame(m.gameKey)?.name ?? m.gameKey, m.matchId)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {overview ? <MySeeks seeks={overview.open} locale={locale} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {Object.values(games).map((g) => (
          <GameCard
            key={g.key}
            gameKey={g.key}
            counts={counts.filter((c) => c.gameKey === g.key)}
            signedIn={viewer !== null}
            atLimit={atLimit}
            locale={locale}
          />
        ))}
      </div>
      <p className="max-w-prose text-sm text-stone-600">{t("howItWorks", { max: MAX_OPEN_SEEKS })}</p>
    </div>
  );
}

async function MySeeks({ seeks, locale }: { seeks: MySeek[]; locale: Locale }) {
  const t = await getTranslations("seeks.page");
  const { zone } = await requestTimeZone();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  return (
    <section className="card" id="mine" data-testid="play-mine">
      <h2>{t("mine")}</h2>
      {seeks.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t("mineEmpty")}</p> : null}
      <ul className="mt-2 divide-y divide-stone-100">
        {seeks.map((s) => {
          const game = getGame(s.gameKey);
          const variants =
            s.variants === "any"
              ? null
              : s.variants.length === 0
                ? t("baseGameWord")
                : s.variants
                    .map((v) => {
                      const choice = game?.variants?.find((c) => c.key === v);
                      return choice ? variantText(locale, s.gameKey, choice).name : v;
                    })
                    .join(", ");
          return (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="play-mine-row">
              <span>
                {t("mineLine", {
                  game: game?.name ?? s.gameKey,
                  players: s.players.join(", "),
                  timeControl: s.timeControl === "any" ? t("anyTimeControl") : timeControlText(s.timeControl, locale),
                  rated: s.rated ? t("ratedWord") : t("unratedWord"),
                })}
                {variants ? `, ${variants}` : ""}
              </span>
              <span className="text-sm text-stone-600">
                {t("expiresAt", { when: when.format(new Date(s.expiresAt)) })}
              </span>
              <form action={cancelSeekAction}>
                <input type="hidden" name="id" value={s.id} />
                <button className="btn">{t("cancel")}</button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

async function GameCard({
  gameKey,
  counts,
  signedIn,
  atLimit,
  locale,
}: {
  gameKey: string;
  counts: SeekCount[];
  signedIn: boolean;
  atLimit: boolean;
  locale: Locale;
}) {
  const t = await getTranslations("seeks.page");
  const game = getGame(gameKey)!;
  const counts2 = Array.from(
    { length: game.maxPlayers - Math.max(2, game.minPlayers) + 1 },
    (_, i) => Math.max(2, game.minPlayers) + i,
  );
  const variants = game.variants ?? [];
  const id = (name: string) => `${gameKey}-${name}`;
  return (
    <section className="card space-y-3" id={`game-${gameKey}`} data-testid={`play-game-${gameKey}`}>
      <h2>{game.name}</h2>
      <ul className="text-sm" data-testid="play-waiting">
        {counts.length === 0 ? <li className="text-stone-600">{t("waitingEmpty")}</li> : null}
        {counts.map((c) => (
          <li key={c.players}>{t("waitingLine", { count: c.waiting, players: c.players, game: game.name })}</li>
        ))}
      </ul>
      {signedIn && atLimit ? <p className="text-sm">{t("limitReached", { max: MAX_OPEN_SEEKS })}</p> : null}
      {signedIn && !atLimit ? (
        <form action={seekAction} className="space-y-3" aria-label={`${t("formTitle")}: ${game.name}`}>
          <input type="hidden" name="gameKey" value={gameKey} />
          <fieldset>
            <legend className="label">{t("players")}</legend>
            <p className="mb-1 text-xs text-stone-600">{t("playersHint")}</p>
            <div className="flex flex-wrap gap-x-4">
              {counts2.map((n) => (
                <label key={n} className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="players" value={n} defaultChecked />
                  {t("playerCount", { count: n })}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label className="label" htmlFor={id("clock")}>
              {t("timeControl")}
            </label>
            <select className="field" id={id("clock")} name="clock" defaultValue="any">
              <option value="any">{t("anyTimeControl")}</option>
              {PER_MOVE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t("perMove", { days: d })}
                </option>
              ))}
              <option value="none">{t("noLimit")}</option>
            </select>
          </div>
          {variants.length > 0 ? (
            <fieldset>
              <legend className="label">{t("variants")}</legend>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="variantsMode" value="any" defaultChecked />
                {t("anyVariants")}
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="variantsMode" value="base" />
                {t("baseGame")}
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="variantsMode" value="chosen" />
                {t("chosenVariants")}
              </label>
              <div className="flex flex-wrap gap-x-4 pl-6">
                {variants.map((v) => (
                  <label key={v.key} className="inline-flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="variant" value={v.key} />
                    {variantText(locale, gameKey, v).name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-end gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" name="rated" />
              {t("rated")}
            </label>
            <div>
              <label className="label" htmlFor={id("expires")}>
                {t("expires")}
              </label>
              <select className="field" id={id("expires")} name="expires" defaultValue={String(DEFAULT_EXPIRY_DAYS)}>
                {EXPIRY_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {t("expiresDays", { days: d })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button className="btn btn-primary">{t("submit")}</button>
        </form>
      ) : null}
    </section>
  );
}
