/** Stone Age's picture on the front page (its guide figure `cover`): the board's own pieces: the players' people, the goods, a roll and a tool. */
import { GOODS } from "@/lib/games/stone-age";
import { Die, GoodIcon, Person, ToolTile } from "./pieces";

export function StoneAgeArt() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2">
      <span className="flex items-end gap-1">
        {[0, 1, 2, 3].map((seat) => (
          <Person key={seat} seat={seat} size={30} />
        ))}
      </span>
      <span className="flex items-center gap-2">
        {GOODS.map((g) => (
          <GoodIcon key={g} good={g} size={20} />
        ))}
        {/* The picture is hidden from screen readers as a whole: the die's own label is not read. */}
        <Die face={5} size={24} label="5" />
        <ToolTile value={2} used={false} />
      </span>
    </div>
  );
}
