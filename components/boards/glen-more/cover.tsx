/** Glen More's picture on the front page (its guide figure `cover`): two of the board's own tiles (a start village with a clan member, a forest with wood). */
import { TILES } from "@/lib/games/glen-more";
import { Coin, Cube, Pawn, TileFace } from "./tile-face";
import type { GlenMoreText } from "./text";

export function GlenMoreArt({ text }: { text: GlenMoreText }) {
  const village = TILES["start-village"];
  const forest = TILES["d0-production-02"];
  if (!village || !forest) return null;
  return (
    <div className="flex h-full items-center justify-center gap-2">
      <span className="block h-24 w-24">
        <TileFace tx={text} def={village} compact>
          <Pawn colour="#292524" size={16} />
        </TileFace>
      </span>
      <span className="block h-24 w-24">
        <TileFace tx={text} def={forest} compact>
          <Cube r="wood" />
          <Cube r="wood" />
        </TileFace>
      </span>
      <span className="flex flex-col items-center gap-1">
        <Coin value={2} size={22} />
        <Coin value={1} size={22} />
      </span>
    </div>
  );
}
