/**
 * Addresses a push must never reach: the site's own machine and private networks (no request forgery through
 * a subscription's endpoint). Checked when a subscription is saved (host names that are IP literals, and
 * `localhost`) and again when a push is sent (every address the host name resolves to: lib/push/send.ts).
 */
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

const refused = new BlockList();
// IPv4: "this network", private, carrier-grade NAT, loopback, link-local, IETF protocol assignments,
// documentation, benchmarking, multicast and reserved, broadcast.
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  refused.addSubnet(net, prefix, "ipv4");
// IPv6: unspecified, loopback and IPv4-compatible (::a.b.c.d), unique-local, link-local,
// site-local (deprecated), multicast, documentation, NAT64 and 6to4 (they can carry a private IPv4 address).
for (const [net, prefix] of [
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  refused.addSubnet(net, prefix, "ipv6");
// (IPv4-mapped addresses, ::ffff:a.b.c.d, are checked as the IPv4 address they carry: a BlockList rule for
// ::ffff:0:0/96 would match every IPv4 address.)

/** Whether an IP address (v4 or v6) is one a push must not contact. Anything that is not an address is refused. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, "ipv4");
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return refused.check(mapped, "ipv4");
    return refused.check(address, "ipv6");
  }
  return true;
}

/** A URL's host name without IPv6 brackets and a trailing dot, lower-case. */
export function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** Whether a host name is refused without looking it up: localhost (and its sub-names) or a private IP literal. */
export function isPrivateHostName(hostname: string): boolean {
  const host = bareHost(hostname);
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

/** PUSH_ALLOW_PRIVATE_ENDPOINTS=1: tests only (the server warns at start). */
export function privateEndpointsAllowed(): boolean {
  return env().PUSH_ALLOW_PRIVATE_ENDPOINTS === "1";
}
