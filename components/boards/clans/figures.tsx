/**
 * Pictures for the Clans guide in the board's own colours (LANDSCAPE_FILL, HUT_FILL). The board's hut badge
 * is internal to the board, so the same disc-with-count is drawn here from the same colours.
 */
import type { DrawFigure, GuideFigures } from "../manifest";
import { HUT_FILL, LANDSCAPE_FILL } from "./presentation";
import { ClansArt } from "./cover";
import type { Colour } from "@/lib/games/clans/rules-data";

function Huts({ piles }: { piles: [Colour, number][] }) {
  return (
    <svg width={piles.length * 26 + 8} height={34} viewBox={`0 0 ${piles.length * 26 + 8} 34`}>
      <rect x={1} y={1} width={piles.length * 26 + 6} height={32} rx={10} fill="#fffbeb" stroke="#57534e" />
      {piles.map(([colour, count], i) => (
        <g key={colour}>
          <circle cx={17 + i * 26} cy={17} r={11} fill={HUT_FILL[colour].fill} stroke="#1c1917" />
          <text
            x={17 + i * 26}
            y={21.5}
            textAnchor="middle"
            fontSize={13}
            fontWeight={700}
            fill={HUT_FILL[colour].text}
          >
            {count}
          </text>
        </g>
      ))}
    </svg>
  );
}

export const clansFigures: Record<string, DrawFigure> = {
  landscapes: () => (
    <div className="flex gap-2">
      {(Object.keys(LANDSCAPE_FILL) as (keyof typeof LANDSCAPE_FILL)[]).map((l) => (
        <span
          key={l}
          className="inline-block h-10 w-14 rounded border border-stone-400"
          style={{ background: LANDSCAPE_FILL[l] }}
        />
      ))}
    </div>
  ),
  // A territory holding 4 huts: 2 red, 1 blue, 1 yellow.
  huts: () => (
    <div className="inline-block rounded p-3" style={{ background: LANDSCAPE_FILL.grassland }}>
      <Huts
        piles={[
          ["red", 2],
          ["blue", 1],
          ["yellow", 1],
        ]}
      />
    </div>
  ),
};

export const clansGuide: GuideFigures = { gameKey: "clans", figures: { ...clansFigures, cover: () => <ClansArt /> } };
