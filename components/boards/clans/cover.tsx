/**
 * Clans' picture on the front page (its guide figure `cover`): a few territories in the board's landscape colours (LANDSCAPE_FILL) holding huts in the
 * board's hut colours (HUT_FILL), drawn as the board's hut badges are (a disc with the count).
 */
import { HUT_FILL, LANDSCAPE_FILL } from "./presentation";
import type { Colour } from "@/lib/games/clans/rules-data";

const TERRITORIES: { points: string; land: keyof typeof LANDSCAPE_FILL; huts: [Colour, number][] }[] = [
  { points: "4,8 70,4 84,44 40,62 6,50", land: "mountain", huts: [["red", 2]] },
  {
    points: "70,4 150,6 156,40 84,44",
    land: "forest",
    huts: [
      ["blue", 1],
      ["yellow", 1],
    ],
  },
  { points: "150,6 216,10 214,58 156,40", land: "steppe", huts: [["green", 3]] },
  { points: "6,50 40,62 60,92 8,92", land: "grassland", huts: [["black", 1]] },
  {
    points: "40,62 84,44 156,40 150,92 60,92",
    land: "grassland",
    huts: [
      ["red", 1],
      ["yellow", 2],
      ["blue", 1],
    ],
  },
  { points: "156,40 214,58 214,92 150,92", land: "forest", huts: [["green", 1]] },
];

function centre(points: string): [number, number] {
  const xy = points.split(" ").map((p) => p.split(",").map(Number) as [number, number]);
  return [xy.reduce((s, [x]) => s + x, 0) / xy.length, xy.reduce((s, [, y]) => s + y, 0) / xy.length];
}

export function ClansArt() {
  return (
    <svg viewBox="0 0 220 96" className="h-full w-full" aria-hidden="true">
      {TERRITORIES.map((t, i) => {
        const [cx, cy] = centre(t.points);
        const left = cx - ((t.huts.length - 1) * 16) / 2;
        return (
          <g key={i}>
            <polygon points={t.points} fill={LANDSCAPE_FILL[t.land]} stroke="#57534e" strokeWidth={1.2} />
            {t.huts.map(([colour, count], j) => (
              <g key={colour}>
                <circle cx={left + j * 16} cy={cy} r={7.5} fill={HUT_FILL[colour].fill} stroke="#1c1917" />
                <text
                  x={left + j * 16}
                  y={cy + 3.5}
                  textAnchor="middle"
                  fontSize={10}
                  fontWeight={700}
                  fill={HUT_FILL[colour].text}
                >
                  {count}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
