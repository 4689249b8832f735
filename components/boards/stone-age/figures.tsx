/** Pictures for the Stone Age guide, drawn with the board's own pieces (no client code). */
import type { DrawFigure, GuideFigures } from "../manifest";
import { GOODS } from "@/lib/games/stone-age";
import { Die, GoodIcon, Person, Space, ToolTile } from "./pieces";
import type { BoardText } from "../board-text";
import type { StoneAgeText } from "./text";
import { StoneAgeArt } from "./cover";
import { fill } from "@/lib/i18n/client-text";

/** The dice's words in the guide's language. */
const textIn = (text: BoardText) => text as StoneAgeText;

export const stoneAgeFigures: Record<string, DrawFigure> = {
  people: () => (
    <div className="flex items-center gap-2">
      {[0, 1, 2, 3].map((seat) => (
        <Person key={seat} seat={seat} size={28} />
      ))}
      <Space size={28} />
    </div>
  ),
  goods: () => (
    <div className="flex items-center gap-3">
      {GOODS.map((g) => (
        <GoodIcon key={g} good={g} size={26} />
      ))}
    </div>
  ),
  // Two people in the forest roll 4 and 3; a tool worth 2 makes 9, which is 3 wood.
  roll: (text) => (
    <div className="flex items-center gap-2">
      <Die face={4} label={fill(textIn(text).ui.board.dieShowing, { face: 4 })} />
      <Die face={3} label={fill(textIn(text).ui.board.dieShowing, { face: 3 })} />
      <ToolTile value={2} used={false} />
      <GoodIcon good="wood" size={22} />
      <GoodIcon good="wood" size={22} />
      <GoodIcon good="wood" size={22} />
    </div>
  ),
};

export const stoneAgeGuide: GuideFigures = {
  gameKey: "stone-age",
  figures: { ...stoneAgeFigures, cover: () => <StoneAgeArt /> },
};
