/**
 * The tournament's mails, queued in the outbox in the transaction that causes them, in each recipient's
 * language, to players who want mail (lib/notifications/events.ts `recipient`: immediate mail; digest and "off"
 * users get none): "round N started" (the table, or the bye) and the final standings.
 */
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { getGame } from "@/lib/games";
import { translator } from "@/lib/i18n/translator";
import { bounded } from "@/lib/mail/escape";
import { recipient, send } from "@/lib/notifications/events";
import { BYE_POINTS, type Standing } from "./standings";

const NAME_MAX = 20;
/** Lines of the standings in the final mail; the rest is on the page. */
const STANDINGS_LINES = 20;

export function tournamentUrl(id: number): string {
  return `${env().SITE_URL}/tournaments/${id}`;
}

interface Head {
  id: number;
  gameKey: string;
  rounds: number;
}

const gameName = (gameKey: string) => getGame(gameKey)?.name ?? gameKey;

/** To every player of round `round`: their table (names) or their bye. */
export async function mailRoundStarted(
  tx: Tx,
  t: Head,
  round: number,
  tables: { userIds: string[] }[],
  byes: string[],
  names: Map<string, string>,
): Promise<void> {
  const name = (id: string) => bounded(names.get(id) ?? "", NAME_MAX);
  const recipients = [
    ...tables.flatMap((x) => x.userIds.map((u) => ({ userId: u, table: x.userIds }))),
    ...byes.map((u) => ({ userId: u, table: null })),
  ];
  for (const r of recipients) {
    const user = await recipient(tx, r.userId, null);
    if (!user) continue;
    await send(tx, user, "tournamentRound", undefined, (_t, locale) => {
      const tt = translator(locale, "tournaments.mail");
      return {
        subject: tt("roundSubject", { id: t.id, round }),
        intro: [tt("roundIntro", { id: t.id, round, rounds: t.rounds, game: gameName(t.gameKey) })],
        sections: r.table
          ? [{ heading: tt("roundTable"), lines: r.table.map(name) }]
          : [{ lines: [tt("roundBye", { points: BYE_POINTS })] }],
        action: { url: tournamentUrl(t.id), label: tt("openTournament") },
      };
    });
  }
}

/** To every player (withdrawn ones too): their place and the top of the standings. */
export async function mailFinalStandings(tx: Tx, t: Head, rows: Standing[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    const user = await recipient(tx, row.userId, null);
    if (!user) continue;
    await send(tx, user, "tournamentFinal", undefined, (_t, locale) => {
      const tt = translator(locale, "tournaments.mail");
      return {
        subject: tt("finalSubject", { id: t.id }),
        intro: [
          tt("finalIntro", { id: t.id, game: gameName(t.gameKey), rounds: t.rounds }),
          tt("finalPlace", { place: i + 1, count: rows.length }),
        ],
        sections: [
          {
            heading: tt("finalStandings"),
            lines: rows
              .slice(0, STANDINGS_LINES)
              .map((r, j) => tt("finalLine", { place: j + 1, name: bounded(r.username, NAME_MAX), points: r.points })),
          },
        ],
        action: { url: tournamentUrl(t.id), label: tt("openTournament") },
      };
    });
  }
}
