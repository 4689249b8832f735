/** Small SVG pieces of the Stone Age board: people, goods, dice, tools. All decorative; text carries the meaning. */
import type { Good } from "@/lib/games/stone-age";
import { GOOD_COLORS, playerColor } from "./labels";

/**
 * A person (meeple) in a player's colour; its head has the player's shape (circle, square, triangle, diamond),
 * the same as their score marker, so that colour is never the only cue.
 */
export function Person({ seat, size = 16 }: { seat: number; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className="inline-block shrink-0">
      <MarkerShape seat={seat} x={10} y={5} r={4} />
      <path
        d="M3 19 C3 11 6 9.5 10 9.5 C14 9.5 17 11 17 19 Z"
        fill={playerColor(seat)}
        stroke="#1c1917"
        strokeWidth="1"
      />
    </svg>
  );
}

/** The player's shape per seat (circle, square, triangle, diamond): a person's head and their score marker. */
export function MarkerShape({ seat, x, y, r = 3.5 }: { seat: number; x: number; y: number; r?: number }) {
  const common = { fill: playerColor(seat), stroke: "#1c1917", strokeWidth: 1 };
  switch (seat % 4) {
    case 1:
      return <rect x={x - r * 0.9} y={y - r * 0.9} width={1.8 * r} height={1.8 * r} {...common} />;
    case 2:
      return (
        <polygon
          points={`${x},${y - r * 1.1} ${x + r * 1.15},${y + r * 0.9} ${x - r * 1.15},${y + r * 0.9}`}
          {...common}
        />
      );
    case 3:
      return (
        <polygon
          points={`${x},${y - r * 1.2} ${x + r * 1.2},${y} ${x},${y + r * 1.2} ${x - r * 1.2},${y}`}
          {...common}
        />
      );
    default:
      return <circle cx={x} cy={y} r={r} {...common} />;
  }
}

/** An empty space for a person. */
export function Space({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className="inline-block shrink-0">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="#a8a29e" strokeWidth="1.5" strokeDasharray="3 2" />
    </svg>
  );
}

/** Goods have different shapes as well as colours, so they stay apart without colour vision. */
export function GoodIcon({ good, size = 14 }: { good: Good; size?: number }) {
  const fill = GOOD_COLORS[good];
  const stroke = "#292524";
  let shape;
  switch (good) {
    case "food":
      shape = <circle cx="8" cy="8" r="6" fill={fill} stroke={stroke} />;
      break;
    case "wood":
      shape = <rect x="1.5" y="4" width="13" height="8" rx="1" fill={fill} stroke={stroke} />;
      break;
    case "clay":
      shape = <rect x="3" y="3" width="10" height="10" fill={fill} stroke={stroke} />;
      break;
    case "stone":
      shape = <polygon points="8,1.5 14.5,6 12,14 4,14 1.5,6" fill={fill} stroke={stroke} />;
      break;
    case "gold":
      shape = <polygon points="8,1 15,8 8,15 1,8" fill={fill} stroke={stroke} />;
      break;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="inline-block shrink-0">
      {shape}
    </svg>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [6, 6],
    [18, 18],
  ],
  3: [
    [6, 6],
    [12, 12],
    [18, 18],
  ],
  4: [
    [6, 6],
    [18, 6],
    [6, 18],
    [18, 18],
  ],
  5: [
    [6, 6],
    [18, 6],
    [12, 12],
    [6, 18],
    [18, 18],
  ],
  6: [
    [6, 6],
    [18, 6],
    [6, 12],
    [18, 12],
    [6, 18],
    [18, 18],
  ],
};

/** A die face with pips. */
export function Die({
  face,
  size = 28,
  highlight = false,
  label,
}: {
  face: number;
  size?: number;
  highlight?: boolean;
  label: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label} className="inline-block shrink-0">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="4"
        fill={highlight ? "#fef3c7" : "#fff"}
        stroke="#292524"
        strokeWidth="1.5"
      />
      {(PIPS[face] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.2" fill="#292524" />
      ))}
    </svg>
  );
}

/** A tool tile showing its value; used tiles are turned (drawn faded and struck through). */
export function ToolTile({ value, used }: { value: number; used: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className="inline-block shrink-0">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="3"
        fill={used ? "#e7e5e4" : "#fde68a"}
        stroke="#57534e"
        strokeWidth="1.5"
      />
      <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill={used ? "#a8a29e" : "#292524"}>
        {value}
      </text>
      {used ? <line x1="3" y1="21" x2="21" y2="3" stroke="#78716c" strokeWidth="1.5" /> : null}
    </svg>
  );
}
