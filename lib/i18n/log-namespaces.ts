/**
 * Each game's Log namespace (history lines and refusals, lib/games/<key>/i18n/<locale>-log.json), as its
 * manifest names it. A game without one (the tiny test game) writes plain history sentences and is refused
 * with the codes' sentences.
 */
import { manifestOf } from "@/lib/games";
import type { Namespace } from "./catalogue";

export type LogNamespace = Extract<Namespace, `${string}Log`>;

export function logNamespace(gameKey: string): LogNamespace | null {
  return (manifestOf(gameKey)?.namespaces?.log as LogNamespace | undefined) ?? null;
}
