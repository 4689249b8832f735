/**
 * Each game's Log namespace (history lines and refusals, lib/i18n/messages/<locale>/<game>-log.json): the
 * game key in camel case and "Log" ("stone-age" → "stoneAgeLog"), when the catalogues have it. A game
 * without one (the tiny test game) writes plain history sentences and is refused with the codes' sentences.
 */
import { messagesFor, type Namespace } from "./catalogue";

export type LogNamespace = Extract<Namespace, `${string}Log`>;

export function logNamespace(gameKey: string): LogNamespace | null {
  const name = `${gameKey.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())}Log`;
  return Object.prototype.hasOwnProperty.call(messagesFor("en"), name) ? (name as LogNamespace) : null;
}
