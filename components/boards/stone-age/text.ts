/** The words this game's board is handed (board-text.tsx): its namespace of the catalogue, typed. */
import type { Messages } from "@/lib/i18n/catalogue";
import type { BoardText } from "../board-text";

export type StoneAgeText = BoardText<Messages["stoneAge"]>;
