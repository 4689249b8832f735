/**
 * "Try it against a bot" (issue 42): a form, no client JavaScript. With `gameKey` (a game's rules page) one
 * button for that game; without (the front page) a choice of game, the first one chosen, and the button.
 * The action (app/actions/guest.ts) opens a new match against bots, for a visitor as a guest.
 */
import { getTranslations } from "next-intl/server";
import { tryAgainstBotAction } from "@/app/actions/guest";
import { games } from "@/lib/games";

export async function TryButton({ gameKey }: { gameKey?: string }) {
  const t = await getTranslations("guest");
  const list = Object.values(games);
  return (
    <form action={tryAgainstBotAction} className="flex flex-wrap items-center gap-2" data-testid="try-bot">
      {gameKey ? (
        <input type="hidden" name="gameKey" value={gameKey} />
      ) : (
        <label className="flex items-center gap-2">
          <span>{t("game")}</span>
          <select name="gameKey" defaultValue={list[0]?.key} className="field">
            {list.map((g) => (
              <option key={g.key} value={g.key}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn-primary">
        {t("try")}
      </button>
      <span className="text-sm text-stone-600">{t("tryHint")}</span>
    </form>
  );
}
