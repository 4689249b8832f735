/** How pages and the API name a player who deleted their account, in the reader's language (catalogue "common"). */
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { DeletedPlayerWords } from "@/lib/format/seat-name";

export function deletedPlayerWords(locale: Locale): DeletedPlayerWords {
  const t = translator(locale, "common");
  return { player: t("deletedPlayer.player"), bot: t("deletedPlayer.bot") };
}

/** The words for a seat whose player deleted their account (Seat.playerDeleted), else null. */
export function deletedOf(seat: { playerDeleted: boolean }, locale: Locale): DeletedPlayerWords | null {
  return seat.playerDeleted ? deletedPlayerWords(locale) : null;
}
