/** One Glen More tile drawn with CSS: frame colour, river (north–south) and road (east–west), texts. */
import type { ReactNode } from "react";
import type { Resource, TileDef } from "@/lib/games/glen-more";
import { FRAME_STYLE, RESOURCE_STYLE, activationText, costParts, placementText, tileName } from "./present";
import type { GlenMoreText } from "./text";

/** A resource cube; `name` (the resource's word) is its tooltip. */
export function Cube({ r, size = 12, name }: { r: Resource; size?: number; name?: string }) {
  const s = RESOURCE_STYLE[r];
  return (
    <span
      aria-hidden
      className="inline-block shrink-0 rounded-[2px] border border-stone-500"
      style={{ width: size, height: size, background: s.fill }}
      title={name}
    />
  );
}

/** A small pawn: a clan member (or a player's figure in the chain when `big`). */
export function Pawn({ colour, size = 12, label }: { colour: string; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
    >
      <circle cx="6" cy="3.2" r="2.6" fill={colour} stroke="#1c1917" strokeWidth="0.8" />
      <path d="M1.5 11.5 Q6 3.5 10.5 11.5 Z" fill={colour} stroke="#1c1917" strokeWidth="0.8" />
    </svg>
  );
}

export function Coin({ value, size = 18 }: { value?: number; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden>
      <circle cx="10" cy="10" r="9" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
      {value !== undefined ? (
        <text x="10" y="14" textAnchor="middle" fontSize="11" fontWeight="700" fill="#713f12">
          {value}
        </text>
      ) : null}
    </svg>
  );
}

export function Die({ value, size = 26, label }: { value: number | null; size?: number; label: string }) {
  const pips: Record<number, [number, number][]> = {
    1: [[10, 10]],
    2: [
      [5, 5],
      [15, 15],
    ],
    3: [
      [5, 5],
      [10, 10],
      [15, 15],
    ],
  };
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={label}>
      <rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke="#1c1917" strokeWidth="1.5" />
      {(value ? (pips[value] ?? []) : [[10, 10] as [number, number]]).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="1.8" fill="#1c1917" />
      ))}
    </svg>
  );
}

/** River and road behind the tile's texts. */
function Ways({ def }: { def: TileDef }) {
  return (
    <>
      {def.river ? (
        <span aria-hidden className="absolute inset-y-0 left-1/2 w-2.5 -translate-x-1/2 bg-sky-400/70" />
      ) : null}
      {def.road ? (
        <span aria-hidden className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 bg-amber-700/40" />
      ) : null}
    </>
  );
}

/**
 * The tile's face. `compact`: the display version (name and activation only; the rest in the tooltip). A
 * picture for screen readers: whatever shows it names it with the full sentence (tileDescription).
 */
export function TileFace({
  tx,
  def,
  compact = false,
  children,
}: {
  tx: GlenMoreText;
  def: TileDef;
  compact?: boolean;
  children?: ReactNode;
}) {
  const frame = FRAME_STYLE[def.frame];
  const cost = costParts(tx, def);
  const once = placementText(tx, def);
  return (
    <span
      aria-hidden="true"
      className="relative flex h-full w-full flex-col overflow-hidden rounded-md border-[3px] p-1 text-left leading-tight"
      style={{ borderColor: frame.border, background: frame.bg }}
    >
      <Ways def={def} />
      <span className="relative z-10 font-semibold text-[11px] sm:text-xs">{tileName(tx, def)}</span>
      {!compact ? (
        <>
          <span className="relative z-10 text-[10px] text-stone-700">
            <span className="font-medium">{tx.ui.face.cost}</span> {cost.length > 0 ? cost.join(", ") : tx.ui.text.free}
          </span>
          {once ? (
            <span className="relative z-10 text-[10px] text-emerald-800" title={once}>
              ★ {once.length > 60 ? `${once.slice(0, 57)}…` : once}
            </span>
          ) : null}
        </>
      ) : null}
      <span className="relative z-10 text-[10px] text-stone-800">⟳ {activationText(tx, def)}</span>
      {children ? <span className="relative z-10 mt-auto flex flex-wrap items-center gap-0.5">{children}</span> : null}
    </span>
  );
}
