/**
 * The English history lines exactly as describe.ts wrote them before message keys (issue 19): the reference
 * that lib/matches/history-text.test.ts checks the keyed lines against (the English catalogue must reproduce every
 * sentence, so old and new logs read the same). Test-only; nothing else imports it.
 */
import type { Seat } from "@/lib/engine";
import { territory } from "./map-data";
import { COLOURS, EPOCHS } from "./rules-data";
import type { ClansMove, ClansState, Village } from "./types";

const place = (t: number) => `territory ${t} (${territory(t).landscape})`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const colourList = (ids: readonly number[]) => ids.map((c) => COLOURS[c] ?? "?").join(", ");

export function describeMove(_before: ClansState, _seat: Seat, m: ClansMove, after: ClansState): string {
  switch (m.type) {
    case "move": {
      const n = after.lastMove?.huts ?? 0;
      return `moved ${plural(n, "hut")} from ${place(m.from)} to ${place(m.to)}`;
    }
    case "choose-village": {
      const v = after.villages.find((x) => x.territory === m.territory);
      return v?.number
        ? `chose the village at ${place(m.territory)} as village ${v.number} (epoch ${EPOCHS[v.epoch ?? 0]?.name ?? "?"})`
        : `chose the village at ${place(m.territory)}`;
    }
    case "end-turn":
      // The turn is the move; an extra "ended the turn" line would only add noise (empty lines are dropped).
      return "";
  }
}

function villageLine(v: Village): string {
  const where = place(v.territory);
  if (v.number === null) return `The village at ${where} was founded with the 12th and does not count.`;
  const epoch = EPOCHS[v.epoch ?? 0];
  const head = `Village ${v.number} (epoch ${epoch?.name ?? "?"}) founded at ${where}`;
  const removed = v.strife.flatMap((n, c) => (n > 0 ? [c] : []));
  const strife = removed.length > 0 ? `; strife removed the single ${colourList(removed)} huts` : "";
  if (v.effect === "hostile")
    return `${head}${strife}: hostile landscape, the village is destroyed and scores nothing.`;
  if (v.scored.length === 0) return `${head}${strife}: no huts left, nobody scores.`;
  const bonus = v.effect === "favourable" ? ` including the favourable-landscape bonus of ${epoch?.bonus ?? 0}` : "";
  return `${head}${strife}: ${plural(v.value, "point")}${bonus} for ${colourList(v.scored)}.`;
}

export function describeAftermath(before: ClansState, _seat: Seat, _m: ClansMove, after: ClansState): string[] {
  const lines = after.villages.slice(before.villages.length).map(villageLine);
  if (after.phase === "over" && before.phase !== "over") {
    lines.push(
      after.endReason === "no-moves"
        ? "No move is possible any more: the game ends."
        : "The 12th village is founded: the game ends.",
    );
  }
  return lines;
}
