/**
 * History lines, as message refs of the "clansLog" namespace (lib/games/clans/i18n/<locale>-log.json;
 * see `HistoryLine` in lib/engine/types.ts). The history is public, so lines name territories, hut counts
 * and colours of huts (all on the board for everyone) but never which player holds which colour.
 * Landscapes and colours are passed by their English names (`term…` values) and named in the reader's
 * language where the line is shown.
 */
import { ref, type MessageRef, type Seat } from "@/lib/engine";
import { territory } from "./map-data";
import { COLOURS, EPOCHS } from "./rules-data";
import type { ClansMove, ClansState, Village } from "./types";

const landscape = (t: number) => territory(t).landscape;
const colourList = (ids: readonly number[]) => ids.map((c) => COLOURS[c] ?? "?").join("|");
const epochName = (epoch: number | null) => EPOCHS[epoch ?? 0]?.name ?? "?";

export function describeMove(_before: ClansState, _seat: Seat, m: ClansMove, after: ClansState): MessageRef {
  switch (m.type) {
    case "move":
      return ref("move", {
        huts: after.lastMove?.huts ?? 0,
        from: m.from,
        termFrom: landscape(m.from),
        to: m.to,
        termTo: landscape(m.to),
      });
    case "choose-village": {
      const v = after.villages.find((x) => x.territory === m.territory);
      const where = { territory: m.territory, term: landscape(m.territory) };
      return v?.number
        ? ref("chooseVillageNumbered", { ...where, number: v.number, epoch: epochName(v.epoch) })
        : ref("chooseVillage", where);
    }
    case "end-turn":
      // The turn is the move; an extra "ended the turn" line would only add noise (empty lines are dropped).
      return ref("");
  }
}

function villageLine(v: Village): MessageRef {
  const where = { territory: v.territory, term: landscape(v.territory) };
  if (v.number === null) return ref("village.notCounted", where);
  const removed = v.strife.flatMap((n, c) => (n > 0 ? [c] : []));
  const head = {
    ...where,
    number: v.number,
    epoch: epochName(v.epoch),
    strife: removed.length > 0 ? "yes" : "no",
    termsStrife: colourList(removed),
  };
  if (v.effect === "hostile") return ref("village.hostile", head);
  if (v.scored.length === 0) return ref("village.empty", head);
  const favourable = v.effect === "favourable";
  return ref("village.scored", {
    ...head,
    points: v.value,
    favourable: favourable ? "yes" : "no",
    bonus: favourable ? (EPOCHS[v.epoch ?? 0]?.bonus ?? 0) : 0,
    termsScored: colourList(v.scored),
  });
}

export function describeAftermath(before: ClansState, _seat: Seat, _m: ClansMove, after: ClansState): MessageRef[] {
  const lines = after.villages.slice(before.villages.length).map(villageLine);
  if (after.phase === "over" && before.phase !== "over")
    lines.push(ref(after.endReason === "no-moves" ? "end.noMoves" : "end.twelfth"));
  return lines;
}
