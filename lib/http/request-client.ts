/** The client address of a request that came through server.ts, with TRUSTED_PROXIES applied. */
import type { BlockList } from "node:net";
import { env } from "@/lib/env";
import { PEER_HEADER, parseTrustedProxies, resolveClientAddress } from "./client-address";

let trusted: { setting: string; list: BlockList | null } | undefined;

function trustedProxies(): BlockList | null {
  const setting = env().TRUSTED_PROXIES;
  if (trusted?.setting !== setting) trusted = { setting, list: setting.trim() ? parseTrustedProxies(setting) : null };
  return trusted.list;
}

export function clientAddressOf(headers: Headers): string | null {
  return resolveClientAddress(headers.get(PEER_HEADER), headers.get("x-forwarded-for"), trustedProxies());
}
