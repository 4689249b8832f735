/**
 * The shape of a Glen More move: the zod schema the site's gate parses with, and its hand-written twin
 * `wellFormed` that `applyMove` checks first (lib/engine/move-shape.ts says why there are two). Legality
 * is decided in rules.ts by comparing with `legalMoves`.
 */
import { z } from "zod";
import { isInt, isOneOf, isRecord } from "@/lib/engine";
import { RESOURCES, TILE_INSTANCES, TRACK_SPACES } from "./data";
import type { GlenMoreMove } from "./types";

const resource = z.enum(RESOURCES);
const int = z.number().int();

export const glenMoreMoveSchema: z.ZodType<GlenMoreMove> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("take"), space: int }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("pay"), resource, tile: int }),
  z.object({ type: z.literal("buy"), resource }),
  z.object({ type: z.literal("sell"), resource, tile: int }),
  z.object({ type: z.literal("pay-clan"), tile: int }),
  z.object({ type: z.literal("pay-chieftain") }),
  z.object({ type: z.literal("place"), x: int, y: int }),
  z.object({ type: z.literal("choose-resource"), resource }),
  z.object({ type: z.literal("loch-shiel"), abbey: resource.nullable() }),
  z.object({ type: z.literal("activate"), tile: int, option: int.optional(), resource: resource.optional() }),
  z.object({ type: z.literal("loch-ness"), tile: int, option: int.optional(), resource: resource.optional() }),
  z.object({ type: z.literal("promote"), tile: int }),
  z.object({ type: z.literal("move-clan"), from: int, to: int }),
  z.object({ type: z.literal("end-turn") }),
]);

const isTile = (x: unknown) => isInt(x, 0, TILE_INSTANCES.length - 1);
const isResource = (x: unknown) => isOneOf(x, RESOURCES);
/** Displays grow at most one tile per turn from (0, 0); far beyond any game's reach. */
const isCoordinate = (x: unknown) => isInt(x, -100, 100);

export function wellFormed(m: unknown): m is GlenMoreMove {
  if (!isRecord(m)) return false;
  switch (m.type) {
    case "take":
      return isInt(m.space, 0, TRACK_SPACES - 1);
    case "pass":
    case "pay-chieftain":
    case "end-turn":
      return true;
    case "pay":
    case "sell":
      return isResource(m.resource) && isTile(m.tile);
    case "buy":
    case "choose-resource":
      return isResource(m.resource);
    case "pay-clan":
    case "promote":
      return isTile(m.tile);
    case "place":
      return isCoordinate(m.x) && isCoordinate(m.y);
    case "loch-shiel":
      return m.abbey === null || isResource(m.abbey);
    case "activate":
    case "loch-ness":
      return (
        isTile(m.tile) &&
        (m.option === undefined || isInt(m.option, 0, 9)) &&
        (m.resource === undefined || isResource(m.resource))
      );
    case "move-clan":
      return isTile(m.from) && isTile(m.to);
    default:
      return false;
  }
}
