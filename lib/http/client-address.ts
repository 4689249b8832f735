/**
 * Who is asking: the client address used by the rate limits. It comes from the socket (the custom server
 * puts the socket's address into PEER_HEADER, overwriting anything a client sent under that name), unless
 * TRUSTED_PROXIES names the proxies in front of the site: then X-Forwarded-For is read from the right and
 * the first entry that is not a trusted proxy is the client. A client can prepend anything it likes to
 * X-Forwarded-For, so entries left of the first untrusted one are never believed.
 */
import { BlockList, isIP } from "node:net";

/** Set by server.ts from `req.socket.remoteAddress`; never taken from the client. */
export const PEER_HEADER = "x-glenboard-peer";

export function parseTrustedProxies(setting: string): BlockList {
  const list = new BlockList();
  for (const raw of setting
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [addr = "", bits] = raw.split("/");
    const type = isIP(addr) === 6 ? "ipv6" : isIP(addr) === 4 ? "ipv4" : null;
    if (!type) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range.`);
    if (bits === undefined) list.addAddress(addr, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128)) {
        throw new Error(`TRUSTED_PROXIES: "${raw}" has an invalid prefix length.`);
      }
      list.addSubnet(addr, prefix, type);
    }
  }
  return list;
}

/** "::ffff:1.2.3.4" -> "1.2.3.4"; "[::1]:443" and "1.2.3.4:80" lose their port; anything else -> null. */
export function normalizeAddress(raw: string): string | null {
  let s = raw.trim();
  const bracketed = s.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) s = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  const mapped = s.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mapped?.[1]) s = mapped[1];
  return isIP(s) ? s.toLowerCase() : null;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address from the socket peer and X-Forwarded-For, believing only trusted proxies. Null when
 * the request did not come through the site's server (no peer header).
 */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | null,
  trusted: BlockList | null,
): string | null {
  const socket = peer ? normalizeAddress(peer) : null;
  if (!socket) return null;
  if (!trusted || !isTrusted(trusted, socket)) return socket;
  let client = socket;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i] ?? "");
    // A malformed entry was written by (or passed through) the trusted proxy: stop at the last good hop.
    if (!hop) return client;
    client = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return client;
}

/**
 * The key rate limits count under: the address itself for IPv4, the /64 network for IPv6 (one household or
 * server usually holds a whole /64, so counting single IPv6 addresses would be no limit at all).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return expandIpv6(address).slice(0, 4).join(":") + "::/64";
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
  return groups.map((g) => (g.includes(".") ? g : g.replace(/^0+(?=.)/, "")));
}
