import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getGame } from "@/lib/games";
import { guideIn, rulesNotes } from "@/lib/games/rules-notes";
import { notesBelowHeading } from "@/lib/games/how-to-play";
import { Markdown } from "@/components/markdown";
import { Guide } from "@/components/rules/guide";
import { StatsLink } from "@/components/front/stats-link";
import { TryButton } from "@/components/guest/try-button";

type Params = { params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const game = getGame((await params).game);
  const t = await getTranslations("rules");
  return { title: game ? t("game.title", { game: game.name }) : t("index.title") };
}

/**
 * The player's guide first, in the viewer's language, then the site's rule decisions (RULES-NOTES.md, in
 * German RULES-NOTES.de.md) for those who want detail. A language without its own notes shows the English
 * ones: the page then says so and marks the part as English.
 */
export default async function GameRulesPage({ params }: Params) {
  const { game: key } = await params;
  const game = getGame(key);
  if (!game) notFound();
  const locale = await getLocale();
  const t = await getTranslations("rules");
  const statsWords = await getTranslations("stats");
  const [guide, notes] = await Promise.all([guideIn(game.key, locale), rulesNotes(game.key, locale)]);
  // Notes in another language than the page's (English, when no translation exists) say so and carry its lang.
  const notesForeign = notes !== null && notes.locale !== locale;
  return (
    <div className="space-y-4">
      <h1>{t("game.title", { game: game.name })}</h1>
      <StatsLink gameKey={game.key} label={statsWords("link", { game: game.name })} />
      <TryButton gameKey={game.key} />
      <article
        className="card"
        data-testid="how-to-play"
        lang={guide && guide.locale !== locale ? guide.locale : undefined}
      >
        {guide ? <Guide gameKey={game.key} text={guide.text} locale={guide.locale} /> : <p>{t("game.noGuide")}</p>}
      </article>
      <section className="card below-fold" aria-labelledby="site-decisions" data-testid="rules-notes">
        <h2 id="site-decisions">{t("game.decisions")}</h2>
        <p className="text-sm text-stone-600">{t("game.decisionsIntro")}</p>
        {notesForeign ? <p className="text-sm text-stone-600">{t("game.decisionsInEnglish")}</p> : null}
        {!notes ? (
          <p>{t("game.noNotes")}</p>
        ) : notesForeign ? (
          <div lang={notes.locale}>
            <Markdown text={notesBelowHeading(notes.text)} />
          </div>
        ) : (
          <Markdown text={notesBelowHeading(notes.text)} />
        )}
      </section>
    </div>
  );
}
