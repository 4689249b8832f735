/**
 * The front page's lists of matches (server-rendered): being played now, each with its newest history line,
 * and finished lately, each with who won. Each entry opens the match page, where anyone may watch.
 */
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { ShownMatch } from "@/lib/stats/activity";

function Entry({ m, line }: { m: ShownMatch; line: string }) {
  return (
    <li className="py-2">
      <Link className="font-semibold underline" href={`/matches/${m.id}`}>
        {m.title}
      </Link>{" "}
      <span className="text-sm text-stone-600">{m.players.join(", ")}</span>
      <p className="text-sm text-stone-700" data-testid="front-match-line">
        {line}
      </p>
    </li>
  );
}

export async function MatchLists({ running, finished }: { running: ShownMatch[]; finished: ShownMatch[] }) {
  const t = await getTranslations("front");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card" data-testid="front-running" aria-labelledby="front-running-title">
        <h2 id="front-running-title">{t("running.title")}</h2>
        {running.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t("running.empty")}</p> : null}
        <ul className="mt-1 divide-y divide-stone-100">
          {running.map((m) => (
            <Entry key={m.id} m={m} line={m.lastLine ?? t("running.noMoveYet")} />
          ))}
        </ul>
      </section>
      <section className="card" data-testid="front-finished" aria-labelledby="front-finished-title">
        <h2 id="front-finished-title">{t("finished.title")}</h2>
        {finished.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t("finished.empty")}</p> : null}
        <ul className="mt-1 divide-y divide-stone-100">
          {finished.map((m) => (
            <Entry key={m.id} m={m} line={m.result ?? ""} />
          ))}
        </ul>
      </section>
    </div>
  );
}
